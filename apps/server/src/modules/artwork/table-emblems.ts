import type { CoverSubject } from './cover-subjects';
import type { EmblemContext } from './emblem-kit';
import { circle, linear, radial } from './emblem-kit';
import {
  card,
  chip,
  chipStack,
  CHIP_COLOURS,
  handCards,
  numberBadge,
  pocketColour,
  WHEEL_ORDER,
} from './playing-cards';
import { hashString, n, seededRandom, starPoints } from './svg-kit';

/**
 * Centre-pieces for table and instant games: the table, not a story, is what players look for. Each draws its kind
 * of game in one of two views, with the detail its studio's plan gave it (a winning number, a hand, dice faces), so
 * a studio's three blackjack tables show three different hands.
 */

type TableSubject = Extract<CoverSubject, { family: 'table' }>;

/** A random source that follows the detail rather than the title, so a detail always draws the same. */
const detailRandom = (detail: string) => seededRandom(hashString(detail));

export function paintTableEmblem(context: EmblemContext, subject: TableSubject, parts: readonly string[]): string {
  const [view = '', detail = ''] = parts;
  switch (subject.kind) {
    case 'roulette':
      return view === 'layout' ? rouletteLayout(context, detail) : rouletteWheel(context, detail);
    case 'blackjack':
    case 'baccarat':
    case 'duel':
      return view === 'felt'
        ? twoHandsOnFelt(context, subject.kind, detail)
        : twoCardFan(context, subject.kind, detail);
    case 'poker':
      return pokerHand(context, view, handCards(detail).slice(0, subject.hand));
    case 'videopoker':
      return videoPoker(context, view, detail);
    case 'dice':
      return dice(context, view, detail);
    case 'crash':
      return crash(context, view, detail);
    case 'hilo':
    case 'mines':
    case 'keno':
    case 'tower':
    case 'pegs':
    case 'coinflip':
    case 'wheel':
      return instant(context, subject.kind, view, detail);
  }
}

function rouletteWheel(context: EmblemContext, pocket: string): string {
  const rim = radial(context, 'rw', ['#8a4a1c', '#4a2208', '#2a1204'], 0.5, 0.5);
  const cone = radial(context, 'rc', ['#d9a066', '#8a4a1c', '#3d1c06'], 0.45, 0.4);
  // 36 alternating pockets from one dashed circle: 2πr / 36 per dash.
  const dash = n((2 * Math.PI * 66) / 36);
  const at = Math.max(0, WHEEL_ORDER.indexOf(Number(pocket)));
  const ball = (at / 37) * Math.PI * 2 - Math.PI / 2;
  const turn = (Number(pocket) * 7) % 45;
  return (
    circle(150, 140, 92, `fill="${rim}" stroke="${context.gold}" stroke-width="5"`) +
    circle(150, 140, 66, 'fill="none" stroke="#c8102e" stroke-width="26"') +
    circle(150, 140, 66, `fill="none" stroke="#111" stroke-width="26" stroke-dasharray="${dash} ${dash}"`) +
    circle(150, 140, 79, `fill="none" stroke="${context.gold}" stroke-width="2"`) +
    circle(150, 140, 53, `fill="${cone}" stroke="${context.gold}" stroke-width="3"`) +
    `<path d="M150 94V186M104 140H196" transform="rotate(${turn} 150 140)" stroke="${context.gold}" stroke-width="6" stroke-linecap="round"/>` +
    circle(150, 140, 14, `fill="${context.gold}"`) +
    circle(150 + 66 * Math.cos(ball), 140 + 66 * Math.sin(ball), 7, 'fill="#fff" stroke="#999"') +
    numberBadge(pocket, 226, 210, 26)
  );
}

/** The betting layout around the winning number, a chip stack on it, and the wheel above. */
function rouletteLayout(context: EmblemContext, pocket: string): string {
  const felt = linear(context, 'lf', ['#1d8a4e', '#0b5a30']);
  const number = Number(pocket) || 0;
  const row = Math.min(10, Math.max(0, Math.ceil(number / 3) - 2));
  const cells: string[] = [];
  let target = [150, 150];
  for (let r = 0; r < 3; r += 1) {
    for (let c = 0; c < 3; c += 1) {
      const value = String((row + r) * 3 + c + 1);
      const [x, y] = [72 + c * 52, 124 + r * 36];
      if (value === pocket) target = [x + 26, y + 18];
      cells.push(
        `<rect x="${x}" y="${y}" width="52" height="36" fill="${pocketColour(value)}" stroke="#fff" stroke-width="2"/>` +
          `<text x="${x + 26}" y="${y + 25}" font-size="18" font-weight="800" text-anchor="middle" fill="#fff">${value}</text>`,
      );
    }
  }
  const zero = number === 0 ? numberBadge(pocket, 150, 112, 18) : '';
  const rim = radial(context, 'rw', ['#8a4a1c', '#4a2208', '#2a1204'], 0.5, 0.5);
  const dash = n((2 * Math.PI * 46) / 36);
  // The wheel stands at the head of the layout, half hidden behind it, as on the table.
  return (
    circle(150, 98, 66, `fill="${rim}" stroke="${context.gold}" stroke-width="4"`) +
    circle(150, 98, 46, 'fill="none" stroke="#c8102e" stroke-width="18"') +
    circle(150, 98, 46, `fill="none" stroke="#111" stroke-width="18" stroke-dasharray="${dash} ${dash}"`) +
    circle(150, 98, 36, `fill="${context.gold}"`) +
    `<path d="M150 66V130M118 98H182" stroke="#7a4a00" stroke-width="5" stroke-linecap="round"/>` +
    circle(118, 66, 5, 'fill="#fff" stroke="#999"') +
    `<rect x="56" y="104" width="188" height="142" rx="14" fill="${felt}" stroke="${context.gold}" stroke-width="4"/>` +
    cells.join('') +
    zero +
    (number === 0 ? '' : chipStack(target[0] ?? 150, (target[1] ?? 150) + 6, CHIP_COLOURS[number % 6] ?? '#c8102e', 3))
  );
}

/** What a two-card hand is worth: 21 at blackjack, the last digit of the total at baccarat. */
function handLabel(kind: TableSubject['kind'], cards: readonly string[]): string {
  if (kind === 'blackjack') return '21';
  if (kind === 'duel') return 'VS';
  const points = cards.map((code) => {
    const rank = code.slice(0, -1);
    if (rank === 'A') return 1;
    return /^\d+$/.test(rank) ? Number(rank) % 10 : 0;
  });
  return String(points.reduce((a, b) => a + b, 0) % 10);
}

function labelBadge(context: EmblemContext, label: string, x: number, y: number): string {
  return (
    `<polygon points="${starPoints(x, y, 12, 30, 24)}" fill="${context.gold}" stroke="#7a4a00" stroke-width="2"/>` +
    circle(x, y, 21, `fill="${context.deep(14)}" stroke="#fff2b3" stroke-width="2"`) +
    `<text x="${x}" y="${y + 8}" font-size="22" font-weight="900" text-anchor="middle" fill="#fff">${label}</text>`
  );
}

function twoCardFan(context: EmblemContext, kind: TableSubject['kind'], detail: string): string {
  const cards = handCards(detail);
  const colours = detailRandom(detail);
  const [left, right] = [CHIP_COLOURS[Math.floor(colours() * 6)], CHIP_COLOURS[Math.floor(colours() * 6)]];
  const spread = kind === 'duel' ? 22 : 13;
  return (
    card(context, cards[0] ?? 'AS', 128, 136, 92, -spread, [150, 260]) +
    card(context, cards[1] ?? 'KH', 172, 136, 92, spread, [150, 260]) +
    chip(context, 70, 214, left ?? '#c8102e') +
    chip(context, 230, 214, right ?? '#1c5fd6') +
    labelBadge(context, handLabel(kind, cards), 150, 214)
  );
}

/** The table from the player's seat: felt, its rail, the hand laid down and the stakes beside it. */
function twoHandsOnFelt(context: EmblemContext, kind: TableSubject['kind'], detail: string): string {
  const felt = radial(context, 'tf', [context.glow(45, 55), context.deep(24), context.deep(12)], 0.5, 0.3);
  const cards = handCards(detail);
  const colours = detailRandom(detail);
  const boxes =
    kind === 'blackjack'
      ? ''
      : `<g fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"><rect x="58" y="118" width="84" height="92" rx="10"/><rect x="158" y="118" width="84" height="92" rx="10"/></g>` +
        `<g font-size="10" font-weight="800" letter-spacing="1.5" text-anchor="middle" fill="#fff" fill-opacity=".75"><text x="100" y="228">${kind === 'duel' ? 'DRAGON' : 'PLAYER'}</text><text x="200" y="228">${kind === 'duel' ? 'TIGER' : 'BANKER'}</text></g>`;
  const hand =
    kind === 'blackjack'
      ? card(context, cards[0] ?? 'AS', 128, 160, 64, -8) + card(context, cards[1] ?? 'KH', 170, 156, 64, 7)
      : card(context, cards[0] ?? 'KS', 100, 164, 56, -5) + card(context, cards[1] ?? '9H', 200, 164, 56, 5);
  return (
    `<ellipse cx="150" cy="168" rx="138" ry="86" fill="${felt}" stroke="#4a2a12" stroke-width="12"/>` +
    `<ellipse cx="150" cy="168" rx="138" ry="86" fill="none" stroke="${context.gold}" stroke-width="3"/>` +
    `<path d="M62 110Q150 70 238 110" fill="none" stroke="${context.gold}" stroke-opacity=".6" stroke-width="2"/>` +
    boxes +
    hand +
    chipStack(64, 196, CHIP_COLOURS[Math.floor(colours() * 6)] ?? '#c8102e', 3) +
    chipStack(236, 200, CHIP_COLOURS[Math.floor(colours() * 6)] ?? '#1c5fd6', 4) +
    (kind === 'duel' ? '' : labelBadge(context, handLabel(kind, cards), 150, 78))
  );
}

function pokerHand(context: EmblemContext, view: string, cards: readonly string[]): string {
  const step = cards.length > 3 ? 12 : 16;
  const first = -((cards.length - 1) / 2) * step;
  if (view === 'fan') {
    return (
      cards.map((code, i) => card(context, code, 150, 132, 74, first + i * step, [150, 290])).join('') +
      chipStack(62, 226, CHIP_COLOURS[cards.length] ?? '#0f8a4a', 3) +
      chipStack(238, 226, CHIP_COLOURS[0], 5)
    );
  }
  const felt = radial(context, 'pf', [context.glow(42, 55), context.deep(22), context.deep(10)], 0.5, 0.3);
  const width = cards.length > 3 ? 46 : 58;
  const gap = width + 4;
  const start = 150 - ((cards.length - 1) / 2) * gap;
  return (
    `<ellipse cx="150" cy="160" rx="136" ry="80" fill="${felt}" stroke="#4a2a12" stroke-width="12"/>` +
    `<ellipse cx="150" cy="160" rx="136" ry="80" fill="none" stroke="${context.gold}" stroke-width="3"/>` +
    cards.map((code, i) => card(context, code, start + i * gap, 146, width)).join('') +
    chipStack(150, 224, CHIP_COLOURS[2], 4)
  );
}

const HAND_NAMES: Readonly<Record<string, string>> = {
  royal: 'ROYAL FLUSH',
  straight: 'STRAIGHT FLUSH',
  flush: 'FLUSH',
  quads: 'FOUR OF A KIND',
  full: 'FULL HOUSE',
};

function videoPoker(context: EmblemContext, view: string, detail: string): string {
  const cards = handCards(detail);
  const name = HAND_NAMES[detail.split('-')[0] ?? ''] ?? 'WINNER';
  const screen =
    view === 'screen'
      ? `<rect x="22" y="74" width="256" height="160" rx="16" fill="#0b1030" stroke="${context.gold}" stroke-width="5"/>`
      : '';
  const held = cards.map((_, i) => `<rect x="${n(34 + i * 48)}" y="176" width="40" height="15" rx="3"/>`).join('');
  return (
    screen +
    cards.map((code, i) => card(context, code, 54 + i * 48, 128, 44)).join('') +
    `<g fill="#ffd400">${held}</g>` +
    `<g font-size="9" font-weight="900" text-anchor="middle" fill="#15151f">${cards.map((_, i) => `<text x="${54 + i * 48}" y="187">HELD</text>`).join('')}</g>` +
    `<text x="150" y="220" font-size="19" font-weight="900" letter-spacing="1" text-anchor="middle" fill="${context.glow(75)}" stroke="#000" stroke-width="3" paint-order="stroke">${name}</text>`
  );
}

const PIPS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  '1': [[0, 0]],
  '2': [
    [-1, -1],
    [1, 1],
  ],
  '3': [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  '4': [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  '5': [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  '6': [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

function die(context: EmblemContext, face: string, x: number, y: number, size: number, angle: number): string {
  const fill = linear(context, 'dd', ['#ffffff', '#e4e4ee']);
  const half = size / 2;
  const pip = size * 0.24;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><rect x="${n(-half)}" y="${n(-half)}" width="${n(size)}" height="${n(size)}" rx="${n(size * 0.2)}" fill="${fill}" stroke="#b9b9cc" stroke-width="2"/>` +
    (PIPS[face] ?? []).map(([px, py]) => circle(px * pip, py * pip, size * 0.095, 'fill="#c8102e"')).join('') +
    '</g>'
  );
}

function dice(context: EmblemContext, view: string, detail: string): string {
  const faces = [...detail];
  const random = detailRandom(detail);
  const size = faces.length > 2 ? 64 : 80;
  const gap = size + 10;
  const start = 150 - ((faces.length - 1) / 2) * gap;
  if (view === 'toss') {
    return (
      `<path d="M40 96Q80 60 120 90M60 150Q96 118 130 140" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>` +
      faces
        .map((face, i) => die(context, face, start + i * gap, 120 + (i % 2) * 44, size, (random() - 0.5) * 70))
        .join('') +
      chip(context, 150, 222, CHIP_COLOURS[Math.floor(random() * 6)] ?? '#0f8a4a')
    );
  }
  const felt = linear(context, 'df', [context.glow(40, 55), context.deep(16)]);
  return (
    `<rect x="30" y="96" width="240" height="128" rx="22" fill="${felt}" stroke="${context.gold}" stroke-width="5"/>` +
    `<rect x="40" y="106" width="220" height="108" rx="16" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>` +
    faces.map((face, i) => die(context, face, start + i * gap, 160, size, (random() - 0.5) * 24)).join('')
  );
}

function crash(context: EmblemContext, view: string, multiplier: string): string {
  const line = context.glow(62, 100);
  const area = linear(context, 'ka', [
    [line, 0.55],
    [line, 0],
  ]);
  const tip =
    view === 'rocket'
      ? `<g transform="translate(236 92) rotate(40)"><path d="M0-22C9-14 10 0 8 14H-8C-10 0-9-14 0-22Z" fill="#eef2f8" stroke="#1a0e2e" stroke-width="2"/><path d="M-6 14Q0 34 6 14Z" fill="#ffb020"/>${circle(0, -4, 4, `fill="${line}"`)}</g>`
      : circle(236, 92, 16, `fill="${line}" opacity=".35"`) + circle(236, 92, 8, 'fill="#fff"');
  return (
    '<path d="M60 80V232H250M60 194H250M60 156H250M60 118H250" stroke="#fff" stroke-opacity=".12" stroke-width="1.5" fill="none"/>' +
    `<path d="M60 232Q170 226 236 92V232Z" fill="${area}"/>` +
    `<path d="M60 232Q170 226 236 92" stroke="${line}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    tip +
    `<text x="${view === 'rocket' ? 70 : 104}" y="130" font-size="40" font-weight="900" fill="#fff" font-family="Impact,'Arial Black',sans-serif">${multiplier}×</text>`
  );
}

/** Instant games: their board drawn from the detail (which tiles are revealed, where the ball falls…). */
function instant(context: EmblemContext, kind: TableSubject['kind'], view: string, detail: string): string {
  const random = detailRandom(`${kind}${detail}`);
  const halo =
    view === 'glow'
      ? circle(
          150,
          150,
          104,
          `fill="${radial(
            context,
            'ig',
            [
              [context.glow(70), 0.55],
              [context.glow(60), 0],
            ],
            0.5,
            0.5,
          )}"`,
        )
      : '';
  const tilt = view === 'glow' ? -6 : 0;
  const board = INSTANT_BOARDS[kind as keyof typeof INSTANT_BOARDS](context, random);
  return halo + `<g transform="rotate(${tilt} 150 150)">${board}</g>`;
}

const mines = (context: EmblemContext, random: () => number) => {
  const tile = linear(context, 'mt', [context.glow(55, 60), context.glow(30, 65)]);
  const gem = context.glow(75, 100);
  const cells: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      const x = 76 + col * 38;
      const y = 76 + row * 38;
      const roll = random();
      cells.push(`<rect x="${x}" y="${y}" width="32" height="32" rx="7" fill="${tile}"/>`);
      if (roll < 0.35) {
        cells.push(
          `<path d="M${x + 16} ${y + 6}L${x + 26} ${y + 14}L${x + 16} ${y + 27}L${x + 6} ${y + 14}Z" fill="${gem}"/>`,
        );
      } else if (roll < 0.45) cells.push(circle(x + 16, y + 17, 9, 'fill="#111" stroke="#ff4d4d" stroke-width="2"'));
    }
  }
  return cells.join('');
};

const keno = (context: EmblemContext, random: () => number) => {
  const balls: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const [x, y] = [78 + (i % 5) * 36, 80 + Math.floor(i / 5) * 36];
    const picked = random() < 0.3;
    balls.push(
      circle(
        x,
        y,
        15,
        picked ? `fill="${context.glow(60, 100)}" stroke="#fff" stroke-width="2"` : 'fill="#fff" fill-opacity=".15"',
      ) +
        `<text x="${x}" y="${y + 5}" font-size="13" font-weight="800" text-anchor="middle" fill="#fff">${i + 1}</text>`,
    );
  }
  return balls.join('');
};

const tower = (context: EmblemContext, random: () => number) => {
  const tiles: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    const safe = Math.floor(random() * 3);
    const y = 218 - row * 36;
    for (let col = 0; col < 3; col += 1) {
      const x = 92 + col * 40;
      const lit = row < 3 && col === safe;
      tiles.push(
        `<rect x="${x}" y="${y}" width="36" height="30" rx="6" fill="${lit ? context.glow(60, 100) : context.deep(30)}" stroke="#fff" stroke-opacity=".4"/>`,
      );
      if (lit) tiles.push(`<path d="M${x + 18} ${y + 6}l8 8-8 11-8-11z" fill="#fff"/>`);
    }
  }
  return tiles.join('');
};

const pegs = (context: EmblemContext, random: () => number) => {
  const dots: string[] = [];
  for (let row = 0; row < 7; row += 1) {
    for (let i = 0; i <= row + 2; i += 1) dots.push(circle(150 + (i - (row + 2) / 2) * 22, 72 + row * 22, 3.5, ''));
  }
  const buckets = ['#ff3b5c', '#ff8a00', '#ffd000', '#35d07f', '#ffd000', '#ff8a00', '#ff3b5c']
    .map((colour, i) => `<rect x="${n(72 + i * 22.6)}" y="232" width="19" height="14" rx="3" fill="${colour}"/>`)
    .join('');
  return (
    `<g fill="#fff" opacity=".85">${dots.join('')}</g>` +
    buckets +
    circle(
      150 + (random() - 0.5) * 90,
      100 + random() * 90,
      9,
      `fill="${context.glow(65, 100)}" stroke="#fff" stroke-width="2"`,
    )
  );
};

const hilo = (context: EmblemContext, random: () => number) => {
  const rank = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'][Math.floor(random() * 13)] ?? '7';
  const suit = ['S', 'H', 'D', 'C'][Math.floor(random() * 4)] ?? 'S';
  return (
    card(context, rank + suit, 150, 146, 96, (random() - 0.5) * 16) +
    '<path d="M44 128l22-30 22 30h-12v26h-20v-26z" fill="#35d07f" stroke="#fff" stroke-width="3"/>' +
    '<path d="M212 162l22 30 22-30h-12v-26h-20v26z" fill="#ff3b5c" stroke="#fff" stroke-width="3"/>'
  );
};

const coinflip = (context: EmblemContext, random: () => number) => {
  const heads = random() < 0.5;
  const squash = 0.35 + random() * 0.4;
  return (
    `<ellipse cx="150" cy="140" rx="82" ry="82" fill="${context.gold}" stroke="#7a4a00" stroke-width="4"/>` +
    circle(150, 140, 64, 'fill="none" stroke="#fff2b3" stroke-opacity=".7" stroke-width="4"') +
    (heads
      ? '<path d="M112 160l-8-44 26 20 20-32 20 32 26-20-8 44z" fill="#b86e00"/>'
      : `<polygon points="${starPoints(150, 142, 5, 44, 18)}" fill="#b86e00"/>`) +
    `<ellipse cx="150" cy="232" rx="${n(60 * squash)}" ry="8" fill="#000" opacity=".35"/>`
  );
};

const wheel = (context: EmblemContext, random: () => number) => {
  const slice = n((2 * Math.PI * 40) / 16);
  const gap = n(((2 * Math.PI * 40) / 16) * 3);
  const turn = Math.floor(random() * 16) * 22.5;
  const colours = ['#ff3b5c', '#ffc400', '#2ec4ff', '#8b5cf6'];
  const slices = colours
    .map((colour, i) =>
      circle(
        150,
        150,
        40,
        `fill="none" stroke="${colour}" stroke-width="80" stroke-dasharray="${slice} ${gap}" stroke-dashoffset="${n(-i * ((2 * Math.PI * 40) / 16))}"`,
      ),
    )
    .join('');
  return (
    circle(150, 150, 88, `fill="none" stroke="${context.gold}" stroke-width="14"`) +
    `<g transform="rotate(${turn} 150 150)">${slices}</g>` +
    circle(150, 150, 16, `fill="${context.gold}" stroke="#7a4a00" stroke-width="2"`) +
    `<path d="M150 82L136 52H164Z" fill="${context.gold}" stroke="#7a4a00" stroke-width="2"/>`
  );
};

const INSTANT_BOARDS = { mines, keno, tower, pegs, hilo, coinflip, wheel } as const;
