import { gradient, hueGradient, type Motif } from './motif-kit';
import { gleam, INK, outline, starPoints } from './svg-kit';

/** Fruit-machine motifs: sevens, bars, bells, fruit, stars, hearts, horseshoes, clovers. */

export const seven: Motif = (c) =>
  `<path d="M24 20H78V32L56 82H37L58 36H38V42H24Z" fill="${c.fill}" ${outline(3.5)}/>` + gleam('M29 25H72', 3);

export const bar: Motif = (c) =>
  [22, 42, 62]
    .map(
      (y) =>
        `<rect x="16" y="${y}" width="68" height="15" rx="4" fill="${c.fill}" ${outline(3)}/>` +
        `<rect x="22" y="${y + 4}" width="56" height="3" rx="1.5" fill="#fff" opacity=".45"/>`,
    )
    .join('');

export const bell: Motif = (c) =>
  `<circle cx="50" cy="18" r="5" fill="${c.gold}" ${outline(2.5)}/>` +
  `<path d="M50 21C34 21 28 33 28 48V60L19 72V77H81V72L72 60V48C72 33 66 21 50 21Z" fill="${c.fill}" ${outline(3.5)}/>` +
  `<rect x="19" y="70" width="62" height="7" rx="3" fill="${c.gold}" ${outline(2.5)}/>` +
  `<circle cx="50" cy="83" r="6.5" fill="${c.gold}" ${outline(2.5)}/>` +
  gleam('M37 34C34 40 34 48 34 56');

export const cherry: Motif = () => {
  const red = hueGradient('cherry', 352, 85);
  const one = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="16" fill="${red.url}" ${outline(3)}/>` +
    `<ellipse cx="${x - 6}" cy="${y - 6}" rx="5" ry="3.5" fill="#fff" opacity=".75"/>`;
  return (
    red.def +
    '<path d="M33 58C37 40 48 26 66 17M65 56C62 42 62 29 66 17" fill="none" stroke="#2f6b1f" stroke-width="4" stroke-linecap="round"/>' +
    `<path d="M66 17C74 9 86 10 90 17C82 24 72 24 66 17Z" fill="#4caf2a" ${outline(2.5)}/>` +
    one(33, 66) +
    one(66, 64)
  );
};

export const grapes: Motif = () => {
  const purple = hueGradient('grape', 280, 70);
  const berries = [
    [32, 38],
    [50, 36],
    [68, 38],
    [41, 53],
    [59, 53],
    [50, 68],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="11" fill="${purple.url}" ${outline(2.5)}/>` +
        `<circle cx="${x! - 4}" cy="${y! - 4}" r="3" fill="#fff" opacity=".6"/>`,
    )
    .join('');
  return (
    purple.def +
    '<path d="M50 26V12" stroke="#6b4423" stroke-width="4" stroke-linecap="round"/>' +
    `<path d="M52 16C60 8 74 10 78 18C68 24 58 22 52 16Z" fill="#4caf2a" ${outline(2.5)}/>` +
    berries
  );
};

export const lemon: Motif = () => {
  const yellow = gradient('lemon', ['#fff59d', '#fdd835', '#e6a100']);
  return (
    yellow.def +
    `<path d="M12 50C16 48 18 40 24 34C34 24 50 22 64 26C74 29 82 38 84 46C88 47 90 50 88 53C84 64 72 76 52 78C36 80 22 72 16 60C13 58 10 53 12 50Z" fill="${yellow.url}" ${outline(3.5)}/>` +
    gleam('M30 36C38 30 50 29 60 31')
  );
};

export const apple: Motif = () => {
  const red = hueGradient('apple', 2, 80);
  return (
    red.def +
    `<path d="M50 32C42 24 20 24 17 46C14 66 28 86 40 86C44 86 46 84 50 84C54 84 56 86 60 86C72 86 86 66 83 46C80 24 58 24 50 32Z" fill="${red.url}" ${outline(3.5)}/>` +
    '<path d="M50 32C50 24 52 18 56 12" fill="none" stroke="#6b4423" stroke-width="4" stroke-linecap="round"/>' +
    `<path d="M54 20C60 10 74 10 78 16C70 24 60 24 54 20Z" fill="#4caf2a" ${outline(2.5)}/>` +
    gleam('M28 40C25 48 26 58 30 64')
  );
};

export const star: Motif = (c) =>
  `<polygon points="${starPoints(50, 53, 5, 38, 16)}" fill="${c.fill}" ${outline(3.5)}/>` +
  `<polygon points="${starPoints(50, 53, 5, 20, 9)}" fill="#fff" opacity=".28"/>`;

export const heart: Motif = (c) =>
  `<path d="M50 84C20 64 13 48 15 36C17 23 28 17 38 19C44 20 48 24 50 29C52 24 56 20 62 19C72 17 83 23 85 36C87 48 80 64 50 84Z" fill="${c.fill}" ${outline(3.5)}/>` +
  gleam('M26 32C29 27 34 26 38 27');

export const horseshoe: Motif = (c) =>
  `<path d="M28 84V48A22 22 0 0 1 72 48V84" fill="none" stroke="${INK}" stroke-width="20" stroke-linecap="round"/>` +
  `<path d="M28 84V48A22 22 0 0 1 72 48V84" fill="none" stroke="${c.fill}" stroke-width="13" stroke-linecap="round"/>` +
  [
    [28, 74],
    [28, 58],
    [34, 36],
    [66, 36],
    [72, 58],
    [72, 74],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.2" fill="${INK}"/>`)
    .join('');

const leafAt = (angle: number, fill: string) =>
  `<path transform="rotate(${angle} 50 48) translate(50 48) scale(.42) translate(-50 -84)" d="M50 84C20 64 13 48 15 36C17 23 28 17 38 19C44 20 48 24 50 29C52 24 56 20 62 19C72 17 83 23 85 36C87 48 80 64 50 84Z" fill="${fill}" ${outline(6)}/>`;

export const clover: Motif = () => {
  const green = hueGradient('clover', 128, 65);
  return (
    green.def +
    `<path d="M52 52Q60 70 56 88" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>` +
    '<path d="M52 52Q60 70 56 88" fill="none" stroke="#2e8b3a" stroke-width="4" stroke-linecap="round"/>' +
    [0, 90, 180, 270].map((angle) => leafAt(angle, green.url)).join('') +
    '<circle cx="50" cy="48" r="4" fill="#d9ffd0"/>'
  );
};
