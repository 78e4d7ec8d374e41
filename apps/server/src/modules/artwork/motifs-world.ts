import { circle } from './emblem-kit';
import type { Motif } from './motif-kit';
import { gleam, INK, own } from './motif-kit';
import { starPoints } from './svg-kit';

/** Symbols of places and peoples: Egypt, the East, the seas, space, the West, Greece, the jungle and Mesoamerica. */

/** A line drawn as a coloured stroke over a wider dark one, since a stroke cannot have an outline of its own. */
const inked = (d: string, colour: string, width: number) =>
  `<path d="${d}" fill="none" stroke-width="${width + 5}"/><path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;

export const eye: Motif = (p) =>
  `<path d="M10 34Q48 8 90 28L88 37Q50 20 13 43Z" fill="${p.fill}"/>` +
  '<path d="M12 54Q50 24 88 52Q50 76 12 54Z" fill="#fff"/>' +
  circle(50, 52, 13, `fill="${p.fill}"`) +
  circle(50, 52, 6, `fill="${INK}" stroke="none"`) +
  circle(46, 48, 2.5, 'fill="#fff" stroke="none"') +
  inked('M40 66L33 90M58 66Q62 88 78 86Q88 81 82 74Q76 70 72 76', p.main, 5);

export const ankh: Motif = (p) =>
  `<path fill-rule="evenodd" d="M50 6C34 6 27 20 31 33C34 41 40 47 44 51H16V63H44V94H56V63H84V51H56C60 47 66 41 69 33C73 20 66 6 50 6ZM50 18C58 18 60 26 57 34C55 39 52 43 50 46C48 43 45 39 43 34C40 26 42 18 50 18Z" fill="${p.gold}"/>` +
  circle(50, 57, 5, `fill="${p.fill}" stroke-width="2"`) +
  gleam('M34 24Q36 14 46 11', 3);

export const pyramid: Motif = (p) =>
  `<path d="M50 14L92 86H8Z" fill="${p.fill}"/>` +
  '<path d="M50 14L92 86H50Z" fill="#000" opacity=".25" stroke="none"/>' +
  '<path d="M34 42H66M24 60H76M15 76H85" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="2.5"/>' +
  `<path d="M50 14L59 29H41Z" fill="${p.gold}"/>`;

export const sun: Motif = (p) =>
  `<polygon points="${starPoints(50, 50, 14, 47, 31)}" fill="${p.gold}"/>` +
  circle(50, 50, 28, `fill="${p.fill}"`) +
  gleam('M31 44A20 20 0 0 1 44 30', 5);

export const lotus: Motif = (p) => {
  const petal = (a: number) =>
    `<path d="M50 80C35 64 35 36 50 16C65 36 65 64 50 80Z" transform="rotate(${a} 50 80)" fill="${p.fill}"/>`;
  return (
    petal(-62) +
    petal(62) +
    petal(-31) +
    petal(31) +
    petal(0) +
    '<path d="M12 80Q50 98 88 80Q50 88 12 80Z" fill="#2e9e4f"/>' +
    gleam('M46 32Q44 44 46 56', 3)
  );
};

export const skull: Motif = (p) => {
  const bone = own(p, 'mbn', ['#ffffff', '#ece4d0', '#b5a98a']);
  const ends = [
    [14, 84],
    [86, 22],
    [14, 22],
    [86, 84],
  ]
    .map(([x = 0, y = 0]) => circle(x, y, 7, `fill="${bone}"`))
    .join('');
  return (
    ends +
    inked('M14 84L86 22M14 22L86 84', '#ece4d0', 8) +
    `<path d="M50 12C28 12 18 28 20 46C21 56 28 60 30 66V78H70V66C72 60 79 56 80 46C82 28 72 12 50 12Z" fill="${bone}"/>` +
    `<path d="M28 44C28 36 44 36 44 46C44 54 28 54 28 44ZM56 46C56 36 72 36 72 44C72 54 56 54 56 46ZM50 55L45 64H55Z" fill="${INK}" stroke="none"/>` +
    '<path d="M40 68V78M50 68V78M60 68V78" fill="none" stroke-width="2.5"/>'
  );
};

export const anchor: Motif = (p) =>
  inked('M50 24V86M30 36H70M16 58Q20 86 50 88Q80 86 84 58', p.main, 8) +
  inked('M50 7a9 9 0 1 1 0 18a9 9 0 1 1 0-18', p.main, 5) +
  `<path d="M7 62L16 48L26 62ZM74 62L84 48L93 62Z" fill="${p.main}"/>`;

export const rocket: Motif = (p) => {
  const hull = own(p, 'mrk', ['#ffffff', '#dfe6f0', '#8e9bb0']);
  return (
    '<g transform="rotate(35 50 50)">' +
    '<path d="M41 76Q50 104 59 76Z" fill="#ffb020"/>' +
    `<path d="M36 54L20 78L38 74ZM64 54L80 78L62 74Z" fill="${p.main}"/>` +
    `<path d="M50 6C64 20 66 44 62 78H38C34 44 36 20 50 6Z" fill="${hull}"/>` +
    `<path d="M50 6C57 12 61 20 62 28H38C39 20 43 12 50 6Z" fill="${p.fill}"/>` +
    circle(50, 46, 8, `fill="${p.light}"`) +
    '</g>'
  );
};

export const planet: Motif = (p) => {
  const ring = (sweep: 0 | 1) =>
    `<g transform="rotate(-20 50 50)">${inked(`M6 50A44 13 0 0 ${sweep} 94 50`, '#ffd98a', 5)}</g>`;
  return (
    ring(1) +
    circle(50, 50, 28, `fill="${p.fill}"`) +
    '<path d="M26 40Q50 34 74 40M23 54Q50 50 77 54" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="5"/>' +
    ring(0)
  );
};

export const moon: Motif = (p) =>
  `<path d="M58 10A40 40 0 1 0 90 64A32 32 0 1 1 58 10Z" fill="${p.fill}"/>` +
  `<polygon points="${starPoints(78, 22, 4, 10, 3)}" fill="#fff" stroke="none"/>` +
  `<polygon points="${starPoints(86, 44, 4, 6, 2)}" fill="#fff" stroke="none"/>` +
  gleam('M30 30Q22 44 26 60', 4);

export const hat: Motif = (p) =>
  `<path d="M26 64C24 42 28 24 38 22C44 21 46 28 50 28C54 28 56 21 62 22C72 24 76 42 74 64Z" fill="${p.fill}"/>` +
  `<path d="M4 54Q14 70 50 70Q86 70 96 54Q90 82 50 82Q10 82 4 54Z" fill="${p.fill}"/>` +
  `<path d="M26 54Q50 60 74 54V63Q50 69 26 63Z" fill="${p.gold}"/>` +
  gleam('M34 50Q33 38 38 30', 4);

export const cactus: Motif = (p) => {
  const green = own(p, 'mca', ['#9be15d', '#3a9a3a', '#1d5c22']);
  return (
    `<path d="M44 60H30C22 60 20 54 20 48V32C20 24 30 24 30 32V48H44ZM56 50H70V28C70 20 80 20 80 28V48C80 56 76 60 70 60H56Z" fill="${green}"/>` +
    `<path d="M41 92V20C41 8 59 8 59 20V92Z" fill="${green}"/>` +
    '<path d="M50 14V90" fill="none" stroke="#0b4a1c" stroke-opacity=".4" stroke-width="2.5"/>' +
    '<path d="M10 92H90" fill="none" stroke-width="5"/>'
  );
};

export const column: Motif = (p) => {
  const marble = own(p, 'mmb', ['#ffffff', '#e3e7f0', '#9aa3b8']);
  return (
    `<path d="M31 28H69L66 80H34Z" fill="${marble}"/>` +
    '<path d="M41 31V78M50 31V78M59 31V78" fill="none" stroke="#7d8aa3" stroke-opacity=".7" stroke-width="2.5"/>' +
    `<path d="M12 10H88V20H12ZM22 20H78L70 28H30ZM26 80H74V87H26ZM18 87H82V94H18Z" fill="${marble}"/>` +
    `<path d="M12 20H88" fill="none" stroke="${p.gold}" stroke-width="4"/>`
  );
};

export const mask: Motif = (p) =>
  `<path d="M20 22H80V56C80 76 66 92 50 92C34 92 20 76 20 56Z" fill="${p.fill}"/>` +
  `<path d="M12 10H88V26H12Z" fill="${p.gold}"/>` +
  circle(14, 54, 8, `fill="${p.gold}"`) +
  circle(86, 54, 8, `fill="${p.gold}"`) +
  '<path d="M28 46Q37 36 46 46Q37 54 28 46ZM54 46Q63 36 72 46Q63 54 54 46Z" fill="#fff"/>' +
  circle(37, 45, 3.5, `fill="${INK}" stroke="none"`) +
  circle(63, 45, 3.5, `fill="${INK}" stroke="none"`) +
  '<path d="M50 50V64H44" fill="none" stroke-width="3"/>' +
  '<rect x="36" y="71" width="28" height="9" rx="2" fill="#fff"/>' +
  '<path d="M43 71V80M50 71V80M57 71V80" fill="none" stroke-width="2"/>';

export const feather: Motif = (p) =>
  '<g transform="rotate(30 50 50)">' +
  `<path d="M50 6C70 24 72 56 54 84L50 94L46 84C28 56 30 24 50 6Z" fill="${p.fill}"/>` +
  '<path d="M50 16V94" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="2.5"/>' +
  '<path d="M50 40L64 30M50 58L66 50M50 40L36 30M50 58L34 50" fill="none" stroke-width="2.5"/></g>';

export const leaf: Motif = (p) => {
  const green = own(p, 'mlf', ['#b6f35a', '#3aa13a', '#125a1c']);
  return (
    `<path d="M12 90C8 50 34 14 90 8C92 56 62 88 12 90Z" fill="${green}"/>` +
    '<path d="M12 90Q44 56 86 12M34 68L30 46M48 54L46 32M62 40L62 22M40 62L62 66M54 48L76 50" fill="none" stroke="#0b4a1c" stroke-opacity=".55" stroke-width="2.5"/>'
  );
};

export const paw: Motif = (p) =>
  `<path d="M50 46C34 46 22 62 24 76C26 88 40 86 50 84C60 86 74 88 76 76C78 62 66 46 50 46Z" fill="${p.fill}"/>` +
  [
    [20, 42, -22],
    [39, 24, -8],
    [61, 24, 8],
    [80, 42, 22],
  ]
    .map(
      ([x = 0, y = 0, a = 0]) =>
        `<ellipse cx="${x}" cy="${y}" rx="9" ry="12.5" transform="rotate(${a} ${x} ${y})" fill="${p.fill}"/>`,
    )
    .join('');

export const lightning: Motif = (p) =>
  `<path d="M60 4L20 54H45L34 96L82 38H57L72 4Z" fill="${p.gold}"/>` + gleam('M58 12L34 46', 3);
