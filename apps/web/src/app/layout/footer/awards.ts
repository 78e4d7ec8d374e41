/**
 * The awards shown in the footer carousel and on /awards (engagement §2 "Awards list"). Event names are proper
 * names and stay as they are; nominations are translated.
 */
export type Award = {
  id: string;
  event: string;
  nomination: 'bestNewCasino' | 'bestMobile' | 'bestLive' | 'bestSupport' | 'bestLoyalty' | 'innovation';
  prize: 'winner' | 'shortlisted';
  year: number;
};

export const AWARDS: readonly Award[] = [
  { id: 'sigma-2025', event: 'SiGMA Europe Awards', nomination: 'bestNewCasino', prize: 'winner', year: 2025 },
  { id: 'egr-2025', event: 'EGR Operator Awards', nomination: 'bestMobile', prize: 'shortlisted', year: 2025 },
  { id: 'igb-2025', event: 'iGB Affiliate Awards', nomination: 'bestLoyalty', prize: 'winner', year: 2025 },
  { id: 'gaming-2024', event: 'International Gaming Awards', nomination: 'bestLive', prize: 'winner', year: 2024 },
  { id: 'cas-2024', event: 'Casinomeister Awards', nomination: 'bestSupport', prize: 'shortlisted', year: 2024 },
  { id: 'sbc-2024', event: 'SBC Awards', nomination: 'innovation', prize: 'winner', year: 2024 },
];
