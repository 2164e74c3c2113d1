import type { ProductSpecGroup } from '../schema';
import type { SpecKind } from './menu';
import { tr } from './text';

/** Spec option prices are in Bangkok-level US cents, scaled to the merchant's city like dish prices. */
type Opt = [pipe: string, price: number];

const group = (name: string, required: boolean, multiple: boolean, options: Opt[]): ProductSpecGroup => ({
  name: tr(name),
  required,
  multiple,
  options: options.map(([pipe, price]) => ({ name: tr(pipe), price })),
});

const SIZE = 'Size | ขนาด | आकार | 份量 | 份量';
const REGULAR = 'Regular | ธรรมดา | रेगुलर | 标准 | 標準';
const LARGE = 'Large | พิเศษ | लार्ज | 大份 | 大份';
const ADDONS = 'Add-ons | เพิ่มเติม | ऐड-ऑन | 加料 | 加料';

const size = (large: number) =>
  group(SIZE, true, false, [
    [REGULAR, 0],
    [LARGE, large],
  ]);

const spice = () =>
  group('Spice level | ระดับความเผ็ด | तीखापन | 辣度 | 辣度', false, false, [
    ['No chilli | ไม่ใส่พริก | बिना मिर्च | 不辣 | 不辣', 0],
    ['Mild | เผ็ดน้อย | हल्का तीखा | 微辣 | 微辣', 0],
    ['Medium | เผ็ดกลาง | मध्यम तीखा | 中辣 | 中辣', 0],
    ['Hot | เผ็ดมาก | बहुत तीखा | 特辣 | 特辣', 0],
  ]);

const sweetness = () =>
  group('Sweetness | ระดับความหวาน | मिठास | 甜度 | 甜度', false, false, [
    ['Normal | หวานปกติ | सामान्य | 正常甜 | 正常甜', 0],
    ['Less sweet | หวานน้อย | कम मीठा | 少糖 | 少糖', 0],
    ['Half sweet | หวานครึ่งเดียว | आधा मीठा | 半糖 | 半糖', 0],
    ['No sugar | ไม่หวาน | बिना चीनी | 无糖 | 無糖', 0],
  ]);

const addons = (options: Opt[]) => group(ADDONS, false, true, options);

const EGG: Opt = ['Fried egg | ไข่ดาว | तला अंडा | 煎蛋 | 煎蛋', 30];
const MEAT: Opt = ['Extra meat | เพิ่มเนื้อสัตว์ | अतिरिक्त मीट | 加肉 | 加肉', 80];
const VEG: Opt = ['Extra vegetables | เพิ่มผัก | अतिरिक्त सब्ज़ियाँ | 加蔬菜 | 加蔬菜', 30];
const RICE: Opt = ['Steamed jasmine rice | ข้าวสวยหอมมะลิ | उबले चमेली चावल | 茉莉香米饭 | 茉莉香米飯', 40];
const STICKY: Opt = ['Sticky rice | ข้าวเหนียว | चिपचिपे चावल | 糯米饭 | 糯米飯', 30];
const CHEESE: Opt = ['Extra cheese | เพิ่มชีส | अतिरिक्त चीज़ | 加芝士 | 加芝士', 60];
const ICE_CREAM: Opt = [
  'Scoop of vanilla ice cream | ไอศกรีมวานิลลา 1 สกู๊ป | वनीला आइसक्रीम का एक स्कूप | 香草冰淇淋球 | 香草冰淇淋球',
  60,
];

/** The spec groups of a dish of `kind` whose base price is `base` cents. */
export function specsFor(kind: SpecKind, base: number): ProductSpecGroup[] {
  switch (kind) {
    case 'none':
      return [];
    case 'noodle':
      return [size(60), spice(), addons([EGG, MEAT, VEG])];
    case 'rice':
      return [size(60), spice(), addons([EGG, MEAT])];
    case 'curry':
      return [spice(), addons([RICE, MEAT])];
    case 'indian-curry':
      return [
        spice(),
        addons([
          ['Basmati rice | ข้าวบาสมาติ | बासमती चावल | 印度香米饭 | 印度香米飯', 80],
          ['Butter naan | นานเนย | बटर नान | 黄油馕 | 牛油烤餅', 90],
          ['Extra gravy | เพิ่มน้ำแกง | अतिरिक्त ग्रेवी | 加酱汁 | 加醬汁', 40],
        ]),
      ];
    case 'thai-salad':
      return [spice(), addons([STICKY, ['Crispy pork rind | แคบหมู | कुरकुरी पोर्क स्किन | 炸猪皮 | 炸豬皮', 40]])];
    case 'grill':
      return [addons([STICKY, RICE, ['Extra dipping sauce | เพิ่มน้ำจิ้ม | अतिरिक्त डिप | 加蘸酱 | 加沾醬', 10]])];
    case 'sichuan':
      return [spice(), addons([RICE, ['Extra chilli oil | เพิ่มน้ำมันพริก | अतिरिक्त चिली ऑयल | 加红油 | 加紅油', 10]])];
    case 'dimsum':
      return [
        group(SIZE, true, false, [
          ['One basket | 1 เข่ง | एक टोकरी | 一笼 | 一籠', 0],
          ['Two baskets | 2 เข่ง | दो टोकरी | 两笼 | 兩籠', Math.round(base * 0.9)],
        ]),
        addons([['Chilli oil | น้ำมันพริก | चिली ऑयल | 辣椒油 | 辣椒油', 10]]),
      ];
    case 'pizza':
      return [
        group(SIZE, true, false, [
          ['9 inch | 9 นิ้ว | 9 इंच | 9英寸 | 9吋', 0],
          ['12 inch | 12 นิ้ว | 12 इंच | 12英寸 | 12吋', Math.round(base * 0.4)],
          ['15 inch | 15 นิ้ว | 15 इंच | 15英寸 | 15吋', Math.round(base * 0.8)],
        ]),
        addons([
          CHEESE,
          ['Mushrooms | เห็ด | मशरूम | 蘑菇 | 蘑菇', 60],
          ['Pepperoni | เปปเปอโรนี | पेपरोनी | 意式辣香肠 | 意式辣香腸', 120],
          ['Jalapeños | พริกฮาลาปิโน | हालापेन्यो | 墨西哥辣椒 | 墨西哥辣椒', 50],
        ]),
      ];
    case 'burger':
      return [
        group('Patty | เนื้อ | पैटी | 肉饼 | 肉餅', true, false, [
          ['Single | ชั้นเดียว | सिंगल | 单层 | 單層', 0],
          ['Double | สองชั้น | डबल | 双层 | 雙層', Math.round(base * 0.35)],
        ]),
        addons([
          CHEESE,
          ['Bacon | เบคอน | बेकन | 培根 | 培根', 90],
          EGG,
          ['Avocado | อะโวคาโด | एवोकाडो | 牛油果 | 酪梨', 80],
        ]),
      ];
    case 'fries':
      return [size(Math.round(base * 0.4))];
    case 'chicken':
      return [
        group('Flavour | รสชาติ | स्वाद | 口味 | 口味', true, false, [
          ['Original | ออริจินัล | ओरिजिनल | 原味 | 原味', 0],
          ['Hot and spicy | สไปซี่ | हॉट एंड स्पाइसी | 香辣 | 香辣', 0],
        ]),
        addons([
          ['Coleslaw | โคลสลอว์ | कोलस्लॉ | 凉拌卷心菜 | 涼拌捲心菜', 60],
          ['Gravy | น้ำเกรวี่ | ग्रेवी | 肉汁 | 肉汁', 40],
        ]),
      ];
    case 'wings':
      return [
        group('Sauce | ซอส | सॉस | 酱汁 | 醬汁', true, false, [
          ['Buffalo | บัฟฟาโล | बफ़ेलो | 水牛城辣酱 | 水牛城辣醬', 0],
          ['Honey garlic | น้ำผึ้งกระเทียม | हनी गार्लिक | 蜂蜜蒜香 | 蜂蜜蒜香', 0],
          ['Korean gochujang | โคชูจังเกาหลี | कोरियन गोचुजांग | 韩式辣酱 | 韓式辣醬', 0],
        ]),
        group(SIZE, true, false, [
          ['6 pieces | 6 ชิ้น | 6 पीस | 6只 | 6隻', 0],
          ['12 pieces | 12 ชิ้น | 12 पीस | 12只 | 12隻', Math.round(base * 0.9)],
        ]),
      ];
    case 'tea':
      return [
        size(40),
        sweetness(),
        addons([
          ['Tapioca pearls | ไข่มุก | टैपिओका मोती | 珍珠 | 珍珠', 30],
          ['Grass jelly | เฉาก๊วย | ग्रास जेली | 仙草 | 仙草', 30],
        ]),
      ];
    case 'juice':
      return [size(50), sweetness()];
    case 'coffee':
      return [
        size(40),
        addons([
          ['Extra shot | เพิ่มช็อต | अतिरिक्त शॉट | 加一份浓缩 | 加一份濃縮', 50],
          ['Oat milk | นมโอ๊ต | ओट मिल्क | 燕麦奶 | 燕麥奶', 50],
          ['Vanilla syrup | ไซรัปวานิลลา | वनीला सिरप | 香草糖浆 | 香草糖漿', 30],
        ]),
      ];
    case 'bread':
      return [addons([['Extra butter | เพิ่มเนย | अतिरिक्त मक्खन | 加黄油 | 加牛油', 15], CHEESE])];
    case 'bowl':
      return [
        addons([
          ['Avocado | อะโวคาโด | एवोकाडो | 牛油果 | 酪梨', 90],
          ['Grilled chicken | ไก่ย่าง | ग्रिल्ड चिकन | 烤鸡肉 | 烤雞肉', 120],
          ['Soft-boiled egg | ไข่ยางมะตูม | हाफ़-बॉयल्ड अंडा | 溏心蛋 | 溏心蛋', 40],
        ]),
      ];
    case 'dessert':
      return [addons([ICE_CREAM, ['Extra sauce | เพิ่มซอส | अतिरिक्त सॉस | 加酱 | 加醬', 20]])];
    case 'chaat':
      return [
        spice(),
        addons([
          ['Extra chutney | เพิ่มชัทนีย์ | अतिरिक्त चटनी | 加酸辣酱 | 加酸辣醬', 10],
          ['Extra sev | เพิ่มเส้นเซฟกรอบ | अतिरिक्त सेव | 加脆面条 | 加脆麵條', 10],
        ]),
      ];
  }
}
