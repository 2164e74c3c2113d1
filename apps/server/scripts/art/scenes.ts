/** Covers: restaurant tables with their dishes, hotel exteriors, room interiors. */
import type { HotelSeed, RoomKey } from '../../src/db/seed/hotels-data';
import type { Dish } from '../../src/db/seed/menu';
import { rng } from '../../src/db/seed/prng';
import { paletteFor } from './brand';
import { drawDish } from './food';
import { circle, darken, ellipse, group, leaf, lighten, line, linear, path, rect, svg } from './svg';

/** 750x420 restaurant cover: the kitchen's colours, a table and three of its dishes. */
export function merchantCoverSvg(slug: string, category: string, dishes: Dish[]): string {
  const rand = rng(`cover:${slug}`);
  const [a, b] = paletteFor(category, slug);
  let deco = '';
  for (let i = 0; i < 9; i++)
    deco += circle(rand.int(0, 750), rand.int(0, 230), rand.int(20, 90), lighten(a, 0.25), { opacity: 0.25 });
  for (let i = 0; i < 6; i++) {
    deco += group(
      `translate(${rand.int(20, 730)} ${rand.int(20, 220)}) rotate(${rand.int(0, 359)})`,
      path(leaf(rand.int(30, 60), 12), lighten(b, 0.3), { opacity: 0.35 }),
    );
  }
  const surface = rand.pick(['#8d6e63', '#a1887f', '#6d4c41', '#bcaaa4']);
  const [d1, d2, d3] = dishes;
  const place = (d: Dish | undefined, x: number, y: number, s: number) =>
    d ? group(`translate(${x} ${y}) scale(${s})`, drawDish(d)) : '';
  const defs =
    linear(
      'bg',
      [
        [0, lighten(a, 0.1)],
        [1, darken(a, 0.25)],
      ],
      1,
      1,
    ) +
    linear('table', [
      [0, lighten(surface, 0.15)],
      [1, darken(surface, 0.15)],
    ]);
  const body =
    rect(0, 0, 750, 420, 'url(#bg)') +
    deco +
    path('M0 250Q375 200 750 250L750 420L0 420Z', 'url(#table)') +
    line(0, 300, 750, 270, darken(surface, 0.2), 2, { opacity: 0.4 }) +
    line(0, 360, 750, 340, darken(surface, 0.2), 2, { opacity: 0.4 }) +
    place(d1, 175, 285, 0.68) +
    place(d3, 585, 290, 0.64) +
    place(d2, 385, 270, 0.82) +
    rect(0, 380, 750, 40, '#000', { opacity: 0.12 });
  return svg(750, 420, defs, body);
}

type Sky = { top: string; bottom: string; sun: string; night: boolean };
const SKIES: Sky[] = [
  { top: '#4fc3f7', bottom: '#e1f5fe', sun: '#fff59d', night: false },
  { top: '#ff8a65', bottom: '#ffe0b2', sun: '#fff3e0', night: false },
  { top: '#1a237e', bottom: '#7e57c2', sun: '#fffde7', night: true },
];

function skyline(rand: ReturnType<typeof rng>, base: number, color: string, count: number): string {
  let out = '';
  let x = -10;
  for (let i = 0; i < count && x < 760; i++) {
    const w = rand.int(40, 90);
    const h = rand.int(60, 170);
    out += rect(x, base - h, w, h, color);
    x += w + rand.int(-5, 10);
  }
  return out;
}

function tower(
  rand: ReturnType<typeof rng>,
  x: number,
  w: number,
  top: number,
  base: number,
  color: string,
  night: boolean,
): string {
  let win = '';
  for (let yy = top + 20; yy < base - 30; yy += 26) {
    for (let xx = x + 14; xx < x + w - 20; xx += 24) {
      const lit = night ? rand.chance(0.6) : rand.chance(0.15);
      win += rect(xx, yy, 14, 16, lit ? '#ffe082' : lighten(color, 0.35), { opacity: lit ? 1 : 0.8 });
    }
  }
  return (
    rect(x, top, w, base - top, color) +
    rect(x - 8, top - 12, w + 16, 14, darken(color, 0.2)) +
    win +
    rect(x + w / 2 - 22, base - 40, 44, 40, darken(color, 0.35))
  );
}

function palm(x: number, base: number, h: number): string {
  const top = base - h;
  return (
    path(`M${x} ${base}Q${x + 20} ${base - h / 2} ${x + 8} ${top}`, 'none', {
      stroke: '#6d4c41',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    [-160, -120, -70, -30, 10]
      .map((r) => group(`translate(${x + 8} ${top}) rotate(${r})`, path(leaf(70, 14), '#2e7d32')))
      .join('')
  );
}

/** 750x420 hotel exterior in one of a few styles, chosen from the hotel's category and city. */
export function hotelCoverSvg(h: HotelSeed): string {
  const rand = rng(`hotel:${h.slug}`);
  const sky = SKIES[rand.int(0, SKIES.length - 1)] as Sky;
  const [a, b] = paletteFor(h.category, h.slug);
  const base = 340;
  let scene =
    circle(rand.int(80, 200), 90, 42, sky.sun, { opacity: 0.95 }) + skyline(rand, base, lighten(sky.top, 0.25), 14);
  if (h.category === 'resort') {
    scene =
      circle(600, 110, 50, sky.sun) +
      rect(0, 220, 750, 90, '#0288d1') +
      rect(0, 220, 750, 12, '#4fc3f7') +
      path('M0 300Q375 260 750 300L750 420L0 420Z', '#ffe0b2');
    for (const x of [150, 330, 510])
      scene +=
        path(`M${x - 70} 300L${x} 240L${x + 70} 300Z`, darken(b, 0.3)) +
        rect(x - 55, 300, 110, 50, '#fff8e1') +
        rect(x - 12, 315, 24, 35, '#8d6e63');
    scene += palm(60, 360, 210) + palm(690, 370, 230) + palm(420, 380, 160);
  } else if (h.category === 'hostel') {
    const colors = ['#ef5350', '#ffca28', '#66bb6a', '#42a5f5', '#ab47bc'];
    colors.forEach((c, i) => {
      scene +=
        rect(60 + i * 130, 170, 124, base - 170, c) +
        rect(60 + i * 130, 160, 124, 14, darken(c, 0.25)) +
        rect(100 + i * 130, 260, 44, 80, darken(c, 0.35)) +
        rect(80 + i * 130, 195, 34, 34, '#fffde7') +
        rect(134 + i * 130, 195, 34, 34, '#fffde7');
    });
    scene += path('M40 165Q200 195 375 165T710 165', 'none', { stroke: '#424242', 'stroke-width': 2 });
    for (let i = 0; i < 24; i++)
      scene += circle(50 + i * 28, 172 + Math.sin(i / 2) * 10, 6, rand.pick(['#fff59d', '#ffcc80', '#f48fb1']));
  } else if (h.city === 'chiangmai') {
    scene +=
      rect(170, 230, 410, base - 230, '#8d6e63') +
      path('M140 235L375 120L610 235Z', '#5d4037') +
      path('M200 180L375 80L550 180Z', '#6d4c41') +
      path('M375 70L385 40L365 40Z', '#ffca28');
    for (let i = 0; i < 5; i++) scene += rect(200 + i * 76, 255, 40, 50, '#ffe082');
    scene += palm(90, 350, 170) + palm(660, 350, 190);
  } else if (h.slug.includes('heritage') || h.slug.includes('imperial')) {
    scene +=
      rect(150, 150, 450, base - 150, '#efe6d2') +
      path('M130 155L375 95L620 155Z', '#d7ccc8') +
      ellipse(375, 100, 60, 50, '#bcaaa4');
    for (let i = 0; i < 8; i++)
      scene += rect(178 + i * 54, 175, 16, base - 185, '#ffffff') + rect(174 + i * 54, 170, 24, 8, '#d7ccc8');
    scene += rect(330, 270, 90, 70, darken(a, 0.2));
  } else {
    scene +=
      tower(rand, 250, 250, 80, base, a, sky.night) + tower(rand, 520, 150, 170, base, darken(a, 0.15), sky.night);
    if (h.tags.includes('river_view') || h.tags.includes('sea_view') || h.city === 'hongkong')
      scene += rect(0, base, 750, 80, '#0277bd') + line(40, base + 30, 300, base + 30, '#81d4fa', 3);
  }
  const defs = linear('sky', [
    [0, sky.top],
    [1, sky.bottom],
  ]);
  const body =
    rect(0, 0, 750, 420, 'url(#sky)') +
    scene +
    rect(0, base, 750, 420 - base, '#000', { opacity: h.category === 'resort' ? 0 : 0.18 }) +
    line(0, base, 750, base, b, 3, { opacity: 0.6 });
  return svg(750, 420, defs, body);
}

function bed(x: number, y: number, w: number, blanket: string): string {
  return (
    rect(x, y - 70, w, 80, darken(blanket, 0.35), { rx: 10 }) +
    rect(x - 6, y, w + 12, 60, '#fafafa', { rx: 10 }) +
    rect(x - 6, y + 22, w + 12, 40, blanket, { rx: 8 }) +
    rect(x + 10, y - 12, w / 2 - 16, 22, '#ffffff', { rx: 9 }) +
    rect(x + w / 2 + 6, y - 12, w / 2 - 16, 22, '#ffffff', { rx: 9 }) +
    rect(x, y + 60, 10, 22, '#5d4037') +
    rect(x + w - 10, y + 60, 10, 22, '#5d4037')
  );
}

function view(room: RoomKey, night: boolean): string {
  const sky = night ? '#283593' : '#81d4fa';
  let v = rect(250, 70, 120, 130, sky);
  if (room === 'sea-view' || room === 'pool-villa')
    v += rect(250, 150, 120, 50, '#0288d1') + circle(330, 110, 14, '#fff59d');
  else if (room === 'river-view') v += rect(250, 160, 120, 40, '#4fc3f7') + rect(250, 120, 120, 40, '#90a4ae');
  else if (room === 'garden-bungalow' || room === 'lanna-deluxe')
    v += circle(280, 190, 40, '#43a047') + circle(340, 185, 36, '#66bb6a');
  else
    v += [0, 1, 2, 3, 4]
      .map((i) => rect(252 + i * 24, 120 - (i % 3) * 22, 20, 80 + (i % 3) * 22, night ? '#1a237e' : '#90a4ae'))
      .join('');
  if (night) v += circle(345, 95, 10, '#fffde7');
  return (
    v +
    rect(246, 66, 128, 138, 'none', { stroke: '#ffffff', 'stroke-width': 8 }) +
    line(310, 70, 310, 200, '#ffffff', 4)
  );
}

/** 400x400 room interior: wall, window view, bed layout from the bed type. */
export function roomSvg(h: HotelSeed, room: RoomKey, bedType: string): string {
  const rand = rng(`room:${h.slug}:${room}`);
  const [a, b] = paletteFor(h.category, h.slug);
  const wall = lighten(rand.pick([b, a, '#d7ccc8', '#cfd8dc']), 0.6);
  const night = room === 'harbour-view' || rand.chance(0.25);
  const blanket = rand.pick([a, darken(b, 0.2), '#5c6bc0', '#26a69a', '#8d6e63']);
  let beds = '';
  if (bedType === 'twin') beds = bed(30, 250, 120, blanket) + bed(180, 250, 120, blanket);
  else if (bedType === 'bunk') {
    beds =
      rect(40, 110, 12, 250, '#6d4c41') +
      rect(260, 110, 12, 250, '#6d4c41') +
      rect(46, 170, 220, 26, '#fafafa', { rx: 6 }) +
      rect(46, 184, 220, 14, blanket) +
      rect(46, 300, 220, 26, '#fafafa', { rx: 6 }) +
      rect(46, 314, 220, 14, blanket) +
      rect(60, 154, 60, 18, '#fff', { rx: 8 }) +
      rect(60, 284, 60, 18, '#fff', { rx: 8 }) +
      rect(290, 230, 70, 130, '#90a4ae', { rx: 6 });
  } else if (bedType === 'family') beds = bed(20, 250, 190, blanket) + bed(250, 265, 110, blanket);
  else beds = bed(40, 250, bedType === 'double' ? 200 : 250, blanket);
  const pool =
    room === 'pool-villa'
      ? rect(0, 330, 400, 70, '#4dd0e1') +
        line(20, 350, 150, 350, '#e0f7fa', 4) +
        line(200, 370, 360, 370, '#e0f7fa', 4)
      : '';
  const defs = linear('wall', [
    [0, lighten(wall, 0.2)],
    [1, wall],
  ]);
  const body =
    rect(0, 0, 400, 400, 'url(#wall)') +
    rect(0, 320, 400, 80, '#a1887f') +
    [0, 1, 2, 3, 4].map((i) => line(0, 330 + i * 16, 400, 330 + i * 16, '#8d6e63', 2)).join('') +
    view(room, night) +
    rect(40, 60, 90, 64, '#ffffff') +
    rect(48, 68, 74, 48, lighten(a, 0.3)) +
    path('M48 116L75 88L95 106L108 94L122 116Z', darken(a, 0.1)) +
    (bedType === 'bunk'
      ? ''
      : rect(360, 210, 8, 110, '#5d4037') + path('M344 210L384 210L374 180L354 180Z', '#ffe082')) +
    beds +
    circle(380, 300, 18, '#43a047') +
    rect(370, 310, 20, 20, '#8d6e63') +
    pool +
    ellipse(200, 398, 200, 6, '#000', { opacity: 0.1 });
  return svg(400, 400, defs, body);
}
