/** Logos, category icons, airline marks and avatars. */
import { rng } from '../../src/db/seed/prng';
import { circle, darken, ellipse, group, leaf, lighten, line, linear, path, rect, svg, text } from './svg';

export const PALETTES: Record<string, [string, string]> = {
  thai: ['#ff7a45', '#ffb703'],
  noodles: ['#e63946', '#f4a261'],
  burgers: ['#6f4518', '#f6bd60'],
  pizza: ['#c1121f', '#fcbf49'],
  indian: ['#e76f51', '#f4a261'],
  chinese: ['#9d0208', '#ffb703'],
  dessert: ['#ff5d8f', '#ffc2d1'],
  drinks: ['#1b998b', '#8ecae6'],
  healthy: ['#2d6a4f', '#95d5b2'],
  fastfood: ['#f77f00', '#fcbf49'],
  hotel: ['#1d3557', '#e9c46a'],
  resort: ['#0077b6', '#90e0ef'],
  hostel: ['#f3722c', '#f9c74f'],
};

/** The category palette nudged per merchant, so neighbours in a list do not look identical. */
export function paletteFor(category: string, key: string): [string, string] {
  const [a, b] = PALETTES[category] ?? ['#455a64', '#b0bec5'];
  const t = rng(`palette:${key}`).next();
  return [t < 0.33 ? a : t < 0.66 ? darken(a, 0.15) : lighten(a, 0.1), b];
}

export function initials(name: string): string {
  const words = name
    .replace(/[&.']/g, ' ')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && w.toLowerCase() !== 'co');
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase();
}

const W = '#ffffff';

/** White category glyphs around (0,0), about 80 px. */
export const ICONS: Record<string, string> = {
  thai:
    path('M-30 30Q-10 -10 30 -30Q40 -34 36 -24Q10 20 -22 36Q-36 42 -30 30Z', W) +
    line(30, -30, 40, -42, W, 5) +
    group('translate(-30 -10) rotate(-60)', path(leaf(40, 12), W, { opacity: 0.85 })),
  noodles:
    path('M-42 0L42 0Q40 40 0 42Q-40 40 -42 0Z', W) +
    line(10, -10, 40, -44, W, 5) +
    line(20, -6, 48, -36, W, 5) +
    path('M-22 -10Q-28 -22 -20 -32M-6 -12Q-12 -24 -4 -34', 'none', {
      stroke: W,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  burgers:
    path('M-40 -4Q-40 -40 0 -40Q40 -40 40 -4Z', W) +
    rect(-44, 2, 88, 12, W, { rx: 6, opacity: 0.8 }) +
    rect(-40, 20, 80, 16, W, { rx: 8 }),
  pizza:
    path('M-40 -30Q0 -46 40 -30L0 42Z', W) +
    circle(-12, -16, 6, '#0003') +
    circle(12, -12, 6, '#0003') +
    circle(0, 10, 6, '#0003'),
  indian:
    path('M-36 -6Q-44 40 0 40Q44 40 36 -6Z', W) +
    rect(-42, -16, 84, 12, W, { rx: 6 }) +
    path('M-12 -26Q-18 -36 -10 -46M8 -26Q2 -36 10 -46', 'none', {
      stroke: W,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  chinese:
    path('M-44 20Q-40 -30 0 -30Q40 -30 44 20Z', W) +
    path('M-20 -24L-12 -4M0 -30L0 -8M20 -24L12 -4', 'none', {
      stroke: '#0003',
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    rect(-48, 20, 96, 10, W, { rx: 5 }),
  dessert:
    path('M-24 -2L0 44L24 -2Z', W, { opacity: 0.85 }) +
    circle(0, -16, 24, W) +
    circle(-14, -30, 12, W) +
    circle(14, -30, 12, W),
  drinks: path('M-26 -20L-18 42L18 42L26 -20Z', W) + rect(-30, -28, 60, 10, W, { rx: 5 }) + line(6, -24, 22, -50, W, 5),
  healthy:
    group('rotate(-40)', path(leaf(70, 26), W, { transform: 'translate(-35 0)' })) + line(-24, 26, 8, -6, '#0003', 3),
  fastfood:
    path('M-10 -40Q30 -40 30 -4Q30 20 6 20L-14 40L-24 30L-4 10Q-40 0 -10 -40Z', W) +
    circle(-26, 36, 7, W) +
    circle(-18, 44, 7, W),
  hotel:
    rect(-30, -42, 60, 84, W) +
    [...Array(6)].map((_, i) => rect(-20 + (i % 2) * 24, -32 + Math.floor(i / 2) * 22, 16, 12, '#0003')).join('') +
    rect(-8, 26, 16, 16, '#0003'),
  resort:
    line(0, 40, 6, -20, W, 7) +
    [-150, -110, -60, -20, 20].map((a) => group(`translate(6 -20) rotate(${a})`, path(leaf(44, 12), W))).join('') +
    path('M-44 44Q0 30 44 44Z', W),
  hostel:
    path('M-40 -4L0 -40L40 -4L40 40L-40 40Z', W) +
    rect(-10, 14, 20, 26, '#0003') +
    rect(-30, 0, 14, 12, '#0003') +
    rect(16, 0, 14, 12, '#0003'),
};

/** 200x200 round-friendly logo: gradient disc, category glyph, initials. */
export function logoSvg(name: string, category: string, key: string): string {
  const [a, b] = paletteFor(category, key);
  const defs = linear(
    'g',
    [
      [0, lighten(a, 0.15)],
      [1, darken(a, 0.2)],
    ],
    1,
    1,
  );
  const body =
    circle(100, 100, 100, 'url(#g)') +
    circle(100, 100, 88, 'none', { stroke: b, 'stroke-width': 4, opacity: 0.9 }) +
    group('translate(100 78) scale(0.9)', ICONS[category] ?? ICONS.hotel ?? '') +
    text(100, 152, initials(name), 36, '#ffffff', { 'text-anchor': 'middle', 'letter-spacing': 2 });
  return svg(200, 200, defs, body);
}

/** Airline marks drawn from shapes: orchid, lotus, saffron sun, jade wave, liberty star. */
const EMBLEMS: Record<string, (a: string, b: string) => string> = {
  OR: (_a, b) =>
    [0, 72, 144, 216, 288]
      .map((r) => group(`rotate(${r})`, path(leaf(46, 16), b, { transform: 'rotate(-90)' })))
      .join('') + circle(0, 0, 9, '#fff'),
  LP: (_a, b) =>
    [-60, -30, 0, 30, 60]
      .map((r) => group(`rotate(${r})`, path(leaf(50, 14), r === 0 ? '#fff' : b, { transform: 'rotate(-90)' })))
      .join('') + path('M-46 8Q0 30 46 8', 'none', { stroke: '#fff', 'stroke-width': 5 }),
  SF: (_a, b) =>
    circle(0, 0, 22, '#fff') +
    [...Array(12)].map((_, i) => group(`rotate(${i * 30})`, path('M-5 -30L0 -46L5 -30Z', b))).join(''),
  JD: (_a, b) => path('M-46 10Q-30 -30 0 -6T46 -20Q40 20 6 16T-46 10Z', b) + circle(24, -14, 5, '#fff'),
  LC: (_a, b) =>
    path('M0 -40L10 -12L40 -12L16 6L26 36L0 18L-26 36L-16 6L-40 -12L-10 -12Z', '#fff') +
    rect(-46, 40, 92, 6, b, { rx: 3 }),
};

export function airlineSvg(code: string, colors: readonly [string, string]): string {
  const [a, b] = colors;
  const defs = linear(
    'g',
    [
      [0, lighten(a, 0.1)],
      [1, darken(a, 0.25)],
    ],
    1,
    1,
  );
  const body =
    rect(0, 0, 200, 200, 'url(#g)', { rx: 44 }) +
    path('M0 150Q100 110 200 150L200 200L0 200Z', darken(a, 0.3), { opacity: 0.35 }) +
    group('translate(100 84)', EMBLEMS[code]?.(a, b) ?? '') +
    text(100, 176, code, 30, '#ffffff', { 'text-anchor': 'middle', 'letter-spacing': 4 });
  return svg(200, 200, defs, body);
}

export function avatarSvg(name: string, colors: [string, string]): string {
  const defs = `${linear(
    'g',
    [
      [0, colors[0]],
      [1, colors[1]],
    ],
    1,
    1,
  )}<clipPath id="round"><circle cx="100" cy="100" r="100"/></clipPath>`;
  const body = `<g clip-path="url(#round)">${
    circle(100, 100, 100, 'url(#g)') +
    circle(100, 82, 36, '#ffffff', { opacity: 0.9 }) +
    ellipse(100, 176, 64, 44, '#ffffff', { opacity: 0.9 }) +
    text(100, 94, initials(name), 26, colors[0], { 'text-anchor': 'middle' })
  }</g>`;
  return svg(200, 200, defs, body);
}

/** The support agent's avatar in chat (a headset), drawn by hand. */
export const supportAvatarSvg = () =>
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128"><rect width="128" height="128" rx="64" fill="#ff7a00"/><path d="M36 70v-8a28 28 0 0 1 56 0v8" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/><rect x="28" y="64" width="16" height="26" rx="6" fill="#fff"/><rect x="84" y="64" width="16" height="26" rx="6" fill="#fff"/><path d="M92 88c0 10-10 14-22 14" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="66" cy="102" r="6" fill="#fff"/></svg>';
