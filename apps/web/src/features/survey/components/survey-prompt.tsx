import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { stripLocalePrefix } from '../../../lib/i18n/locale-path';
import { useSurveySchedule } from '../hooks/use-survey-schedule';
import { isGamePage } from '../survey-eligibility';

const loadSurveyCard = async () => ({ default: (await import('./survey-card')).SurveyCard });
/** The card's code arrives with the preload, 10 s before it may show; the first page load carries none of it. */
const SurveyCard = lazy(loadSurveyCard);
const preloadSurveyCard = () => void loadSurveyCard().catch(() => undefined);

/**
 * The satisfaction survey (platform-core §4): watches for five quiet minutes and then asks, once per survey. The
 * shell mounts it for logged-in players only.
 */
export function SurveyPrompt() {
  const appPath = stripLocalePrefix(useLocation().pathname);
  const survey = useSurveySchedule({ loggedIn: true, appPath }, preloadSurveyCard);
  const [closed, setClosed] = useState(false);

  // A game opened while the card is up hides it; it is back on the way out, unless answered or waved away.
  if (!survey || closed || isGamePage(appPath)) return null;
  return (
    <Suspense fallback={null}>
      <SurveyCard survey={survey} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
