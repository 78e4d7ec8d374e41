import type { SurveyConfig } from '@casino/contracts';
import { SURVEY_IDLE_MS, SURVEY_PRELOAD_LEAD_MS, SURVEY_SHOW_DELAY_MS } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getModalStack } from '../../../lib/modals/modal-store';
import { surveyConfigQueryOptions } from '../api/survey-config';
import { startIdleSchedule, watchActivity } from '../idle-schedule';
import { readShownSurveys, rememberShownSurvey } from '../shown-surveys';
import { surveyToShow } from '../survey-eligibility';

type Where = { loggedIn: boolean; appPath: string };

/**
 * Runs the survey's idle schedule for this page and returns the survey once it is time to ask (platform-core §4).
 * The survey counts as shown the moment it appears, so a reload never asks twice.
 */
export function useSurveySchedule(where: Where, preloadCard: () => void): SurveyConfig | null {
  const queryClient = useQueryClient();
  const [survey, setSurvey] = useState<SurveyConfig | null>(null);
  // The schedule lives as long as the page; it reads where the player is at the moment it asks.
  const whereRef = useRef(where);
  const preloadRef = useRef(preloadCard);
  useEffect(() => {
    whereRef.current = where;
    preloadRef.current = preloadCard;
  });

  useEffect(() => {
    const schedule = startIdleSchedule<SurveyConfig>({
      idleMs: SURVEY_IDLE_MS,
      preloadLeadMs: SURVEY_PRELOAD_LEAD_MS,
      showDelayMs: SURVEY_SHOW_DELAY_MS,
      preload: () => {
        void queryClient.prefetchQuery(surveyConfigQueryOptions());
        preloadRef.current();
      },
      pick: async () =>
        surveyToShow({
          ...whereRef.current,
          modalOpen: getModalStack().length > 0,
          config: await queryClient.fetchQuery(surveyConfigQueryOptions()),
          shownSurveyIds: readShownSurveys(),
        }),
      show: (chosen) => {
        rememberShownSurvey(chosen.survey_id);
        setSurvey(chosen);
      },
    });
    const stopWatching = watchActivity(window, schedule.activity);
    return () => {
      stopWatching();
      schedule.stop();
    };
  }, [queryClient]);

  return survey;
}
