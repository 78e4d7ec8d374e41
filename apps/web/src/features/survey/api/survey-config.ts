import type { SurveyConfig } from '@casino/contracts';
import { surveyConfigSchema } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';

/** Fresh enough for one idle period: the preload 10 s before the moment fetches it again only when older. */
const SURVEY_CONFIG_STALE_MS = 60_000;

/** `GET /api/fe/config/survey-config`; an unreadable document or a failed call means "no survey", never an error. */
async function fetchSurveyConfig(signal?: AbortSignal): Promise<SurveyConfig | null> {
  try {
    return (
      (await http.request('/api/fe/config/survey-config', {
        schema: surveyConfigSchema,
        signal,
        logCode: 'LOAD_SURVEY_CONFIG_ERROR',
        retries: 1,
      })) ?? null
    );
  } catch {
    return null;
  }
}

export const surveyConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['fe-config', 'survey-config'] as const,
    queryFn: ({ signal }) => fetchSurveyConfig(signal),
    staleTime: SURVEY_CONFIG_STALE_MS,
  });
