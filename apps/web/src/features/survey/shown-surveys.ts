import { readStored, writeStored } from '../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';
import { parseShownSurveys, withShownSurvey } from './survey-eligibility';

/** Per browser, not per session or player: logging out does not make the survey ask again. */
export function readShownSurveys(): string[] {
  return parseShownSurveys(readStored('local', STORAGE_KEYS.surveysShown));
}

export function rememberShownSurvey(surveyId: string): void {
  writeStored('local', STORAGE_KEYS.surveysShown, JSON.stringify(withShownSurvey(readShownSurveys(), surveyId)));
}
