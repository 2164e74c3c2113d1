import type { UserInfo } from '@wayfare/contracts';
import type { addresses, countries, users } from '../../db/schema';
import { ACCOUNT_REBIND_DAYS } from './user.limits';

type UserRow = typeof users.$inferSelect;
type CountryRow = typeof countries.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

const SETTLEMENT = { unit: 'USD', symbol: '$' };

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

export function toCountry(c: CountryRow, name: string) {
  return {
    code: c.code,
    name,
    callingCode: c.callingCode,
    unit: c.unit,
    symbol: c.symbol,
    rate: c.rateMicros / 1_000_000,
    isLocal: c.isLocal,
    flag: c.flag,
  };
}

/** The login info of spec section 3, as the client stores it. */
export function toUserInfo(input: {
  token: string;
  user: UserRow;
  country: ReturnType<typeof toCountry> | null;
  addresses: AddressRow[];
  wallet: { balance: number; held: number };
  outAccounts: { accountType: string }[];
}): UserInfo {
  const { user, country } = input;
  const display = country?.isLocal ? country : null;
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
    symbol: display?.symbol ?? SETTLEMENT.symbol,
    address: Object.fromEntries(input.addresses.map((a) => [String(a.id), toAddress(a)])),
    inviteCode: user.inviteCode,
    wallet: {
      balance: input.wallet.balance,
      held: input.wallet.held,
      settlementUnit: SETTLEMENT.unit,
      unit: display?.unit ?? SETTLEMENT.unit,
      symbol: display?.symbol ?? SETTLEMENT.symbol,
      rate: display?.rate ?? 1,
    },
    hasLoginPassword: Boolean(user.passwordHash),
    hasWithdrawPassword: Boolean(user.withdrawPasswordHash),
    muted: user.muted,
    outAccounts: input.outAccounts.map((o) => ({ accountType: o.accountType, name: o.accountType })),
    accountChangeableAt: changeableAt && changeableAt > new Date() ? changeableAt.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
  };
}
