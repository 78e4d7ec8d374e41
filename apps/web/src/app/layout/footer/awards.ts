/**
 * The awards shown in the footer carousel and on /awards (engagement §2 "Awards list"). The demo brand is fictional
 * and has won nothing, so these are samples under made-up event names, shown with a note saying so: real event names
 * next to "Winner" would be claims the project cannot make. The sample events are descriptions, so they are
 * translated (`awards.sampleEvents`); an operator lists its own awards here by their events' proper names, which
 * stay as they are. Nominations and prizes are always translated.
 */
export type AwardEvent =
  { sample: 'casino' | 'mobile' | 'loyalty' | 'live' | 'player' | 'innovation' } | { properName: string };

export type Award = {
  id: string;
  event: AwardEvent;
  nomination: 'bestNewCasino' | 'bestMobile' | 'bestLive' | 'bestSupport' | 'bestLoyalty' | 'innovation';
  prize: 'winner' | 'shortlisted';
  year: number;
};

export const AWARDS: readonly Award[] = [
  { id: 'sample-1', event: { sample: 'casino' }, nomination: 'bestNewCasino', prize: 'winner', year: 2025 },
  { id: 'sample-2', event: { sample: 'mobile' }, nomination: 'bestMobile', prize: 'shortlisted', year: 2025 },
  { id: 'sample-3', event: { sample: 'loyalty' }, nomination: 'bestLoyalty', prize: 'winner', year: 2025 },
  { id: 'sample-4', event: { sample: 'live' }, nomination: 'bestLive', prize: 'winner', year: 2024 },
  { id: 'sample-5', event: { sample: 'player' }, nomination: 'bestSupport', prize: 'shortlisted', year: 2024 },
  { id: 'sample-6', event: { sample: 'innovation' }, nomination: 'innovation', prize: 'winner', year: 2024 },
];
