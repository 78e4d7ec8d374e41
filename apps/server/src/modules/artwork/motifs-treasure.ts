import { circle } from './emblem-kit';
import type { Motif } from './motif-kit';
import { gleam, INK, own } from './motif-kit';
import { starPoints } from './svg-kit';

/** Treasure and trinket symbols: crowns, jewels, coins, chests, keys, potions, shields, axes and lanterns. */

export const crown: Motif = (p) =>
  `<path d="M14 72L9 28L31 47L50 16L69 47L91 28L86 72Z" fill="${p.gold}"/>` +
  `<rect x="12" y="70" width="76" height="15" rx="4" fill="${p.gold}"/>` +
  circle(9, 28, 6, `fill="${p.fill}"`) +
  circle(50, 16, 7, `fill="${p.fill}"`) +
  circle(91, 28, 6, `fill="${p.fill}"`) +
  circle(50, 77, 5, `fill="${p.fill}"`) +
  circle(29, 77, 3.5, `fill="${p.fill}"`) +
  circle(71, 77, 3.5, `fill="${p.fill}"`) +
  gleam('M22 62L20 44');

export const diamond: Motif = (p) => {
  const facet = (d: string, colour: string) => `<path d="${d}" fill="${colour}" stroke="none"/>`;
  return (
    facet('M12 38L30 16L40 38Z', p.light) +
    facet('M30 16H70L60 38H40Z', '#fff') +
    facet('M70 16L88 38H60Z', p.main) +
    facet('M12 38H40L50 90Z', p.main) +
    facet('M40 38H60L50 90Z', p.light) +
    facet('M60 38H88L50 90Z', p.dark) +
    '<path d="M12 38L30 16H70L88 38L50 90ZM12 38H88" fill="none"/>' +
    gleam('M34 22L40 32', 3)
  );
};

export const gem: Motif = (p) =>
  `<path d="M32 12H68L88 32V68L68 88H32L12 68V32Z" fill="${p.fill}"/>` +
  `<path d="M38 28H62L72 38V62L62 72H38L28 62V38Z" fill="${p.light}" opacity=".6" stroke="none"/>` +
  '<path d="M32 12L38 28M68 12L62 28M88 32L72 38M88 68L72 62M68 88L62 72M32 88L38 72M12 68L28 62M12 32L28 38" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>' +
  gleam('M36 20H58', 3);

export const coin: Motif = (p) =>
  circle(50, 50, 40, `fill="${p.gold}"`) +
  circle(50, 50, 31, 'fill="none" stroke="#9c5a00" stroke-opacity=".55" stroke-width="3"') +
  `<polygon points="${starPoints(50, 52, 5, 21, 9)}" fill="${p.main}" stroke-width="2"/>` +
  gleam('M22 40A30 30 0 0 1 40 20', 5);

export const chest: Motif = (p) => {
  const wood = own(p, 'mwd', ['#d0955a', '#8a5124', '#4d2a0e']);
  return (
    `<path d="M10 48H90V86H10Z" fill="${wood}"/>` +
    `<path d="M12 44V38Q12 16 50 16Q88 16 88 38V44Z" fill="${wood}"/>` +
    `<path d="M24 18V86M76 18V86" fill="none" stroke="${p.gold}" stroke-width="7"/>` +
    `<rect x="8" y="42" width="84" height="9" rx="2" fill="${p.gold}"/>` +
    `<rect x="41" y="44" width="18" height="22" rx="3" fill="${p.gold}"/>` +
    circle(50, 54, 3, `fill="${INK}" stroke="none"`) +
    gleam('M20 34Q22 24 34 21', 3)
  );
};

export const moneybag: Motif = (p) =>
  `<path d="M38 28C24 40 12 56 14 72C16 86 30 90 50 90C70 90 84 86 86 72C88 56 76 40 62 28Z" fill="${p.fill}"/>` +
  `<path d="M36 28L28 10Q40 17 50 10Q60 17 72 10L64 28Z" fill="${p.fill}"/>` +
  `<rect x="33" y="24" width="34" height="9" rx="4" fill="${p.gold}"/>` +
  `<text x="50" y="80" font-size="38" font-weight="900" text-anchor="middle" fill="${p.gold}" stroke-width="2" font-family="Georgia,serif">$</text>`;

export const key: Motif = (p) =>
  '<g transform="rotate(-35 50 50)">' +
  `<path d="M44 45H92V55H86V68H76V55H68V64H60V55H44Z" fill="${p.gold}"/>` +
  circle(27, 50, 21, `fill="${p.gold}"`) +
  circle(27, 50, 9, `fill="${p.dark}"`) +
  '</g>';

export const gift: Motif = (p) =>
  `<rect x="16" y="44" width="68" height="44" rx="4" fill="${p.fill}"/>` +
  `<rect x="11" y="31" width="78" height="16" rx="4" fill="${p.fill}"/>` +
  `<path d="M44 31h12v57h-12z" fill="${p.gold}"/>` +
  `<path d="M50 31C36 8 18 16 29 30ZM50 31C64 8 82 16 71 30Z" fill="${p.gold}"/>` +
  gleam('M20 38H38', 3);

export const potion: Motif = (p) => {
  const glass = 'M40 14H60V36C76 42 86 54 86 68C86 82 70 90 50 90C30 90 14 82 14 68C14 54 24 42 40 36Z';
  return (
    `<path d="M17 62C30 56 40 68 50 62C60 56 72 66 83 60C88 76 74 88 50 88C26 88 14 78 17 62Z" fill="${p.fill}" stroke="none"/>` +
    `<path d="${glass}" fill="#dff4ff" fill-opacity=".25"/>` +
    '<rect x="37" y="7" width="26" height="10" rx="3" fill="#a0662f"/>' +
    circle(40, 74, 3.5, 'fill="#fff" opacity=".75" stroke="none"') +
    circle(57, 70, 2.5, 'fill="#fff" opacity=".75" stroke="none"') +
    gleam('M24 58C26 50 31 46 38 44')
  );
};

export const crystal: Motif = (p) => {
  const prism = (x: number, h: number, w: number, tilt: number, tone: string) =>
    `<path d="M${x - w} 88V${88 - h + w}L${x} ${88 - h}L${x + w} ${88 - h + w}V88Z" transform="rotate(${tilt} ${x} 88)" fill="${tone}"/>`;
  return (
    prism(30, 50, 11, -24, p.dark) +
    prism(70, 56, 11, 20, p.main) +
    prism(50, 80, 15, 0, p.fill) +
    '<path d="M50 8V88" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2"/>' +
    '<path d="M8 88H92" fill="none" stroke-width="6"/>'
  );
};

export const shield: Motif = (p) =>
  circle(50, 50, 40, `fill="${p.fill}"`) +
  '<path d="M50 12V88M12 50H88" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="10"/>' +
  circle(50, 50, 37, `fill="none" stroke="${p.gold}" stroke-width="6"`) +
  circle(50, 50, 12, `fill="${p.gold}"`) +
  [0, 90, 180, 270]
    .map((a) =>
      circle(
        50 + 26 * Math.cos((a * Math.PI) / 180 + 0.8),
        50 + 26 * Math.sin((a * Math.PI) / 180 + 0.8),
        3,
        'fill="#ffd34d" stroke="none"',
      ),
    )
    .join('');

export const axe: Motif = (p) => {
  const steel = own(p, 'mst', ['#ffffff', '#b8c7d6', '#5d7186']);
  return (
    '<g transform="rotate(-30 50 50)">' +
    '<rect x="45" y="8" width="10" height="86" rx="4" fill="#7a4a22"/>' +
    `<path d="M55 14Q90 6 94 38Q90 66 55 58Z" fill="${steel}"/>` +
    `<path d="M45 18Q22 16 18 32Q22 48 45 46Z" fill="${steel}"/>` +
    `<rect x="42" y="12" width="16" height="10" rx="2" fill="${p.gold}"/></g>`
  );
};

export const lantern: Motif = (p) =>
  '<path d="M50 2V14M50 86V98" fill="none" stroke="#ffd34d" stroke-width="4"/>' +
  `<ellipse cx="50" cy="50" rx="38" ry="34" fill="${p.fill}"/>` +
  '<path d="M50 17V83M32 20Q20 50 32 80M68 20Q80 50 68 80" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="2.5"/>' +
  `<rect x="33" y="11" width="34" height="10" rx="3" fill="${p.gold}"/><rect x="33" y="79" width="34" height="10" rx="3" fill="${p.gold}"/>` +
  circle(50, 50, 11, `fill="${p.gold}"`) +
  gleam('M22 40Q24 29 33 25');

export const pot: Motif = (p) => {
  const iron = own(p, 'mir', ['#6a6a80', '#2a2a38', '#101018']);
  const coins = [
    [30, 38],
    [70, 38],
    [44, 30],
    [58, 31],
    [38, 42],
    [62, 42],
    [50, 40],
  ]
    .map(([x = 0, y = 0]) => circle(x, y, 10, `fill="${p.gold}" stroke-width="2"`))
    .join('');
  return (
    coins +
    `<path d="M16 48H84L80 54C90 62 88 78 78 86H22C12 78 10 62 20 54Z" fill="${iron}"/>` +
    `<rect x="10" y="44" width="80" height="11" rx="5" fill="${iron}"/>` +
    gleam('M24 64Q26 58 32 56', 3)
  );
};
