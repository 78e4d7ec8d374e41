import { circle } from './emblem-kit';
import type { Motif } from './motif-kit';
import { gleam, INK, own } from './motif-kit';
import { starPoints } from './svg-kit';

/** Playful symbols: pumpkins, ghosts, koi, shells and a festive tree. */

export const pumpkin: Motif = (p) => {
  const orange = own(p, 'mpk', ['#ffc46b', '#f57c00', '#8a3a00']);
  return (
    '<path d="M50 24V8" fill="none" stroke="#3d6b1f" stroke-width="7"/>' +
    `<ellipse cx="30" cy="58" rx="22" ry="30" fill="${orange}"/><ellipse cx="70" cy="58" rx="22" ry="30" fill="${orange}"/>` +
    `<ellipse cx="50" cy="57" rx="22" ry="33" fill="${orange}"/>` +
    '<path d="M28 48L40 40L42 54ZM72 48L60 40L58 54ZM26 66Q50 84 74 66L66 70L58 66L50 72L42 66L34 70Z" fill="#ffe14d" stroke="none"/>'
  );
};

export const ghost: Motif = (p) => {
  const white = own(p, 'mgh', ['#ffffff', '#e8e6ff', '#a9a4d6']);
  return (
    `<path d="M18 90V46C18 24 32 10 50 10C68 10 82 24 82 46V90L72 81L61 90L50 81L39 90L28 81Z" fill="${white}"/>` +
    `<ellipse cx="38" cy="44" rx="6" ry="9" fill="${INK}" stroke="none"/><ellipse cx="62" cy="44" rx="6" ry="9" fill="${INK}" stroke="none"/>` +
    `<ellipse cx="50" cy="66" rx="7" ry="9" fill="${INK}" stroke="none"/>` +
    gleam('M28 40Q28 24 40 18', 4)
  );
};

export const fish: Motif = (p) =>
  '<g transform="rotate(-18 50 50)">' +
  `<path d="M68 50L94 30Q86 50 94 70Z" fill="${p.fill}"/>` +
  `<path d="M34 34L46 18L56 36ZM36 66L46 80L52 64Z" fill="${p.light}"/>` +
  `<path d="M6 50C20 28 52 28 74 50C52 72 20 72 6 50Z" fill="${p.fill}"/>` +
  '<path d="M36 38Q46 44 44 56Q34 60 30 50Q30 42 36 38ZM56 40Q64 46 60 58Q54 54 52 46Z" fill="#fff" opacity=".85" stroke="none"/>' +
  circle(18, 47, 4, `fill="${INK}" stroke="none"`) +
  '</g>';

export const shell: Motif = (p) => {
  const ribs = [-52, -26, 0, 26, 52].map((a) => `<path d="M50 86V20" transform="rotate(${a} 50 86)"/>`).join('');
  return (
    `<path d="M50 88L12 54Q10 18 50 10Q90 18 88 54Z" fill="${p.fill}"/>` +
    `<g fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3">${ribs}</g>` +
    `<path d="M38 84H62L58 94H42Z" fill="${p.fill}"/>`
  );
};

export const tree: Motif = (p) => {
  const green = own(p, 'mtr', ['#7be07b', '#1f9a4a', '#0b4a24']);
  const baubles = [
    [40, 46],
    [60, 60],
    [34, 72],
    [66, 78],
    [50, 74],
  ]
    .map(([x = 0, y = 0], i) => circle(x, y, 5, `fill="${i % 2 ? p.gold : p.main}" stroke-width="2"`))
    .join('');
  return (
    '<path d="M43 82H57V96H43Z" fill="#7a4a22"/>' +
    `<path d="M50 14L80 50H66L90 84H10L34 50H20Z" fill="${green}"/>` +
    baubles +
    `<polygon points="${starPoints(50, 14, 5, 12, 5)}" fill="${p.gold}" stroke-width="2"/>`
  );
};
