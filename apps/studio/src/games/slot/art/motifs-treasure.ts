import { gradient, hueGradient, type Motif } from './motif-kit';
import { gleam, INK, outline, starPoints } from './svg-kit';

/** Treasure and regalia: crowns, gems, coins, chests, bags, keys, gifts, potions, shields, axes, lanterns. */

export const crown: Motif = (c) =>
  `<path d="M16 70L20 30L36 48L50 22L64 48L80 30L84 70Z" fill="${c.gold}" ${outline(3.5)}/>` +
  `<rect x="15" y="64" width="70" height="14" rx="4" fill="${c.fill}" ${outline(3)}/>` +
  [
    [20, 30],
    [50, 22],
    [80, 30],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${c.light}" ${outline(2.5)}/>`)
    .join('') +
  `<circle cx="50" cy="71" r="4.5" fill="#fff" ${outline(2)}/>` +
  `<circle cx="31" cy="71" r="3" fill="${c.light}"/><circle cx="69" cy="71" r="3" fill="${c.light}"/>`;

export const diamond: Motif = (c) =>
  `<polygon points="50,86 12,40 27,20 73,20 88,40" fill="${c.fill}" ${outline(3.5)}/>` +
  '<path d="M12 40H88M27 20L38 40L50 20L62 40L73 20M38 40L50 86L62 40" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2" stroke-linejoin="round"/>' +
  '<polygon points="27,20 38,40 12,40" fill="#fff" opacity=".3"/>' +
  '<polygon points="50,20 62,40 38,40" fill="#fff" opacity=".22"/>';

export const gem: Motif = (c) =>
  `<polygon points="34,16 66,16 84,34 84,66 66,84 34,84 16,66 16,34" fill="${c.fill}" ${outline(3.5)}/>` +
  `<polygon points="40,28 60,28 72,40 72,60 60,72 40,72 28,60 28,40" fill="${c.light}" opacity=".55"/>` +
  '<path d="M34 16L40 28M66 16L60 28M84 34L72 40M84 66L72 60M66 84L60 72M34 84L40 72M16 66L28 60M16 34L28 40" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>' +
  gleam('M38 22H58', 3);

export const coin: Motif = (c) =>
  `<circle cx="50" cy="52" r="35" fill="${c.gold}" ${outline(3.5)}/>` +
  '<circle cx="50" cy="52" r="26" fill="none" stroke="#8a5a00" stroke-opacity=".55" stroke-width="3"/>' +
  `<polygon points="${starPoints(50, 53, 5, 15, 6.5)}" fill="${c.fill}" ${outline(2)}/>` +
  gleam('M27 38C31 30 38 25 46 23');

export const chest: Motif = (c) => {
  const wood = gradient('wood', ['#b5743a', '#8a4f22', '#5a3112']);
  return (
    wood.def +
    `<circle cx="36" cy="34" r="9" fill="${c.gold}" ${outline(2)}/><circle cx="58" cy="30" r="9" fill="${c.gold}" ${outline(2)}/>` +
    `<path d="M14 46V36C14 24 28 18 50 18C72 18 86 24 86 36V46Z" fill="${wood.url}" ${outline(3.5)}/>` +
    `<rect x="14" y="46" width="72" height="38" rx="3" fill="${wood.url}" ${outline(3.5)}/>` +
    `<path d="M26 20V84M74 20V84" stroke="${c.gold}" stroke-width="6"/>` +
    `<rect x="42" y="40" width="16" height="20" rx="3" fill="${c.gold}" ${outline(2.5)}/>` +
    `<circle cx="50" cy="49" r="2.5" fill="${INK}"/>`
  );
};

export const moneybag: Motif = (c) => {
  const sack = gradient('sack', ['#f0d9a8', '#c9a062', '#8c6431']);
  return (
    sack.def +
    `<path d="M38 30C30 22 34 14 40 14H60C66 14 70 22 62 30C84 42 88 62 82 74C78 84 66 88 50 88C34 88 22 84 18 74C12 62 16 42 38 30Z" fill="${sack.url}" ${outline(3.5)}/>` +
    `<path d="M36 30H64" stroke="${c.fill}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="50" cy="62" r="14" fill="${c.gold}" ${outline(2.5)}/>` +
    `<polygon points="${starPoints(50, 63, 5, 8, 3.5)}" fill="${c.fill}"/>`
  );
};

export const key: Motif = (c) =>
  `<circle cx="30" cy="50" r="16" fill="none" stroke="${INK}" stroke-width="13"/>` +
  `<circle cx="30" cy="50" r="16" fill="none" stroke="${c.gold}" stroke-width="7"/>` +
  `<path d="M44 46H86V54H80V66H72V54H66V62H58V54H44Z" fill="${c.gold}" ${outline(3)}/>` +
  `<circle cx="30" cy="50" r="5" fill="${c.fill}"/>`;

export const gift: Motif = (c) =>
  `<rect x="18" y="42" width="64" height="42" rx="3" fill="${c.fill}" ${outline(3.5)}/>` +
  `<rect x="14" y="32" width="72" height="14" rx="3" fill="${c.fill}" ${outline(3)}/>` +
  `<rect x="44" y="32" width="12" height="52" fill="${c.gold}" ${outline(2.5)}/>` +
  `<path d="M50 32C38 14 22 20 30 30C34 34 44 33 50 32C56 33 66 34 70 30C78 20 62 14 50 32Z" fill="${c.gold}" ${outline(3)}/>`;

export const potion: Motif = (c) =>
  `<rect x="40" y="12" width="20" height="8" rx="2" fill="#b08850" ${outline(2.5)}/>` +
  `<path d="M42 20H58V36C74 42 82 54 80 66C78 80 66 88 50 88C34 88 22 80 20 66C18 54 26 42 42 36Z" fill="#dff6ff" fill-opacity=".85" ${outline(3.5)}/>` +
  `<path d="M22 62C34 56 44 68 56 62C64 58 72 58 78 62C78 78 66 85 50 85C34 85 23 78 22 62Z" fill="${c.fill}"/>` +
  '<circle cx="42" cy="72" r="3" fill="#fff" opacity=".7"/><circle cx="56" cy="76" r="2" fill="#fff" opacity=".7"/>' +
  gleam('M30 50C28 54 27 58 27 62', 3);

export const crystal: Motif = (c) =>
  `<path d="M28 80H72L66 90H34Z" fill="${c.gold}" ${outline(3)}/>` +
  `<circle cx="50" cy="46" r="31" fill="${c.fill}" ${outline(3.5)}/>` +
  '<circle cx="50" cy="46" r="20" fill="#fff" opacity=".18"/>' +
  `<polygon points="${starPoints(56, 52, 4, 9, 2.5)}" fill="#fff" opacity=".9"/>` +
  gleam('M30 36C34 26 42 21 50 20');

export const shield: Motif = (c) =>
  `<path d="M50 12L82 22V46C82 66 68 80 50 88C32 80 18 66 18 46V22Z" fill="${c.fill}" ${outline(3.5)}/>` +
  `<path d="M50 20V80M24 42H76" stroke="${c.gold}" stroke-width="8"/>` +
  `<circle cx="50" cy="42" r="8" fill="${c.gold}" ${outline(2.5)}/>` +
  gleam('M26 28L46 21', 3);

export const axe: Motif = (c) => {
  const steel = gradient('steel', ['#ffffff', '#b8c7d6', '#5d7186']);
  return (
    steel.def +
    `<rect x="45" y="14" width="10" height="74" rx="4" fill="#7a4a22" ${outline(3)} transform="rotate(20 50 50)"/>` +
    `<path d="M52 20C72 14 86 26 86 44C86 58 76 66 62 64L52 44Z" fill="${steel.url}" ${outline(3.5)} transform="rotate(20 50 50)"/>` +
    `<path d="M48 22C30 18 16 28 16 42C16 52 24 58 34 56L48 40Z" fill="${steel.url}" ${outline(3.5)} transform="rotate(20 50 50)"/>` +
    `<rect x="43" y="32" width="14" height="14" rx="3" fill="${c.gold}" ${outline(2.5)} transform="rotate(20 50 50)"/>`
  );
};

export const lantern: Motif = (c) => {
  const red = hueGradient('lantern', 356, 85);
  return (
    red.def +
    '<path d="M50 6V16" stroke="#6b4423" stroke-width="3"/>' +
    `<rect x="34" y="14" width="32" height="8" rx="2" fill="${c.gold}" ${outline(2.5)}/>` +
    `<ellipse cx="50" cy="50" rx="32" ry="28" fill="${red.url}" ${outline(3.5)}/>` +
    '<path d="M50 22C38 30 38 70 50 78M50 22C62 30 62 70 50 78M30 36C24 44 24 56 30 64M70 36C76 44 76 56 70 64" fill="none" stroke="#7a0b16" stroke-opacity=".6" stroke-width="2.5"/>' +
    `<rect x="34" y="76" width="32" height="8" rx="2" fill="${c.gold}" ${outline(2.5)}/>` +
    `<path d="M50 84V94" stroke="${c.gold}" stroke-width="4"/>` +
    gleam('M32 38C30 44 30 50 31 55')
  );
};

export const pot: Motif = (c) =>
  [
    [36, 36],
    [50, 30],
    [64, 36],
    [43, 26],
    [58, 24],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="10" ry="6" fill="${c.gold}" ${outline(2)}/>`)
    .join('') +
  `<path d="M20 44H80C86 62 80 78 68 86H32C20 78 14 62 20 44Z" fill="#2b2b36" ${outline(3.5)}/>` +
  `<rect x="16" y="38" width="68" height="10" rx="5" fill="#3d3d4c" ${outline(3)}/>` +
  gleam('M28 54C26 62 28 70 32 76', 3);
