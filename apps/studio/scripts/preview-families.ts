/** Made-up rounds per family for the preview fixture (development only): shapes as the server sends them. */
type Draw = (max: number) => number;
type Round = { stake: number; win: number; status: 'open' | 'finished'; view: Record<string, unknown> };
type Choice = Record<string, unknown>;

export type FamilyFixture = {
  title: string;
  payout: string;
  params: Record<string, unknown>;
  open: (round: Round, choice: Choice, draw: Draw) => void;
  act: (round: Round, action: string, details: Choice, draw: Draw) => void;
  actionsOf: (round: Round) => string[];
  /** What the family adds to the session (a slot's maths and bet levels). */
  session?: () => Record<string, unknown>;
};

const fixed4 = (value: number) => (Math.floor(value * 10_000) / 10_000).toFixed(4);
const finish = (round: Round, multiplier: number) => {
  round.status = 'finished';
  round.win = Math.floor(round.stake * multiplier);
};
const instant = (title: string, payout: string, params: Record<string, unknown>, open: FamilyFixture['open']) => ({
  title,
  payout,
  params,
  open,
  act: () => undefined,
  actionsOf: () => [],
});

const odds = (rank: number, multiplier: number) => ({
  higher_multiplier: fixed4(multiplier * 0.98 * (13 / (14 - rank)) || 0.98 * (13 / (14 - rank))),
  lower_multiplier: fixed4(multiplier * 0.98 * (13 / rank) || 0.98 * (13 / rank)),
});

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i += 1) result = (result * (n - i)) / (i + 1);
  return result;
}

export const FAMILY_FIXTURES: Record<string, FamilyFixture> = {
  dice: instant('Neon Dice', '99.00', { rtpBasisPoints: 9900 }, (round, choice, draw) => {
    const target = Number(choice.target);
    const roll = draw(10_000);
    const winning = choice.direction === 'under' ? target : 9999 - target;
    const won = choice.direction === 'under' ? roll < target : roll > target;
    const multiplier = 9900 / winning;
    round.view = { roll, target, direction: choice.direction, won, multiplier: fixed4(won ? multiplier : 0) };
    finish(round, won ? multiplier : 0);
  }),
  limbo: instant('Limbo Rush', '99.00', { rtpBasisPoints: 9900 }, (round, choice, draw) => {
    const target = Number(choice.target);
    const result = Math.max(
      100,
      Math.min(100_000_000, Math.floor((9900 * 2 ** 32) / (100 * (2 ** 32 - draw(2 ** 32 - 1))))),
    );
    const won = result >= target;
    round.view = { result, target, won, multiplier: fixed4(won ? target / 100 : 0) };
    finish(round, won ? target / 100 : 0);
  }),
  crash: instant('Rocket Crash', '97.00', { rtpBasisPoints: 9700 }, (round, choice, draw) => {
    const autoCashOut = Number(choice.auto_cash_out);
    const point = Math.max(100, Math.floor((9700 * 2 ** 32) / (100 * (2 ** 32 - draw(2 ** 32 - 1)))));
    const won = point >= autoCashOut;
    round.view = {
      crash_point: point,
      auto_cash_out: autoCashOut,
      won,
      multiplier: fixed4(won ? autoCashOut / 100 : 0),
    };
    finish(round, won ? autoCashOut / 100 : 0);
  }),
  'coin-flip': instant('Coin Flip', '98.00', { rtpBasisPoints: 9800 }, (round, choice, draw) => {
    const side = draw(2) === 0 ? 'heads' : 'tails';
    const won = side === choice.side;
    round.view = { call: choice.side, side, won, multiplier: fixed4(won ? 1.96 : 0) };
    finish(round, won ? 1.96 : 0);
  }),
  keno: instant('Keno 40', '94.86', {}, (round, choice, draw) => {
    const picks = (choice.picks as number[]) ?? [];
    const pool = Array.from({ length: 40 }, (_, index) => index + 1);
    const drawn = Array.from({ length: 10 }, () => pool.splice(draw(pool.length), 1)[0]!);
    const hits = drawn.filter((number) => picks.includes(number)).length;
    const pays =
      [
        [0, 380],
        [0, 152, 630],
        [0, 0, 450, 2800],
        [0, 0, 220, 820, 6700],
        [0, 0, 145, 370, 1800, 20500],
      ][picks.length - 1]?.[hits] ?? (hits >= 5 ? 1000 : 0);
    round.view = { picks, drawn, hits, multiplier: fixed4(pays / 100) };
    finish(round, pays / 100);
  }),
  pegfall: instant('Pegfall', '98.00', { rows: 12, risk: 'medium' }, (round, choice, draw) => {
    const rows = Number(choice.rows ?? 12);
    const path = Array.from({ length: rows }, () => (draw(2) ? 'right' : 'left'));
    const bucket = path.filter((direction) => direction === 'right').length;
    const edge = Math.abs(bucket - rows / 2) / (rows / 2);
    const multiplier = Math.round((0.4 + edge ** 3 * 40) * 10) / 10;
    round.view = { rows, risk: choice.risk ?? 'medium', path, bucket, multiplier: fixed4(multiplier) };
    finish(round, multiplier);
  }),
  wheel: instant('Fortune Wheel', '97.00', { risk: 'medium' }, (round, choice, draw) => {
    const segments = [0, 1.6, 0, 2, 0, 1.6, 0, 3, 0, 1.6, 0, 2, 0, 1.6, 0, 6, 0, 0, 0, 0];
    const segment = draw(20);
    round.view = { risk: choice.risk ?? 'medium', segment, multiplier: fixed4(segments[segment]!) };
    finish(round, segments[segment]!);
  }),
  scratch: instant('Lucky Scratch', '96.00', {}, (round, _choice, draw) => {
    const win = draw(3) === 0;
    const symbol = draw(7);
    const others = [0, 1, 2, 3, 4, 5, 6].filter((other) => other !== symbol);
    const tiles = win
      ? [symbol, symbol, symbol, others[0], others[0], others[1], others[1], others[2], others[3]]
      : [others[0], others[0], others[1], others[1], others[2], others[2], others[3], others[3], others[4]];
    const prize = [1, 2, 3, 5, 10, 20, 100][symbol]!;
    round.view = {
      tiles: tiles.sort(() => draw(3) - 1),
      winning_symbol: win ? symbol : null,
      multiplier: fixed4(win ? prize : 0),
    };
    finish(round, win ? prize : 0);
  }),
  'hi-lo': {
    title: 'Hi-Lo',
    payout: '98.00',
    params: { rtpBasisPoints: 9800 },
    open(round, _choice, draw) {
      const card = { rank: 1 + draw(13), suit: ['clubs', 'diamonds', 'hearts', 'spades'][draw(4)] };
      round.view = { cards: [card], multiplier: '1.0000', ...odds(card.rank, 1), lost: false };
    },
    act(round, action, _details, draw) {
      const view = round.view as { cards: { rank: number; suit: string }[]; multiplier: string };
      const current = view.cards.at(-1)!;
      if (action === 'cashout') return finish(round, Number(view.multiplier) * 0.98);
      const next = { rank: 1 + draw(13), suit: ['clubs', 'diamonds', 'hearts', 'spades'][draw(4)]! };
      const right = action === 'higher' ? next.rank >= current.rank : next.rank <= current.rank;
      const winning = action === 'higher' ? 14 - current.rank : current.rank;
      const multiplier = right ? Number(view.multiplier) * (13 / winning) : 0;
      round.view = {
        cards: [...view.cards, next],
        multiplier: fixed4(multiplier),
        ...odds(next.rank, multiplier),
        lost: !right,
      };
      if (!right) finish(round, 0);
    },
    actionsOf: (round) =>
      round.status === 'finished'
        ? []
        : (round.view.cards as unknown[]).length > 1
          ? ['higher', 'lower', 'cashout']
          : ['higher', 'lower'],
  },
  tower: {
    title: 'Tower Climb',
    payout: '97.50',
    params: { difficulty: 'medium', floors: 8, rtpBasisPoints: 9750 },
    open(round, choice) {
      const difficulty = String(choice.difficulty ?? 'medium');
      const tiles = { easy: 4, medium: 3, hard: 2, expert: 3 }[difficulty] ?? 3;
      round.view = { difficulty, floors: 8, tiles, picks: [], multiplier: '1.0000', next_multiplier: '1.4625' };
    },
    act(round, action, details, draw) {
      const view = round.view as { tiles: number; picks: number[]; difficulty: string };
      const safe = { easy: 3, medium: 2, hard: 1, expert: 1 }[view.difficulty] ?? 2;
      const after = (floors: number) => 0.975 * (view.tiles / safe) ** floors;
      const traps = view.picks.map((pick) => [(pick + 1) % view.tiles]);
      if (action === 'cashout') {
        round.view = { ...view, traps, lost: false, multiplier: fixed4(after(view.picks.length)) };
        return finish(round, after(view.picks.length));
      }
      const tile = Number(details.tile);
      const trap = draw(view.tiles) >= safe ? tile : (tile + 1) % view.tiles;
      const picks = [...view.picks, tile];
      if (trap === tile) {
        round.view = { ...view, picks, traps: [...traps, [tile]], lost: true, multiplier: '0.0000' };
        return finish(round, 0);
      }
      round.view = {
        ...view,
        picks,
        multiplier: fixed4(after(picks.length)),
        next_multiplier: fixed4(after(picks.length + 1)),
      };
    },
    actionsOf: (round) =>
      round.status === 'finished' ? [] : (round.view.picks as unknown[]).length ? ['climb', 'cashout'] : ['climb'],
  },
  mines: {
    title: 'Gem Mines',
    payout: '98.00',
    params: { mines: 3, rtpBasisPoints: 9800 },
    open(round, choice) {
      const mines = Number(choice.mines ?? 3);
      round.view = { mines, revealed: [], multiplier: '1.0000', next_multiplier: fixed4(0.98 * (25 / (25 - mines))) };
    },
    act(round, action, details, draw) {
      const view = round.view as { mines: number; revealed: number[] };
      const multiplierAfter = (k: number) => 0.98 * (choose(25, k) / choose(25 - view.mines, k));
      const placeMines = () => {
        const hidden = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !view.revealed.includes(tile));
        const mines: number[] = [];
        while (mines.length < view.mines) {
          const tile = hidden.splice(draw(hidden.length), 1)[0]!;
          mines.push(tile);
        }
        return mines;
      };
      if (action === 'cashout') {
        const multiplier = multiplierAfter(view.revealed.length);
        round.view = { ...view, multiplier: fixed4(multiplier), mine_tiles: placeMines().sort(), hit_mine: false };
        return finish(round, multiplier);
      }
      const tile = Number(details.tile);
      const safeLeft = 25 - view.mines - view.revealed.length;
      const hit = draw(25 - view.revealed.length) >= safeLeft;
      const revealed = [...view.revealed, tile];
      if (hit) {
        const mines = [tile, ...placeMines().filter((other) => other !== tile)].slice(0, view.mines);
        round.view = { ...view, revealed, multiplier: '0.0000', mine_tiles: mines, hit_mine: true };
        return finish(round, 0);
      }
      round.view = {
        ...view,
        revealed,
        multiplier: fixed4(multiplierAfter(revealed.length)),
        next_multiplier: fixed4(multiplierAfter(revealed.length + 1)),
      };
    },
    actionsOf: (round) =>
      round.status === 'finished' ? [] : (round.view.revealed as number[]).length ? ['reveal', 'cashout'] : ['reveal'],
  },
};
