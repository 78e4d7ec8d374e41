import { MESSAGES } from '@casino/messages';
import { renderToStaticMarkup } from 'react-dom/server';
import { TranslatorProvider } from '../../../lib/i18n/use-translation';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../../test/english-i18n';
import type { PlayableGame } from '../api/get-game';
import type { GameLaunch } from '../hooks/use-game-launch';
import type { PlayGate } from '../utils/play-gate';
import { GameStageState } from './game-stage-state';

/**
 * What stands in the frame's place, as first drawn in English (the web app has no DOM test environment). A game
 * without a demo, such as a live table, must never point the player to a demo it does not have.
 */
const i18n = englishI18n();

const launch: GameLaunch = { session: undefined, problem: null, launching: false, startedAt: null, relaunch: () => {} };

function game(hasDemo: boolean): PlayableGame {
  return {
    id: 7,
    identifier: 'rushline-live/live-blackjack',
    title: 'Live Blackjack',
    slug: 'live-blackjack',
    seo_title: 'live-blackjack',
    provider: 'rushline-live',
    preview: '/assets/games/rushline-live/live-blackjack.svg',
    categories: ['live'],
    badges: [],
    has_demo_mode: hasDemo,
    devices: ['desktop', 'mobile'],
    currencies: hasDemo
      ? { EUR: { id: 7, jackpot: null }, FUN: { id: 8, jackpot: null } }
      : { EUR: { id: 7, jackpot: null } },
    volatility_rating: 'medium',
    payout: '99.58',
    hit_rate: '52.37',
    lines: null,
    ways: null,
    unfinished_games_for: [],
  };
}

function textOf(hasDemo: boolean, gate: PlayGate): string {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/play/rushline-live/live-blackjack?mode=real']}>
      <TranslatorProvider translator={i18n}>
        <GameStageState game={game(hasDemo)} gate={gate} launch={launch} currency="CAD" />
      </TranslatorProvider>
    </MemoryRouter>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('GameStageState', () => {
  it('offers a guest the demo when the game has one', () => {
    const text = textOf(true, 'guest');
    expect(text).toContain(MESSAGES.en.play.guestText);
    expect(text).toContain(MESSAGES.en.play.tryDemo);
  });

  it('never mentions a demo to a guest when the game has none', () => {
    const text = textOf(false, 'guest');
    expect(text).toContain(MESSAGES.en.play.guestTextNoDemo);
    expect(text).not.toMatch(/demo/i);
  });

  it('suggests another game, not a demo, when the currency is locked and there is no demo', () => {
    expect(textOf(true, 'locked')).toContain(MESSAGES.en.play.currencyText);
    const text = textOf(false, 'locked');
    expect(text).toContain(MESSAGES.en.play.currencyTextNoDemo);
    expect(text).not.toMatch(/demo/i);
  });
});
