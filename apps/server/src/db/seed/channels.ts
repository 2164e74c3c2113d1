import { bonusRules, paymentChannels } from '../schema';
import { COUNTRIES } from './countries';
import type { SeedSection } from './section';
import { type L10n, tr } from './text';

type ChannelSeed = {
  code: string;
  direction: 'recharge' | 'withdraw';
  provider: 'demo' | 'paypal' | 'offline' | 'bank' | 'ewallet';
  name: L10n;
  /** Bounds in US cents. */
  minAmount: number;
  maxAmount: number;
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
    minAmount: 100,
    maxAmount: 500_000,
    feeBp: 0,
  },
  {
    code: 'paypal',
    direction: 'recharge',
    provider: 'paypal',
    name: tr('PayPal | เพย์พาล (PayPal) | पेपाल (PayPal) | PayPal 贝宝 | PayPal 貝寶'),
    minAmount: 500,
    maxAmount: 1_000_000,
    feeBp: 0,
  },
  {
    code: 'offline_bank',
    direction: 'recharge',
    provider: 'offline',
    name: tr(
      'Bank transfer (reviewed by our team) | โอนผ่านธนาคาร (รอเจ้าหน้าที่ตรวจสอบ) | बैंक ट्रांसफ़र (हमारी टीम द्वारा जाँच) | 银行转账（人工审核） | 銀行轉帳（人工審核）',
    ),
    minAmount: 5_000,
    maxAmount: 5_000_000,
    feeBp: 0,
  },
];

const BANK_WITHDRAW: ChannelSeed = {
  code: 'bank_transfer',
  direction: 'withdraw',
  provider: 'bank',
  name: tr('Bank account | บัญชีธนาคาร | बैंक खाता | 银行账户 | 銀行帳戶'),
  minAmount: 1_000,
  maxAmount: 1_000_000,
  feeBp: 100,
};

const ewallet = (code: string, pipe: string): ChannelSeed => ({
  code,
  direction: 'withdraw',
  provider: 'ewallet',
  name: tr(pipe),
  minAmount: 500,
  maxAmount: 200_000,
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
};

/** Every enabled country gets the three top-up channels, bank withdrawal and its local e-wallet. */
export function channelRows(): (typeof paymentChannels.$inferInsert)[] {
  return COUNTRIES.flatMap((country) => {
    const list = [
      ...RECHARGE,
      BANK_WITHDRAW,
      ...(EWALLETS[country.code] ? [EWALLETS[country.code] as ChannelSeed] : []),
    ];
    return list.map((c, sort) => ({ ...c, countryCode: country.code, enabled: true, sort }));
  });
}

/** Top up 50 get 5 (spec section 9), and a bigger step for larger top-ups. */
export const BONUS_RULES = [
  { minAmount: 5_000, bonus: 500 },
  { minAmount: 20_000, bonus: 2_500 },
];

export const channelsSection: SeedSection = {
  name: 'payment-channels',
  version: 1,
  async apply(tx) {
    await tx.insert(paymentChannels).values(channelRows()).onConflictDoNothing();
    const existing = await tx.select({ minAmount: bonusRules.minAmount }).from(bonusRules);
    const have = new Set(existing.map((r) => r.minAmount));
    const missing = BONUS_RULES.filter((r) => !have.has(r.minAmount));
    if (missing.length) await tx.insert(bonusRules).values(missing);
  },
};
