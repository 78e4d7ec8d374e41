import type { SLOT_ART_THEMES } from './artwork-themes';
import type { Emblem } from './emblem-kit';
import { circle, coin, linear, radial } from './emblem-kit';
import { n, starPoints } from './svg-kit';

/** Centre-piece illustrations for slot covers, one per theme, drawn with a handful of shaded shapes. */

const egyptian: Emblem = (c) => {
  const sun = radial(c, 'es', ['#fff7c2', '#ffb300', ['#ff6f00', 0]], 0.5, 0.5);
  return (
    circle(150, 98, 70, `fill="${sun}"`) +
    `<path d="M150 68L242 222H58Z" fill="${c.gold}"/>` +
    '<path d="M150 68L242 222H150Z" fill="#5a2e00" opacity=".35"/>' +
    '<path d="M112 132H188M95 160H205M78 190H222" stroke="#7a4a00" stroke-opacity=".45" stroke-width="3"/>' +
    '<path d="M150 68L166 95H134Z" fill="#fff" opacity=".75"/>' +
    '<path d="M140 222V204Q150 192 160 204V222Z" fill="#1b1030" opacity=".6"/>'
  );
};

const fruit: Emblem = (c) => {
  const red = radial(c, 'fr', ['#ff8a8a', '#e0102f', '#7a0018']);
  const leaf = linear(c, 'fl', ['#b6f35a', '#2f8f1c']);
  const cherry = (x: number, y: number) =>
    circle(x, y, 40, `fill="${red}"`) +
    `<ellipse cx="${x - 14}" cy="${y - 14}" rx="11" ry="7" fill="#fff" opacity=".7"/>`;
  return (
    '<path d="M110 185Q118 120 166 78M192 192Q186 128 166 78" stroke="#4d7a1a" stroke-width="7" fill="none" stroke-linecap="round"/>' +
    `<path d="M166 80Q202 50 236 72Q206 104 166 80Z" fill="${leaf}"/>` +
    '<path d="M168 80Q204 70 232 73" stroke="#1f5c10" stroke-width="2" fill="none"/>' +
    cherry(108, 190) +
    cherry(194, 196)
  );
};

const gems: Emblem = (c) => {
  const facet = (l: number) => c.glow(l, 90);
  return (
    '<g transform="translate(150 148) scale(1.45) translate(-150 -140)">' +
    `<path d="M100 112L126 86H174L200 112L150 200Z" fill="${facet(45)}"/>` +
    `<path d="M126 86L138 112H100Z" fill="${facet(72)}"/><path d="M126 86H174L162 112H138Z" fill="${facet(85)}"/>` +
    `<path d="M174 86L200 112H162Z" fill="${facet(60)}"/><path d="M100 112H138L150 200Z" fill="${facet(55)}"/>` +
    `<path d="M138 112H162L150 200Z" fill="${facet(70)}"/><path d="M162 112H200L150 200Z" fill="${facet(35)}"/>` +
    '<path d="M100 112L126 86H174L200 112L150 200Z" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.5" stroke-linejoin="round"/>' +
    '<path d="M132 92L140 104" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".8"/></g>'
  );
};

const norse: Emblem = (c) => {
  const steel = linear(c, 'ns', ['#ffffff', '#b8c7d6', '#5d7186'], true);
  const wood = radial(c, 'nw', [c.glow(40, 45), c.glow(22, 50), c.glow(10, 40)]);
  const axe = (angle: number) =>
    `<g transform="rotate(${angle} 150 150)"><rect x="146" y="48" width="9" height="200" rx="4" fill="#6b4423"/>` +
    `<path d="M155 62Q206 52 212 98Q206 138 155 126Z" fill="${steel}" stroke="#2b3947" stroke-width="2"/></g>`;
  return (
    axe(38) +
    `<g transform="scale(-1 1) translate(-300 0)">${axe(38)}</g>` +
    circle(150, 150, 64, `fill="${wood}" stroke="${c.gold}" stroke-width="9"`) +
    `<path d="M150 90V210M90 150H210" stroke="${c.gold}" stroke-width="6" opacity=".85"/>` +
    circle(150, 150, 18, `fill="${steel}" stroke="#2b3947" stroke-width="2"`)
  );
};

const asian: Emblem = (c) => {
  const silk = radial(c, 'al', ['#ffb199', '#e4161f', '#6e0008'], 0.5, 0.4);
  const lantern = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0-90V-60M0 60V98" stroke="${c.gold}" stroke-width="4"/>` +
    `<ellipse rx="56" ry="60" fill="${silk}"/>` +
    '<path d="M0-58V58M-28-52Q-44 0-28 52M28-52Q44 0 28 52" stroke="#7a0a0a" stroke-opacity=".5" stroke-width="2.5" fill="none"/>' +
    `<rect x="-26" y="-66" width="52" height="12" rx="4" fill="${c.gold}"/><rect x="-26" y="54" width="52" height="12" rx="4" fill="${c.gold}"/>` +
    `${circle(0, 0, 17, `fill="${c.gold}"`)}<rect x="-6" y="-6" width="12" height="12" fill="#8a0010"/></g>`;
  return lantern(82, 122, 0.55) + lantern(218, 122, 0.55) + lantern(150, 150, 1);
};

const pirate: Emblem = (c) => {
  const wood = linear(c, 'pw', ['#b57636', '#6b3a12']);
  const spokes = [0, 45, 90, 135]
    .map(
      (a) =>
        `<g transform="rotate(${a} 150 150)"><rect x="145" y="58" width="10" height="184" rx="4" fill="${wood}"/>` +
        `${circle(150, 60, 11, `fill="${wood}" stroke="#3d1f08" stroke-width="2"`)}${circle(150, 240, 11, `fill="${wood}" stroke="#3d1f08" stroke-width="2"`)}</g>`,
    )
    .join('');
  return (
    spokes +
    circle(150, 150, 62, `fill="none" stroke="${wood}" stroke-width="16"`) +
    circle(150, 150, 62, `fill="none" stroke="${c.gold}" stroke-width="3"`) +
    circle(150, 150, 24, `fill="${c.gold}" stroke="#6b3a12" stroke-width="3"`) +
    circle(150, 150, 8, 'fill="#6b3a12"')
  );
};

const space: Emblem = (c) => {
  const planet = radial(c, 'sp', [c.glow(82, 90), c.glow(55, 85), c.glow(20, 70)]);
  const ring = linear(c, 'sr', ['#fff3c4', c.glow(70, 90), '#ffd166'], true);
  return (
    `<g transform="rotate(-18 150 150)"><ellipse cx="150" cy="150" rx="112" ry="26" fill="none" stroke="${ring}" stroke-width="9" opacity=".7"/></g>` +
    circle(150, 150, 64, `fill="${planet}"`) +
    `<path d="M92 130Q150 118 206 126M88 158Q150 150 212 156" stroke="#fff" stroke-opacity=".18" stroke-width="9" fill="none"/>` +
    `<g transform="rotate(-18 150 150)"><path d="M38 150A112 26 0 0 0 262 150" fill="none" stroke="${ring}" stroke-width="9"/></g>` +
    circle(232, 78, 14, `fill="${c.glow(80, 40)}"`)
  );
};

const western: Emblem = (c) => {
  const tips = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI * i) / 3 - Math.PI / 2;
    return circle(150 + 84 * Math.cos(angle), 150 + 84 * Math.sin(angle), 10, `fill="${c.gold}"`);
  }).join('');
  return (
    `<polygon points="${starPoints(150, 150, 6, 84, 46)}" fill="${c.gold}" stroke="#7a4a00" stroke-width="3" stroke-linejoin="round"/>` +
    tips +
    circle(150, 150, 36, 'fill="none" stroke="#7a4a00" stroke-width="4"') +
    `<polygon points="${starPoints(150, 150, 5, 24, 10)}" fill="#7a4a00"/>`
  );
};

const irish: Emblem = (c) => {
  const leaf = radial(c, 'il', ['#b9ff8a', '#22b14c', '#0b5a22'], 0.5, 0.2);
  const heart = 'M150 150C120 126 92 100 118 78C134 66 150 80 150 94C150 80 166 66 182 78C208 100 180 126 150 150Z';
  const leaves = [0, 90, 180, 270]
    .map(
      (a) => `<path d="${heart}" transform="rotate(${a} 150 150)" fill="${leaf}" stroke="#0b4a1c" stroke-width="2"/>`,
    )
    .join('');
  return (
    '<path d="M150 150Q160 200 190 232" stroke="#1a7a34" stroke-width="8" fill="none" stroke-linecap="round"/>' +
    leaves +
    coin(c, 92, 218, 18) +
    coin(c, 214, 222, 15)
  );
};

const candy: Emblem = (c) => {
  const swirl = radial(c, 'cs', ['#fff', c.glow(78, 95), c.glow(55, 90)]);
  // Growing half-circles that alternate sides make an Archimedean-looking spiral in a few bytes.
  let spiral = 'M150 140';
  for (let i = 1; i <= 6; i += 1) spiral += `a${i * 10} ${i * 10} 0 0 1 ${i % 2 ? 20 * i : -20 * i} 0`;
  return (
    '<rect x="143" y="170" width="14" height="80" rx="6" fill="#fff" stroke="#e0a0c0" stroke-width="2"/>' +
    circle(150, 140, 66, `fill="${swirl}" stroke="#fff" stroke-width="5"`) +
    `<path d="${spiral}" transform="translate(-5 0)" fill="none" stroke="#ff3f8e" stroke-width="9" stroke-linecap="round" opacity=".85"/>` +
    '<ellipse cx="122" cy="110" rx="16" ry="9" fill="#fff" opacity=".6" transform="rotate(-30 122 110)"/>'
  );
};

const horror: Emblem = (c) => {
  const moon = radial(c, 'hm', ['#ffffe8', '#e8f5b0', ['#9ccf5a', 0.9]], 0.4, 0.4);
  const bat = (x: number, y: number, s: number) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M0 0Q6-8 14-4Q10 2 18 6Q8 4 4 10Q0 5-4 10Q-8 4-18 6Q-10 2-14-4Q-6-8 0 0Z" fill="#0b0710"/>`;
  return (
    circle(168, 118, 66, `fill="${moon}"`) +
    circle(190, 100, 10, 'fill="#000" opacity=".08"') +
    circle(150, 140, 14, 'fill="#000" opacity=".07"') +
    bat(96, 84, 1.6) +
    bat(230, 160, 1.2) +
    bat(120, 126, 0.9) +
    '<path d="M48 240V170L70 150L92 170V128L112 96L132 128V170H170V150L188 132L206 150V240Z" fill="#0b0710"/>' +
    '<path d="M106 138h12v14h-12zM64 182h10v12h-10zM182 168h10v12h-10z" fill="#ffd54a"/>'
  );
};

const ocean: Emblem = (c) => {
  const shell = linear(c, 'os', ['#ffe3ef', '#ff9fb8', '#c65a7c']);
  const pearl = radial(c, 'op', ['#ffffff', '#eef0ff', '#a8a9d6']);
  const ribs = [-60, -36, -12, 12, 36, 60]
    .map(
      (a) => `M150 212L${n(150 + 130 * Math.sin((a * Math.PI) / 180))} ${n(212 - 130 * Math.cos((a * Math.PI) / 180))}`,
    )
    .join('');
  return (
    '<path d="M150 214L66 150Q70 78 150 70Q230 78 234 150Z" fill="' +
    shell +
    '" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>' +
    `<path d="${ribs}" stroke="#a8456a" stroke-width="2.5" opacity=".6"/>` +
    circle(150, 192, 30, `fill="${pearl}"`) +
    circle(80, 96, 8, 'fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"') +
    circle(224, 82, 12, 'fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"') +
    circle(238, 112, 6, 'fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"')
  );
};

const greek: Emblem = (c) => {
  const leaves: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    const angle = ((112 + i * 19) * Math.PI) / 180;
    const x = 150 + 84 * Math.cos(angle);
    const y = 150 + 84 * Math.sin(angle);
    const tilt = (angle * 180) / Math.PI + 90;
    leaves.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="8" ry="19" transform="rotate(${n(tilt + 25)} ${n(x)} ${n(y)})"/>`,
    );
  }
  const wreath = `<g fill="${c.gold}" stroke="#7a4a00" stroke-width="1.5">${leaves.join('')}</g>`;
  return (
    wreath +
    `<g transform="scale(-1 1) translate(-300 0)">${wreath}</g>` +
    `<path d="M168 64L112 158H146L126 238L196 128H160L184 64Z" fill="${c.gold}" stroke="#fff7d0" stroke-width="3" stroke-linejoin="round"/>`
  );
};

const safari: Emblem = (c) => {
  const sun = linear(c, 'ss', ['#fff3a8', '#ffb020', '#ff5a1f']);
  return (
    circle(150, 150, 80, `fill="${sun}"`) +
    '<path d="M70 176H230M74 192H226M84 208H216" stroke="#c2410c" stroke-width="5" opacity=".5"/>' +
    '<path d="M20 240Q150 212 280 240V252H20Z" fill="#1a0d05"/>' +
    '<path d="M146 236L150 176L120 152M150 176L182 144M149 200L166 186" stroke="#1a0d05" stroke-width="7" fill="none" stroke-linecap="round"/>' +
    '<ellipse cx="112" cy="148" rx="56" ry="12" fill="#1a0d05"/><ellipse cx="186" cy="138" rx="60" ry="13" fill="#1a0d05"/>' +
    '<path d="M218 236L222 206L226 186L232 180L236 186L232 208L240 236" stroke="#1a0d05" stroke-width="5" fill="none"/>'
  );
};

const aztec: Emblem = (c) => {
  const stone = radial(c, 'az', [c.glow(45, 55), c.glow(25, 60), c.glow(12, 50)], 0.5, 0.5);
  const marks = Array.from({ length: 8 }, (_, i) => {
    const a = (i * 45 * Math.PI) / 180;
    return `<rect x="${n(150 + 52 * Math.cos(a) - 5)}" y="${n(150 + 52 * Math.sin(a) - 5)}" width="10" height="10" transform="rotate(${i * 45} ${n(150 + 52 * Math.cos(a))} ${n(150 + 52 * Math.sin(a))})"/>`;
  }).join('');
  return (
    `<polygon points="${starPoints(150, 150, 16, 90, 70)}" fill="${c.gold}" stroke="#7a4a00" stroke-width="2"/>` +
    circle(150, 150, 68, `fill="${stone}" stroke="${c.gold}" stroke-width="5"`) +
    `<g fill="${c.gold}">${marks}</g>` +
    circle(150, 150, 40, `fill="none" stroke="${c.gold}" stroke-width="3"`) +
    `<rect x="126" y="126" width="48" height="48" rx="6" fill="${c.gold}" transform="rotate(45 150 150)"/>` +
    '<path d="M138 144h8M154 144h8M140 160Q150 168 160 160" stroke="#5a3000" stroke-width="4" fill="none" stroke-linecap="round"/>'
  );
};

const fantasy: Emblem = (c) => {
  const orb = radial(c, 'fo', ['#ffffff', c.glow(72, 95), c.glow(35, 85), c.glow(15, 80)], 0.4, 0.35);
  return (
    '<path d="M106 236Q150 210 194 236L204 250H96Z" fill="' +
    c.gold +
    '"/>' +
    `<path d="M118 212Q150 196 182 212L190 232Q150 218 110 232Z" fill="${c.gold}" stroke="#7a4a00" stroke-width="2"/>` +
    circle(150, 140, 70, `fill="${orb}" stroke="#fff" stroke-opacity=".5" stroke-width="2"`) +
    '<path d="M118 160Q150 110 184 150Q160 180 136 150" stroke="#fff" stroke-opacity=".55" stroke-width="4" fill="none" stroke-linecap="round"/>' +
    '<ellipse cx="122" cy="106" rx="18" ry="10" fill="#fff" opacity=".55" transform="rotate(-35 122 106)"/>'
  );
};

const classic: Emblem = (c) => {
  const red = linear(c, 'cr', ['#ff6b6b', '#e10b2c', '#8a0018']);
  const seven = 'M-48-62H48V-40L4 64H-26L16-36H-48Z';
  const glyph = (x: number, y: number, s: number, r: number) =>
    `<path d="${seven}" transform="translate(${x} ${y}) rotate(${r}) scale(${s})" fill="${red}" stroke="${c.gold}" stroke-width="${n(7 / s)}" stroke-linejoin="round"/>`;
  return glyph(84, 164, 0.62, -14) + glyph(216, 164, 0.62, 14) + glyph(150, 150, 1, 0);
};

const neon: Emblem = (c) => {
  const sun = linear(c, 'nn', ['#fff27a', '#ff9a3c', '#ff2e97']);
  const clip = `${c.id}nc`;
  c.defs.push(
    `<clipPath id="${clip}"><path d="M60 60H240V156H60ZM60 164H240V176H60ZM60 184H240V194H60ZM60 201H240V209H60Z"/></clipPath>`,
  );
  const grid: string[] = [];
  for (let i = -5; i <= 5; i += 1) grid.push(`M150 214L${150 + i * 60} 400`);
  for (const y of [226, 244, 270, 306, 356]) grid.push(`M0 ${y}H300`);
  return (
    `<g clip-path="url(#${clip})">${circle(150, 142, 72, `fill="${sun}"`)}</g>` +
    `<path d="${grid.join('')}" stroke="${c.glow(65, 100)}" stroke-width="2" opacity=".55"/>` +
    `<path d="M0 214H300" stroke="${c.glow(80, 100)}" stroke-width="3"/>`
  );
};

const heist: Emblem = (c) => {
  const steel = radial(c, 'hs', ['#f4f7fa', '#aab7c4', '#4a5866'], 0.35, 0.3);
  const bolts = Array.from({ length: 10 }, (_, i) => {
    const a = (i * 36 * Math.PI) / 180;
    return circle(150 + 74 * Math.cos(a), 150 + 74 * Math.sin(a), 5, `fill="${c.gold}"`);
  }).join('');
  const handle = [0, 120, 240]
    .map(
      (a) =>
        `<g transform="rotate(${a} 150 150)"><rect x="146" y="100" width="8" height="50" fill="#2b3540"/>${circle(150, 100, 8, `fill="${c.gold}"`)}</g>`,
    )
    .join('');
  return (
    circle(150, 150, 88, `fill="${steel}" stroke="#1e262e" stroke-width="4"`) +
    circle(150, 150, 66, 'fill="#2b3540" opacity=".25"') +
    bolts +
    circle(150, 150, 56, `fill="${steel}" stroke="#1e262e" stroke-width="3"`) +
    handle +
    circle(150, 150, 14, `fill="${c.gold}" stroke="#1e262e" stroke-width="2"`)
  );
};

const farm: Emblem = (c) => {
  const hill = linear(c, 'fh', ['#9be15d', '#2e8b3a']);
  return (
    circle(214, 92, 30, 'fill="#ffe066"') +
    `<path d="M20 236Q92 170 176 214T290 200V252H20Z" fill="${hill}"/>` +
    '<path d="M92 222V156L132 120L172 156V222Z" fill="#d62828"/>' +
    '<path d="M84 160L132 114L180 160" stroke="#fff" stroke-width="8" fill="none" stroke-linejoin="round" stroke-linecap="round"/>' +
    '<path d="M114 222V178H150V222M114 178L150 222M150 178L114 222" stroke="#fff" stroke-width="5" fill="#8a1c1c"/>' +
    '<path d="M124 140h16v14h-16z" fill="#fff3b0" stroke="#fff" stroke-width="3"/>'
  );
};

const festive: Emblem = (c) => {
  const box = linear(c, 'xb', ['#ff5a6e', '#d0102c', '#7a0018']);
  return (
    `<rect x="92" y="140" width="116" height="96" rx="6" fill="${box}"/>` +
    `<rect x="84" y="120" width="132" height="30" rx="6" fill="${box}" stroke="#ffb3bd" stroke-width="2"/>` +
    `<path d="M141 120h18v116h-18z" fill="${c.gold}"/>` +
    `<path d="M150 120C118 76 86 100 112 118ZM150 120C182 76 214 100 188 118Z" fill="none" stroke="${c.gold}" stroke-width="10" stroke-linejoin="round"/>` +
    circle(150, 120, 10, `fill="${c.gold}"`)
  );
};

export const SLOT_EMBLEMS: Readonly<Record<(typeof SLOT_ART_THEMES)[number], Emblem>> = {
  egyptian,
  fruit,
  gems,
  norse,
  asian,
  pirate,
  space,
  western,
  irish,
  candy,
  horror,
  ocean,
  greek,
  safari,
  aztec,
  fantasy,
  classic,
  neon,
  heist,
  farm,
  festive,
};
