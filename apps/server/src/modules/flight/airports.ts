import type { Locale } from '@wayfare/contracts';
import { type L10n, tr } from '../../db/seed/text';

export type AirportInfo = {
  /** English city name: what flight rows store as `from_city` / `to_city`. */
  city: string;
  cityName: L10n;
  name: L10n;
  timezone: string;
  /** Where the airport is: fares from it are sold in this country's currency. */
  country: string;
};

/**
 * The airports of the network, with city and airport names in the five locales, so a search for
 * "曼谷", "กรุงเทพ", "Bangkok" or "BKK" finds the same flights, and the time zone that local dates and
 * times of a flight are read in.
 */
export const AIRPORTS = {
  BKK: {
    city: 'Bangkok',
    cityName: tr('Bangkok | กรุงเทพฯ | बैंकॉक | 曼谷 | 曼谷'),
    name: tr('Suvarnabhumi | สุวรรณภูมิ | सुवर्णभूमि | 素万那普 | 蘇凡納布'),
    timezone: 'Asia/Bangkok',
    country: 'TH',
  },
  CNX: {
    city: 'Chiang Mai',
    cityName: tr('Chiang Mai | เชียงใหม่ | चियांग माई | 清迈 | 清邁'),
    name: tr(
      'Chiang Mai International | ท่าอากาศยานนานาชาติเชียงใหม่ | चियांग माई अंतरराष्ट्रीय | 清迈国际机场 | 清邁國際機場',
    ),
    timezone: 'Asia/Bangkok',
    country: 'TH',
  },
  HKT: {
    city: 'Phuket',
    cityName: tr('Phuket | ภูเก็ต | फुकेत | 普吉 | 普吉'),
    name: tr('Phuket International | ท่าอากาศยานนานาชาติภูเก็ต | फुकेत अंतरराष्ट्रीय | 普吉国际机场 | 普吉國際機場'),
    timezone: 'Asia/Bangkok',
    country: 'TH',
  },
  DEL: {
    city: 'Delhi',
    cityName: tr('Delhi | เดลี | दिल्ली | 德里 | 德里'),
    name: tr(
      'Indira Gandhi International | ท่าอากาศยานนานาชาติอินทิรา คานธี | इंदिरा गांधी अंतरराष्ट्रीय | 英迪拉·甘地国际机场 | 英迪拉·甘地國際機場',
    ),
    timezone: 'Asia/Kolkata',
    country: 'IN',
  },
  BOM: {
    city: 'Mumbai',
    cityName: tr('Mumbai | มุมไบ | मुंबई | 孟买 | 孟買'),
    name: tr(
      'Chhatrapati Shivaji Maharaj International | ท่าอากาศยานนานาชาติฉัตรปตี ศิวาชี | छत्रपति शिवाजी महाराज अंतरराष्ट्रीय | 贾特拉帕蒂·希瓦吉国际机场 | 賈特拉帕蒂·希瓦吉國際機場',
    ),
    timezone: 'Asia/Kolkata',
    country: 'IN',
  },
  PVG: {
    city: 'Shanghai',
    cityName: tr('Shanghai | เซี่ยงไฮ้ | शंघाई | 上海 | 上海'),
    name: tr('Pudong International | ท่าอากาศยานนานาชาติผู่ตง | पुडोंग अंतरराष्ट्रीय | 浦东国际机场 | 浦東國際機場'),
    timezone: 'Asia/Shanghai',
    country: 'CN',
  },
  HKG: {
    city: 'Hong Kong',
    cityName: tr('Hong Kong | ฮ่องกง | हांगकांग | 香港 | 香港'),
    name: tr('Hong Kong International | ท่าอากาศยานนานาชาติฮ่องกง | हांगकांग अंतरराष्ट्रीय | 香港国际机场 | 香港國際機場'),
    timezone: 'Asia/Hong_Kong',
    country: 'HK',
  },
  TPE: {
    city: 'Taipei',
    cityName: tr('Taipei | ไทเป | ताइपे | 台北 | 臺北'),
    name: tr('Taoyuan International | ท่าอากาศยานนานาชาติเถาหยวน | ताओयुआन अंतरराष्ट्रीय | 桃园国际机场 | 桃園國際機場'),
    timezone: 'Asia/Taipei',
    country: 'TW',
  },
  JFK: {
    city: 'New York',
    cityName: tr('New York | นิวยอร์ก | न्यूयॉर्क | 纽约 | 紐約'),
    name: tr(
      'John F. Kennedy International | ท่าอากาศยานนานาชาติจอห์น เอฟ. เคนเนดี | जॉन एफ़. कैनेडी अंतरराष्ट्रीय | 肯尼迪国际机场 | 甘迺迪國際機場',
    ),
    timezone: 'America/New_York',
    country: 'US',
  },
  LAX: {
    city: 'Los Angeles',
    cityName: tr('Los Angeles | ลอสแอนเจลิส | लॉस एंजिल्स | 洛杉矶 | 洛杉磯'),
    name: tr(
      'Los Angeles International | ท่าอากาศยานนานาชาติลอสแอนเจลิส | लॉस एंजिल्स अंतरराष्ट्रीय | 洛杉矶国际机场 | 洛杉磯國際機場',
    ),
    timezone: 'America/Los_Angeles',
    country: 'US',
  },
} as const satisfies Record<string, AirportInfo>;

export type AirportCode = keyof typeof AIRPORTS;
export const AIRPORT_CODES = Object.keys(AIRPORTS) as AirportCode[];

export const airportOf = (code: string): AirportInfo | undefined => AIRPORTS[code as AirportCode];

/** Letters and digits only, lower-cased, accents and spacing ignored: "chiang-mai" finds "Chiang Mai". */
const folded = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\-_.·'’]/g, '');

/**
 * The airports a typed place means: an exact IATA code, or a city or airport name in any of the five
 * locales that starts with (or, from 2 characters on, contains) what was typed. Empty: none matched.
 */
export function matchAirports(query: string): AirportCode[] {
  const q = folded(query);
  if (!q) return [];
  const code = query.trim().toUpperCase();
  if (code in AIRPORTS) return [code as AirportCode];
  return AIRPORT_CODES.filter((c) => {
    const a: AirportInfo = AIRPORTS[c];
    const names = [a.city, ...Object.values(a.cityName), ...Object.values(a.name)].map(folded);
    return names.some((n) => n.startsWith(q) || (q.length >= 2 && n.includes(q)));
  });
}

/** An airport's city and name as `locale` reads them. */
export const airportText = (code: string, locale: Locale) => {
  const a = airportOf(code);
  return a ? { city: a.cityName[locale] ?? a.city, name: a.name[locale] ?? a.name.en } : { city: code, name: code };
};
