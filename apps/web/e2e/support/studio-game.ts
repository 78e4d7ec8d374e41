import type { Card } from '@casino/game-engine';
import type { FrameLocator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

/** A studio round as the frame receives it: what the game shows is drawn from `view`. */
export type StudioRoundAnswer = {
  id: string;
  status: 'open' | 'finished';
  stake: number;
  win: number;
  balance: number;
  nonce: number;
  actions: string[];
  view: { hands: { cards: Card[] }[]; dealer: Card[] };
};

export const BLACKJACK = {
  identifier: 'velvet-ace-gaming/velvet-blackjack-classic',
  title: 'Velvet Blackjack Classic',
};

const studioPost = (page: Page, path: RegExp) =>
  page.waitForResponse(
    (response: Response) => response.request().method() === 'POST' && path.test(new URL(response.url()).pathname),
  );

/** Deals a blackjack hand in the game's frame and stands (declining insurance) until it is settled. */
export async function playBlackjackHand(page: Page, game: FrameLocator): Promise<StudioRoundAnswer> {
  const opened = studioPost(page, /\/api\/studio\/rounds$/);
  await game.getByRole('button', { name: 'Deal', exact: true }).click();
  let round = (await (await opened).json()) as StudioRoundAnswer;
  for (let step = 0; round.status === 'open' && step < 6; step += 1) {
    const stepped = studioPost(page, /\/api\/studio\/rounds\/[^/]+\/actions$/);
    const decline = round.actions.includes('insurance') && !round.actions.includes('stand');
    await game.getByRole('button', { name: decline ? 'Don’t insure' : 'Stand', exact: true }).click();
    round = (await (await stepped).json()) as StudioRoundAnswer;
  }
  expect(round.status).toBe('finished');
  await game.getByRole('button', { name: 'Deal', exact: true }).waitFor();
  return round;
}

/** Opens the game's Fairness panel and reveals the seed pair's server seed, as a player does. */
export async function revealSeeds(page: Page, game: FrameLocator) {
  await game.getByRole('button', { name: 'Fairness' }).click();
  const rotated = page.waitForResponse((response) => response.url().endsWith('/api/studio/seeds/rotate'));
  await game.getByRole('button', { name: 'Reveal and rotate seeds' }).click();
  const { revealed } = (await (await rotated).json()) as {
    revealed: { server_seed: string; client_seed: string; commitment: string };
  };
  await game.getByText(revealed.server_seed).waitFor();
  return revealed;
}

/** The blackjack round's cards in the order the shoe dealt them, as long as nobody split: deal, hits, dealer. */
export function dealtOrder(round: StudioRoundAnswer): Card[] {
  const [p1, p2, ...hits] = round.view.hands[0]!.cards;
  const [d1, d2, ...dealerDraws] = round.view.dealer;
  return [p1!, d1!, p2!, d2!, ...hits, ...dealerDraws];
}
