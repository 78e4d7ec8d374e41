import type { CoverSubject, LiveDealer, LiveSet } from './cover-subjects';
import type { EmblemContext } from './emblem-kit';
import { circle, linear, radial } from './emblem-kit';
import { motifPaint, placeMotif } from './motif-kit';
import { MOTIFS } from './motifs';
import { card, chipStack, CHIP_COLOURS, handCards, numberBadge, WHEEL_ORDER } from './playing-cards';
import { hashString, hsl, n, seededRandom, starPoints } from './svg-kit';

/**
 * Live covers show the studio: a lit set behind the dealer, the dealer (or a show's host), and the table seen from
 * the player's seat, or the show's stage and prop. Sets and dealers are the studio plan's, so one studio's live
 * tables never share a scene.
 */

type LiveSubject = Extract<CoverSubject, { family: 'live' }>;

export function paintLiveScene(context: EmblemContext, subject: LiveSubject, parts: readonly string[]): string {
  const [set = 'arches', dealer = 'bun', detail = ''] = parts;
  const random = seededRandom(hashString(`${set}${dealer}${detail}`));
  const host = HOST_PLACES[subject.kind];
  return (
    SETS[set as LiveSet](context, random, host[0]) +
    person(context, dealer as LiveDealer, host[0], host[1], random) +
    FOREGROUNDS[subject.kind](
      context,
      subject.kind === 'poker' ? handCards(detail).slice(0, subject.hand).join('-') : detail,
      random,
    )
  );
}

/** Where the dealer stands (x, scale): beside the wheel or the show's prop, behind the middle of a card table. */
const HOST_PLACES: Readonly<Record<LiveSubject['kind'], readonly [number, number]>> = {
  roulette: [206, 0.9],
  blackjack: [150, 1],
  baccarat: [150, 1],
  poker: [150, 1],
  duel: [150, 1],
  dice: [150, 1],
  wheel: [236, 0.78],
  tower: [234, 0.78],
  grid: [240, 0.78],
  lanes: [56, 0.72],
  reels: [238, 0.78],
  coins: [236, 0.78],
  chest: [236, 0.78],
  marquee: [238, 0.78],
};

/** A set behind a dealer standing at `hostX`. */
type Painter = (context: EmblemContext, random: () => number, hostX: number) => string;

const wall = (context: EmblemContext, top: string, bottom: string) =>
  `<rect width="300" height="260" fill="${linear(context, 'lw', [top, bottom])}"/>`;

const arches: Painter = (context) => {
  const light = linear(context, 'la', ['#fff4d6', '#ffc766', '#d9822b']);
  const window = (x: number) =>
    `<path d="M${x} 190V82A34 34 0 0 1 ${x + 68} 82V190Z" fill="${light}"/>` +
    `<path d="M${x + 34} 50V190M${x} 120H${x + 68}" stroke="#5a3418" stroke-width="4"/>`;
  return (
    wall(context, '#3a2014', '#1a0d08') +
    `<g opacity=".9">${window(-14)}${window(116)}${window(246)}</g>` +
    '<path d="M0 190H300" stroke="#000" stroke-opacity=".4" stroke-width="6"/>'
  );
};

const drapes: Painter = (context) => {
  const fold = linear(context, 'ld', [context.glow(40, 80), context.glow(18, 85), context.glow(8, 80)]);
  // One fold, repeated across the stage as a pattern.
  context.defs.push(
    `<pattern id="${context.id}lp" width="26" height="220" patternUnits="userSpaceOnUse"><path d="M1 0Q7 120 0 220H24Q22 110 26 0Z" fill="${fold}"/></pattern>`,
  );
  let swag = 'M0 0V26';
  for (let x = 0; x < 300; x += 50) swag += `Q${x + 25} 52 ${x + 50} 26`;
  return (
    wall(context, '#120812', '#05030a') +
    `<rect width="300" height="220" fill="url(#${context.id}lp)"/>` +
    `<path d="${swag}V0Z" fill="${context.glow(30, 85)}" stroke="${context.gold}" stroke-width="3"/>` +
    '<path d="M150 0L70 220H230Z" fill="#fff" opacity=".08"/>'
  );
};

const skyline: Painter = (context, random) => {
  let towers = 'M0 200V150';
  let lights = '';
  for (let x = 0; x < 300;) {
    const width = 18 + Math.floor(random() * 22);
    const top = 70 + random() * 80;
    towers += `H${x}V${n(top)}H${x + width}`;
    for (let i = 0; i < 3; i += 1) {
      lights += `M${n(x + 4 + random() * (width - 8))} ${n(top + 8 + random() * 60)}h3v4h-3z`;
    }
    x += width;
  }
  return (
    wall(context, '#0a1236', '#1b2a66') +
    `<path d="${towers}V200Z" fill="#070b22"/>` +
    `<path d="${lights}" fill="#ffd27a"/>` +
    '<path d="M0 24H300M75 24V200M150 24V200M225 24V200M0 200H300" stroke="#2b2f45" stroke-width="6"/>' +
    circle(240, 56, 12, 'fill="#fff7d6" opacity=".9"')
  );
};

const chandelier: Painter = (context) => {
  const glow = radial(
    context,
    'lc',
    [
      ['#fff1c2', 0.9],
      ['#ffcf70', 0.35],
      ['#ffcf70', 0],
    ],
    0.5,
    0.5,
  );
  let drops = '';
  for (let i = 0; i < 9; i += 1) drops += `M${102 + i * 12} ${52 + Math.abs(i - 4) * -3 + 14}v10`;
  return (
    wall(context, '#24101c', '#0e060c') +
    '<g fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="3"><rect x="14" y="40" width="70" height="140"/><rect x="216" y="40" width="70" height="140"/></g>' +
    circle(150, 50, 90, `fill="${glow}"`) +
    `<path d="M150 0V30M96 52Q150 80 204 52M110 40Q150 60 190 40" fill="none" stroke="${context.gold}" stroke-width="3"/>` +
    `<path d="${drops}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".85"/>` +
    `<path d="M96 52v-8M204 52v-8M110 40v-8M190 40v-8M150 30v-8" stroke="#fff6d6" stroke-width="4" stroke-linecap="round"/>`
  );
};

const neon: Painter = (context, _random, hostX) => {
  const [a, b] = [context.glow(62, 100), '#ff2e97'];
  let bars = '';
  for (let y = 28; y < 200; y += 30) {
    bars += `<path d="M0 ${y}H300" stroke="${(y / 30) % 2 ? a : b}" stroke-width="3" opacity=".55"/>`;
  }
  return (
    wall(context, '#0b0522', '#16093a') +
    bars +
    circle(hostX, 96, 62, `fill="none" stroke="${a}" stroke-width="7" opacity=".9"`) +
    circle(hostX, 96, 74, `fill="none" stroke="${b}" stroke-width="2" opacity=".7"`)
  );
};

const bar: Painter = (context) => {
  const glow = linear(context, 'lb', ['#ffcf7a', '#b8651e']);
  // Three bottles of different heights, repeated along both shelves as a pattern.
  context.defs.push(
    `<pattern id="${context.id}lq" width="46" height="58" y="12" patternUnits="userSpaceOnUse"><path d="M4 58v-20l3-6v-8h4v8l3 6v20zM19 58v-14l3-5v-6h4v6l3 5v14zM32 58v-26l3-6v-9h4v9l3 6v26z" fill="#2a1206" opacity=".9"/></pattern>`,
  );
  return (
    wall(context, '#1d120a', '#0c0704') +
    `<rect y="20" width="300" height="170" fill="${glow}" opacity=".55"/>` +
    `<rect y="12" width="300" height="116" fill="url(#${context.id}lq)"/>` +
    '<path d="M0 70H300M0 128H300M0 186H300" stroke="#5a3418" stroke-width="5"/>'
  );
};

const SETS: Readonly<Record<LiveSet, Painter>> = { arches, drapes, skyline, chandelier, neon, bar };

const HAIR: Readonly<Record<LiveDealer, string>> = {
  bun: 'M-20 0C-22-24 22-24 20 0C14-12-14-12-20 0ZM-10-30a11 11 0 1 0 20 0a11 11 0 1 0-20 0',
  bob: 'M-23 22C-29-14-17-26 0-26C17-26 29-14 23 22H14C16 2 12-8 0-10C-12-8-16 2-14 22Z',
  short: 'M-20-4C-21-22 21-22 20-4C13-12-13-12-20-4Z',
  ponytail: 'M-20 0C-22-24 22-24 20 0C14-12-14-12-20 0ZM14-14C36-10 38 18 28 36C30 16 26 2 12-6Z',
  slick: 'M-20-2C-23-24 4-30 23-12C10-18-8-16-20-2Z',
};

/** The dealer or host: dark suit, white shirt, bow tie and hair of their own, rim-lit by the set behind. */
function person(context: EmblemContext, hair: LiveDealer, x: number, scale: number, random: () => number): string {
  const suit = linear(context, 'ps', ['#2a2236', '#120c1a']);
  const skin = ['#c68c66', '#8d5a3c', '#e2b48f', '#5c3a28'][Math.floor(random() * 4)] ?? '#c68c66';
  const tie = CHIP_COLOURS[Math.floor(random() * 4)] ?? '#c8102e';
  const torso = 'M-66 130C-64 66-50 48-20 40L-9 26H9L20 40C50 48 64 66 66 130Z';
  return (
    `<g transform="translate(${x} ${n(102 - (1 - scale) * 60)}) scale(${scale})">` +
    `<path d="${torso}" fill="${suit}" stroke="${context.glow(70)}" stroke-opacity=".5" stroke-width="2"/>` +
    '<path d="M-20 40L0 86L20 40L9 30H-9Z" fill="#f4f1ea"/>' +
    `<path d="M-11 36L0 41L11 36V48L0 43L-11 48Z" fill="${tie}"/>` +
    `<rect x="-8" y="14" width="16" height="20" fill="${skin}"/>` +
    `<ellipse cy="0" rx="19" ry="23" fill="${skin}"/>` +
    '<ellipse cx="7" cy="2" rx="8" ry="14" fill="#000" opacity=".15"/>' +
    `<path d="${HAIR[hair]}" fill="#1a1016"/></g>`
  );
}

type Foreground = (context: EmblemContext, detail: string, random: () => number) => string;

/** Felt seen from the seat: far edge before the dealer, padded rail at the player's end. */
function tableTop(context: EmblemContext, random: () => number): string {
  const hue = [145, 210, 350, 175][Math.floor(random() * 4)] ?? 145;
  const felt = linear(context, 'tf', [hsl(hue, 60, 30), hsl(hue, 65, 16)]);
  return (
    `<path d="M16 184H284L334 268H-34Z" fill="${felt}"/>` +
    `<path d="M16 184H284" stroke="${context.gold}" stroke-width="3"/>` +
    `<path d="M-20 262Q150 226 320 262V400H-20Z" fill="${linear(context, 'tr', ['#3a2212', '#0c0604'])}"/>` +
    '<path d="M-20 262Q150 226 320 262" fill="none" stroke="#9a6a3a" stroke-width="4"/>'
  );
}

const small = (markup: string, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${markup}</g>`;

const cardBack = (x: number, y: number, w: number) =>
  `<rect x="${n(x - w / 2)}" y="${n(y - w * 0.71)}" width="${w}" height="${n(w * 1.42)}" rx="3" fill="#9c1030" stroke="#fff" stroke-width="2"/>`;

const blackjack: Foreground = (context, detail, random) => {
  const [first = 'AS', second = 'KH'] = handCards(detail);
  return (
    tableTop(context, random) +
    '<path d="M30 202Q150 242 270 202" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>' +
    card(context, 'QC', 139, 200, 22, -4) +
    cardBack(162, 200, 22) +
    // The player's hand sits clear of a three-line title.
    card(context, first, 137, 224, 32, -8) +
    card(context, second, 160, 226, 32, 6) +
    small(chipStack(0, 0, CHIP_COLOURS[0], 3), 70, 230, 0.8) +
    small(chipStack(0, 0, CHIP_COLOURS[1], 4), 232, 232, 0.8)
  );
};

const baccarat: Foreground = (context, detail, random) => {
  const [first = 'KS', second = '9H'] = handCards(detail);
  return (
    tableTop(context, random) +
    '<g fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2"><rect x="52" y="196" width="86" height="52" rx="8"/><rect x="162" y="196" width="86" height="52" rx="8"/></g>' +
    card(context, first, 82, 222, 28, -5) +
    card(context, second, 108, 222, 28, 5) +
    card(context, '6D', 192, 222, 28, -5) +
    card(context, 'JC', 218, 222, 28, 5) +
    small(chipStack(0, 0, CHIP_COLOURS[2], 3), 150, 250, 0.7)
  );
};

const poker: Foreground = (context, detail, random) =>
  tableTop(context, random) +
  handCards(detail)
    .map((code, i, all) => card(context, code, 150 + (i - (all.length - 1) / 2) * 28, 214, 26))
    .join('') +
  small(chipStack(0, 0, CHIP_COLOURS[3], 4), 150, 252, 0.7);

const duel: Foreground = (context, detail, random) => {
  const [first = 'AS', second = '4H'] = handCards(detail);
  return (
    tableTop(context, random) +
    '<g font-size="11" font-weight="800" letter-spacing="1.5" text-anchor="middle" fill="#fff" fill-opacity=".7"><text x="96" y="252">DRAGON</text><text x="204" y="252">TIGER</text></g>' +
    card(context, first, 96, 218, 34, -6) +
    card(context, second, 204, 218, 34, 6) +
    `<text x="150" y="226" font-size="18" font-weight="900" text-anchor="middle" fill="${context.gold}">VS</text>`
  );
};

const roulette: Foreground = (context, pocket, random) => {
  const at = Math.max(0, WHEEL_ORDER.indexOf(Number(pocket)));
  const angle = (at / 37) * Math.PI * 2;
  return (
    tableTop(context, random) +
    '<ellipse cx="112" cy="214" rx="86" ry="30" fill="#4a2208" stroke="#c99a4a" stroke-width="4"/>' +
    '<ellipse cx="112" cy="212" rx="66" ry="22" fill="none" stroke="#c8102e" stroke-width="12"/>' +
    '<ellipse cx="112" cy="212" rx="66" ry="22" fill="none" stroke="#111" stroke-width="12" stroke-dasharray="6 6"/>' +
    `<ellipse cx="112" cy="210" rx="42" ry="13" fill="${context.gold}"/>` +
    `<path d="M112 196V208M100 206H124" stroke="#7a4a00" stroke-width="4" stroke-linecap="round"/>` +
    circle(112 + 66 * Math.cos(angle), 212 + 22 * Math.sin(angle), 4.5, 'fill="#fff"') +
    numberBadge(pocket, 250, 150, 22)
  );
};

const PIP_SPOTS: Readonly<Record<string, string>> = {
  '1': '0 0',
  '2': '-1 -1 1 1',
  '3': '-1 -1 0 0 1 1',
  '4': '-1 -1 1 -1 -1 1 1 1',
  '5': '-1 -1 1 -1 0 0 -1 1 1 1',
  '6': '-1 -1 1 -1 -1 0 1 0 -1 1 1 1',
};

const smallDie = (face: string, x: number, y: number, angle: number) => {
  const spots = (PIP_SPOTS[face] ?? '0 0').split(' ').map(Number);
  let pips = '';
  for (let i = 0; i < spots.length; i += 2) pips += circle((spots[i] ?? 0) * 6, (spots[i + 1] ?? 0) * 6, 2.4, '');
  return `<g transform="translate(${x} ${y}) rotate(${n(angle)})"><rect x="-13" y="-13" width="26" height="26" rx="5" fill="#fff" stroke="#bbb"/><g fill="#c8102e">${pips}</g></g>`;
};

const dice: Foreground = (context, faces, random) =>
  tableTop(context, random) +
  `<ellipse cx="150" cy="226" rx="62" ry="14" fill="${context.gold}" stroke="#7a4a00" stroke-width="2"/>` +
  [...faces].map((face, i) => smallDie(face, 122 + i * 28, 208 + (i % 2) * 4, (random() - 0.5) * 40)).join('') +
  '<path d="M92 222C90 150 210 150 208 222" fill="#fff" fill-opacity=".14" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>' +
  '<path d="M112 180Q122 166 138 162" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="4" stroke-linecap="round"/>';

/** A show's stage: a glossy floor with a ring of light, and a prize sign with the detail's multiplier. */
function stage(context: EmblemContext, prize: string | undefined, x = 212): string {
  const floor = radial(context, 'sf', [context.glow(55, 80), context.deep(14)], 0.5, 0.3);
  // The sign keeps clear of the top corners, where the lobby lays its badges and the favourite heart.
  const sign = prize
    ? `<g transform="translate(${x} 44) rotate(-6)"><rect x="-34" y="-16" width="68" height="32" rx="8" fill="#ff2d55" stroke="#fff" stroke-width="3"/>` +
      `<text y="8" font-size="${prize.length > 3 ? 17 : 20}" font-weight="900" text-anchor="middle" fill="#fff">×${prize}</text></g>`
    : '';
  return (
    `<ellipse cx="150" cy="262" rx="190" ry="54" fill="${floor}"/>` +
    `<ellipse cx="150" cy="250" rx="120" ry="22" fill="none" stroke="${context.glow(80)}" stroke-width="3" opacity=".7"/>` +
    sign
  );
}

const wheel: Foreground = (context, prize) => {
  const slice = n((2 * Math.PI * 36) / 20);
  const colours = ['#ff3b5c', '#ffc400', '#2ec4ff', '#8b5cf6', '#35d07f'];
  const slices = colours
    .map(
      (colour, i) =>
        `<circle cx="112" cy="130" r="36" fill="none" stroke="${colour}" stroke-width="72" stroke-dasharray="${slice} ${n(Number(slice) * 4)}" stroke-dashoffset="${n(-i * Number(slice))}"/>`,
    )
    .join('');
  return (
    stage(context, prize) +
    '<path d="M80 236L112 150L144 236" fill="none" stroke="#7a4a00" stroke-width="8"/>' +
    circle(112, 130, 86, `fill="${context.gold}" stroke="#7a4a00" stroke-width="3"`) +
    slices +
    circle(112, 130, 78, 'fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="2 13" stroke-linecap="round"') +
    circle(112, 130, 14, `fill="${context.gold}" stroke="#7a4a00" stroke-width="2"`) +
    '<path d="M112 52L100 30H124Z" fill="#fff" stroke="#7a4a00" stroke-width="2"/>'
  );
};

const tower: Foreground = (context, prize) => {
  const tiers = ['2', '5', '10', '50', prize]
    .map((label, i) => {
      const width = 140 - i * 22;
      const y = 214 - i * 34;
      const top = i === 4;
      return (
        `<rect x="${n(100 - width / 2)}" y="${y}" width="${width}" height="30" rx="6" fill="${top ? context.gold : context.glow(40 + i * 8, 90)}" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>` +
        `<text x="100" y="${y + 21}" font-size="16" font-weight="900" text-anchor="middle" fill="${top ? '#5a2e00' : '#fff'}">×${label}</text>`
      );
    })
    .join('');
  return stage(context, undefined) + tiers;
};

const grid: Foreground = (context, prize, random) => {
  const tiles: string[] = [];
  const lit = Math.floor(random() * 12);
  tiles.push(
    `<rect x="8" y="44" width="184" height="194" rx="12" fill="${context.deep(8)}" stroke="${context.gold}" stroke-width="4"/>`,
  );
  for (let i = 0; i < 12; i += 1) {
    const [x, y] = [18 + (i % 3) * 58, 54 + Math.floor(i / 3) * 46];
    tiles.push(
      `<rect x="${x}" y="${y}" width="50" height="40" rx="6" fill="${i === lit ? context.gold : context.glow(30, 80)}" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`,
    );
    if (i === lit) {
      tiles.push(
        `<text x="${x + 25}" y="${y + 27}" font-size="16" font-weight="900" text-anchor="middle" fill="#5a2e00">×${prize}</text>`,
      );
    }
  }
  const floor = radial(context, 'sf', [context.glow(55, 80), context.deep(14)], 0.5, 0.3);
  return `<ellipse cx="150" cy="262" rx="190" ry="54" fill="${floor}"/>${tiles.join('')}`;
};

const lanes: Foreground = (context, prize, random) => {
  let stripes = '';
  for (let i = 0; i <= 5; i += 1) stripes += `M${150 + (i - 2.5) * 14} 110L${150 + (i - 2.5) * 90} 270`;
  const balls = [0, 1, 2]
    .map((i) => {
      const lane = Math.floor(random() * 5) - 2;
      const depth = 0.35 + i * 0.25;
      return circle(
        150 + lane * 52 * depth,
        110 + 150 * depth,
        5 + 9 * depth,
        `fill="${CHIP_COLOURS[i]}" stroke="#fff" stroke-width="2"`,
      );
    })
    .join('');
  return (
    stage(context, prize, 236) +
    `<path d="M115 110H185L285 270H15Z" fill="${context.glow(35, 70)}" opacity=".85"/>` +
    `<path d="${stripes}" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>` +
    balls
  );
};

const reels: Foreground = (context, prize) =>
  stage(context, prize) +
  `<rect x="26" y="58" width="170" height="176" rx="18" fill="${context.gold}" stroke="#7a4a00" stroke-width="3"/>` +
  `<rect x="38" y="96" width="146" height="70" rx="8" fill="#fff"/>` +
  '<path d="M86 96V166M136 96V166" stroke="#ccc" stroke-width="2"/>' +
  '<g font-family="Impact,\'Arial Black\',sans-serif" font-size="46" text-anchor="middle" fill="#e0102f"><text x="62" y="148">7</text><text x="111" y="148">7</text><text x="160" y="148">7</text></g>' +
  `<rect x="44" y="70" width="134" height="18" rx="6" fill="${context.deep(14)}"/>` +
  `<text x="111" y="84" font-size="13" font-weight="900" text-anchor="middle" fill="${context.glow(75)}">JACKPOT</text>` +
  '<path d="M196 160H212V92" fill="none" stroke="#999" stroke-width="6"/>' +
  circle(212, 88, 10, 'fill="#e0102f" stroke="#fff" stroke-width="2"');

const coins: Foreground = (context, prize, random) => {
  let confetti = '';
  for (let i = 0; i < 16; i += 1) confetti += `M${n(random() * 300)} ${n(random() * 200)}l5 2-2 5z`;
  return (
    stage(context, prize) +
    `<path d="${confetti}" fill="${context.glow(70)}"/>` +
    `<ellipse cx="112" cy="134" rx="72" ry="78" fill="${context.gold}" stroke="#7a4a00" stroke-width="4"/>` +
    `<ellipse cx="112" cy="134" rx="56" ry="62" fill="none" stroke="#fff2b3" stroke-opacity=".7" stroke-width="4"/>` +
    `<polygon points="${starPoints(112, 136, 5, 40, 16)}" fill="#b86e00"/>` +
    small(chipStack(0, 0, CHIP_COLOURS[4], 5), 70, 246, 0.9)
  );
};

const chest: Foreground = (context, prize, random) => {
  let falling = '';
  for (let i = 0; i < 6; i += 1) {
    falling += circle(30 + random() * 170, 40 + random() * 90, 7 + random() * 5, '');
  }
  const hue = 20 + random() * 30;
  return (
    stage(context, prize) +
    circle(
      108,
      150,
      84,
      `fill="${radial(
        context,
        'cg',
        [
          ['#fff1b0', 0.8],
          ['#ffc640', 0],
        ],
        0.5,
        0.5,
      )}"`,
    ) +
    `<g fill="${context.gold}" stroke="#7a4a00" stroke-width="2">${falling}</g>` +
    placeMotif(context, MOTIFS.chest(motifPaint(context, hue, 'cm')), 108, 168, 150)
  );
};

const marquee: Foreground = (context, prize) => {
  let bulbs = '';
  for (let i = 0; i < 14; i += 1) bulbs += `M${30 + i * 12.3} 62h.01M${30 + i * 12.3} 190h.01`;
  for (let i = 1; i < 10; i += 1) bulbs += `M24 ${62 + i * 12.8}h.01M196 ${62 + i * 12.8}h.01`;
  return (
    stage(context, undefined) +
    `<rect x="16" y="50" width="192" height="152" rx="18" fill="#7a0a1e" stroke="${context.gold}" stroke-width="5"/>` +
    `<path d="${bulbs}" stroke="#fff3b0" stroke-width="7" stroke-linecap="round"/>` +
    `<text x="112" y="128" font-family="Impact,'Arial Black',sans-serif" font-size="40" font-weight="900" text-anchor="middle" fill="${context.gold}" stroke="#3a0008" stroke-width="2">JACKPOT</text>` +
    `<text x="112" y="172" font-size="30" font-weight="900" text-anchor="middle" fill="#fff">×${prize}</text>`
  );
};

const FOREGROUNDS: Readonly<Record<LiveSubject['kind'], Foreground>> = {
  roulette,
  blackjack,
  baccarat,
  poker,
  duel,
  dice,
  wheel,
  tower,
  grid,
  lanes,
  reels,
  coins,
  chest,
  marquee,
};
