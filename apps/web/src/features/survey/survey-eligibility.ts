import type { SurveyConfig } from '@casino/contracts';

/** Everything that decides whether the survey may show at this moment (platform-core §4). */
export type SurveyMoment = {
  loggedIn: boolean;
  /** The path inside the app, without locale prefix or base path. */
  appPath: string;
  /** A blocking modal: every modal of the modal stack makes the page behind it inert. */
  modalOpen: boolean;
  /** The `survey-config` document; null while unknown or unreadable. */
  config: SurveyConfig | null;
  /** Survey ids this browser has already shown. */
  shownSurveyIds: readonly string[];
};

/** The game page (`play/:producer/:name`): a player in the middle of a round is never interrupted. */
export function isGamePage(appPath: string): boolean {
  return appPath.startsWith('/play/');
}

/** The survey to show now, or null. Each survey asks a browser once, whether it was answered or waved away. */
export function surveyToShow(moment: SurveyMoment): SurveyConfig | null {
  const { config } = moment;
  if (!moment.loggedIn || moment.modalOpen || isGamePage(moment.appPath)) return null;
  if (!config?.is_enable_widget || !config.survey_id || !config.survey_collector_id) return null;
  if (moment.shownSurveyIds.includes(config.survey_id)) return null;
  return config;
}

/** The stored list of shown survey ids; anything unreadable counts as none. */
export function parseShownSurveys(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps the newest ids only: a browser must not collect an ever-growing list over years of surveys. */
const SHOWN_SURVEYS_KEPT = 20;

export function withShownSurvey(shown: readonly string[], surveyId: string): string[] {
  return [...shown.filter((id) => id !== surveyId), surveyId].slice(-SHOWN_SURVEYS_KEPT);
}
