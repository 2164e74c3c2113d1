/**
 * Where the demo pictures live. Rows store `/assets/demo/<path>.svg`; the server serves
 * `apps/server/assets` at `/assets`, and `scripts/gen-demo-images.ts` writes the same paths.
 */
export const ASSET_PREFIX = '/assets/demo/';

const url = (path: string) => `${ASSET_PREFIX}${path}.svg`;

export const assetUrl = {
  merchantLogo: (slug: string) => url(`merchants/${slug}-logo`),
  merchantCover: (slug: string) => url(`merchants/${slug}-cover`),
  dish: (slug: string) => url(`products/${slug}`),
  hotelLogo: (slug: string) => url(`hotels/${slug}-logo`),
  hotelCover: (slug: string) => url(`hotels/${slug}-cover`),
  room: (hotelSlug: string, roomSlug: string) => url(`hotels/${hotelSlug}-${roomSlug}`),
  airline: (code: string) => url(`airlines/${code.toLowerCase()}`),
  news: (slug: string) => url(`news/${slug}`),
  banner: (slug: string) => url(`banners/${slug}`),
  avatar: (slug: string) => url(`avatars/${slug}`),
};

/** `/assets/demo/x/y.svg` -> `demo/x/y.svg`, relative to `apps/server/assets`. */
export const assetFile = (u: string) => u.replace(/^\/assets\//, '');
