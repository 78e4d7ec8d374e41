import { circle } from './emblem-kit';
import type { Motif } from './motif-kit';
import { gleam, own } from './motif-kit';
import { starPoints } from './svg-kit';

/** Fruit-machine symbols: sevens, bars, bells, fruit, stars, hearts, horseshoes, clovers and sweets. */

const highlight = (x: number, y: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="5" ry="3.5" fill="#fff" opacity=".75" stroke="none"/>`;

export const seven: Motif = (p) =>
  `<path d="M20 16H82V30L58 86H35L58 33H35V40H20Z" fill="${p.fill}" stroke-width="4.5"/>` + gleam('M26 22H75', 3);

export const bar: Motif = (p) => {
  const rows = [14, 39, 64];
  return (
    rows.map((y) => `<rect x="10" y="${y}" width="80" height="21" rx="6" fill="${p.fill}"/>`).join('') +
    '<g font-family="\'Arial Black\',Arial,sans-serif" font-size="15" font-weight="900" text-anchor="middle" fill="#fff" stroke="none">' +
    rows.map((y) => `<text x="50" y="${y + 16}">BAR</text>`).join('') +
    '</g>'
  );
};

export const bell: Motif = (p) =>
  circle(50, 14, 6, `fill="${p.gold}"`) +
  `<path d="M50 19C33 19 27 32 27 47V59L16 73V80H84V73L73 59V47C73 32 67 19 50 19Z" fill="${p.fill}"/>` +
  `<rect x="16" y="72" width="68" height="8" rx="3" fill="${p.gold}"/>` +
  circle(50, 87, 7, `fill="${p.gold}"`) +
  gleam('M37 32C34 39 34 47 34 56');

export const cherry: Motif = (p) => {
  const red = own(p, 'mcy', ['#ff8a8a', '#e0102f', '#7a0018']);
  const one = (x: number, y: number) => circle(x, y, 17, `fill="${red}"`) + highlight(x - 6, y - 6);
  return (
    '<path d="M31 60C35 42 47 27 66 16M67 58C63 43 63 29 66 16" fill="none" stroke="#2f6b1f" stroke-width="4.5"/>' +
    '<path d="M66 16C74 7 87 8 92 16C83 24 72 24 66 16Z" fill="#4caf2a" stroke-width="2.5"/>' +
    one(31, 68) +
    one(68, 66)
  );
};

export const grapes: Motif = (p) => {
  const purple = own(p, 'mgr', ['#dcaaff', '#8e3fd1', '#4a1475']);
  const berries = [
    [32, 38],
    [50, 35],
    [68, 38],
    [40, 55],
    [60, 55],
    [50, 72],
  ]
    .map(
      ([x = 0, y = 0]) => circle(x, y, 12, `fill="${purple}"`) + circle(x - 4, y - 4, 3, 'fill="#fff" stroke="none"'),
    )
    .join('');
  return (
    '<path d="M50 24V10" fill="none" stroke="#6b4423" stroke-width="5"/>' +
    '<path d="M52 15C60 6 75 8 80 16C70 23 59 22 52 15Z" fill="#4caf2a" stroke-width="2.5"/>' +
    berries
  );
};

export const apple: Motif = (p) => {
  const red = own(p, 'map', ['#ffa08f', '#e5322a', '#7d0f0a']);
  return (
    '<path d="M50 30V14" fill="none" stroke="#6b4423" stroke-width="5"/>' +
    '<path d="M52 22C58 10 72 8 80 14C74 24 62 26 52 22Z" fill="#4caf2a" stroke-width="2.5"/>' +
    `<path d="M50 32C36 20 14 28 14 52C14 74 30 90 50 85C70 90 86 74 86 52C86 28 64 20 50 32Z" fill="${red}"/>` +
    gleam('M26 48C26 40 30 35 37 33', 5)
  );
};

export const lemon: Motif = (p) => {
  const yellow = own(p, 'mle', ['#fff59d', '#fdd835', '#d88f00']);
  return (
    `<path d="M8 52C12 50 16 38 28 31C42 23 62 23 74 31C84 38 88 46 92 50C90 54 86 62 76 70C62 80 40 80 26 72C16 66 12 56 8 52Z" fill="${yellow}"/>` +
    gleam('M28 40C38 32 52 30 64 33')
  );
};

export const star: Motif = (p) =>
  `<polygon points="${starPoints(50, 54, 5, 44, 19)}" fill="${p.fill}"/>` +
  `<polygon points="${starPoints(50, 54, 5, 24, 10)}" fill="#fff" opacity=".3" stroke="none"/>`;

export const heart: Motif = (p) =>
  `<path d="M50 88C18 64 8 46 11 33C14 17 35 11 50 28C65 11 86 17 89 33C92 46 82 64 50 88Z" fill="${p.fill}"/>` +
  gleam('M22 36C23 28 29 23 36 23', 5);

export const horseshoe: Motif = (p) => {
  const shape = 'M27 14V50A23 23 0 0 0 73 50V14';
  const nails = [
    [27, 22],
    [27, 38],
    [73, 22],
    [73, 38],
    [36, 68],
    [64, 68],
  ]
    .map(([x = 0, y = 0]) => circle(x, y, 2.6, 'fill="#7a4a00" stroke="none"'))
    .join('');
  return (
    `<path d="${shape}" fill="none" stroke-width="24"/><path d="${shape}" fill="none" stroke="${p.gold}" stroke-width="17"/>` +
    nails
  );
};

export const clover: Motif = (p) => {
  const leaf = own(p, 'mcl', ['#b9ff8a', '#22b14c', '#0b5a22']);
  const heart = 'M50 50C36 40 22 28 33 18C40 12 50 18 50 26C50 18 60 12 67 18C78 28 64 40 50 50Z';
  return (
    '<path d="M50 52Q56 74 70 90" fill="none" stroke="#1a7a34" stroke-width="6"/>' +
    [0, 90, 180, 270].map((a) => `<path d="${heart}" transform="rotate(${a} 50 50)" fill="${leaf}"/>`).join('')
  );
};

export const lollipop: Motif = (p) =>
  `<rect x="46" y="66" width="8" height="30" rx="3" fill="#fff"/>` +
  circle(50, 40, 32, `fill="${p.fill}"`) +
  '<path d="M46 40a4 4 0 0 1 8 0a8 8 0 0 1 -16 0a12 12 0 0 1 24 0a16 16 0 0 1 -32 0a20 20 0 0 1 40 0a24 24 0 0 1 -48 0" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="4.5"/>';

export const candy: Motif = (p) =>
  `<path d="M30 50L8 30V70ZM70 50L92 30V70Z" fill="${p.light}"/>` +
  `<ellipse cx="50" cy="50" rx="25" ry="21" fill="${p.fill}"/>` +
  '<path d="M37 35L44 66M49 30L57 70M61 32L66 60" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>';
