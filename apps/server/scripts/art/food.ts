import type { Dish, DishArt } from '../../src/db/seed/menu';
import { rng } from '../../src/db/seed/prng';
import { SIDE_ARTS } from './food-side';
import { TOP_ARTS } from './food-top';
import { TOP_ARTS_MORE } from './food-top-more';
import { circle, darken, group, lighten, linear, radial, rect, svg } from './svg';

/** The dish drawing alone, centred on (0,0), about 300 px across. */
export function drawDish(dish: Dish, seedKey = dish.slug): string {
  const rand = rng(`art:${seedKey}`);
  const draw = TOP_ARTS[dish.art as DishArt] ?? TOP_ARTS_MORE[dish.art] ?? SIDE_ARTS[dish.art];
  if (!draw) throw new Error(`no drawing for art ${dish.art}`);
  return draw(dish.colors[0], dish.colors[1], rand);
}

/** 400x400 product picture: soft tinted backdrop, confetti, the dish. */
export function productSvg(dish: Dish): string {
  const rand = rng(`bg:${dish.slug}`);
  const [c1, c2] = dish.colors;
  const base = lighten(c2 === '#fdfefe' ? c1 : c2, 0.82);
  let confetti = '';
  for (let i = 0; i < 14; i++) {
    confetti += circle(
      rand.int(10, 390),
      rand.int(10, 390),
      rand.int(3, 9),
      rand.pick([lighten(c1, 0.5), lighten(c2, 0.4), '#ffffff']),
      {
        opacity: 0.7,
      },
    );
  }
  const defs =
    linear(
      'bg',
      [
        [0, lighten(base, 0.4)],
        [1, base],
      ],
      1,
      1,
    ) +
    radial('glow', [
      [0, '#ffffff', 0.9],
      [1, '#ffffff', 0],
    ]);
  const body =
    rect(0, 0, 400, 400, 'url(#bg)') +
    confetti +
    circle(200, 200, 190, 'url(#glow)') +
    group(SIDE_ARTS[dish.art] ? 'translate(200 222) scale(0.98)' : 'translate(200 203) scale(1.1)', drawDish(dish)) +
    rect(0, 380, 400, 20, darken(base, 0.05), { opacity: 0.4 });
  return svg(400, 400, defs, body);
}
