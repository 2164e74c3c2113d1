/** More dishes seen from above: fried snacks, breads, wraps and pastries. */
import type { Rng } from '../../src/db/seed/prng';
import { bowl, dots, herbs, plate } from './food-top';
import { blob, circle, darken, group, lighten, line, path, polar, rect } from './svg';

export const TOP_ARTS_MORE: Record<string, (c1: string, c2: string, rand: Rng) => string> = {
  rings: (c1, c2, rand) => {
    let out = plate();
    for (const [x, y] of [
      [-45, -35],
      [40, -40],
      [-35, 45],
      [45, 40],
      [0, 0],
    ] as const) {
      out +=
        circle(x + rand.int(-6, 6), y + rand.int(-6, 6), 32, 'none', { stroke: c1, 'stroke-width': 18 }) +
        circle(x, y, 32, 'none', { stroke: darken(c1, 0.2), 'stroke-width': 3, 'stroke-dasharray': '4 6' });
    }
    return out + circle(95, 95, 30, '#fff') + circle(95, 95, 23, c2 === '#c0392b' ? '#f5f5f0' : c2);
  },
  bread: (c1, c2, rand) =>
    group(
      'rotate(-25)',
      rect(-150, -95, 300, 190, '#a1887f', { rx: 24 }) + rect(-140, -85, 280, 170, '#bcaaa4', { rx: 18 }),
    ) +
    group('rotate(-25)', path('M-120 0Q-110 -80 10 -80Q130 -70 125 0Q130 75 10 80Q-110 80 -120 0Z', c1)) +
    dots(rand, 90, 22, [darken(c1, 0.35), darken(c1, 0.2)], [4, 9]) +
    herbs(rand, 80, 10, c2),
  wrap: (c1, c2, rand) => {
    const half = (x: number, y: number) =>
      group(
        `translate(${x} ${y})`,
        circle(0, 0, 62, c1) +
          circle(0, 0, 50, lighten(c2, 0.3)) +
          dots(rand, 40, 10, ['#e53935', '#43a047', '#fdd835', darken(c2, 0.2)], [6, 10]) +
          path('M-40 0A40 40 0 0 1 40 0', 'none', { stroke: darken(c1, 0.15), 'stroke-width': 4 }),
      );
    return (
      group(
        'rotate(-15)',
        rect(-150, -100, 300, 200, '#8d6e63', { rx: 26 }) + rect(-140, -90, 280, 180, '#a1887f', { rx: 20 }),
      ) +
      half(-60, -10) +
      half(62, 20)
    );
  },
  toast: (c1, c2, rand) =>
    plate() +
    group(
      'rotate(-8)',
      path('M-85 90L-85 -40Q-85 -105 0 -105Q85 -105 85 -40L85 90Z', darken(c1, 0.25)) +
        path('M-72 78L-72 -36Q-72 -92 0 -92Q72 -92 72 -36L72 78Z', lighten(c1, 0.35)),
    ) +
    path(blob(55, 8, 5, rand.next() * 6), c2, { transform: 'translate(0 0)' }) +
    dots(rand, 55, 10, [darken(c2, 0.25), '#e53935'], [3, 5]),
  samosa: (c1, c2, rand) => {
    let out = plate();
    for (const [x, y, a] of [
      [-40, -20, 0],
      [45, -25, 40],
      [0, 50, -30],
    ] as const) {
      out += group(
        `translate(${x} ${y}) rotate(${a})`,
        path('M0 -55Q8 -55 52 30Q55 40 45 40L-45 40Q-55 40 -52 30Q-8 -55 0 -55Z', c1) +
          line(-30, 20, 30, 20, darken(c1, 0.2), 3) +
          dots(rand, 25, 6, [darken(c1, 0.25)], [2, 3]),
      );
    }
    return out + circle(95, 90, 30, '#fff') + circle(95, 90, 23, c2);
  },
  balls: (c1, c2, rand) => {
    let out = bowl(rand, 150, '#ffffff') + circle(0, 0, 118, lighten(c2, 0.5));
    for (const [x, y] of [
      [-45, -40],
      [40, -48],
      [-55, 30],
      [10, 5],
      [55, 35],
      [-10, 62],
      [0, -70],
    ] as const) {
      out +=
        circle(x + 3, y + 5, 30, '#000', { opacity: 0.1 }) +
        circle(x, y, 30, c1) +
        circle(x - 10, y - 10, 9, '#ffffff', { opacity: 0.45 });
    }
    return out + dots(rand, 100, 8, [c2], [3, 5]);
  },
  waffle: (c1, c2, rand) => {
    let out = plate();
    for (let row = -2; row <= 2; row++) {
      for (let col = -2; col <= 2; col++) {
        if (Math.abs(row) + Math.abs(col) > 3) continue;
        const x = col * 36 + (row % 2 ? 18 : 0);
        const y = row * 32;
        out +=
          circle(x, y, 17, c1, { stroke: darken(c1, 0.2), 'stroke-width': 3 }) +
          circle(x - 5, y - 5, 5, lighten(c1, 0.5));
      }
    }
    return out + dots(rand, 80, 6, [c2], [4, 6]);
  },
  rolls: (c1, c2, rand) => {
    let out = plate();
    for (let i = 0; i < 4; i++) {
      out += group(
        `translate(${-20 + i * 8} ${-60 + i * 38}) rotate(${-18 + rand.int(-5, 5)})`,
        rect(-80, -16, 150, 32, c1, { rx: 16 }) +
          rect(-80, -16, 26, 32, darken(c1, 0.15), { rx: 13 }) +
          line(-40, -8, 40, -8, lighten(c1, 0.3), 3),
      );
    }
    return out + circle(95, 80, 30, '#fff') + circle(95, 80, 23, '#e74c3c') + herbs(rand, 60, 3, c2);
  },
  tart: (c1, c2, rand) => {
    const one = (x: number, y: number) => {
      let flutes = '';
      for (let i = 0; i < 16; i++) flutes += circle(...polar(62, (i / 16) * Math.PI * 2), 10, c2);
      return group(
        `translate(${x} ${y})`,
        circle(4, 6, 70, '#000', { opacity: 0.12 }) +
          flutes +
          circle(0, 0, 62, c2) +
          circle(0, 0, 50, c1) +
          dots(rand, 35, 4, [darken(c1, 0.25)], [5, 9]),
      );
    };
    return one(-62, -30) + one(62, 35);
  },
};
