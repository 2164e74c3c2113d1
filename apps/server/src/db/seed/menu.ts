import { type L10n, tr } from './text';

/** How the image generator draws a dish (see scripts/art/food.ts). */
export const DISH_ARTS = [
  'plate',
  'noodles',
  'bowl-soup',
  'bowl-noodle',
  'curry',
  'rice',
  'salad',
  'burger',
  'pizza',
  'glass',
  'cup',
  'bubble',
  'shake',
  'can',
  'coconut',
  'icecream',
  'cake',
  'tart',
  'parfait',
  'dumpling',
  'bun',
  'skewer',
  'chicken',
  'fries',
  'rings',
  'bread',
  'wrap',
  'toast',
  'samosa',
  'balls',
  'waffle',
  'hotdog',
  'rolls',
] as const;
export type DishArt = (typeof DISH_ARTS)[number];

export const SPEC_KINDS = [
  'none',
  'noodle',
  'rice',
  'curry',
  'indian-curry',
  'thai-salad',
  'grill',
  'sichuan',
  'dimsum',
  'pizza',
  'burger',
  'fries',
  'chicken',
  'wings',
  'tea',
  'juice',
  'coffee',
  'bread',
  'bowl',
  'dessert',
  'chaat',
] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];

/** Product categories of a menu, in the order a menu shows them. */
export const MENU_GROUPS = {
  starters: tr('Starters & snacks | ของทานเล่น | स्टार्टर और स्नैक्स | 小吃 | 小吃'),
  streetfood: tr('Street food | สตรีทฟู้ด | स्ट्रीट फ़ूड | 街头小吃 | 街頭小吃'),
  dimsum: tr('Dim sum | ติ่มซำ | डिम सम | 点心 | 點心'),
  soups: tr('Soups | ซุป | सूप | 汤品 | 湯品'),
  salads: tr('Salads | สลัดและยำ | सलाद | 沙拉 | 沙拉'),
  bowls: tr('Bowls | โบวล์ | बाउल | 能量碗 | 能量碗'),
  noodles: tr('Noodles | ก๋วยเตี๋ยวและบะหมี่ | नूडल्स | 面食 | 麵食'),
  rice: tr('Rice dishes | เมนูข้าว | चावल के व्यंजन | 饭类 | 飯類'),
  curries: tr('Curries | แกง | करी | 咖喱 | 咖哩'),
  mains: tr('Mains | จานหลัก | मुख्य व्यंजन | 主菜 | 主菜'),
  grill: tr('Grill | ย่าง | ग्रिल | 烧烤 | 燒烤'),
  burgers: tr('Burgers | เบอร์เกอร์ | बर्गर | 汉堡 | 漢堡'),
  chicken: tr('Fried chicken | ไก่ทอด | फ्राइड चिकन | 炸鸡 | 炸雞'),
  pizzas: tr('Pizzas | พิซซ่า | पिज़्ज़ा | 披萨 | 披薩'),
  wraps: tr('Wraps & toasts | แรปและโทสต์ | रैप और टोस्ट | 卷饼与吐司 | 捲餅與吐司'),
  breads: tr('Breads | ขนมปังและนาน | रोटी और नान | 饼类 | 餅類'),
  sides: tr('Sides | เครื่องเคียง | साइड्स | 配菜 | 配菜'),
  desserts: tr('Desserts | ของหวาน | मिठाइयाँ | 甜品 | 甜品'),
  icecream: tr('Ice cream | ไอศกรีม | आइसक्रीम | 冰淇淋 | 冰淇淋'),
  tea: tr('Tea | ชา | चाय | 茶饮 | 茶飲'),
  coffee: tr('Coffee | กาแฟ | कॉफ़ी | 咖啡 | 咖啡'),
  smoothies: tr('Juices & smoothies | น้ำผลไม้และสมูทตี้ | जूस और स्मूदी | 果汁与果昔 | 果汁與果昔'),
  drinks: tr('Drinks | เครื่องดื่ม | पेय | 饮品 | 飲品'),
} satisfies Record<string, L10n>;
export type MenuGroup = keyof typeof MENU_GROUPS;
const GROUP_KEYS = Object.keys(MENU_GROUPS) as MenuGroup[];

export type Dish = {
  slug: string;
  art: DishArt;
  /** Main and accent colour of the food, for the generated picture. */
  colors: [string, string];
  /** Price in US cents at Bangkok mid-range prices; merchants scale it to their city. */
  base: number;
  spec: SpecKind;
  group: MenuGroup;
  name: L10n;
  description: L10n;
};

function oneOf<T extends string>(list: readonly T[], value: string, what: string): T {
  if (!(list as readonly string[]).includes(value)) throw new Error(`unknown ${what} '${value}'`);
  return value as T;
}

/**
 * Parses a dish table: blocks separated by blank lines, each of three lines:
 * `slug | art | #main #accent | baseCents | specKind | group`, then the name and the description
 * in the five locales (`en | th-TH | hi-IN | zh-Hans | zh-Hant`). Compact enough that a cuisine fits in
 * one readable file; a malformed block throws when the module loads, so tests catch it.
 */
export function parseDishes(table: string): Dish[] {
  return table
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const [head, name, description] = lines;
      if (lines.length !== 3 || !head || !name || !description) throw new Error(`bad dish block: ${block}`);
      const [slug, art, colors, base, spec, group] = head.split('|').map((s) => s.trim());
      const [c1, c2] = (colors ?? '').split(/\s+/);
      if (!slug || !c1 || !c2 || !base || !/^\d+$/.test(base)) throw new Error(`bad dish head: ${head}`);
      return {
        slug,
        art: oneOf(DISH_ARTS, art ?? '', 'dish art'),
        colors: [c1, c2],
        base: Number(base),
        spec: oneOf(SPEC_KINDS, spec ?? '', 'spec kind'),
        group: oneOf(GROUP_KEYS, group ?? '', 'menu group'),
        name: tr(name),
        description: tr(description),
      };
    });
}

export const groupOrder = (g: MenuGroup) => GROUP_KEYS.indexOf(g);
