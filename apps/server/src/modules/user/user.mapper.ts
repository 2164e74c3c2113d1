import { currencyDigits, type UserInfo } from '@wayfare/contracts';
import type { addresses, countries, users } from '../../db/schema';
import { ACCOUNT_REBIND_DAYS } from './user.limits';

type UserRow = typeof users.$inferSelect;
type CountryRow = typeof countries.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

/** Users who have not chosen a country yet see US dollars (spec section 3: the default country is US). */
const DEFAULT_CURRENCY = { unit: 'USD', symbol: '$' };

export function toAddress(a: AddressRow) {
  return {
    id: String(a.id),
    name: a.name,
    phone: a.phone,
    address: a.address,
    label: a.label,
    latitude: a.latitude,
    longitude: a.longitude,
    detailed: a.detailed,
    houseNumber: a.houseNumber,
    isDefault: a.isDefault,
  };
}

/**
 * A country as the wire shows it. Amounts already arrive in the currency they are shown in, so the spec's
 * "exchange rate" is 1 and `isLocal` true (an old client's "convert when local" is the identity); the
 * indicative rate for "≈" hints travels as `perUsd`.
 */
export function toCountry(c: CountryRow, name: string) {
  return {
    code: c.code,
    name,
    callingCode: c.callingCode,
    unit: c.unit,
    symbol: c.symbol,
    rate: 1,
    isLocal: true,
    digits: currencyDigits(c.unit),
    perUsd: c.rateMicros / 1_000_000,
    flag: c.flag,
  };
}

type Balance = { currency: string; balance: number; held: number };

/** The wallet summary: the active currency's balance (the country's) first, then every other one held. */
export function toWalletSummary(
  active: { unit: string; symbol: string },
  balances: Balance[],
  symbols: Map<string, string>,
) {
  const line = (unit: string, b: Balance | undefined) => ({
    unit,
    symbol: symbols.get(unit) ?? (unit === active.unit ? active.symbol : unit),
    digits: currencyDigits(unit),
    balance: b?.balance ?? 0,
    held: b?.held ?? 0,
  });
  const main = line(
    active.unit,
    balances.find((b) => b.currency === active.unit),
  );
  const others = balances.filter((b) => b.currency !== active.unit && (b.balance !== 0 || b.held !== 0));
  return { ...main, wallets: [main, ...others.map((b) => line(b.currency, b))] };
}

/** The login info of spec section 3, as the client stores it. */
export function toUserInfo(input: {
  token: string;
  user: UserRow;
  country: ReturnType<typeof toCountry> | null;
  addresses: AddressRow[];
  balances: Balance[];
  symbols: Map<string, string>;
  outAccounts: { accountType: string }[];
}): UserInfo {
  const { user, country } = input;
  const active = country ? { unit: country.unit, symbol: country.symbol } : DEFAULT_CURRENCY;
  const changeableAt = user.accountChangedAt
    ? new Date(user.accountChangedAt.getTime() + ACCOUNT_REBIND_DAYS * 86_400_000)
    : null;
  const realInfo = user.realInfo;
  return {
    token: input.token,
    _id: String(user.id),
    account: user.account,
    name: user.name,
    head: user.head,
    sex: user.sex === 'male' || user.sex === 'female' ? user.sex : null,
    birthday: user.birthday,
    infos: user.infos,
    realInfo: realInfo
      ? {
          realName: realInfo.realName ?? '',
          idNumber: realInfo.idNumber ?? '',
          cpf: realInfo.cpf ?? null,
          cci: realInfo.cci ?? null,
          email: realInfo.email ?? null,
          phone: realInfo.phone ?? null,
          verified: realInfo.verified === 'true',
        }
      : null,
    countryCode: user.countryCode,
    currentCountry: country,
    symbol: active.symbol,
    address: Object.fromEntries(input.addresses.map((a) => [String(a.id), toAddress(a)])),
    inviteCode: user.inviteCode,
    wallet: toWalletSummary(active, input.balances, input.symbols),
    hasLoginPassword: Boolean(user.passwordHash),
    hasWithdrawPassword: Boolean(user.withdrawPasswordHash),
    muted: user.muted,
    outAccounts: input.outAccounts.map((o) => ({ accountType: o.accountType, name: o.accountType })),
    accountChangeableAt: changeableAt && changeableAt > new Date() ? changeableAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}
