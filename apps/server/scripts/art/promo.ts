/** News covers (750x420) and home banners (750x300, with an English title). */
import type { Dish } from '../../src/db/seed/menu';
import { rng } from '../../src/db/seed/prng';
import { ICONS } from './brand';
import { drawDish } from './food';
import { circle, darken, ellipse, group, lighten, linear, path, polar, rect, svg } from './svg';

const plane = (fill: string) =>
  path('M-90 0Q-90 -12 -70 -12L60 -12Q92 -12 100 0Q92 12 60 12L-70 12Q-90 12 -90 0Z', fill) +
  path('M-10 -10L30 -70L48 -70L30 -10Z', fill) +
  path('M-10 10L30 70L48 70L30 10Z', fill) +
  path('M-80 -8L-70 -40L-58 -40L-60 -8Z', fill) +
  [0, 1, 2, 3, 4, 5].map((i) => circle(-40 + i * 16, -2, 3.5, '#90caf9')).join('');

/** A five-pointed star around (x, y): outer radius `r`, inner `r * 0.45`, one point up. */
const star = (x: number, y: number, r: number) => {
  const round = (n: number) => Math.round(n * 10) / 10;
  const pts = [...Array(10)].map((_, i) => {
    const [dx, dy] = polar(i % 2 ? r * 0.45 : r, -Math.PI / 2 + (i * Math.PI) / 5);
    return `${round(x + dx)} ${round(y + dy)}`;
  });
  return `M${pts.join('L')}Z`;
};

/** A gold coin with a star, not a currency sign: the same picture greets readers of every currency. */
const coin = (x: number, y: number, r: number) =>
  circle(x, y, r, '#fbc02d') + circle(x, y, r * 0.78, '#ffd54f') + path(star(x, y, r * 0.48), '#f57f17');

const wallet = (fill: string) =>
  rect(-80, -50, 160, 110, fill, { rx: 18 }) +
  rect(-80, -50, 160, 26, darken(fill, 0.2), { rx: 14 }) +
  rect(30, -6, 60, 36, darken(fill, 0.15), { rx: 10 }) +
  circle(50, 12, 7, '#ffffff');

const shield = (fill: string) =>
  path('M0 -80L70 -55Q70 40 0 80Q-70 40 -70 -55Z', fill) +
  path('M-30 0L-8 22L34 -22', 'none', {
    stroke: '#ffffff',
    'stroke-width': 14,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });

const bubble = (fill: string, flip = false) =>
  group(flip ? 'scale(-1 1)' : '', rect(-80, -45, 160, 90, fill, { rx: 24 }) + path('M-50 40L-70 70L-20 44Z', fill)) +
  [-30, 0, 30].map((x) => circle(x, 0, 8, '#ffffff', { opacity: 0.9 })).join('');

const sparkles = (rand: ReturnType<typeof rng>, w: number, h: number) => {
  let out = '';
  for (let i = 0; i < 10; i++)
    out += circle(rand.int(10, w - 10), rand.int(10, h - 10), rand.int(3, 8), '#ffffff', { opacity: 0.35 });
  return out;
};

const NEWS_ART: Record<string, { colors: [string, string]; art: (dishes: Dish[]) => string }> = {
  'wayfare-2': {
    colors: ['#ff7a45', '#ffd166'],
    art: () =>
      rect(-95, -170, 190, 340, '#263238', { rx: 28 }) +
      rect(-82, -150, 164, 300, '#ffffff', { rx: 16 }) +
      [ICONS.noodles, ICONS.hotel, ICONS.drinks, ICONS.fastfood]
        .map((icon, i) =>
          group(
            `translate(${i % 2 ? 38 : -38} ${i < 2 ? -60 : 40})`,
            rect(-34, -34, 68, 68, ['#ff7043', '#1d3557', '#26a69a', '#fbc02d'][i] ?? '#999', { rx: 16 }) +
              group('scale(0.55)', icon ?? ''),
          ),
        )
        .join('') +
      group('translate(210 -40) scale(0.8) rotate(-20)', plane('#ffffff')),
  },
  'wallet-bonus': {
    colors: ['#00897b', '#80cbc4'],
    art: () => group('scale(1.3)', wallet('#ff7043')) + coin(120, -90, 40) + coin(170, -20, 30) + coin(-150, 80, 34),
  },
  'new-routes': {
    colors: ['#1e88e5', '#90caf9'],
    art: () =>
      circle(-60, 20, 130, '#e3f2fd', { opacity: 0.35 }) +
      path('M-190 20Q-60 -120 70 20T330 20', 'none', {
        stroke: '#ffffff',
        'stroke-width': 5,
        'stroke-dasharray': '14 12',
      }) +
      circle(-190, 20, 12, '#ffffff') +
      circle(330, 20, 12, '#ffffff') +
      group('translate(70 -40) rotate(-15) scale(1.1)', plane('#ffffff')),
  },
  'late-night-bangkok': {
    colors: ['#1a237e', '#5e35b1'],
    art: (dishes) =>
      circle(200, -110, 46, '#fffde7') +
      circle(222, -126, 42, '#3949ab') +
      [...Array(9)].map((_, i) => rect(-330 + i * 75, 60 - (i % 4) * 35, 64, 200, '#283593')).join('') +
      (dishes[0] ? group('translate(-40 40) scale(0.7)', drawDish(dishes[0])) : ''),
  },
  'hotel-stays': {
    colors: ['#0077b6', '#90e0ef'],
    art: () =>
      group('translate(-80 10) scale(2.2)', ICONS.hotel ?? '') +
      group('translate(120 20) scale(2.4)', ICONS.resort ?? ''),
  },
  'pay-on-behalf': {
    colors: ['#8e24aa', '#f48fb1'],
    art: () =>
      group('translate(-90 -50)', bubble('#ffffff33')) +
      group('translate(90 50)', bubble('#ffffff55', true)) +
      coin(0, 0, 44),
  },
  'account-safety': {
    colors: ['#2e7d32', '#a5d6a7'],
    art: () =>
      group('scale(1.6)', shield('#ffffff55')) +
      group(
        'translate(150 60)',
        rect(-40, -20, 80, 70, '#ffca28', { rx: 12 }) +
          path('M-24 -20L-24 -46Q0 -76 24 -46L24 -20', 'none', { stroke: '#ffca28', 'stroke-width': 10 }),
      ),
  },
};

export function newsCoverSvg(slug: string, dishes: Dish[]): string {
  const spec = NEWS_ART[slug];
  if (!spec) throw new Error(`no cover art for news ${slug}`);
  const [a, b] = spec.colors;
  const rand = rng(`news:${slug}`);
  const defs = linear(
    'bg',
    [
      [0, a],
      [1, darken(b, 0.1)],
    ],
    1,
    1,
  );
  const body =
    rect(0, 0, 750, 420, 'url(#bg)') +
    circle(650, 60, 160, lighten(b, 0.3), { opacity: 0.25 }) +
    circle(80, 380, 140, lighten(a, 0.3), { opacity: 0.25 }) +
    sparkles(rand, 750, 420) +
    group('translate(375 215)', spec.art(dishes));
  return svg(750, 420, defs, body);
}

export type BannerArt = { title: string; subtitle: string; cta: string; colors: [string, string] };

export const BANNER_ART: Record<string, BannerArt> = {
  'food-delivery': {
    title: 'Hungry? We deliver',
    subtitle: '30+ kitchens in five cities',
    cta: 'Order now',
    colors: ['#ff6b35', '#ffb703'],
  },
  flights: {
    title: 'Fly further for less',
    subtitle: '12 routes, promo fares daily',
    cta: 'Book a flight',
    colors: ['#1e88e5', '#4fc3f7'],
  },
  hotels: {
    title: 'Stay somewhere lovely',
    subtitle: 'From Phuket beaches to Taipei',
    cta: 'Find a hotel',
    colors: ['#00897b', '#80deea'],
  },
  'wallet-bonus': {
    title: 'Top up, get a bonus',
    subtitle: 'Bonus credited instantly',
    cta: 'Top up',
    colors: ['#6a1b9a', '#f06292'],
  },
};

export function bannerSvg(slug: string, dishes: Dish[]): string {
  const spec = BANNER_ART[slug];
  if (!spec) throw new Error(`no banner art for ${slug}`);
  const [a, b] = spec.colors;
  const rand = rng(`banner:${slug}`);
  let art = '';
  const spots: [number, number][] = [
    [575, 95],
    [680, 118],
    [622, 215],
  ];
  if (slug === 'food-delivery')
    art = dishes
      .map((d, i) => group(`translate(${spots[i]?.join(' ') ?? '600 150'}) scale(0.4)`, drawDish(d)))
      .join('');
  else if (slug === 'flights')
    art =
      ellipse(600, 210, 110, 28, '#ffffff', { opacity: 0.5 }) +
      ellipse(680, 90, 70, 20, '#ffffff', { opacity: 0.4 }) +
      group('translate(625 145) rotate(-18) scale(1.05)', plane('#ffffff'));
  else if (slug === 'hotels')
    art =
      group('translate(600 150) scale(1.6)', ICONS.resort ?? '') +
      group('translate(700 165) scale(1.2)', ICONS.hotel ?? '');
  else art = group('translate(620 160)', wallet('#ffffff') + coin(85, -70, 30) + coin(-85, 80, 24));
  const defs = linear(
    'bg',
    [
      [0, a],
      [1, b],
    ],
    1,
    0.4,
  );
  const body =
    rect(0, 0, 750, 300, 'url(#bg)') +
    circle(640, 40, 150, '#ffffff', { opacity: 0.12 }) +
    circle(40, 290, 110, '#ffffff', { opacity: 0.1 }) +
    sparkles(rand, 750, 300) +
    art;
  // No words in the picture: the app overlays the banner's title in the reader's language.
  return svg(750, 300, defs, body);
}
