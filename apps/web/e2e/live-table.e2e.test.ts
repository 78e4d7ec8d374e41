import type { LiveBetAnswer, LiveTable } from '@casino/contracts';
import {
  actBlackjack,
  BLACKJACK,
  dealLiveBlackjack,
  fairRandomness,
  flightMsOf,
  MAX_MULTIPLIER_HUNDREDTHS,
  standLiveBlackjack,
  settleThreeCardPoker,
  settleCasinoHoldem,
  CASINO_HOLDEM,
  THREE_CARD_POKER,
  type Card,
  type ThreeCardPokerOutcome,
} from '@casino/game-engine';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { creditPlayer } from './support/operator';
import { DESKTOP, PHONE, saveScreenshot, useBrowser, type Viewport } from './support/browser';

/**
 * A live table against the real server: two players in two browsers sit at the same roulette table, one bets, and
 * both see the same round's result from the table's shared draw, delivered over realtime.
 */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

type Table = { identifier: string; title: string };
const TABLE: Table = { identifier: 'brightstage-live/imperial-roulette-live', title: 'Imperial Roulette Live' };
/** A crash game played for real is a shared table too: every player flies the same rounds. */
const CRASH: Table = { identifier: 'rushline-originals/turbo-crash', title: 'Turbo Crash' };
/** A decision table: every seat is dealt the same hand and plays or folds on it. */
const POKER_TABLE: Table = {
  identifier: 'brightstage-live/riviera-three-card-poker-live',
  title: 'Riviera Three Card Poker Live',
};

/** A decision table of hold'em: every seat shares two cards and the flop, and calls or folds on them. */
const HOLDEM_TABLE: Table = {
  identifier: 'brightstage-live/sapphire-casino-holdem-live',
  title: "Sapphire Casino Hold'em Live",
};

/** A hand table: every seat is dealt the same two cards against one dealer, and plays its own hand. */
const BLACKJACK_TABLE: Table = { identifier: 'brightstage-live/velvet-blackjack', title: 'Velvet Blackjack' };

/** The player's euro cash, as the lobby's accounts say it. */
async function eurBalance(page: Page): Promise<number> {
  const accounts = (await (await page.request.get(`${baseUrl}/api/player/accounts`)).json()) as {
    currency: string;
    amount_cents: number;
  }[];
  return accounts.find((account) => account.currency === 'EUR')!.amount_cents;
}

/** An amount as the frame shows it in English. */
const eur = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const RANKS: Record<number, string> = { 1: 'Ace', 11: 'Jack', 12: 'Queen', 13: 'King' };
const HANDS: Record<string, string> = {
  'straight-flush': 'Straight flush',
  'three-of-a-kind': 'Three of a kind',
  straight: 'Straight',
  flush: 'Flush',
  pair: 'Pair',
  'high-card': 'High card',
  'royal-flush': 'Royal flush',
  'four-of-a-kind': 'Four of a kind',
  'full-house': 'Full house',
  'two-pair': 'Two pair',
};
/** A poker hand as the table names it to a screen reader: "Dealer: 9 of clubs, … (Pair)". */
const handLabel = (seat: string, cards: readonly Card[], hand: string) =>
  `${seat}: ${cards.map((card) => `${RANKS[card.rank] ?? card.rank} of ${card.suit}`).join(', ')} (${HANDS[hand]})`;

type PokerDeal = { player: Card[]; player_hand: string };
type PokerOutcome = PokerDeal & { dealer: Card[]; dealer_hand: string; showdown: ThreeCardPokerOutcome['showdown'] };
type HoldemDeal = PokerDeal & { flop: Card[] };
type HoldemOutcome = HoldemDeal & { turn: Card; river: Card; dealer: Card[]; dealer_hand: string; showdown: string };

async function seat(viewport: Viewport, { identifier, title }: Table = TABLE) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  const { page } = watched;
  await registerThroughApi(page.request, baseUrl);
  const { id } = (await (await page.request.get(`${baseUrl}/api/player`)).json()) as { id: number };
  await creditPlayer(id, 50_00);
  const launched = page.waitForResponse((response) => response.url().endsWith(`/api/games/${identifier}/session`));
  await page.goto(`${baseUrl}/play/${identifier}?mode=real`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const launch = await launched;
  expect(launch.status()).toBe(201);
  const { session_id: token } = (await launch.json()) as { session_id: string };
  const table = page.frameLocator(`iframe[title="${title}"]`);
  const read = async () =>
    (await (
      await page.request.get(`${baseUrl}/api/studio/live`, { headers: { 'x-studio-session': token } })
    ).json()) as LiveTable;
  return { ...watched, table, token, read };
}

type Seated = Awaited<ReturnType<typeof seat>>;

/**
 * The frame's read of the table that finds its slip settled: the server's answer for the slip. Awaited later; a
 * failure before then closes the page, which must not surface as an unhandled rejection.
 */
function settledTableRead(page: Page) {
  const read = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/api/studio/live') &&
      ((await response.json()) as LiveTable).my_bet?.status === 'settled',
    { timeout: 40_000 },
  );
  read.catch(() => undefined);
  return read;
}

/**
 * The longest a crash round can last: its flight to the game's top multiplier (about two minutes), with a window and
 * a result on either side. Most flights end within seconds, but about one in a hundred passes 85x and flies for over
 * 37 s, so a wait for the next round sized for the usual flight fails now and then.
 */
const LONGEST_ROUND_MS = flightMsOf(MAX_MULTIPLIER_HUNDREDTHS) + 20_000;

/**
 * Waits for a betting window with at least `ms` left, so the chip, the click and its answer land inside it (a crash
 * table's window is 7.5 s, 4 s in these journeys, and a frame may join it at its last second), and answers its round.
 */
async function bettingWindow({ table, read }: Seated, ms: number) {
  for (let wait = 0; wait < 8; wait += 1) {
    const { round } = await read();
    if (round.phase === 'betting' && Date.parse(round.betting_closes_at) - Date.now() >= ms) return round;
    await table
      .getByText(`Round ${round.number + 1}`, { exact: true })
      .first()
      .waitFor({ timeout: LONGEST_ROUND_MS });
  }
  throw new Error(`no betting window with ${ms} ms left in eight rounds`);
}

describe('a live table', () => {
  it('shows two seated players the same result of a round, and pays the one who bet', async () => {
    const first = await seat(DESKTOP);
    const second = await seat(PHONE);
    await first.table.getByText('Place your bets').first().waitFor({ timeout: 30_000 });
    // The button stays at the foot of the panel, inside the screen, below the bet types, the stake and the seeds.
    const button = (await first.table.getByRole('button', { name: 'Add chips to bet' }).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(DESKTOP.height);

    // A bet in the window, as the board's Place bet sends it.
    let round = (await first.read()).round;
    if (round.phase !== 'betting' || Date.parse(round.betting_closes_at) - Date.now() < 2_000) {
      await first.table.getByText('Place your bets').first().waitFor({ timeout: 30_000 });
      round = (await first.read()).round;
    }
    const bet = await first.page.request.post(`${baseUrl}/api/studio/live/bets`, {
      headers: { 'x-studio-session': first.token, 'idempotency-key': crypto.randomUUID() },
      data: { stake: 100, choice: { bets: [{ type: 'red', stake: 100 }] } },
    });
    expect(bet.status()).toBe(201);

    // Both frames show the round in their results once it is drawn: the same round, the same pocket.
    const label = new RegExp(`^Round ${round.number}: `);
    await first.table.getByLabel(label).first().waitFor({ timeout: 40_000 });
    await second.table.getByLabel(label).first().waitFor({ timeout: 40_000 });
    const seenByFirst = await first.table.getByLabel(label).first().getAttribute('aria-label');
    const seenBySecond = await second.table.getByLabel(label).first().getAttribute('aria-label');
    expect(seenByFirst).toBe(seenBySecond);
    await saveScreenshot(first.page, 'live-roulette-result', DESKTOP);
    await saveScreenshot(second.page, 'live-roulette-result', PHONE);

    const [atFirst, atSecond] = await Promise.all([first.read(), second.read()]);
    expect(atFirst.history.find((result) => result.number === round.number)).toEqual(
      atSecond.history.find((result) => result.number === round.number),
    );
    const settled = atFirst.round.number === round.number ? atFirst.my_bet : null;
    const accounts = (await (await first.page.request.get(`${baseUrl}/api/player/accounts`)).json()) as {
      currency: string;
      amount_cents: number;
    }[];
    const win = settled?.win ?? accounts.find((a) => a.currency === 'EUR')!.amount_cents - 50_00 + 100;
    expect([0, 200]).toContain(win);
    expect(accounts.find((account) => account.currency === 'EUR')?.amount_cents).toBe(50_00 - 100 + win);
    expect(first.problems).toEqual([]);
    expect(second.problems).toEqual([]);
    await first.page.context().close();
    await second.page.context().close();
  });

  // Its time limit allows six of the longest rounds; a usual run takes under a minute.
  it(
    'flies one crash round for two players, and pays the one who cashes out by the button at once',
    async () => {
      const pilot = await seat(DESKTOP, CRASH);
      const watcher = await seat(PHONE, CRASH);
      const balanceOf = async () =>
        (
          (await (await pilot.page.request.get(`${baseUrl}/api/player/accounts`)).json()) as {
            currency: string;
            amount_cents: number;
          }[]
        ).find((account) => account.currency === 'EUR')!.amount_cents;

      // A round that crashes before the click (about one in eight) is lost; the next round tries again.
      let cashedOut: { round: number; win: number } | undefined;
      let staked = 0;
      for (let attempt = 0; attempt < 6 && !cashedOut; attempt += 1) {
        await pilot.table.getByText('Boarding').first().waitFor({ timeout: LONGEST_ROUND_MS });
        await bettingWindow(pilot, 3_000);
        const placeBet = pilot.table.getByRole('button', { name: /^Place bet/ });
        await placeBet.click();
        await pilot.table.getByText(/^Bet placed ·/).waitFor({ timeout: 10_000 });
        const { my_bet: bet, round } = await pilot.read();
        staked += bet!.stake;
        const cashOut = pilot.table.getByRole('button', { name: /^Cash out/ });
        const crashed = pilot.table.getByLabel(new RegExp(`^Round ${round.number}: Crashed at`)).first();
        // A round that crashes at take-off (1.00×, about 3 in 100) never shows the button: the next round tries again.
        await cashOut.or(crashed).first().waitFor({ timeout: 40_000 });
        if (!(await cashOut.isVisible())) continue;
        const answered = pilot.page.waitForResponse(
          (response) => response.url().endsWith('/api/studio/live/cash_out'),
          {
            timeout: 10_000,
          },
        );
        // Waits until the button is enabled; it goes when the round crashes first.
        await cashOut.click({ timeout: 5_000 }).catch(() => undefined);
        const answer = await answered.catch(() => undefined);
        if (answer?.status() === 200) {
          const { bet: left } = (await answer.json()) as { bet: { win: number; cash_out: number } };
          expect(left.cash_out).toBeGreaterThanOrEqual(101);
          cashedOut = { round: round.number, win: left.win };
          await pilot.table
            .getByText(/^Cashed out at/)
            .first()
            .waitFor();
          await saveScreenshot(pilot.page, 'live-crash-cashed-out', DESKTOP);
        }
      }
      expect(cashedOut).toBeDefined();
      // Paid at the cash-out, before the crash: the balance already holds the win.
      expect(await balanceOf()).toBe(50_00 - staked + cashedOut!.win);

      // Both frames show the same crash point for the round.
      const label = new RegExp(`^Round ${cashedOut!.round}: Crashed at`);
      await pilot.table.getByLabel(label).first().waitFor({ timeout: LONGEST_ROUND_MS });
      await watcher.table.getByLabel(label).first().waitFor({ timeout: LONGEST_ROUND_MS });
      expect(await pilot.table.getByLabel(label).first().getAttribute('aria-label')).toBe(
        await watcher.table.getByLabel(label).first().getAttribute('aria-label'),
      );
      await saveScreenshot(watcher.page, 'live-crash-result', PHONE);
      expect(pilot.problems).toEqual([]);
      expect(watcher.problems).toEqual([]);
      await pilot.page.context().close();
      await watcher.page.context().close();
    },
    6 * LONGEST_ROUND_MS,
  );

  it('deals one hand to every seat: a player plays it, pays the play bet at once, and is paid what the outcome says', async () => {
    const seated = await seat(DESKTOP, POKER_TABLE);
    const { page, table } = seated;
    await table.getByText('Place your bets').first().waitFor({ timeout: 40_000 });
    const round = await bettingWindow(seated, 5_000);
    await table.getByRole('button', { name: /^Ante,/ }).click();
    const placed = page.waitForResponse((response) => response.url().endsWith('/api/studio/live/bets'));
    await table.getByRole('button', { name: /^Place bet/ }).click();
    const taken = await placed;
    expect(taken.status()).toBe(201);
    const { bet } = (await taken.json()) as LiveBetAnswer;
    const ante = bet.stake;
    await table.getByText(/^Bet placed ·/).waitFor();

    // Betting closes: the shared cards are turned for every seat, and this seat is asked to play or fold.
    const play = table.getByRole('button', { name: `Play (stake ${eur(ante)})` });
    await play.waitFor({ timeout: 20_000 });
    const dealt = await seated.read();
    expect(dealt.round.number).toBe(round.number);
    const deal = dealt.round.deal as PokerDeal;
    await table.getByRole('region', { name: handLabel('Player', deal.player, deal.player_hand) }).waitFor();
    await table.getByText(eur(dealt.balance), { exact: true }).waitFor();

    // The frame reads the table until the slip is settled: that read is the server's answer for the slip.
    const settledRead = settledTableRead(page);
    const decided = page.waitForResponse((response) => response.url().endsWith('/api/studio/live/decision'));
    await play.click();
    const decision = await decided;
    expect(decision.status()).toBe(200);
    const answer = (await decision.json()) as LiveBetAnswer;
    expect(answer.bet).toMatchObject({ decision: 'play', decision_stake: ante });
    // The play bet leaves the balance at once, and the frame shows it before the result.
    expect(answer.balance).toBe(dealt.balance - ante);
    await table.getByText(`You play · ${eur(ante)} staked`, { exact: true }).waitFor();
    await table.getByText(eur(answer.balance), { exact: true }).waitFor();
    expect(await eurBalance(page)).toBe(answer.balance);

    // The result: the dealer's cards turned, and the slip paid exactly what the shared outcome returns a play.
    const settled = (await (await settledRead).json()) as LiveTable;
    expect(settled.round.number).toBe(round.number);
    const outcome = settled.round.outcome as PokerOutcome;
    expect(outcome.player).toEqual(deal.player);
    await table.getByRole('region', { name: handLabel('Dealer', outcome.dealer, outcome.dealer_hand) }).waitFor();
    const due = settleThreeCardPoker(THREE_CARD_POKER, { ante, pairPlus: 0 }, outcome, 'play');
    expect(due.showdown).toBe(outcome.showdown);
    const win = due.anteReturn + due.playReturn + due.bonusReturn + due.pairPlusReturn;
    expect(settled.my_bet).toMatchObject({ status: 'settled', decision: 'play', decision_stake: ante, win });
    const result = table.getByRole('region', { name: 'Your result' });
    await expect.poll(() => result.textContent(), { timeout: 10_000 }).toContain(`Total returned${eur(win)}`);
    expect(await eurBalance(page)).toBe(50_00 - 2 * ante + win);
    await saveScreenshot(page, 'live-three-card-poker-journey', DESKTOP);
    expect(seated.problems).toEqual([]);
    await page.context().close();
  });

  it('shares two cards and the flop: a player calls twice the ante at once and is paid what the turn, river and dealer say', async () => {
    const seated = await seat(PHONE, HOLDEM_TABLE);
    const { page, table } = seated;
    // Cards turn at once under reduced motion: the screenshots show the whole deal and the whole result.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await table.getByText('Place your bets').first().waitFor({ timeout: 40_000 });
    const round = await bettingWindow(seated, 5_000);
    await table.getByRole('button', { name: /^Ante,/ }).click();
    const placed = page.waitForResponse((response) => response.url().endsWith('/api/studio/live/bets'));
    await table.getByRole('button', { name: /^Place bet/ }).click();
    const taken = await placed;
    expect(taken.status()).toBe(201);
    const ante = ((await taken.json()) as LiveBetAnswer).bet.stake;
    await table.getByText(/^Bet placed ·/).waitFor();

    // Betting closes: the two cards and the flop are turned for every seat; the call asks twice the ante.
    const call = table.getByRole('button', { name: `Call (stake ${eur(2 * ante)})` });
    await call.waitFor({ timeout: 20_000 });
    const dealt = await seated.read();
    expect(dealt.round.number).toBe(round.number);
    const deal = dealt.round.deal as HoldemDeal;
    expect(deal).not.toHaveProperty('turn');
    await table.getByRole('region', { name: handLabel('Player', deal.player, deal.player_hand) }).waitFor();
    await saveScreenshot(page, 'live-casino-holdem-decision', PHONE);

    const settledRead = settledTableRead(page);
    const decided = page.waitForResponse((response) => response.url().endsWith('/api/studio/live/decision'));
    await call.click();
    const decision = await decided;
    expect(decision.status()).toBe(200);
    const answer = (await decision.json()) as LiveBetAnswer;
    expect(answer.bet).toMatchObject({ decision: 'play', decision_stake: 2 * ante });
    expect(answer.balance).toBe(dealt.balance - 2 * ante);
    await table.getByText(`You call · ${eur(2 * ante)} staked`, { exact: true }).waitFor();
    expect(await eurBalance(page)).toBe(answer.balance);

    // The result: the turn, river and dealer turned, and the slip paid exactly what the engine settles a call at.
    const settled = (await (await settledRead).json()) as LiveTable;
    expect(settled.round.number).toBe(round.number);
    const outcome = settled.round.outcome as HoldemOutcome;
    expect(outcome).toMatchObject({ player: deal.player, flop: deal.flop });
    await table.getByRole('region', { name: handLabel('Dealer', outcome.dealer, outcome.dealer_hand) }).waitFor();
    const due = settleCasinoHoldem(CASINO_HOLDEM, { ante }, outcome, 'call');
    expect(due.showdown).toBe(outcome.showdown);
    const win = due.anteReturn + due.callReturn;
    expect(settled.my_bet).toMatchObject({ status: 'settled', decision: 'play', decision_stake: 2 * ante, win });
    const result = table.getByRole('region', { name: 'Your result' });
    await expect.poll(() => result.textContent(), { timeout: 10_000 }).toContain(`Total returned${eur(win)}`);
    expect(await eurBalance(page)).toBe(50_00 - 3 * ante + win);
    await saveScreenshot(page, 'live-casino-holdem-result', PHONE);
    expect(seated.problems).toEqual([]);
    await page.context().close();
  });

  it('deals every seat the same two cards: a player plays its own hand and is paid against the one dealer', async () => {
    const seated = await seat(PHONE, BLACKJACK_TABLE);
    const { page, table } = seated;
    await table.getByText('Place your bets').first().waitFor({ timeout: 40_000 });
    // About one opening in ten is over at once (a natural, the dealer's blackjack): then the next round is tried.
    let dealt: LiveTable | undefined;
    for (let attempt = 0; attempt < 4 && !dealt; attempt += 1) {
      await bettingWindow(seated, 5_000);
      await table.getByRole('button', { name: /^Hand,/ }).click();
      const placed = page.waitForResponse((response) => response.url().endsWith('/api/studio/live/bets'));
      await table.getByRole('button', { name: /^Place bet/ }).click();
      expect((await placed).status()).toBe(201);
      await table.getByText(/^Bet placed ·/).waitFor();
      await expect.poll(async () => (await seated.read()).round.deal, { timeout: 20_000 }).not.toBeNull();
      const closed = await seated.read();
      if ((closed.round.deal as { phase: string }).phase === 'player-turn') dealt = closed;
    }
    if (!dealt) throw new Error('four openings in a row were over at once');
    const stake = dealt.my_bet!.stake;
    const total = (dealt.round.deal as { player_total: number }).player_total;

    // The seat's moves, on the window's clock: a hand that cannot bust takes a card, any other stands.
    const moves = table.getByRole('group', { name: 'Your move' });
    await moves.waitFor({ timeout: 10_000 });
    const settledRead = settledTableRead(page);
    const action = total <= 11 ? 'hit' : 'stand';
    const moved = page.waitForResponse((response) => response.url().endsWith('/api/studio/live/moves'));
    await moves.getByRole('button', { name: action === 'hit' ? 'Hit' : 'Stand', exact: true }).click();
    const move = await moved;
    expect(move.status()).toBe(200);
    const answer = (await move.json()) as LiveBetAnswer;
    expect(answer.bet.moves).toEqual([{ action, details: {} }]);
    const hand = answer.bet.hand as { hands: { cards: Card[] }[]; dealer: Card[] };
    expect(hand.hands[0]!.cards).toHaveLength(action === 'hit' ? 3 : 2);
    // The dealer's hole card stays on the server until the result, whatever this seat has done.
    expect(hand.dealer).toHaveLength(1);
    await saveScreenshot(page, 'live-blackjack-moves', PHONE);

    // The result: every seat's hand against the one dealer the round shows, paid exactly what the engine says.
    const settled = (await (await settledRead).json()) as LiveTable;
    const seeds = { serverSeed: settled.round.server_seed!, clientSeed: settled.round.client_seed };
    const draws = fairRandomness({ ...seeds, nonce: Number(settled.my_bet!.id) });
    const opening = dealLiveBlackjack(BLACKJACK, stake, fairRandomness({ ...seeds, nonce: 0 }));
    const due = standLiveBlackjack(BLACKJACK, actBlackjack(BLACKJACK, opening, { type: action }, draws), draws);
    expect(due.dealer).toEqual((settled.round.outcome as { dealer: Card[] }).dealer);
    const win = due.returns!.hands[0]!;
    expect(settled.my_bet).toMatchObject({ status: 'settled', win });
    expect(await eurBalance(page)).toBe(dealt.balance + win);
    await table
      .getByText(/^The dealer (stands on|busts with|has blackjack)/)
      .first()
      // On a phone the call shows the mark alone; its words stay in the page for a screen reader.
      .waitFor({ state: 'attached', timeout: 10_000 });
    await saveScreenshot(page, 'live-blackjack-result', PHONE);
    expect(seated.problems).toEqual([]);
    await page.context().close();
  });
});
