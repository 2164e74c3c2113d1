import type { OpeningHours } from '../schema';
import { CITIES, type CityKey } from './cities';
import { POOLS, type PoolKey } from './menu-pools';
import { RESTAURANTS_ABROAD } from './merchants-abroad';
import { type L10n, tr } from './text';

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const h = (hh: number, mm = 0) => hh * 60 + mm;

/** Opening-hours presets; days are 0 = Sunday .. 6 = Saturday, minutes since local midnight. */
export const HOURS = {
  standard: [{ days: ALL_DAYS, open: h(10), close: h(22) }],
  'lunch-dinner': [
    { days: ALL_DAYS, open: h(11), close: h(14, 30) },
    { days: ALL_DAYS, open: h(17), close: h(22) },
  ],
  /** Past midnight: close < open. */
  late: [{ days: ALL_DAYS, open: h(11), close: h(2) }],
  '24h': [{ days: ALL_DAYS, open: 0, close: h(24) }],
  /** Closed most of the day, so the "vendor is closed" state is easy to see. */
  breakfast: [{ days: ALL_DAYS, open: h(6), close: h(10, 30) }],
  night: [{ days: ALL_DAYS, open: h(18), close: h(23, 30) }],
  cafe: [
    { days: [1, 2, 3, 4, 5], open: h(7, 30), close: h(19) },
    { days: [0, 6], open: h(9), close: h(19) },
  ],
  /** Closed on Sundays. */
  weekday: [{ days: [1, 2, 3, 4, 5, 6], open: h(10), close: h(21) }],
  dimsum: [{ days: ALL_DAYS, open: h(8), close: h(16) }],
  early: [{ days: ALL_DAYS, open: h(7), close: h(23) }],
} satisfies Record<string, OpeningHours>;
export type HoursKey = keyof typeof HOURS;

export type RestaurantSeed = {
  slug: string;
  name: string;
  category: string;
  pool: PoolKey;
  city: CityKey;
  latitude: number;
  longitude: number;
  hours: HoursKey;
  /** Price level against the city's mid-range, e.g. 1.1. */
  tier: number;
  deliveryRadiusM: number;
  /** Delivery fee and minimum order in local currency units. */
  feeLocal: number;
  minOrderLocal: number;
  /** Stars x10. */
  rating: number;
  ratingCount: number;
  sales: number;
  recommended: boolean;
  paused: boolean;
  tags: string[];
  address: string;
  phone: string;
  description: L10n;
};

function key<T extends object>(obj: T, k: string | undefined, what: string): keyof T {
  if (!k || !(k in obj)) throw new Error(`unknown ${what} '${k}'`);
  return k as keyof T;
}

/**
 * Restaurant table, three lines each:
 * `slug | name | category | pool | city | lat,lng | hours | tier | radiusM | fee | minOrder | rating | ratings | sales | flags | tags`
 * (fee and minimum order in local currency; flags: rec, paused or -), then `address | phone`, then the
 * description in the five locales.
 */
function parseRestaurants(table: string): RestaurantSeed[] {
  return table
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [head, place, desc] = block.split('\n').map((l) => l.trim());
      if (!head || !place || !desc) throw new Error(`bad restaurant block: ${block}`);
      const f = head.split('|').map((s) => s.trim());
      const [address, phone] = place.split('|').map((s) => s.trim());
      const [lat, lng] = (f[5] ?? '').split(',').map(Number);
      const num = (i: number) => {
        const n = Number(f[i]);
        if (!Number.isFinite(n)) throw new Error(`bad number in column ${i}: ${head}`);
        return n;
      };
      if (!f[0] || !f[1] || !f[2] || lat === undefined || lng === undefined || !address || !phone) {
        throw new Error(`bad restaurant: ${head}`);
      }
      const flags = (f[14] ?? '').split(/\s+/);
      return {
        slug: f[0],
        name: f[1],
        category: f[2],
        pool: key(POOLS, f[3], 'pool') as PoolKey,
        city: key(CITIES, f[4], 'city') as CityKey,
        latitude: lat,
        longitude: lng,
        hours: key(HOURS, f[6], 'hours') as HoursKey,
        tier: num(7),
        deliveryRadiusM: num(8),
        feeLocal: num(9),
        minOrderLocal: num(10),
        rating: num(11),
        ratingCount: num(12),
        sales: num(13),
        recommended: flags.includes('rec'),
        paused: flags.includes('paused'),
        tags: (f[15] ?? '').split(/\s+/).filter((t) => t && t !== '-'),
        address,
        phone,
        description: tr(desc),
      };
    });
}

const BANGKOK = `
baan-somtum-siam | Baan Somtum Siam | thai | thai-isan | bangkok | 13.7448,100.5331 | standard | 1 | 6000 | 19 | 100 | 47 | 3820 | 15640 | rec | top_rated spicy
Siam Square Soi 3, Pathum Wan, Bangkok 10330 | +66 2 251 3301
Isan papaya salads, charcoal-grilled chicken and sticky rice, pounded to order by Siam Square | ส้มตำ ไก่ย่าง ข้าวเหนียว สไตล์อีสานแท้ ตำสดทุกจาน ใกล้สยามสแควร์ | सियाम स्क्वायर के पास ईसान शैली का पपीता सलाद, कोयले पर भुना चिकन और स्टिकी राइस, ऑर्डर पर ताज़ा कूटा हुआ | 暹罗广场旁的伊善风味：现捣青木瓜沙拉、炭烤鸡和糯米饭 | 暹羅廣場旁的伊善風味：現搗青木瓜沙拉、炭烤雞和糯米飯

krua-khun-yai | Krua Khun Yai | thai | thai | bangkok | 13.7797,100.5447 | lunch-dinner | 1.1 | 8000 | 25 | 150 | 48 | 2410 | 9870 | rec | family top_rated
Phahonyothin Soi 7, Ari, Phaya Thai, Bangkok 10400 | +66 2 279 1147
Family recipes from Grandma's kitchen: slow-cooked curries, wok dishes and Thai desserts | สูตรอาหารบ้านๆ จากครัวคุณยาย แกงเคี่ยวนาน ผัดกระทะ และขนมไทย | दादी की रसोई के पारिवारिक नुस्खे: धीमी आंच पर पकी करी, कड़ाही के व्यंजन और थाई मिठाइयाँ | 外婆厨房的家传菜谱：慢炖咖喱、镬炒菜和泰式甜点 | 外婆廚房的家傳菜譜：慢燉咖哩、鑊炒菜和泰式甜點

siam-wok-house | Siam Wok House | thai | thai | bangkok | 13.7370,100.5603 | late | 1 | 5000 | 15 | 100 | 45 | 1904 | 12020 | - | late_night
Sukhumvit Soi 21, Khlong Toei Nuea, Watthana, Bangkok 10110 | +66 2 258 4410
Smoky wok classics until 2 am: pad thai, holy basil pork and crab fried rice | อาหารผัดกระทะหอมไฟแรงถึงตีสอง ทั้งผัดไทย กะเพรา และข้าวผัดปู | रात 2 बजे तक धुएँदार कड़ाही क्लासिक्स: पैड थाई, तुलसी पोर्क और केकड़ा फ्राइड राइस | 营业至凌晨两点的镬气经典：泰式炒河粉、打抛猪和蟹肉炒饭 | 營業至凌晨兩點的鑊氣經典：泰式炒河粉、打拋豬和蟹肉炒飯

boat-noodle-alley | Boat Noodle Alley | noodles | thai-noodles | bangkok | 13.7649,100.5383 | standard | 0.9 | 6000 | 15 | 80 | 46 | 5210 | 21480 | rec | top_rated
Ratchawithi Road, Victory Monument, Ratchathewi, Bangkok 10400 | +66 2 245 0088
Small bowls of rich boat noodles the Victory Monument way, plus Thai noodle favourites | ก๋วยเตี๋ยวเรือชามเล็กน้ำข้นสไตล์อนุสาวรีย์ชัยฯ และเมนูเส้นยอดนิยม | विक्ट्री मॉन्यूमेंट अंदाज़ में गाढ़े बोट नूडल्स के छोटे कटोरे, और थाई नूडल्स के पसंदीदा व्यंजन | 胜利纪念碑风格的浓汤小碗船面，以及人气泰式面食 | 勝利紀念碑風格的濃湯小碗船麵，以及人氣泰式麵食

thonglor-jok | Thonglor Jok & Patongko | thai | thai-breakfast | bangkok | 13.7326,100.5826 | breakfast | 0.9 | 4000 | 15 | 60 | 46 | 1320 | 6890 | - | breakfast
Sukhumvit Soi 55, Khlong Tan Nuea, Watthana, Bangkok 10110 | +66 2 391 2265
Morning-only congee, crispy patongko and rice plates, 6:00 to 10:30 | โจ๊กร้อนๆ ปาท่องโก๋กรอบ และข้าวราดแกง เปิดเฉพาะเช้า 6:00–10:30 น. | सिर्फ़ सुबह 6:00 से 10:30 तक: गरम कंजी, कुरकुरे पाथोंगको और चावल की प्लेटें | 仅早晨营业（6:00–10:30）：热粥、香脆油条和盖饭 | 僅早晨營業（6:00–10:30）：熱粥、香脆油條和蓋飯

sukhumvit-burger-co | Sukhumvit Burger Co. | burgers | burgers | bangkok | 13.7305,100.5697 | late | 1 | 7000 | 29 | 200 | 47 | 2980 | 11250 | rec | top_rated
Sukhumvit Soi 33/1, Khlong Toei Nuea, Watthana, Bangkok 10110 | +66 2 662 0331
Dry-aged beef smash burgers, hand-cut fries and thick shakes | เบอร์เกอร์เนื้อดรายเอจสแมช เฟรนช์ฟรายส์หั่นมือ และมิลค์เชคเข้มข้น | ड्राई-एज्ड बीफ़ स्मैश बर्गर, हाथ से कटे फ़्राइज़ और गाढ़े शेक | 干式熟成牛肉压扁汉堡、手切薯条和浓稠奶昔 | 乾式熟成牛肉壓扁漢堡、手切薯條和濃稠奶昔

napoli-corner | Napoli Corner Pizzeria | pizza | pizza | bangkok | 13.7211,100.5296 | lunch-dinner | 1 | 6000 | 35 | 300 | 46 | 1730 | 5420 | - | family
Sathorn Soi 10, Silom, Bang Rak, Bangkok 10500 | +66 2 635 1010
Wood-fired Neapolitan pizzas with a leopard-spotted crust | พิซซ่านาโปลีอบเตาฟืน ขอบพองมีจุดไหม้สวย | लकड़ी की भट्ठी में पके, तेंदुए जैसे धब्बेदार क्रस्ट वाले नेपोलिटन पिज़्ज़ा | 柴火窑烤拿坡里披萨，饼边焦斑诱人 | 柴火窯烤拿坡里披薩，餅邊焦斑誘人

khanom-sweet-house | Khanom Sweet House | dessert | thai-dessert | bangkok | 13.7466,100.5393 | standard | 1 | 5000 | 19 | 100 | 48 | 3350 | 14410 | rec | top_rated
Rama I Road, Pathum Wan, Bangkok 10330 | +66 2 658 1212
Mango sticky rice, Thai tea bingsu and coconut ice cream for hot afternoons | ข้าวเหนียวมะม่วง บิงซูชาไทย และไอศกรีมกะทิ คลายร้อนยามบ่าย | गर्म दोपहरों के लिए मैंगो स्टिकी राइस, थाई टी बिंगसू और नारियल आइसक्रीम | 芒果糯米饭、泰式奶茶雪冰和椰子冰淇淋，消暑午后 | 芒果糯米飯、泰式奶茶雪冰和椰子冰淇淋，消暑午後

cha-yen-corner | Cha Yen Corner | drinks | thai-drinks | bangkok | 13.7510,100.5410 | cafe | 1 | 5000 | 10 | 60 | 45 | 2120 | 18330 | - | new
Ratchaprarop Road, Pratunam, Ratchathewi, Bangkok 10400 | +66 2 208 4455
Thai iced tea, oliang and fresh coconut, brewed strong and sweetened your way | ชาไทย โอเลี้ยง และมะพร้าวน้ำหอม ชงเข้มข้น ปรับหวานได้ตามใจ | थाई आइस्ड टी, ओलियांग और ताज़ा नारियल: कड़क बनी, मिठास आपकी पसंद की | 泰式奶茶、古早冰咖啡和新鲜椰青，浓郁现调，甜度随心 | 泰式奶茶、古早冰咖啡和新鮮椰青，濃郁現調，甜度隨心

green-bowl-bangkok | Green Bowl Bangkok | healthy | healthy | bangkok | 13.7316,100.5416 | cafe | 1.1 | 6000 | 25 | 150 | 47 | 1460 | 4980 | - | vegetarian
Lang Suan Road, Lumphini, Pathum Wan, Bangkok 10330 | +66 2 652 7788
Grain bowls, poke and cold-pressed smoothies by Lumphini Park | ธัญพืชโบวล์ โพค และสมูทตี้สกัดเย็น ใกล้สวนลุมพินี | लुम्पिनी पार्क के पास ग्रेन बाउल, पोके और कोल्ड-प्रेस्ड स्मूदी | 伦披尼公园旁的谷物碗、波奇饭和冷压果昔 | 倫披尼公園旁的穀物碗、波奇飯和冷壓果昔

crisp-chicken-24 | Crisp & Co. Chicken 24 | fastfood | fastfood | bangkok | 13.7290,100.5340 | 24h | 0.9 | 8000 | 0 | 150 | 44 | 4470 | 26050 | - | open_24h free_delivery
Silom Road, Suriyawong, Bang Rak, Bangkok 10500 | +66 2 234 2424
Crunchy fried chicken, burgers and fries, open day and night | ไก่ทอดกรอบ เบอร์เกอร์ และเฟรนช์ฟรายส์ เปิดตลอด 24 ชั่วโมง | कुरकुरा फ्राइड चिकन, बर्गर और फ़्राइज़, दिन-रात खुला | 香脆炸鸡、汉堡和薯条，24小时营业 | 香脆炸雞、漢堡和薯條，24小時營業

yaowarat-dim-sum | Yaowarat Dim Sum House | chinese | dimsum | bangkok | 13.7397,100.5097 | standard | 1 | 6000 | 25 | 150 | 46 | 2260 | 8760 | - | family
Yaowarat Road, Samphanthawong, Bangkok 10100 | +66 2 222 8181
Handmade dim sum and Cantonese roast meats in the heart of Chinatown | ติ่มซำทำมือและห่านย่างกวางตุ้ง ใจกลางเยาวราช | चाइनाटाउन के दिल में हाथ से बने डिम सम और कैंटोनीज़ रोस्ट मीट | 唐人街中心的手工点心和粤式烧味 | 唐人街中心的手工點心和粵式燒味

masala-junction | Masala Junction Sukhumvit | indian | indian | bangkok | 13.7405,100.5550 | lunch-dinner | 1 | 6000 | 29 | 200 | 45 | 1180 | 4320 | - | halal
Sukhumvit Soi 11, Khlong Toei Nuea, Watthana, Bangkok 10110 | +66 2 651 1107
North Indian curries, biryani and tandoor breads cooked by a Punjabi family | แกงอินเดียเหนือ ข้าวหมก และขนมปังเตาทันดูร์ ปรุงโดยครอบครัวชาวปัญจาบ | एक पंजाबी परिवार की बनाई उत्तर भारतीय करी, बिरयानी और तंदूरी रोटियाँ | 旁遮普家庭掌勺的北印度咖喱、香饭和泥炉烤饼 | 旁遮普家庭掌勺的北印度咖哩、香飯和泥爐烤餅

tom-yum-lab | Tom Yum Lab | thai | thai | bangkok | 13.7195,100.5851 | standard | 1.2 | 5000 | 25 | 150 | 43 | 310 | 980 | paused | new
Ekkamai Soi 12, Khlong Tan Nuea, Watthana, Bangkok 10110 | +66 2 714 1200
Modern takes on tom yum and Thai soups; taking a short break, back soon | ต้มยำและซุปไทยในแบบร่วมสมัย ขณะนี้หยุดพักชั่วคราว แล้วพบกันเร็วๆ นี้ | टॉम यम और थाई सूप का आधुनिक अंदाज़; अभी छोटा विराम, जल्द वापसी | 新派冬阴功和泰式汤品；暂时休息，很快回来 | 新派冬蔭功和泰式湯品；暫時休息，很快回來

talad-night-grill | Talad Night Grill | thai | thai-isan | bangkok | 13.7570,100.5660 | night | 0.9 | 5000 | 19 | 100 | 45 | 1640 | 7310 | - | late_night spicy
Ratchadaphisek Road, Din Daeng, Bangkok 10400 | +66 2 248 6600
Night-market grills and Isan salads, fired up from 6 pm | ของย่างและยำอีสานแบบตลาดนัดกลางคืน เริ่มเปิดเตา 6 โมงเย็น | शाम 6 बजे से नाइट-मार्केट ग्रिल और ईसान सलाद | 夜市烧烤和伊善凉拌，傍晚六点开炉 | 夜市燒烤和伊善涼拌，傍晚六點開爐
`;

/** Bangkok first (the demo user lives there), then Delhi, Mumbai, Shanghai and Hong Kong. */
export const RESTAURANTS: readonly RestaurantSeed[] = [
  ...parseRestaurants(BANGKOK),
  ...parseRestaurants(RESTAURANTS_ABROAD),
];
