import type { CityKey } from './cities';
import { type L10n, tr } from './text';

export type RoomType = { name: L10n; description: L10n; bed: string; sizeM2: number; maxGuests: number };

const room = (name: string, description: string, bed: string, sizeM2: number, maxGuests: number): RoomType => ({
  name: tr(name),
  description: tr(description),
  bed,
  sizeM2,
  maxGuests,
});

/** Room types; `bed` is a key the client translates: king, queen, double, twin, bunk, family. */
export const ROOM_TYPES = {
  'standard-double': room(
    'Standard Double Room | ห้องสแตนดาร์ดเตียงดับเบิล | स्टैंडर्ड डबल रूम | 标准大床房 | 標準雙人房',
    'Cosy room with a double bed, rain shower and work desk | ห้องพักอบอุ่นพร้อมเตียงดับเบิล ฝักบัวเรนชาวเวอร์ และโต๊ะทำงาน | डबल बेड, रेन शावर और वर्क डेस्क वाला आरामदायक कमरा | 温馨客房，配双人床、雨淋花洒和办公桌 | 溫馨客房，配雙人床、雨淋花灑和辦公桌',
    'double',
    22,
    2,
  ),
  'superior-twin': room(
    'Superior Twin Room | ห้องซูพีเรียเตียงแฝด | सुपीरियर ट्विन रूम | 高级双床房 | 高級雙床房',
    'Two single beds, ideal for friends or colleagues | สองเตียงเดี่ยว เหมาะสำหรับเพื่อนหรือเพื่อนร่วมงาน | दो सिंगल बेड, दोस्तों या सहकर्मियों के लिए आदर्श | 两张单人床，适合朋友或同事同住 | 兩張單人床，適合朋友或同事同住',
    'twin',
    26,
    2,
  ),
  'deluxe-king': room(
    'Deluxe King Room | ห้องดีลักซ์เตียงคิงไซส์ | डीलक्स किंग रूम | 豪华大床房 | 豪華大床房',
    'Spacious room with a king bed, bathtub and city view | ห้องกว้างขวางพร้อมเตียงคิงไซส์ อ่างอาบน้ำ และวิวเมือง | किंग बेड, बाथटब और शहर के नज़ारे वाला बड़ा कमरा | 宽敞客房，配特大床、浴缸和城市景观 | 寬敞客房，配特大床、浴缸和城市景觀',
    'king',
    34,
    2,
  ),
  'executive-suite': room(
    'Executive Suite | ห้องเอ็กเซ็กคิวทีฟสวีท | एग्ज़ीक्यूटिव सुइट | 行政套房 | 行政套房',
    'Separate living room, lounge access and evening cocktails | ห้องนั่งเล่นแยก สิทธิ์เข้าเลานจ์ และค็อกเทลยามเย็น | अलग लिविंग रूम, लाउंज एक्सेस और शाम की कॉकटेल | 独立客厅，可使用行政酒廊并享用晚间鸡尾酒 | 獨立客廳，可使用行政酒廊並享用晚間雞尾酒',
    'king',
    58,
    3,
  ),
  'family-room': room(
    'Family Room | ห้องแฟมิลี่ | फ़ैमिली रूम | 家庭房 | 家庭房',
    'A king bed and two singles, room for the whole family | เตียงคิงไซส์และเตียงเดี่ยวสองเตียง พอดีสำหรับทั้งครอบครัว | एक किंग और दो सिंगल बेड, पूरे परिवार के लिए जगह | 一张特大床加两张单人床，全家入住无压力 | 一張特大床加兩張單人床，全家入住無壓力',
    'family',
    45,
    4,
  ),
  'river-view': room(
    'River View Deluxe | ห้องดีลักซ์วิวแม่น้ำ | रिवर व्यू डीलक्स | 江景豪华房 | 江景豪華房',
    'Floor-to-ceiling windows over the river | หน้าต่างสูงจรดเพดานมองเห็นแม่น้ำ | नदी की ओर खुलती फ़र्श से छत तक की खिड़कियाँ | 落地窗外尽览江景 | 落地窗外盡覽江景',
    'king',
    38,
    2,
  ),
  'sea-view': room(
    'Sea View Deluxe | ห้องดีลักซ์วิวทะเล | सी व्यू डीलक्स | 海景豪华房 | 海景豪華房',
    'A private balcony facing the sea | ระเบียงส่วนตัวหันหน้าสู่ทะเล | समुद्र की ओर खुलती निजी बालकनी | 面朝大海的私人阳台 | 面朝大海的私人陽台',
    'king',
    40,
    2,
  ),
  'pool-villa': room(
    'Private Pool Villa | พูลวิลล่าส่วนตัว | प्राइवेट पूल विला | 私人泳池别墅 | 私人泳池別墅',
    'Private plunge pool, outdoor shower and butler service | สระว่ายน้ำส่วนตัว ฝักบัวกลางแจ้ง และบริการบัตเลอร์ | निजी प्लंज पूल, आउटडोर शावर और बटलर सेवा | 私人泳池、户外淋浴和管家服务 | 私人泳池、戶外淋浴和管家服務',
    'king',
    120,
    2,
  ),
  'garden-bungalow': room(
    'Garden Bungalow | บังกะโลริมสวน | गार्डन बंगला | 花园小屋 | 花園小屋',
    'Thai-style bungalow with a terrace in a tropical garden | บังกะโลสไตล์ไทยพร้อมระเบียงในสวนเขตร้อน | उष्णकटिबंधीय बगीचे में छत वाला थाई शैली का बंगला | 热带花园中的泰式小屋，带露台 | 熱帶花園中的泰式小屋，附露台',
    'queen',
    42,
    2,
  ),
  'dorm-bed': room(
    'Bed in 6-Bed Mixed Dorm | เตียงในห้องรวม 6 เตียง | 6-बेड मिश्रित डॉर्म में बेड | 6人混住宿舍床位 | 6人混住宿舍床位',
    'One bunk in an air-conditioned dorm, locker included | เตียงสองชั้นในห้องรวมปรับอากาศ พร้อมล็อกเกอร์ | एयर-कंडीशंड डॉर्म में एक बंक, लॉकर सहित | 空调宿舍的一个床位，含储物柜 | 空調宿舍的一個床位，含置物櫃',
    'bunk',
    18,
    1,
  ),
  'female-dorm': room(
    'Bed in 4-Bed Female Dorm | เตียงในห้องรวมหญิง 4 เตียง | 4-बेड महिला डॉर्म में बेड | 4人女生宿舍床位 | 4人女生宿舍床位',
    'Female-only dorm with privacy curtains and a vanity | ห้องรวมสำหรับผู้หญิง มีม่านส่วนตัวและโต๊ะเครื่องแป้ง | केवल महिलाओं का डॉर्म, प्राइवेसी पर्दों और ड्रेसिंग टेबल के साथ | 女生专属宿舍，配隐私帘和梳妆台 | 女生專屬宿舍，配隱私簾和梳妝台',
    'bunk',
    16,
    1,
  ),
  'private-double': room(
    'Private Double Room | ห้องส่วนตัวเตียงดับเบิล | प्राइवेट डबल रूम | 独立大床房 | 獨立雙人房',
    'Private room with a double bed and shared bathroom | ห้องส่วนตัวเตียงดับเบิล ใช้ห้องน้ำรวม | डबल बेड और साझा बाथरूम वाला निजी कमरा | 独立双人床房，共用卫浴 | 獨立雙人床房，共用衛浴',
    'double',
    14,
    2,
  ),
  'harbour-view': room(
    'Harbour View Room | ห้องวิวอ่าว | हार्बर व्यू रूम | 海港景观房 | 海港景觀房',
    'Victoria Harbour views from a king bed | ชมวิวอ่าววิกตอเรียจากเตียงคิงไซส์ | किंग बेड से विक्टोरिया हार्बर का नज़ारा | 躺在特大床上饱览维港景色 | 躺在特大床上飽覽維港景色',
    'king',
    30,
    2,
  ),
  'heritage-suite': room(
    'Heritage Suite | ห้องเฮอริเทจสวีท | हेरिटेज सुइट | 历史风情套房 | 歷史風情套房',
    'Restored period suite with antique furniture and a butler | ห้องสวีทย้อนยุคที่บูรณะใหม่ ตกแต่งด้วยเฟอร์นิเจอร์โบราณ พร้อมบัตเลอร์ | प्राचीन फ़र्नीचर और बटलर के साथ पुराने दौर का सँवारा हुआ सुइट | 修复的年代套房，配古董家具和管家服务 | 修復的年代套房，配古董家具和管家服務',
    'king',
    85,
    3,
  ),
  'lanna-deluxe': room(
    'Lanna Deluxe Room | ห้องดีลักซ์สไตล์ล้านนา | लन्ना डीलक्स रूम | 兰纳风格豪华房 | 蘭納風格豪華房',
    'Carved teak furniture and northern Thai textiles | เฟอร์นิเจอร์ไม้สักแกะสลักและผ้าทอล้านนา | नक्काशीदार सागौन फ़र्नीचर और उत्तरी थाई वस्त्र | 雕花柚木家具和泰北织物 | 雕花柚木家具和泰北織物',
    'king',
    32,
    2,
  ),
} satisfies Record<string, RoomType>;
export type RoomKey = keyof typeof ROOM_TYPES;

export type HotelSeed = {
  slug: string;
  name: string;
  category: 'hotel' | 'resort' | 'hostel';
  city: CityKey;
  stars: number;
  latitude: number;
  longitude: number;
  rating: number;
  ratingCount: number;
  sales: number;
  recommended: boolean;
  tags: string[];
  serviceFeeBp: number;
  /** Nightly price in local currency; `breakfast` when included. */
  rooms: { key: RoomKey; priceLocal: number; breakfast: boolean }[];
  address: string;
  phone: string;
  description: L10n;
};
