/// <reference lib="dom" />
/**
 * Draws every demo picture the seed refers to under apps/server/assets/demo: marks (logos, airlines,
 * avatars) as small SVG files, pictures (covers, dishes, rooms, banners, news) drawn as SVG and stored as
 * WebP, rasterised by this machine's Chromium (a page paints an SVG image on its main thread; merchants'
 * own photos are raster too). Deterministic (seeded by slug), so re-running gives the same drawings. Run:
 *   node --import tsx apps/server/scripts/gen-demo-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { assetFile, assetUrl } from '../src/db/seed/assets';
import { BANNERS, NEWS } from '../src/db/seed/content';
import { AIRLINES } from '../src/db/seed/flights-data';
import { HOTELS } from '../src/db/seed/hotels';
import { ROOM_TYPES } from '../src/db/seed/hotels-data';
import { ALL_DISHES, dish } from '../src/db/seed/menu-pools';
import { buildMenu } from '../src/db/seed/merchants';
import { RESTAURANTS } from '../src/db/seed/merchants-data';
import { SUPPORT_AVATAR } from '../src/modules/chat/support';
import { airlineSvg, avatarSvg, logoSvg, supportAvatarSvg } from './art/brand';
import { productSvg } from './art/food';
import { bannerSvg, newsCoverSvg } from './art/promo';
import { hotelCoverSvg, merchantCoverSvg, roomSvg } from './art/scenes';

const assetsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets');
const demoDir = path.join(assetsRoot, 'demo');

let files = 0;
let bytes = 0;
/** Pictures to rasterise: where each goes and its drawing. */
const pictures: { file: string; svg: string }[] = [];
function write(url: string, svg: string): void {
  const file = path.join(assetsRoot, assetFile(url));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (file.endsWith('.webp')) {
    pictures.push({ file, svg });
    return;
  }
  fs.writeFileSync(file, svg);
  files++;
  bytes += Buffer.byteLength(svg);
}

// Start clean so pictures of removed items do not linger.
fs.rmSync(demoDir, { recursive: true, force: true });

for (const d of ALL_DISHES) write(assetUrl.dish(d.slug), productSvg(d));

for (const r of RESTAURANTS) {
  const menu = buildMenu(r);
  // Three different-looking dishes from the menu, mains first, make the cover.
  const picks = [...menu.filter((m) => m.group !== 'drinks'), ...menu.filter((m) => m.group === 'drinks')]
    .map((m) => m.dish)
    .filter((d, i, all) => all.findIndex((x) => x.art === d.art) === i)
    .slice(0, 3);
  write(assetUrl.merchantLogo(r.slug), logoSvg(r.name, r.category, r.slug));
  write(assetUrl.merchantCover(r.slug), merchantCoverSvg(r.slug, r.category, picks));
}

for (const h of HOTELS) {
  write(assetUrl.hotelLogo(h.slug), logoSvg(h.name, h.category, h.slug));
  write(assetUrl.hotelCover(h.slug), hotelCoverSvg(h));
  for (const room of h.rooms) write(assetUrl.room(h.slug, room.key), roomSvg(h, room.key, ROOM_TYPES[room.key].bed));
}

for (const [code, airline] of Object.entries(AIRLINES)) write(assetUrl.airline(code), airlineSvg(code, airline.colors));

for (const n of NEWS) write(assetUrl.news(n.slug), newsCoverSvg(n.slug, [dish('boat-noodles')]));

const bannerDishes = ['pad-thai', 'classic-cheeseburger', 'xiaolongbao'].map(dish);
for (const b of BANNERS) write(assetUrl.banner(b.slug), bannerSvg(b.slug, bannerDishes));

write(assetUrl.avatar('demo-user'), avatarSvg('Demo User', ['#ff7a45', '#ffb703']));
write(assetUrl.avatar('friend'), avatarSvg('Priya Sharma', ['#7b2cbf', '#48bfe3']));
write(SUPPORT_AVATAR, supportAvatarSvg());

// Each picture drawn at its own size on a canvas and encoded as WebP (quality 0.82).
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { file, svg } of pictures) {
    const dataUrl = await page.evaluate(async (svg) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')?.drawImage(img, 0, 0);
      return canvas.toDataURL('image/webp', 0.82);
    }, svg);
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${file}: this Chromium did not encode WebP`);
    const webp = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    fs.writeFileSync(file, webp);
    files++;
    bytes += webp.length;
  }
} finally {
  await browser.close();
}

console.log(
  `wrote ${files} files (${pictures.length} WebP pictures), ${(bytes / 1024).toFixed(0)} KiB, under ${path.relative(process.cwd(), demoDir)}`,
);
