/**
 * The awards shown in the footer carousel and on /awards (engagement §2 "Awards list"). The demo brand is fictional
 * and has won nothing, so these are samples under made-up event names, shown with a note saying so: real event names
 * next to "Winner" would be claims the project cannot make. An operator lists its own here. Event names are proper
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
  { id: 'sample-1', event: 'Sample Casino Awards', nomination: 'bestNewCasino', prize: 'winner', year: 2025 },
  { id: 'sample-2', event: 'Sample Mobile Awards', nomination: 'bestMobile', prize: 'shortlisted', year: 2025 },
  { id: 'sample-3', event: 'Sample Loyalty Awards', nomination: 'bestLoyalty', prize: 'winner', year: 2025 },
  { id: 'sample-4', event: 'Sample Live Casino Awards', nomination: 'bestLive', prize: 'winner', year: 2024 },
  { id: 'sample-5', event: 'Sample Player Awards', nomination: 'bestSupport', prize: 'shortlisted', year: 2024 },
  { id: 'sample-6', event: 'Sample Innovation Awards', nomination: 'innovation', prize: 'winner', year: 2024 },
];
