/** Dishes and drinks seen from the side, drawn around (0,0) within about 150 px. */
import type { Rng } from '../../src/db/seed/prng';
import { dots } from './food-top';
import { circle, darken, ellipse, group, lighten, line, path, rect } from './svg';

const shadow = (y = 140, rx = 110) => ellipse(0, y, rx, 14, '#000', { opacity: 0.14 });

function ice(rand: Rng, top: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rand.int(-38, 30);
    const y = top + rand.int(5, 60);
    out += rect(x, y, 26, 26, '#ffffff', {
      rx: 5,
      opacity: 0.45,
      transform: `rotate(${rand.int(-25, 25)} ${x + 13} ${y + 13})`,
    });
  }
  return out;
}

/** A tall glass from y=-110 to 135 holding a liquid of two tones. */
function glass(c1: string, c2: string, rand: Rng, fill = 0.82): string {
  const top = -110;
  const level = 135 - (135 - top) * fill;
  const glassPath = 'M-70 -110L-55 135L55 135L70 -110Z';
  const liquid = `M${-70 + ((level - top) / 245) * 15} ${level}L-55 135L55 135L${70 - ((level - top) / 245) * 15} ${level}Z`;
  return (
    shadow() +
    path(glassPath, '#ffffff', { opacity: 0.35, stroke: '#cfd8dc', 'stroke-width': 3 }) +
    path(liquid, c1) +
    path('M-57 110L-55 135L55 135L57 110Z', c2, { opacity: 0.55 }) +
    ice(rand, level, 4) +
    rect(-60, -100, 8, 200, '#ffffff', { opacity: 0.35, rx: 4 }) +
    line(20, -160, 5, 60, '#e53935', 10) +
    line(20, -160, 5, 60, '#ffffff', 10, { 'stroke-dasharray': '10 10' })
  );
}

export const SIDE_ARTS: Record<string, (c1: string, c2: string, rand: Rng) => string> = {
  burger: (c1, c2) =>
    shadow(138, 130) +
    path('M-125 85Q-125 125 -90 125L90 125Q125 125 125 85Z', '#d9954a') +
    rect(-130, 50, 260, 40, c1, { rx: 20 }) +
    path(
      'M-135 40L135 40L110 70L85 48L60 72L35 48L10 72L-15 48L-40 72L-65 48L-90 72L-115 48Z',
      c2 === '#27ae60' ? '#f1c40f' : c2,
    ) +
    path('M-135 35Q-115 15 -95 35T-55 35T-15 35T25 35T65 35T105 35T140 35L140 45L-135 45Z', '#66bb6a') +
    rect(-115, 18, 230, 18, '#e74c3c', { rx: 9 }) +
    path('M-130 20Q-130 -110 0 -110Q130 -110 130 20Z', '#e8a34c') +
    path('M-110 -20Q-100 -90 -20 -100', 'none', { stroke: '#f6c77d', 'stroke-width': 10, 'stroke-linecap': 'round' }) +
    [...Array(12)]
      .map((_, i) => ellipse(-90 + (i % 6) * 36 + (i > 5 ? 18 : 0), i > 5 ? -30 : -70, 6, 3.5, '#fff8e1'))
      .join(''),
  glass: (c1, c2, rand) => glass(c1, c2, rand) + circle(62, -105, 26, '#cddc39') + circle(62, -105, 20, '#f0f4c3'),
  cup: (c1, c2) =>
    shadow(130, 140) +
    ellipse(0, 118, 140, 26, '#eceff1') +
    ellipse(0, 112, 120, 20, '#ffffff') +
    path('M125 -20Q185 -10 165 45Q150 80 105 70', 'none', { stroke: '#ffffff', 'stroke-width': 16 }) +
    path('M-120 -60L-95 90Q-90 110 -65 110L65 110Q90 110 95 90L120 -60Z', '#ffffff', {
      stroke: '#e0e0e0',
      'stroke-width': 2,
    }) +
    rect(-117, -20, 234, 18, c2 === '#fdfefe' ? c1 : c2, { opacity: 0.8 }) +
    ellipse(0, -60, 120, 26, darken(c1, 0.1)) +
    ellipse(0, -60, 104, 20, c1) +
    path('M-20 -66Q0 -50 20 -66Q10 -56 0 -48Q-10 -56 -20 -66Z', lighten(c1, 0.6)) +
    path('M-40 -95Q-55 -120 -40 -140M0 -100Q-15 -125 0 -150M40 -95Q25 -120 40 -140', 'none', {
      stroke: '#b0bec5',
      'stroke-width': 5,
      'stroke-linecap': 'round',
      opacity: 0.7,
    }),
  bubble: (c1, c2, rand) =>
    shadow() +
    path('M-72 -80L-55 135L55 135L72 -80Z', c1, { stroke: '#ffffff', 'stroke-width': 4 }) +
    dots(rand, 40, 26, [c2, darken(c2, 0.2)], [7, 10]).replace(
      /<circle /g,
      '<circle transform="translate(0 100) scale(1.2 0.45)" ',
    ) +
    path('M-80 -80Q0 -150 80 -80Z', '#ffffff', { opacity: 0.6, stroke: '#eceff1', 'stroke-width': 3 }) +
    rect(-82, -88, 164, 12, '#eceff1', { rx: 6 }) +
    rect(-8, -175, 20, 130, '#263238', { rx: 8, transform: 'rotate(8)' }) +
    rect(-62, -70, 10, 180, '#ffffff', { opacity: 0.3, rx: 5 }),
  shake: (c1, c2, rand) =>
    glass(c1, c2, rand, 0.92) +
    circle(-40, -118, 34, '#ffffff') +
    circle(0, -135, 40, '#ffffff') +
    circle(40, -118, 34, '#ffffff') +
    circle(0, -112, 36, '#fdfdfd') +
    path('M-50 -110Q-20 -95 0 -112T50 -108', 'none', { stroke: c2, 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    circle(6, -178, 14, '#c62828') +
    line(6, -190, 18, -205, '#558b2f', 3),
  can: (c1) =>
    shadow(140, 90) +
    rect(-75, -120, 150, 255, c1, { rx: 18 }) +
    ellipse(0, -120, 75, 16, '#cfd8dc') +
    ellipse(0, -120, 60, 11, '#eceff1') +
    path('M-75 -10Q-20 -50 20 0T75 10L75 40Q20 20 -20 60T-75 40Z', '#ffffff', { opacity: 0.9 }) +
    rect(-55, -100, 12, 220, '#ffffff', { opacity: 0.25, rx: 6 }) +
    [...Array(9)]
      .map((_, i) =>
        circle(-50 + (i % 3) * 45 + (i % 2) * 8, 60 + Math.floor(i / 3) * 22, 3, '#ffffff', { opacity: 0.6 }),
      )
      .join(''),
  coconut: (c1) =>
    shadow(140, 110) +
    path('M-115 -10Q-120 130 0 135Q120 130 115 -10Z', '#7cb342') +
    path('M-100 0Q-100 110 0 118', 'none', { stroke: '#9ccc65', 'stroke-width': 10, 'stroke-linecap': 'round' }) +
    ellipse(0, -10, 115, 30, '#8bc34a') +
    ellipse(0, -10, 80, 20, c1 === '#7dcea0' ? '#f1f8e9' : c1) +
    line(10, -10, 45, -170, '#ff7043', 10) +
    path('M45 -170L5 -150Q45 -200 95 -160Z', '#ec407a') +
    line(45, -170, 45, -140, '#8d6e63', 3),
  icecream: (c1, c2, rand) =>
    shadow(140, 100) +
    path('M-95 20L-70 125Q-65 135 -50 135L50 135Q65 135 70 125L95 20Z', '#ffffff', {
      stroke: '#e0e0e0',
      'stroke-width': 2,
    }) +
    rect(-98, 10, 196, 16, darken(c2, 0.1), { rx: 8 }) +
    circle(-42, -10, 50, c1) +
    circle(42, -10, 50, lighten(c2, 0.2)) +
    circle(0, -60, 52, c1 === '#fdfefe' ? '#fff3e0' : lighten(c1, 0.15)) +
    path('M-60 -80Q-30 -50 0 -70T60 -60Q40 -30 10 -40T-50 -30Z', darken(c2, 0.15), { opacity: 0.85 }) +
    dots(rand, 45, 10, ['#fdd835', '#e57373', '#81c784'], [3, 4]).replace(
      /<circle /g,
      '<circle transform="translate(0 -55)" ',
    ) +
    rect(55, -125, 14, 80, '#d7a86e', { rx: 6, transform: 'rotate(25)' }),
  cake: (c1, c2) =>
    shadow(130, 140) +
    ellipse(0, 118, 150, 24, '#eceff1') +
    path('M-125 105L-125 -5L95 -85L125 -5L125 105Z', c1) +
    rect(-125, 20, 250, 14, c2) +
    rect(-125, 60, 250, 14, c2) +
    path('M-125 -5L95 -85L125 -5Z', lighten(c1, 0.3)) +
    path(
      'M-125 -5L125 -5L125 12Q110 30 95 10Q80 30 60 10Q40 30 20 10Q0 30 -20 10Q-40 30 -60 10Q-80 30 -100 10Q-115 25 -125 10Z',
      c2,
    ) +
    circle(90, -92, 22, '#e53935') +
    path('M80 -112L90 -100L100 -112Z', '#43a047'),
  fries: (c1, c2, rand) => {
    let sticks = '';
    for (let i = 0; i < 11; i++) {
      const x = -72 + i * 14 + rand.int(-3, 3);
      const h = rand.int(110, 170);
      sticks += rect(x, -h + 10, 16, h, i % 2 ? c1 : darken(c1, 0.08), {
        rx: 3,
        transform: `rotate(${rand.int(-8, 8)} ${x} 0)`,
      });
    }
    const box = c2 === '#d35400' ? '#6d4c41' : '#e53935';
    return (
      shadow(140, 100) +
      sticks +
      path('M-90 -20L-70 135L70 135L90 -20Q0 20 -90 -20Z', box) +
      path('M-30 40L0 20L30 40L0 85Z', '#fdd835')
    );
  },
  hotdog: (c1, c2) =>
    shadow(100, 150) +
    group(
      'rotate(-10)',
      rect(-150, 10, 300, 60, '#e0a458', { rx: 30 }) +
        rect(-165, -22, 330, 46, c1, { rx: 23 }) +
        path(
          'M-130 -6L-110 -14L-90 -2L-70 -14L-50 -2L-30 -14L-10 -2L10 -14L30 -2L50 -14L70 -2L90 -14L110 -2L130 -10',
          'none',
          { stroke: c2, 'stroke-width': 7, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' },
        ) +
        rect(-150, -55, 300, 50, '#eab676', { rx: 25, opacity: 0.95 }),
    ),
  parfait: (c1, c2, rand) =>
    shadow(140, 100) +
    path('M-100 -60L-80 110Q-75 130 -50 130L50 130Q75 130 80 110L100 -60Z', '#ffffff', {
      opacity: 0.4,
      stroke: '#cfd8dc',
      'stroke-width': 3,
    }) +
    path('M-97 -35L-90 20L90 20L97 -35Z', c1) +
    path('M-90 20L-85 70L85 70L90 20Z', c2 === '#c0392b' ? '#f5e6c8' : lighten(c2, 0.3)) +
    path('M-85 70L-80 110Q-75 127 -50 127L50 127Q75 127 80 110L85 70Z', darken(c1, 0.1)) +
    dots(rand, 80, 14, [c2, darken(c2, 0.2), '#ffffff'], [7, 12]).replace(
      /<circle /g,
      '<circle transform="translate(0 -50) scale(1 0.3)" ',
    ) +
    circle(-30, -70, 16, c2) +
    circle(10, -78, 14, darken(c2, 0.15)) +
    circle(40, -66, 12, '#81c784'),
};
