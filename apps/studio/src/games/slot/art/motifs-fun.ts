import { gradient, hueGradient, type Motif } from './motif-kit';
import { gleam, INK, outline } from './svg-kit';

/** Playful motifs: sweets, pumpkins, ghosts, sea life, lightning, paws, leaves, fir trees. */

export const lollipop: Motif = (c) =>
  `<rect x="46" y="50" width="8" height="40" rx="3" fill="#f4f1ff" ${outline(2.5)}/>` +
  `<circle cx="50" cy="38" r="28" fill="${c.fill}" ${outline(3.5)}/>` +
  '<path d="M50 38C54 38 56 34 54 31C50 26 42 30 42 37C42 46 52 50 59 45C68 38 64 22 52 19C38 16 26 28 28 42" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="5" stroke-linecap="round"/>';

export const candy: Motif = (c) =>
  `<path d="M30 50L12 34L16 50L12 66ZM70 50L88 34L84 50L88 66Z" fill="${c.light}" ${outline(3)}/>` +
  `<ellipse cx="50" cy="50" rx="24" ry="20" fill="${c.fill}" ${outline(3.5)}/>` +
  '<path d="M38 34L54 68M50 31L64 62" stroke="#fff" stroke-opacity=".6" stroke-width="5"/>' +
  gleam('M34 42C36 37 40 34 44 33', 3);

export const pumpkin: Motif = () => {
  const orange = hueGradient('pumpkin', 28, 92);
  return (
    orange.def +
    `<path d="M50 26V14" stroke="#3f6b1f" stroke-width="7" stroke-linecap="round"/>` +
    `<ellipse cx="34" cy="56" rx="22" ry="28" fill="${orange.url}" ${outline(3)}/>` +
    `<ellipse cx="66" cy="56" rx="22" ry="28" fill="${orange.url}" ${outline(3)}/>` +
    `<ellipse cx="50" cy="56" rx="18" ry="30" fill="${orange.url}" ${outline(3)}/>` +
    `<path d="M32 48L40 40L44 50ZM68 48L60 40L56 50Z" fill="${INK}"/>` +
    `<path d="M30 64L38 70L44 64L50 70L56 64L62 70L70 64C64 78 36 78 30 64Z" fill="${INK}"/>`
  );
};

export const ghost: Motif = (c) =>
  `<path d="M24 86V44C24 26 36 14 50 14C64 14 76 26 76 44V86L67 78L58 86L50 78L42 86L33 78Z" fill="#f4f6ff" ${outline(3.5)}/>` +
  `<ellipse cx="41" cy="44" rx="5" ry="7" fill="${INK}"/><ellipse cx="59" cy="44" rx="5" ry="7" fill="${INK}"/>` +
  `<ellipse cx="50" cy="60" rx="6" ry="8" fill="${c.dark}"/>` +
  gleam('M32 40C32 32 36 26 42 23', 3);

export const fish: Motif = (c) =>
  `<path d="M14 50C28 28 54 24 70 42L88 26L84 50L88 74L70 58C54 76 28 72 14 50Z" fill="${c.fill}" ${outline(3.5)}/>` +
  `<path d="M44 36C50 28 58 26 62 28C58 34 52 38 44 36Z" fill="${c.light}" ${outline(2)}/>` +
  `<circle cx="30" cy="46" r="5" fill="#fff" ${outline(2)}/><circle cx="31" cy="46" r="2.5" fill="${INK}"/>` +
  '<path d="M46 46C50 50 50 56 46 60M56 44C60 50 60 56 56 62" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="2.5"/>';

export const shell: Motif = () => {
  const pink = gradient('shell', ['#ffe4ec', '#ff9fbd', '#d9577f']);
  return (
    pink.def +
    `<path d="M50 86L14 46C14 26 30 14 50 14C70 14 86 26 86 46Z" fill="${pink.url}" ${outline(3.5)}/>` +
    '<path d="M50 86L22 28M50 86L36 18M50 86V14M50 86L64 18M50 86L78 28" fill="none" stroke="#b8416a" stroke-opacity=".6" stroke-width="2.5"/>' +
    `<path d="M40 84H60L56 92H44Z" fill="${pink.url}" ${outline(2.5)}/>`
  );
};

export const lightning: Motif = () => {
  const yellow = gradient('bolt', ['#fffbe0', '#ffd740', '#ff9100']);
  return (
    yellow.def +
    `<polygon points="58,8 20,56 46,56 36,92 80,38 54,38 66,8" fill="${yellow.url}" ${outline(3.5)}/>` +
    gleam('M54 16L34 44', 3)
  );
};

export const paw: Motif = (c) =>
  `<path d="M50 50C36 50 26 64 26 74C26 82 34 86 40 84C44 83 46 80 50 80C54 80 56 83 60 84C66 86 74 82 74 74C74 64 64 50 50 50Z" fill="${c.fill}" ${outline(3.5)}/>` +
  [
    [24, 44, -20],
    [39, 30, -6],
    [61, 30, 6],
    [76, 44, 20],
  ]
    .map(
      ([x, y, r]) =>
        `<ellipse cx="${x}" cy="${y}" rx="8" ry="11" transform="rotate(${r} ${x} ${y})" fill="${c.fill}" ${outline(3)}/>`,
    )
    .join('');

export const leaf: Motif = () => {
  const green = gradient('leaf', ['#c5f26b', '#5cb82e', '#2a6b16']);
  return (
    green.def +
    `<path d="M16 84C14 46 38 18 84 14C86 58 62 84 16 84Z" fill="${green.url}" ${outline(3.5)}/>` +
    '<path d="M16 84C34 62 54 40 78 20M40 62L38 46M52 50L52 34M40 62L56 64M52 50L66 50" fill="none" stroke="#eaffc2" stroke-opacity=".7" stroke-width="2.5" stroke-linecap="round"/>'
  );
};

export const tree: Motif = (c) => {
  const fir = gradient('fir', ['#5fd38a', '#1f8a4c', '#0f5530']);
  return (
    fir.def +
    `<rect x="44" y="78" width="12" height="12" fill="#7a4a22" ${outline(2.5)}/>` +
    `<polygon points="50,26 84,80 16,80" fill="${fir.url}" ${outline(3.5)}/>` +
    `<polygon points="50,16 76,56 24,56" fill="${fir.url}" ${outline(3)}/>` +
    `<circle cx="36" cy="70" r="4" fill="${c.fill}"/><circle cx="62" cy="66" r="4" fill="${c.light}"/><circle cx="50" cy="46" r="4" fill="${c.fill}"/>` +
    `<polygon points="50,4 54,13 63,13 56,19 59,28 50,22 41,28 44,19 37,13 46,13" fill="${c.gold}" ${outline(2)}/>`
  );
};
