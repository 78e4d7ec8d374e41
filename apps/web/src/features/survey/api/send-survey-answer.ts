import type { SurveyAnswerRequest } from '@casino/contracts';
import { http } from '../../../lib/http/api';
import { HttpError } from '../../../lib/http/http-error';

/** How a sent answer ended, in the terms the card speaks to the player in. */
export type SurveySendOutcome = 'sent' | 'already-answered' | 'closed' | 'network' | 'failed';

const OUTCOME_OF_ERROR: Partial<Record<HttpError['code'], SurveySendOutcome>> = {
  SURVEY_ALREADY_ANSWERED: 'already-answered',
  // Switched off or replaced by the operator while the card was open: nothing left to answer.
  SURVEY_CLOSED: 'closed',
  SURVEY_NOT_FOUND: 'closed',
  NETWORK: 'network',
  TIMEOUT: 'network',
};

/**
 * `POST /api/surveys/responses`. Retried once on a network failure only: the server keeps the first answer, so a
 * retry after a lost reply comes back "already answered", which the card treats as a thank-you too.
 */
export async function sendSurveyAnswer(answer: SurveyAnswerRequest): Promise<SurveySendOutcome> {
  try {
    await http.request('/api/surveys/responses', {
      method: 'POST',
      body: answer,
      logCode: 'SEND_SURVEY_ANSWER_ERROR',
      retries: 1,
    });
    return 'sent';
  } catch (error) {
    return error instanceof HttpError ? (OUTCOME_OF_ERROR[error.code] ?? 'failed') : 'failed';
  }
}
