import { currencyDigits } from '@wayfare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { bonusRules, paymentChannels } from '../schema';
import { COUNTRIES, type CountrySeed } from './countries';
import type { SeedSection } from './section';
import { type L10n, tr } from './text';

type ChannelSeed = {
  code: string;
  direction: 'recharge' | 'withdraw';
  provider: 'demo' | 'paypal' | 'offline' | 'bank' | 'ewallet';
  name: L10n;
  /** Bounds as US dollars; each country's channel takes the round local amount nearest to them. */
  minUsd: number;
  maxUsd: number;
  feeBp: number;
};

const RECHARGE: ChannelSeed[] = [
  {
    code: 'demo',
    direction: 'recharge',
    provider: 'demo',
    name: tr(
      'Demo top-up (no real money) | เติมเงินทดลอง (ไม่ใช่เงินจริง) | डेमो टॉप-अप (असली पैसा नहीं) | 演示充值（非真实资金） | 示範儲值（非真實資金）',
    ),
    minUsd: 1,
    maxUsd: 5_000,
    feeBp: 0,
  },
  {
    code: 'paypal',
    direction: 'recharge',
    provider: 'paypal',
    name: tr('PayPal | เพย์พาล (PayPal) | पेपाल (PayPal) | PayPal 贝宝 | PayPal 貝寶'),
    minUsd: 5,
    maxUsd: 10_000,
    feeBp: 0,
  },
  {
    code: 'offline_bank',
    direction: 'recharge',
    provider: 'offline',
    name: tr(
      'Bank transfer (reviewed by our team) | โอนผ่านธนาคาร (รอเจ้าหน้าที่ตรวจสอบ) | बैंक ट्रांसफ़र (हमारी टीम द्वारा जाँच) | 银行转账（人工审核） | 銀行轉帳（人工審核）',
    ),
    minUsd: 50,
    maxUsd: 50_000,
    feeBp: 0,
  },
];

const BANK_WITHDRAW: ChannelSeed = {
  code: 'bank_transfer',
  direction: 'withdraw',
  provider: 'bank',
  name: tr('Bank account | บัญชีธนาคาร | बैंक खाता | 银行账户 | 銀行帳戶'),
  minUsd: 10,
  maxUsd: 10_000,
  feeBp: 100,
};

const ewallet = (code: string, pipe: string): ChannelSeed => ({
  code,
  direction: 'withdraw',
  provider: 'ewallet',
  name: tr(pipe),
  minUsd: 5,
  maxUsd: 2_000,
  feeBp: 50,
});

/** The local e-wallet each country withdraws to, where there is a common one. */
const EWALLETS: Record<string, ChannelSeed> = {
  TH: ewallet('promptpay', 'PromptPay | พร้อมเพย์ | प्रॉम्प्टपे | PromptPay 即时支付 | PromptPay 即時支付'),
  IN: ewallet('upi', 'UPI | ยูพีไอ (UPI) | यूपीआई (UPI) | UPI 统一支付 | UPI 統一支付'),
  CN: ewallet('alipay', 'Alipay | อาลีเพย์ | अलीपे | 支付宝 | 支付寶'),
  HK: ewallet('fps', 'FPS (Faster Payment System) | FPS ระบบโอนเงินด่วนฮ่องกง | FPS (फ़ास्टर पेमेंट सिस्टम) | 转数快 | 轉數快'),
  TW: ewallet('line_pay', 'LINE Pay | ไลน์เพย์ (LINE Pay) | लाइन पे (LINE Pay) | LINE Pay 支付 | LINE Pay 支付'),
  SG: ewallet('paynow', 'PayNow | เพย์นาว (PayNow) | पेनाउ (PayNow) | PayNow 即时转账 | PayNow 即時轉帳'),
  MY: ewallet('duitnow', 'DuitNow | ดูอิทนาว (DuitNow) | ड्यूटनाउ (DuitNow) | DuitNow 即时转账 | DuitNow 即時轉帳'),
  KR: ewallet('kakaopay', 'KakaoPay | คาเคาเพย์ (KakaoPay) | काकाओपे (KakaoPay) | KakaoPay 支付 | KakaoPay 支付'),
};

/**
 * `usd` dollars as a round amount of the country's own currency (1, 2 or 5 times a power of ten, as a
 * price list would say: $1 → ฿50, $5,000 → ฿200,000), in minor units.
 */
export function roundLocal(usd: number, country: CountrySeed): number {
  const local = usd * country.rate;
  const power = 10 ** Math.floor(Math.log10(local));
  const nice = [1, 2, 5, 10]
    .map((m) => m * power)
    .reduce((a, b) => (Math.abs(b - local) < Math.abs(a - local) ? b : a));
  return Math.round(nice * 10 ** currencyDigits(country.unit));
}

/** Every enabled country gets the three top-up channels, bank withdrawal and its local e-wallet, in its currency. */
export function channelRows(): (typeof paymentChannels.$inferInsert)[] {
  return COUNTRIES.flatMap((country) => {
    const list = [
      ...RECHARGE,
      BANK_WITHDRAW,
      ...(EWALLETS[country.code] ? [EWALLETS[country.code] as ChannelSeed] : []),
    ];
    return list.map(({ minUsd, maxUsd, ...c }, sort) => ({
      ...c,
      countryCode: country.code,
      currency: country.unit,
      minAmount: roundLocal(minUsd, country),
      maxAmount: roundLocal(maxUsd, country),
      enabled: true,
      sort,
    }));
  });
}

/**
 * "Top up 50 get 5" (spec section 9) in every currency as its own round rule, not a converted dollar
 * amount: ฿1,500 earns ฿150. Whole major units: [minimum top-up, bonus].
 */
export const BONUS_RULES: Record<string, [number, number][]> = {
  USD: [
    [50, 5],
    [200, 25],
  ],
  THB: [
    [1_500, 150],
    [6_000, 750],
  ],
  INR: [
    [4_000, 400],
    [15_000, 2_000],
  ],
  CNY: [
    [300, 30],
    [1_500, 180],
  ],
  HKD: [
    [400, 40],
    [1_500, 200],
  ],
  TWD: [
    [1_500, 150],
    [6_000, 800],
  ],
  SGD: [
    [70, 7],
    [250, 30],
  ],
  MYR: [
    [200, 20],
    [1_000, 120],
  ],
  GBP: [
    [40, 4],
    [150, 20],
  ],
  KRW: [
    [70_000, 7_000],
    [280_000, 35_000],
  ],
};

export function bonusRows(): (typeof bonusRules.$inferInsert)[] {
  return Object.entries(BONUS_RULES).flatMap(([currency, rules]) =>
    rules.map(([min, bonus]) => ({
      currency,
      minAmount: min * 10 ** currencyDigits(currency),
      bonus: bonus * 10 ** currencyDigits(currency),
    })),
  );
}

export const channelsSection: SeedSection = {
  name: 'payment-channels',
  // v2: each country's channels in its own currency, bonus rules per currency.
  version: 2,
  async apply(tx) {
    const rows = channelRows();
    await tx.insert(paymentChannels).values(rows).onConflictDoNothing();
    // Channels seeded by v1 (US-cent bounds) move to their country's currency and round local bounds.
    for (const r of rows) {
      await tx
        .update(paymentChannels)
        .set({ currency: r.currency, minAmount: r.minAmount, maxAmount: r.maxAmount })
        .where(
          and(
            eq(paymentChannels.code, r.code),
            eq(paymentChannels.direction, r.direction),
            eq(paymentChannels.countryCode, r.countryCode),
            sql`${paymentChannels.currency} <> ${r.currency}`,
          ),
        );
    }
    const existing = await tx
      .select({ currency: bonusRules.currency, minAmount: bonusRules.minAmount })
      .from(bonusRules);
    const have = new Set(existing.map((r) => `${r.currency}:${r.minAmount}`));
    const missing = bonusRows().filter((r) => !have.has(`${r.currency}:${r.minAmount}`));
    if (missing.length) await tx.insert(bonusRules).values(missing);
  },
};
