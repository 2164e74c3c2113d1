import { CHINESE_DISHES } from './dishes-chinese';
import { FRESH_DISHES } from './dishes-fresh';
import { INDIAN_DISHES } from './dishes-indian';
import { SWEET_DISHES } from './dishes-sweet';
import { THAI_DISHES } from './dishes-thai';
import { WESTERN_DISHES } from './dishes-western';
import type { Dish } from './menu';

export const ALL_DISHES: readonly Dish[] = [
  ...THAI_DISHES,
  ...CHINESE_DISHES,
  ...INDIAN_DISHES,
  ...WESTERN_DISHES,
  ...SWEET_DISHES,
  ...FRESH_DISHES,
];

const bySlug = new Map(ALL_DISHES.map((d) => [d.slug, d]));
if (bySlug.size !== ALL_DISHES.length) throw new Error('duplicate dish slug');

export function dish(slug: string): Dish {
  const d = bySlug.get(slug);
  if (!d) throw new Error(`unknown dish ${slug}`);
  return d;
}

/** `pool('dish dish …', 'drink drink …')`: space-separated slugs keep each menu style on a line or two. */
const pool = (dishes: string, drinks = ''): MenuPool => ({
  dishes: dishes.split(/\s+/).filter(Boolean),
  drinks: drinks.split(/\s+/).filter(Boolean),
});

const TH_DRINKS = 'thai-iced-tea thai-green-tea lime-soda coconut-water oliang';
const IN_DRINKS = 'mango-lassi masala-chai lime-soda';
const CN_DRINKS = 'jasmine-tea lemon-tea bubble-tea';
const HK_DRINKS = 'hk-milk-tea lemon-tea jasmine-tea';
const WEST_DRINKS = 'cola lemonade vanilla-shake chocolate-shake';
const FRESH_DRINKS = 'green-smoothie orange-juice cold-brew watermelon-smoothie';

/**
 * A menu style: the dishes a kitchen of this style may serve (the first one's category always makes the
 * menu) and the drinks added under "Drinks". Shops whose menu is drinks list them as dishes, no extras.
 */
export type MenuPool = { dishes: string[]; drinks: string[] };

export const POOLS = {
  thai: pool(
    'green-curry pad-thai tom-yum-goong massaman-beef som-tam kra-pao-moo khao-man-gai khao-pad-poo larb-gai tom-kha-gai pad-see-ew panang-curry spring-rolls mango-sticky-rice coconut-ice-cream',
    TH_DRINKS,
  ),
  'thai-isan': pool('som-tam larb-gai gai-yang moo-ping tom-yum-goong kra-pao-moo khao-pad-poo', TH_DRINKS),
  'thai-breakfast': pool(
    'jok-moo patongko kra-pao-moo khao-man-gai khao-pad-poo moo-ping spring-rolls',
    'oliang thai-iced-tea coconut-water orange-juice',
  ),
  'thai-noodles': pool(
    'boat-noodles tom-yum-noodles rad-na pad-see-ew pad-thai khao-soi wonton-noodles beef-noodle-soup moo-ping spring-rolls coconut-ice-cream',
    TH_DRINKS,
  ),
  'thai-dessert': pool(
    'mango-sticky-rice banana-roti khanom-mor-kaeng cheesecake lava-cake thai-tea-bingsu coconut-ice-cream sundae',
    'thai-iced-tea thai-green-tea coconut-water latte',
  ),
  'thai-drinks': pool(
    'thai-iced-tea thai-green-tea bubble-tea oliang cold-brew latte lime-soda coconut-water watermelon-smoothie orange-juice banana-roti mango-sticky-rice',
  ),
  burgers: pool(
    'classic-cheeseburger double-smash bbq-bacon-burger crispy-chicken-burger mushroom-swiss plant-burger fries sweet-potato-fries onion-rings chicken-wings sundae',
    WEST_DRINKS,
  ),
  pizza: pool(
    'margherita pepperoni quattro-formaggi hawaiian bbq-chicken-pizza diavola truffle-mushroom garlic-bread chicken-wings caesar-salad tiramisu lava-cake',
    'cola lemonade',
  ),
  'pizza-in': pool(
    'paneer-tikka-pizza margherita veggie-supreme bbq-chicken-pizza quattro-formaggi pepperoni garlic-bread fries caesar-salad tiramisu lava-cake',
    'cola lemonade mango-lassi',
  ),
  fastfood: pool(
    'fried-chicken-bucket chicken-wings nuggets popcorn-chicken crispy-chicken-burger fish-burger classic-cheeseburger hot-dog fries corn-cup onion-rings sundae',
    'cola vanilla-shake chocolate-shake',
  ),
  'fastfood-in': pool(
    'vada-pav pav-bhaji pani-puri aloo-tikki-chaat masala-dosa samosa fries corn-cup kulfi',
    'masala-chai mango-lassi cola',
  ),
  indian: pool(
    'butter-chicken paneer-tikka-masala dal-makhani palak-paneer rogan-josh chicken-biryani veg-biryani tandoori-chicken garlic-naan butter-naan samosa gulab-jamun rasmalai kulfi',
    IN_DRINKS,
  ),
  'indian-street': pool(
    'chole-bhature masala-dosa pav-bhaji vada-pav pani-puri aloo-tikki-chaat samosa gulab-jamun kulfi',
    IN_DRINKS,
  ),
  'indian-sweets': pool(
    'gulab-jamun rasmalai cheesecake lava-cake banana-roti kulfi sundae coconut-ice-cream samosa',
    'mango-lassi masala-chai cold-brew',
  ),
  'indian-drinks': pool(
    'mango-lassi masala-chai latte cold-brew lime-soda orange-juice watermelon-smoothie green-smoothie samosa kulfi gulab-jamun',
  ),
  healthy: pool(
    'quinoa-bowl salmon-poke tofu-buddha-bowl acai-bowl yogurt-parfait chicken-salad soba-salad caesar-salad avocado-toast chicken-wrap lentil-soup',
    FRESH_DRINKS,
  ),
  'sh-noodles': pool(
    'scallion-oil-noodles beef-noodle-soup zha-jiang-mian dan-dan cold-sesame-noodles wonton-noodles pork-chop braised-pork-rice yangzhou-fried-rice xiaolongbao sheng-jian-bao',
    CN_DRINKS,
  ),
  'sh-dumplings': pool(
    'xiaolongbao sheng-jian-bao har-gow siu-mai char-siu-bao braised-pork-rice yangzhou-fried-rice mapo-tofu kung-pao-chicken sweet-sour-pork tang-yuan',
    CN_DRINKS,
  ),
  'cn-drinks': pool(
    'bubble-tea jasmine-tea lemon-tea hk-milk-tea latte cold-brew orange-juice egg-tart mango-pomelo-sago cheesecake',
  ),
  'cn-dessert': pool(
    'tang-yuan red-bean-soup mango-pomelo-sago egg-tart egg-waffle cheesecake tiramisu sundae coconut-ice-cream',
    CN_DRINKS,
  ),
  'hk-cafe': pool(
    'pineapple-bun hk-french-toast pork-chop char-siu-rice yangzhou-fried-rice beef-ho-fun wonton-noodles sweet-sour-pork century-egg-congee egg-tart',
    HK_DRINKS,
  ),
  'hk-noodles': pool(
    'wonton-noodles beef-ho-fun beef-noodle-soup dan-dan char-siu-rice roast-goose century-egg-congee siu-mai char-siu-bao',
    HK_DRINKS,
  ),
  dimsum: pool(
    'har-gow siu-mai char-siu-bao xiaolongbao sheng-jian-bao century-egg-congee char-siu-rice roast-goose yangzhou-fried-rice egg-tart mango-pomelo-sago',
    HK_DRINKS,
  ),
  'hk-dessert': pool(
    'egg-waffle mango-pomelo-sago egg-tart tang-yuan red-bean-soup sundae cheesecake coconut-ice-cream lava-cake',
    'hk-milk-tea lemon-tea bubble-tea',
  ),
} satisfies Record<string, MenuPool>;
export type PoolKey = keyof typeof POOLS;
