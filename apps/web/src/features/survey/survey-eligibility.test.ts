import { describe, expect, it } from 'vitest';
import type { SurveyMoment } from './survey-eligibility';
import { isGamePage, parseShownSurveys, surveyToShow, withShownSurvey } from './survey-eligibility';

const config = { survey_id: 'aurora-satisfaction-1', survey_collector_id: 'web', is_enable_widget: true };
const moment: SurveyMoment = { loggedIn: true, appPath: '/', modalOpen: false, config, shownSurveyIds: [] };

describe('whether the survey may show', () => {
  it('shows the running survey to a logged-in player in the lobby', () => {
    expect(surveyToShow(moment)).toEqual(config);
    expect(surveyToShow({ ...moment, appPath: '/profile' })).toEqual(config);
  });

  it.each<[string, Partial<SurveyMoment>]>([
    ['a guest', { loggedIn: false }],
    ['a player at a game', { appPath: '/play/rushline/aurora-reels' }],
    ['a player in a modal', { modalOpen: true }],
    ['an unknown configuration', { config: null }],
    ['a switched-off survey', { config: { ...config, is_enable_widget: false } }],
    ['a survey without an id', { config: { ...config, survey_id: '' } }],
    ['a survey without a collector', { config: { ...config, survey_collector_id: '' } }],
    ['a survey this browser already showed', { shownSurveyIds: ['older-survey', 'aurora-satisfaction-1'] }],
  ])('never shows to %s', (_, change) => {
    expect(surveyToShow({ ...moment, ...change })).toBeNull();
  });

  it('asks again when the operator starts a new survey', () => {
    expect(surveyToShow({ ...moment, shownSurveyIds: ['older-survey'] })).toEqual(config);
  });

  it('knows the game page by its path', () => {
    expect(isGamePage('/play/rushline/aurora-reels')).toBe(true);
    expect(isGamePage('/pokies')).toBe(false);
    expect(isGamePage('/playground')).toBe(false);
  });
});

describe('the shown-surveys memory', () => {
  it('reads what it wrote and shrugs off anything else', () => {
    expect(parseShownSurveys(JSON.stringify(withShownSurvey(['a'], 'b')))).toEqual(['a', 'b']);
    expect(parseShownSurveys(null)).toEqual([]);
    expect(parseShownSurveys('{not json')).toEqual([]);
    expect(parseShownSurveys('{"a":1}')).toEqual([]);
    expect(parseShownSurveys('["a",2,null]')).toEqual(['a']);
  });

  it('keeps an id once and only the newest twenty', () => {
    expect(withShownSurvey(['a', 'b'], 'a')).toEqual(['b', 'a']);
    const many = Array.from({ length: 30 }, (_, index) => `survey-${index}`);
    const kept = withShownSurvey(many, 'latest');
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toBe('latest');
  });
});
