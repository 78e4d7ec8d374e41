import { gradient, type Motif } from './motif-kit';
import { gleam, INK, outline, starPoints } from './svg-kit';

/** Motifs of places and myths: temples, eyes, ankhs, suns, moons, rockets, hats, cacti, columns, masks. */

export const pyramid: Motif = (c) =>
  `<polygon points="50,14 90,82 10,82" fill="${c.gold}" ${outline(3.5)}/>` +
  '<polygon points="50,14 90,82 56,82" fill="#5a2e00" opacity=".3"/>' +
  '<path d="M34 42H66M24 60H76" stroke="#7a4a00" stroke-opacity=".5" stroke-width="3"/>' +
  `<path d="M44 82V70Q50 62 56 70V82Z" fill="${c.fill}" ${outline(2)}/>`;

export const eye: Motif = (c) =>
  `<path d="M10 48Q50 14 90 48Q50 76 10 48Z" fill="#fdf6e3" ${outline(3.5)}/>` +
  `<circle cx="50" cy="47" r="15" fill="${c.fill}" ${outline(2.5)}/>` +
  `<circle cx="50" cy="47" r="6" fill="${INK}"/><circle cx="45" cy="42" r="3" fill="#fff"/>` +
  `<path d="M42 64L36 88M58 62C64 76 76 84 84 74" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M8 38Q50 2 92 38" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`;

export const ankh: Motif = (c) => {
  const shape = 'M50 46C38 40 34 30 36 22C38 14 44 10 50 10C56 10 62 14 64 22C66 30 62 40 50 46ZM50 46V90M22 50H78';
  return (
    `<path d="${shape}" fill="none" stroke="${INK}" stroke-width="17" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${shape}" fill="none" stroke="${c.gold}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="50" r="4" fill="${c.fill}"/>`
  );
};

export const sun: Motif = (c) =>
  `<polygon points="${starPoints(50, 50, 12, 42, 27)}" fill="${c.gold}" ${outline(3)}/>` +
  `<circle cx="50" cy="50" r="24" fill="${c.fill}" ${outline(3)}/>` +
  '<circle cx="50" cy="50" r="16" fill="#fff" opacity=".2"/>' +
  gleam('M36 42C38 36 43 32 49 31', 3);

export const lotus: Motif = (c) => {
  const petal = (angle: number, scale: number, fill: string) =>
    `<path transform="rotate(${angle} 50 76) translate(50 76) scale(${scale}) translate(-50 -76)" d="M50 18C66 36 66 60 50 76C34 60 34 36 50 18Z" fill="${fill}" ${outline(3)}/>`;
  return (
    `<path d="M14 80C30 88 70 88 86 80C70 74 30 74 14 80Z" fill="#3f8f4a" ${outline(3)}/>` +
    petal(-62, 0.7, c.fill) +
    petal(62, 0.7, c.fill) +
    petal(-32, 0.88, c.fill) +
    petal(32, 0.88, c.fill) +
    petal(0, 1, c.fill) +
    gleam('M50 30C56 40 56 52 52 62', 3)
  );
};

export const skull: Motif = () => {
  const bone = gradient('bone', ['#ffffff', '#efe6d2', '#bfae8a']);
  return (
    bone.def +
    `<path d="M50 12C28 12 16 27 16 46C16 57 21 64 28 68V80C28 84 31 87 35 87H65C69 87 72 84 72 80V68C79 64 84 57 84 46C84 27 72 12 50 12Z" fill="${bone.url}" ${outline(3.5)}/>` +
    `<ellipse cx="36" cy="48" rx="9" ry="10" fill="${INK}"/><ellipse cx="64" cy="48" rx="9" ry="10" fill="${INK}"/>` +
    `<path d="M50 58L44 68H56Z" fill="${INK}"/>` +
    `<path d="M40 76V87M50 76V87M60 76V87" stroke="${INK}" stroke-width="3"/>`
  );
};

export const anchor: Motif = (c) => {
  const shape = 'M50 24V84M30 38H70M18 60C20 76 34 84 50 84C66 84 80 76 82 60';
  return (
    `<circle cx="50" cy="17" r="8" fill="none" stroke="${INK}" stroke-width="10"/>` +
    `<circle cx="50" cy="17" r="8" fill="none" stroke="${c.fill}" stroke-width="5"/>` +
    `<path d="${shape}" fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="${shape}" fill="none" stroke="${c.fill}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M10 62L18 52L26 64ZM90 62L82 52L74 64Z" fill="${c.fill}" ${outline(3)}/>`
  );
};

export const rocket: Motif = (c) =>
  `<path d="M40 76L50 96L60 76Z" fill="#ffb238" ${outline(2.5)}/>` +
  `<path d="M36 56L20 72V80L38 72ZM64 56L80 72V80L62 72Z" fill="${c.fill}" ${outline(3)}/>` +
  `<path d="M50 8C66 20 70 44 64 76H36C30 44 34 20 50 8Z" fill="#eef2ff" ${outline(3.5)}/>` +
  `<circle cx="50" cy="40" r="9" fill="${c.fill}" ${outline(3)}/>` +
  '<circle cx="47" cy="37" r="3" fill="#fff" opacity=".8"/>' +
  gleam('M42 24C40 30 39 38 39 46', 3);

export const planet: Motif = (c) =>
  `<circle cx="50" cy="50" r="25" fill="${c.fill}" ${outline(3.5)}/>` +
  '<path d="M28 42C38 46 62 46 72 42M26 54C38 58 62 58 74 54" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="4"/>' +
  `<ellipse cx="50" cy="52" rx="44" ry="12" fill="none" stroke="${INK}" stroke-width="10" transform="rotate(-18 50 52)"/>` +
  `<ellipse cx="50" cy="52" rx="44" ry="12" fill="none" stroke="${c.gold}" stroke-width="5" transform="rotate(-18 50 52)"/>` +
  `<path d="M27 44A25 25 0 0 1 73 44" fill="${c.fill}" stroke="none"/>` +
  gleam('M34 36C38 31 44 28 50 27', 3);

export const moon: Motif = (c) =>
  `<path d="M60 12A38 38 0 1 0 88 70A30 30 0 1 1 60 12Z" fill="${c.fill}" ${outline(3.5)}/>` +
  `<polygon points="${starPoints(74, 30, 4, 9, 2.5)}" fill="#fff"/>` +
  `<polygon points="${starPoints(84, 50, 4, 5, 1.5)}" fill="#fff" opacity=".8"/>` +
  '<circle cx="34" cy="60" r="4" fill="#000" opacity=".15"/><circle cx="44" cy="74" r="3" fill="#000" opacity=".15"/>';

export const hat: Motif = (c) => {
  const felt = gradient('felt', ['#c98b4a', '#8d5524', '#5a3112']);
  return (
    felt.def +
    `<path d="M8 60C20 56 30 62 50 64C70 62 80 56 92 60C88 76 70 82 50 82C30 82 12 76 8 60Z" fill="${felt.url}" ${outline(3.5)}/>` +
    `<path d="M28 64C26 44 28 30 38 24C44 28 46 30 50 28C54 30 56 28 62 24C72 30 74 44 72 64C64 68 36 68 28 64Z" fill="${felt.url}" ${outline(3.5)}/>` +
    `<path d="M28 56C36 60 64 60 72 56V64C64 68 36 68 28 64Z" fill="${c.fill}" ${outline(2.5)}/>` +
    `<polygon points="${starPoints(50, 61, 5, 6, 2.5)}" fill="${c.gold}"/>`
  );
};

export const cactus: Motif = () => {
  const green = gradient('cactus', ['#8bd96a', '#3f9e3a', '#1f5e22']);
  return (
    green.def +
    `<path d="M30 56C22 56 20 50 20 44V34" fill="none" stroke="${INK}" stroke-width="15" stroke-linecap="round"/>` +
    `<path d="M30 56C22 56 20 50 20 44V34" fill="none" stroke="${green.url}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M70 48C78 48 80 42 80 36V28" fill="none" stroke="${INK}" stroke-width="15" stroke-linecap="round"/>` +
    `<path d="M70 48C78 48 80 42 80 36V28" fill="none" stroke="${green.url}" stroke-width="9" stroke-linecap="round"/>` +
    `<rect x="38" y="14" width="24" height="72" rx="12" fill="${green.url}" ${outline(3.5)}/>` +
    '<path d="M46 24V78M54 24V78" stroke="#1f5e22" stroke-opacity=".5" stroke-width="2"/>' +
    `<path d="M22 86H78" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` +
    '<circle cx="50" cy="14" r="5" fill="#ff6fa8"/>'
  );
};

export const column: Motif = (c) => {
  const marble = gradient('marble', ['#ffffff', '#e4e8f0', '#a9b2c4']);
  return (
    marble.def +
    `<rect x="20" y="12" width="60" height="10" rx="2" fill="${marble.url}" ${outline(3)}/>` +
    `<path d="M24 22C24 30 34 30 34 24H66C66 30 76 30 76 22Z" fill="${marble.url}" ${outline(2.5)}/>` +
    `<rect x="32" y="26" width="36" height="52" fill="${marble.url}" ${outline(3)}/>` +
    '<path d="M40 30V74M50 30V74M60 30V74" stroke="#8792a8" stroke-width="2.5"/>' +
    `<rect x="24" y="78" width="52" height="10" rx="2" fill="${marble.url}" ${outline(3)}/>` +
    `<rect x="28" y="22" width="44" height="5" fill="${c.gold}"/>`
  );
};

export const mask: Motif = (c) => {
  const jade = gradient('jade', ['#9ff0c8', '#2fae7a', '#136a48']);
  return (
    jade.def +
    `<polygon points="20,26 28,8 38,22 50,6 62,22 72,8 80,26" fill="${c.gold}" ${outline(3)}/>` +
    `<path d="M20 24H80V56C80 76 66 88 50 90C34 88 20 76 20 56Z" fill="${jade.url}" ${outline(3.5)}/>` +
    `<path d="M28 42H44V50H28ZM56 42H72V50H56Z" fill="${INK}"/>` +
    `<path d="M50 48V64M38 72H62" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="24" cy="60" r="5" fill="${c.fill}" ${outline(2)}/><circle cx="76" cy="60" r="5" fill="${c.fill}" ${outline(2)}/>`
  );
};

export const feather: Motif = (c) =>
  `<path d="M26 88C30 56 46 28 78 10C86 30 80 52 66 66C54 78 40 84 26 88Z" fill="${c.fill}" ${outline(3.5)}/>` +
  '<path d="M26 88C38 66 54 42 76 14" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="2.5"/>' +
  '<path d="M44 60L36 54M52 48L44 40M60 36L54 28M50 64L60 66M58 52L70 52M66 40L76 36" stroke="#fff" stroke-opacity=".4" stroke-width="2"/>';
