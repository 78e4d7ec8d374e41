import type { ArtTheme } from './artwork-themes';
import type { EmblemContext } from './emblem-kit';
import { n } from './svg-kit';

/**
 * Scenery behind the emblem (dunes, skyline, waves, stars...). It gives covers depth, and because its shapes are
 * drawn from the game's own random source, two games of one theme never share the same horizon.
 */
export function renderBackdrop(theme: ArtTheme, context: EmblemContext, shade: string): string {
  const { random } = context;
  switch (theme) {
    case 'egyptian':
    case 'western':
    case 'safari':
      return `<path d="${hills(random, 222, 26)}" fill="${shade}" opacity=".75"/>` + stars(random, 14, 150);
    case 'norse':
    case 'asian':
    case 'aztec':
      return `<path d="${peaks(random)}" fill="${shade}" opacity=".7"/>` + stars(random, 10, 120);
    case 'ocean':
    case 'pirate':
      return waves(random, context.glow(80));
    case 'irish':
    case 'farm':
      return `<path d="${hills(random, 214, 34)}" fill="${shade}" opacity=".55"/>`;
    case 'heist':
    case 'neon':
    case 'classic':
      return `<path d="${skyline(random)}" fill="${shade}" opacity=".8"/>` + windows(random, context.glow(75));
    case 'greek':
      return columns(shade);
    case 'gems':
    case 'mines':
      return shards(random, context.glow(60));
    case 'space':
    case 'fantasy':
    case 'horror':
    case 'crash':
    case 'pegs':
      return stars(random, 34, 260);
    case 'festive':
      return stars(random, 40, 300, '#fff', 2.6) + `<path d="${hills(random, 236, 14)}" fill="#f2f7ff" opacity=".3"/>`;
    case 'fruit':
    case 'candy':
      return dots(random, context.glow(85));
    case 'roulette':
    case 'cards':
    case 'dice':
    case 'show':
      return stageLights(context.glow(85));
  }
}

function hills(random: () => number, base: number, height: number): string {
  let d = `M0 ${base}`;
  for (let x = 0; x < 300; x += 75) {
    const peak = base - height * (0.4 + random() * 0.6);
    d += `Q${x + 37} ${n(peak)} ${x + 75} ${n(base - random() * height * 0.3)}`;
  }
  return `${d}V400H0Z`;
}

function peaks(random: () => number): string {
  let d = 'M0 236';
  for (let x = 0; x < 300; x += 50) d += `L${n(x + 25)} ${n(150 + random() * 60)}L${x + 50} ${n(210 + random() * 20)}`;
  return `${d}V400H0Z`;
}

function skyline(random: () => number): string {
  let d = 'M0 400V230';
  for (let x = 0; x < 300;) {
    const width = 14 + Math.floor(random() * 22);
    d += `H${x}V${n(150 + random() * 80)}H${x + width}`;
    x += width;
  }
  return `${d}V400Z`;
}

function windows(random: () => number, colour: string): string {
  let d = '';
  for (let i = 0; i < 18; i += 1) d += `M${n(random() * 290)} ${n(170 + random() * 60)}h4v5h-4z`;
  return `<path d="${d}" fill="${colour}" opacity=".6"/>`;
}

function stars(random: () => number, count: number, height: number, colour = '#fff', size = 2): string {
  let d = '';
  for (let i = 0; i < count; i += 1) d += `M${n(random() * 300)} ${n(random() * height)}h.01`;
  return `<path d="${d}" stroke="${colour}" stroke-width="${size}" stroke-linecap="round" opacity=".7"/>`;
}

function waves(random: () => number, colour: string): string {
  let d = '';
  for (let row = 0; row < 3; row += 1) {
    const y = 196 + row * 16 + random() * 6;
    d += `M-10 ${n(y)}`;
    for (let x = -10; x < 300; x += 40) d += `q10 -9 20 0t20 0`;
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="3" opacity=".28"/>`;
}

function columns(shade: string): string {
  const column = (x: number) =>
    `<path d="M${x - 6} 70h42v12h-42zM${x} 82h30v170h-30zM${x - 6} 252h42v14h-42z"/>` +
    `<path d="M${x + 8} 86v162M${x + 15} 86v162M${x + 22} 86v162" stroke="#fff" stroke-opacity=".15" stroke-width="2"/>`;
  return `<g fill="${shade}" opacity=".6">${column(6)}${column(264)}</g>`;
}

function shards(random: () => number, colour: string): string {
  let d = '';
  for (const side of [0, 1]) {
    for (let i = 0; i < 3; i += 1) {
      const x = side ? 300 - i * 22 - random() * 10 : i * 22 + random() * 10;
      const h = 50 + random() * 70;
      d += `M${n(x - 12)} 260L${n(x + (side ? -4 : 4))} ${n(260 - h)}L${n(x + 12)} 260Z`;
    }
  }
  return `<path d="${d}" fill="${colour}" opacity=".35" stroke="#fff" stroke-opacity=".4"/>`;
}

function dots(random: () => number, colour: string): string {
  let d = '';
  for (let i = 0; i < 16; i += 1) d += `M${n(random() * 300)} ${n(random() * 260)}h.01`;
  return `<path d="${d}" stroke="${colour}" stroke-width="9" stroke-linecap="round" opacity=".22"/>`;
}

function stageLights(colour: string): string {
  return (
    `<g fill="${colour}" opacity=".09"><path d="M40 0L0 260H90ZM260 0L210 260H300Z"/></g>` +
    `<ellipse cx="150" cy="250" rx="150" ry="26" fill="${colour}" opacity=".08"/>`
  );
}
