import type { TABLE_ART_THEMES } from './artwork-themes';
import type { Emblem, EmblemContext } from './emblem-kit';
import { circle, linear, radial } from './emblem-kit';
import { n } from './svg-kit';

/** Centre-pieces for live, table and instant games: the table, not a story, is what players look for. */

const chip = (c: EmblemContext, x: number, y: number, color: string) =>
  circle(x, y, 22, `fill="${color}" stroke="#fff" stroke-width="6" stroke-dasharray="7 7.4"`) +
  circle(x, y, 13, `fill="none" stroke="${c.gold}" stroke-width="2"`);

const roulette: Emblem = (c) => {
  const rim = radial(c, 'rw', ['#8a4a1c', '#4a2208', '#2a1204'], 0.5, 0.5);
  const cone = radial(c, 'rc', ['#d9a066', '#8a4a1c', '#3d1c06'], 0.45, 0.4);
  // 36 alternating pockets from one dashed circle: 2πr / 36 per dash.
  const dash = n((2 * Math.PI * 66) / 36);
  const ball = c.random() * Math.PI * 2;
  return (
    circle(150, 150, 92, `fill="${rim}" stroke="${c.gold}" stroke-width="5"`) +
    circle(150, 150, 66, 'fill="none" stroke="#c8102e" stroke-width="26"') +
    circle(150, 150, 66, `fill="none" stroke="#111" stroke-width="26" stroke-dasharray="${dash} ${dash}"`) +
    circle(150, 150, 79, `fill="none" stroke="${c.gold}" stroke-width="2"`) +
    circle(150, 150, 53, `fill="${cone}" stroke="${c.gold}" stroke-width="3"`) +
    `<path d="M150 104V196M104 150H196" stroke="${c.gold}" stroke-width="6" stroke-linecap="round"/>` +
    circle(150, 150, 14, `fill="${c.gold}"`) +
    circle(150 + 66 * Math.cos(ball), 150 + 66 * Math.sin(ball), 7, 'fill="#fff" stroke="#999"')
  );
};

const cards: Emblem = (c) => {
  const face = linear(c, 'cf', ['#ffffff', '#f1ece0']);
  const card = (angle: number, rank: string, suit: string, color: string) =>
    `<g transform="rotate(${angle} 150 250)"><rect x="104" y="74" width="92" height="132" rx="9" fill="${face}" stroke="${c.gold}" stroke-width="3"/>` +
    `<text x="116" y="102" font-size="24" font-weight="700" fill="${color}" font-family="Georgia,serif">${rank}</text>` +
    `<text x="150" y="162" font-size="54" text-anchor="middle" fill="${color}" font-family="'DejaVu Sans',sans-serif">${suit}</text></g>`;
  return (
    card(-22, 'K', '♥', '#c8102e') +
    card(22, 'Q', '♦', '#c8102e') +
    card(0, 'A', '♠', '#111') +
    chip(c, 74, 222, '#c8102e') +
    chip(c, 228, 222, '#1c5fd6')
  );
};

const dice: Emblem = (c) => {
  const face = linear(c, 'dd', ['#ffffff', '#e4e4ee']);
  const pips: Record<number, [number, number][]> = {
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  };
  const die = (x: number, y: number, angle: number, value: 5 | 6) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-40" y="-40" width="80" height="80" rx="16" fill="${face}" stroke="#b9b9cc" stroke-width="2"/>` +
    (pips[value] ?? []).map(([px, py]) => circle(px * 20, py * 20, 8, 'fill="#c8102e"')).join('') +
    '</g>';
  return die(112, 150, -16, 5) + die(192, 166, 14, 6) + chip(c, 150, 226, '#0f8a4a');
};

const show: Emblem = (c) => {
  // Pie slices from dashed circles whose stroke is as wide as the disc: 16 slices in four colours.
  const slice = n((2 * Math.PI * 40) / 16);
  const gap = n(((2 * Math.PI * 40) / 16) * 3);
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
  const bulbs = Array.from({ length: 16 }, (_, i) => {
    const a = ((i * 22.5 + 11.25) * Math.PI) / 180;
    return circle(150 + 88 * Math.cos(a), 150 + 88 * Math.sin(a), 4.5, `fill="${i % 2 ? '#fff' : '#ffe680'}"`);
  }).join('');
  return (
    circle(150, 150, 88, `fill="none" stroke="${c.gold}" stroke-width="14"`) +
    slices +
    bulbs +
    circle(150, 150, 16, `fill="${c.gold}" stroke="#7a4a00" stroke-width="2"`) +
    `<path d="M150 82L136 52H164Z" fill="${c.gold}" stroke="#7a4a00" stroke-width="2"/>`
  );
};

const crash: Emblem = (c) => {
  const line = c.glow(62, 100);
  const area = linear(c, 'ka', [
    [line, 0.55],
    [line, 0],
  ]);
  const multiplier = (2 + c.random() * 40).toFixed(2);
  return (
    '<path d="M60 80V232H250M60 194H250M60 156H250M60 118H250" stroke="#fff" stroke-opacity=".12" stroke-width="1.5" fill="none"/>' +
    `<path d="M60 232Q170 226 236 92V232Z" fill="${area}"/>` +
    `<path d="M60 232Q170 226 236 92" stroke="${line}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    circle(236, 92, 16, `fill="${line}" opacity=".35"`) +
    circle(236, 92, 8, 'fill="#fff"') +
    `<text x="112" y="130" font-size="40" font-weight="900" fill="#fff" font-family="Impact,'Arial Black',sans-serif">${multiplier}×</text>`
  );
};

const mines: Emblem = (c) => {
  const tile = linear(c, 'mt', [c.glow(55, 60), c.glow(30, 65)]);
  const gem = c.glow(75, 100);
  const cells: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      const x = 76 + col * 38;
      const y = 76 + row * 38;
      const roll = c.random();
      cells.push(`<rect x="${x}" y="${y}" width="32" height="32" rx="7" fill="${tile}"/>`);
      if (roll < 0.3) {
        cells.push(
          `<path d="M${x + 16} ${y + 6}L${x + 26} ${y + 14}L${x + 16} ${y + 27}L${x + 6} ${y + 14}Z" fill="${gem}"/>`,
        );
      } else if (roll < 0.38) cells.push(circle(x + 16, y + 17, 9, 'fill="#111" stroke="#ff4d4d" stroke-width="2"'));
    }
  }
  return `<g transform="translate(0 8)">${cells.join('')}</g>`;
};

const pegs: Emblem = (c) => {
  const dots: string[] = [];
  for (let row = 0; row < 7; row += 1) {
    for (let i = 0; i <= row + 2; i += 1) dots.push(circle(150 + (i - (row + 2) / 2) * 22, 72 + row * 22, 3.5, ''));
  }
  const buckets = ['#ff3b5c', '#ff8a00', '#ffd000', '#35d07f', '#ffd000', '#ff8a00', '#ff3b5c']
    .map((colour, i) => `<rect x="${n(72 + i * 22.6)}" y="232" width="19" height="14" rx="3" fill="${colour}"/>`)
    .join('');
  const ballX = 150 + (c.random() - 0.5) * 60;
  return (
    `<g fill="#fff" opacity=".85">${dots.join('')}</g>` +
    buckets +
    circle(ballX, 140, 9, `fill="${c.glow(65, 100)}" stroke="#fff" stroke-width="2"`)
  );
};

export const TABLE_EMBLEMS: Readonly<Record<(typeof TABLE_ART_THEMES)[number], Emblem>> = {
  roulette,
  cards,
  dice,
  show,
  crash,
  mines,
  pegs,
};
