/**
 * Where the demo pictures live. Rows store `/assets/demo/<path>.webp` for pictures (covers, dishes,
 * rooms, banners, news: raster, as merchants' own photos are) and `/assets/demo/<path>.svg` for marks
 * (logos, airlines, avatars); the server serves `apps/server/assets` at `/assets`, and
 * `scripts/gen-demo-images.ts` writes the same paths.
 */
export const ASSET_PREFIX = '/assets/demo/';

/** A picture: drawn as SVG, stored as WebP (a browser paints an SVG image on the page's main thread). */
const picture = (path: string) => `${ASSET_PREFIX}${path}.webp`;
/** A mark: small, flat, kept as SVG. */
const mark = (path: string) => `${ASSET_PREFIX}${path}.svg`;

export const assetUrl = {
  merchantLogo: (slug: string) => mark(`merchants/${slug}-logo`),
  merchantCover: (slug: string) => picture(`merchants/${slug}-cover`),
  dish: (slug: string) => picture(`products/${slug}`),
  hotelLogo: (slug: string) => mark(`hotels/${slug}-logo`),
  hotelCover: (slug: string) => picture(`hotels/${slug}-cover`),
  room: (hotelSlug: string, roomSlug: string) => picture(`hotels/${hotelSlug}-${roomSlug}`),
  airline: (code: string) => mark(`airlines/${code.toLowerCase()}`),
  news: (slug: string) => picture(`news/${slug}`),
  banner: (slug: string) => picture(`banners/${slug}`),
  avatar: (slug: string) => mark(`avatars/${slug}`),
};

/** `/assets/demo/x/y.webp` -> `demo/x/y.webp`, relative to `apps/server/assets`. */
export const assetFile = (u: string) => u.replace(/^\/assets\//, '');
