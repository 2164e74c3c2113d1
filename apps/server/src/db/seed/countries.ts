import { sql } from 'drizzle-orm';
import { countries } from '../schema';
import type { SeedSection } from './section';
import { type L10n, tr } from './text';

export type CountrySeed = {
  code: string;
  name: L10n;
  callingCode: string;
  unit: string;
  symbol: string;
  /** Local units per US dollar: the reference for quoted conversions and "≈" hints. */
  rate: number;
  flag: string;
};

/** Rates are demo values close to real mid-market rates; US first because it is the default country. */
export const COUNTRIES: readonly CountrySeed[] = [
  {
    code: 'US',
    name: tr('United States | สหรัฐอเมริกา | संयुक्त राज्य अमेरिका | 美国 | 美國'),
    callingCode: '1',
    unit: 'USD',
    symbol: '$',
    rate: 1,
    flag: '🇺🇸',
  },
  {
    code: 'TH',
    name: tr('Thailand | ประเทศไทย | थाईलैंड | 泰国 | 泰國'),
    callingCode: '66',
    unit: 'THB',
    symbol: '฿',
    rate: 35.5,
    flag: '🇹🇭',
  },
  {
    code: 'IN',
    name: tr('India | อินเดีย | भारत | 印度 | 印度'),
    callingCode: '91',
    unit: 'INR',
    symbol: '₹',
    rate: 83.2,
    flag: '🇮🇳',
  },
  {
    code: 'CN',
    name: tr('China | จีน | चीन | 中国 | 中國'),
    callingCode: '86',
    unit: 'CNY',
    symbol: '¥',
    rate: 7.2,
    flag: '🇨🇳',
  },
  {
    code: 'HK',
    name: tr('Hong Kong | ฮ่องกง | हांगकांग | 香港 | 香港'),
    callingCode: '852',
    unit: 'HKD',
    symbol: 'HK$',
    rate: 7.8,
    flag: '🇭🇰',
  },
  {
    code: 'TW',
    name: tr('Taiwan | ไต้หวัน | ताइवान | 台湾 | 台灣'),
    callingCode: '886',
    unit: 'TWD',
    symbol: 'NT$',
    rate: 32,
    flag: '🇹🇼',
  },
  {
    code: 'SG',
    name: tr('Singapore | สิงคโปร์ | सिंगापुर | 新加坡 | 新加坡'),
    callingCode: '65',
    unit: 'SGD',
    symbol: 'S$',
    rate: 1.35,
    flag: '🇸🇬',
  },
  {
    code: 'MY',
    name: tr('Malaysia | มาเลเซีย | मलेशिया | 马来西亚 | 馬來西亞'),
    callingCode: '60',
    unit: 'MYR',
    symbol: 'RM',
    rate: 4.7,
    flag: '🇲🇾',
  },
  {
    code: 'GB',
    name: tr('United Kingdom | สหราชอาณาจักร | यूनाइटेड किंगडम | 英国 | 英國'),
    callingCode: '44',
    unit: 'GBP',
    symbol: '£',
    rate: 0.79,
    flag: '🇬🇧',
  },
  {
    code: 'KR',
    name: tr('South Korea | เกาหลีใต้ | दक्षिण कोरिया | 韩国 | 韓國'),
    callingCode: '82',
    unit: 'KRW',
    symbol: '₩',
    rate: 1380,
    flag: '🇰🇷',
  },
];

export const rateMicros = (rate: number) => Math.round(rate * 1_000_000);

export function countryByCode(code: string): CountrySeed {
  const c = COUNTRIES.find((x) => x.code === code);
  if (!c) throw new Error(`unknown seed country ${code}`);
  return c;
}

export const countriesSection: SeedSection = {
  name: 'countries',
  // v2: South Korea (a currency without minor units).
  version: 2,
  async apply(tx) {
    const rows = COUNTRIES.map((c, i) => ({
      code: c.code,
      name: c.name,
      callingCode: c.callingCode,
      unit: c.unit,
      symbol: c.symbol,
      rateMicros: rateMicros(c.rate),
      isLocal: true,
      flag: c.flag,
      sort: i,
      enabled: true,
    }));
    // Names and flags follow the code; rates an operator may have changed are left alone.
    await tx
      .insert(countries)
      .values(rows)
      .onConflictDoUpdate({
        target: countries.code,
        set: { name: sql`excluded.name`, flag: sql`excluded.flag`, sort: sql`excluded.sort` },
      });
  },
};
