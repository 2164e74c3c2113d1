/** Dishes seen from above, drawn around (0,0) within about 150 px. */
import type { Rng } from '../../src/db/seed/prng';
import { blob, circle, darken, ellipse, group, leaf, lighten, line, path, polar, rect } from './svg';

const GREEN = '#4caf50';
const HERB = '#2e7d32';

export function plate(r = 150, rim = '#ffffff'): string {
  return (
    ellipse(6, 14, r, r * 0.96, '#000', { opacity: 0.12 }) +
    circle(0, 0, r, rim, { stroke: darken(rim, 0.08), 'stroke-width': 2 }) +
    circle(0, 0, r * 0.76, lighten(rim, 0.4), { stroke: darken(rim, 0.05), 'stroke-width': 1.5 })
  );
}

/** Coloured bowl (top view): rim, inner wall, and the food surface radius returned. */
export function bowl(rand: Rng, outer = 150, color = '#ffffff'): string {
  const band = rand.pick(['#1e3a8a', '#b91c1c', '#0f766e', '#92400e', '#111827']);
  return (
    ellipse(6, 14, outer, outer * 0.96, '#000', { opacity: 0.14 }) +
    circle(0, 0, outer, color, { stroke: darken(color, 0.1), 'stroke-width': 2 }) +
    circle(0, 0, outer - 10, 'none', { stroke: band, 'stroke-width': 4, 'stroke-dasharray': '10 8' }) +
    circle(0, 0, outer - 18, darken(color, 0.06))
  );
}

export function herbs(rand: Rng, r: number, count: number, color = HERB): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = polar(rand.next() * r, rand.next() * Math.PI * 2);
    out += group(
      `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rand.int(0, 359)})`,
      path(leaf(rand.int(14, 24), 6), color),
    );
  }
  return out;
}

export function dots(rand: Rng, r: number, count: number, colors: string[], size: [number, number] = [3, 6]): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = polar(Math.sqrt(rand.next()) * r, rand.next() * Math.PI * 2);
    out += circle(x, y, rand.int(size[0], size[1]), rand.pick(colors));
  }
  return out;
}

function strands(rand: Rng, r: number, color: string, count: number, width = 7): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = polar(rand.next() * r * 0.6, rand.next() * Math.PI * 2);
    const a = rand.next() * Math.PI;
    const len = r * (0.6 + rand.next() * 0.5);
    const [dx, dy] = polar(len / 2, a);
    const [cx, cy] = polar(rand.int(20, 50), a + Math.PI / 2);
    const d = `M${(x - dx).toFixed(1)} ${(y - dy).toFixed(1)}Q${(x + cx).toFixed(1)} ${(y + cy).toFixed(1)} ${(x + dx).toFixed(1)} ${(y + dy).toFixed(1)}`;
    out += path(d, 'none', {
      stroke: i % 3 ? color : darken(color, 0.12),
      'stroke-width': width,
      'stroke-linecap': 'round',
    });
  }
  return out;
}

export const TOP_ARTS: Record<string, (c1: string, c2: string, rand: Rng) => string> = {
  plate: (c1, c2, rand) =>
    plate() +
    path(blob(88, 10, 5, rand.next() * 6), c1) +
    path(blob(50, 8, 4, rand.next() * 6), lighten(c1, 0.25)) +
    dots(rand, 70, 12, [c2, darken(c2, 0.2)]) +
    herbs(rand, 80, 5),
  noodles: (c1, c2, rand) =>
    plate() +
    path(blob(92, 8, 6, rand.next() * 6), darken(c1, 0.15)) +
    strands(rand, 100, c1, 26) +
    dots(rand, 70, 10, [c2, '#ffffff']) +
    herbs(rand, 80, 6, GREEN),
  'bowl-soup': (c1, c2, rand) =>
    bowl(rand) +
    circle(0, 0, 118, c1) +
    circle(-30, -30, 70, lighten(c1, 0.25), { opacity: 0.5 }) +
    dots(rand, 90, 9, [c2, darken(c2, 0.2)], [7, 13]) +
    herbs(rand, 90, 7) +
    dots(rand, 100, 14, ['#ffffff'], [2, 4]),
  'bowl-noodle': (c1, c2, rand) =>
    bowl(rand) +
    circle(0, 0, 118, c1) +
    strands(rand, 95, lighten(c2, 0.55), 18, 6) +
    dots(rand, 80, 6, [c2, darken(c1, 0.3)], [9, 14]) +
    herbs(rand, 85, 8, GREEN) +
    line(40, -150, 150, 40, '#8d6e63', 9) +
    line(60, -160, 165, 20, '#a1887f', 9),
  curry: (c1, c2, rand) =>
    bowl(rand, 150, '#3e2723') +
    circle(0, 0, 120, c1) +
    dots(rand, 85, 10, [c2, darken(c2, 0.25)], [10, 16]) +
    path('M-60 10Q-20 -30 20 0T80 -10', 'none', {
      stroke: '#fffaf0',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.85,
    }) +
    herbs(rand, 80, 6),
  rice: (c1, c2, rand) =>
    plate(150, lighten(c2 === '#f5e6c8' ? '#90a4ae' : c2, 0.55)) +
    path(blob(70, 6, 7, 1), '#fffdf6', { transform: 'translate(-28 8)', stroke: '#e8e2d0', 'stroke-width': 2 }) +
    dots(rand, 55, 30, ['#e9e3d2', '#ffffff'], [2, 3]).replace(/<circle /g, '<circle transform="translate(-28 8)" ') +
    group(
      'translate(40 -10) rotate(-20)',
      [0, 1, 2, 3]
        .map((i) => rect(-40 + i * 6, -60 + i * 28, 70, 24, i % 2 ? c1 : darken(c1, 0.1), { rx: 8 }))
        .join(''),
    ) +
    dots(rand, 90, 6, [c2], [5, 8]) +
    herbs(rand, 90, 4),
  salad: (c1, c2, rand) => {
    let leaves = '';
    for (let i = 0; i < 26; i++) {
      const [x, y] = polar(Math.sqrt(rand.next()) * 90, rand.next() * Math.PI * 2);
      const shade = rand.pick(['#66bb6a', '#43a047', '#9ccc65', '#2e7d32']);
      leaves += group(
        `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rand.int(0, 359)})`,
        path(leaf(rand.int(30, 48), 14), shade),
      );
    }
    return (
      bowl(rand, 150, '#f5f0e6') +
      circle(0, 0, 118, '#e8f5e9') +
      leaves +
      dots(rand, 80, 14, [c1, c2, darken(c1, 0.15)], [7, 12])
    );
  },
  pizza: (c1, c2, rand) => {
    let cuts = '';
    for (let i = 0; i < 6; i++) {
      const [x, y] = polar(140, (i / 6) * Math.PI * 2);
      cuts += line(0, 0, x, y, darken('#e9b872', 0.3), 2, { opacity: 0.5 });
    }
    return (
      ellipse(6, 14, 150, 146, '#000', { opacity: 0.14 }) +
      circle(0, 0, 148, '#e9b872') +
      dots(rand, 140, 20, [darken('#e9b872', 0.25)], [2, 4]) +
      circle(0, 0, 126, c1 === '#fdfefe' ? '#f8f3e6' : '#d94f30') +
      path(blob(118, 6, 9, rand.next() * 6), '#ffe49c', { opacity: 0.9 }) +
      dots(rand, 105, 14, [c1 === '#fdfefe' ? '#c0392b' : c1, c2], [9, 14]) +
      herbs(rand, 100, 5, HERB) +
      cuts
    );
  },
  dumpling: (c1, c2, _rand) => {
    let items = '';
    const spots: [number, number][] = [
      [-48, -40],
      [48, -40],
      [-50, 45],
      [50, 45],
      [0, 0],
    ];
    for (const [x, y] of spots) {
      let pleats = '';
      for (let i = 0; i < 7; i++) pleats += line(0, 0, ...polar(26, (i / 7) * Math.PI * 2), darken(c1, 0.12), 2);
      items += group(
        `translate(${x} ${y})`,
        circle(3, 5, 38, '#000', { opacity: 0.1 }) +
          circle(0, 0, 38, c1) +
          pleats +
          circle(0, 0, 7, c2) +
          circle(-12, -14, 9, '#ffffff', { opacity: 0.5 }),
      );
    }
    return steamer() + items;
  },
  bun: (c1, c2, _rand) => {
    let items = '';
    for (const [x, y] of [
      [-45, -38],
      [45, -38],
      [0, 45],
    ] as const) {
      items += group(
        `translate(${x} ${y})`,
        circle(4, 6, 46, '#000', { opacity: 0.1 }) +
          circle(0, 0, 46, c1) +
          path('M-16 -4l8 8M0 -10l0 14M14 -4l-8 8', 'none', {
            stroke: c2,
            'stroke-width': 4,
            'stroke-linecap': 'round',
          }) +
          circle(-14, -16, 12, '#fff', { opacity: 0.35 }),
      );
    }
    return steamer() + items;
  },
  skewer: (c1, c2, rand) => {
    let out = group(
      'rotate(-12)',
      ellipse(0, 0, 160, 110, '#2e7d32') + ellipse(0, 0, 150, 100, '#43a047') + line(-150, 0, 150, 0, '#1b5e20', 3),
    );
    for (let i = -1; i <= 1; i++) {
      out += group(
        `translate(${i * 10} ${i * 45}) rotate(-20)`,
        line(-140, 0, 140, 0, '#d7b98e', 6) +
          [-75, -25, 25, 75]
            .map(
              (x) =>
                rect(x - 22, -17, 44, 34, rand.chance(0.5) ? c1 : darken(c1, 0.1), { rx: 10 }) +
                line(x - 12, -10, x - 4, 10, darken(c1, 0.4), 3),
            )
            .join(''),
      );
    }
    return out + circle(105, 80, 32, '#fff') + circle(105, 80, 24, c2);
  },
  chicken: (c1, c2, rand) => {
    let out = plate();
    for (const [x, y, a] of [
      [-40, -30, 20],
      [40, -35, 150],
      [-30, 45, -40],
      [45, 40, 200],
    ] as const) {
      out += group(
        `translate(${x} ${y}) rotate(${a + rand.int(-10, 10)})`,
        line(20, 0, 70, 0, '#f5f0e1', 10) +
          circle(72, -5, 7, '#f5f0e1') +
          circle(72, 5, 7, '#f5f0e1') +
          path(blob(36, 4, 5, rand.next() * 6), c1, { transform: 'scale(1.2 0.85)' }) +
          dots(rand, 26, 10, [darken(c1, 0.2), lighten(c1, 0.2)], [2, 4]),
      );
    }
    return (
      out +
      group(
        'translate(0 0)',
        path('M0 0L40 -20A45 45 0 0 1 40 20Z', c2 === '#c0392b' ? '#fdd835' : c2, { transform: 'translate(-10 -5)' }),
      )
    );
  },
};

function steamer(): string {
  let weave = '';
  for (let i = -5; i <= 5; i++) {
    const half = Math.sqrt(128 * 128 - (i * 22) ** 2);
    weave += line(i * 22, -half, i * 22, half, '#c8935a', 2, { opacity: 0.5 });
  }
  return (
    ellipse(6, 14, 150, 146, '#000', { opacity: 0.15 }) +
    circle(0, 0, 150, '#c48a4a') +
    circle(0, 0, 136, '#e2b77d') +
    circle(0, 0, 128, '#f3e1bd') +
    weave
  );
}
