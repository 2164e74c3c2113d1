import {
  type Locale,
  type ParsedRequestOf,
  type ResponseOf,
  realInfoFieldsOf,
  type saveRealInfo,
  type userSaveInfos,
} from '@wayfare/contracts';
import { fail } from '../../lib/app-error';
import type { UploadService } from '../upload/upload.service';
import type { UserDeps } from './user.deps';
import { userRepository as repo } from './user.repository';
import type { UserService } from './user.service';

/** Brazil's CPF: eleven digits, not all equal, with two check digits (mod 11). */
export function validCpf(input: string): boolean {
  const d = input.replace(/\D/g, '');
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

const hasLetter = /\p{L}/u;

type RealInfo = ResponseOf<typeof saveRealInfo>;

function toRealInfo(r: Record<string, string>): RealInfo {
  return {
    realName: r.realName ?? '',
    idNumber: r.idNumber ?? '',
    cpf: r.cpf ?? null,
    cci: r.cci ?? null,
    email: r.email ?? null,
    phone: r.phone ?? null,
    verified: r.verified === 'true',
  };
}

export function createProfileService(deps: Pick<UserDeps, 'db'>, users: UserService, uploads: UploadService) {
  const { db } = deps;

  return {
    /** Only the fields present change; `infos` keys are merged into the stored ones. */
    async saveInfos(userId: number, body: ParsedRequestOf<typeof userSaveInfos>, token: string, locale: Locale) {
      const user = (await repo.byId(db, userId)) ?? fail('LoginExpired');
      if (body.countryCode && !(await repo.enabledCountry(db, body.countryCode))) fail('InvalidCountry');
      await repo.updateProfile(db, userId, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.infos !== undefined ? { infos: { ...user.infos, ...stripUndefined(body.infos) } } : {}),
        ...(body.sex !== undefined ? { sex: body.sex } : {}),
        ...(body.birthday !== undefined ? { birthday: body.birthday } : {}),
        ...(body.countryCode !== undefined ? { countryCode: body.countryCode } : {}),
      });
      return users.userInfo(userId, token, locale);
    },

    /** Real-name data; once an operator verified it, it can no longer be changed by the user. */
    async saveRealInfo(userId: number, body: ParsedRequestOf<typeof saveRealInfo>): Promise<RealInfo> {
      const user = (await repo.byId(db, userId)) ?? fail('LoginExpired');
      if (user.realInfo?.verified === 'true') fail('InvalidState');
      if (!hasLetter.test(body.realName)) fail('InvalidRealName', { field: 'realName' });
      // CPF and CCI belong to one country each: nobody else is asked for them or may store them.
      const fields = realInfoFieldsOf(user.countryCode);
      if (body.cpf && !fields.cpf) fail('InvalidRealName', { field: 'cpf' });
      if (body.cci && !fields.cci) fail('InvalidRealName', { field: 'cci' });
      if (body.cpf && !validCpf(body.cpf)) fail('InvalidRealName', { field: 'cpf' });
      const stored: Record<string, string> = stripUndefined({
        realName: body.realName,
        idNumber: body.idNumber,
        cpf: body.cpf?.replace(/\D/g, ''),
        cci: body.cci,
        email: body.email?.toLowerCase(),
        phone: body.phone,
        verified: 'false',
      });
      await repo.updateProfile(db, userId, { realInfo: stored });
      return toRealInfo(stored);
    },

    /**
     * The avatar is either the caller's own avatar upload (by path) or a data URL, which is decoded, checked
     * by content and stored like an upload. Outside URLs never become an avatar.
     */
    async setHead(userId: number, head: string) {
      let path: string;
      if (head.startsWith('/uploads/')) {
        const own = await uploads.own(userId, head, 'avatar');
        if (!own) fail('UploadFailed', { reason: 'not_found' });
        path = head;
      } else {
        const base64 = head.slice(head.indexOf(',') + 1);
        const bytes = Buffer.from(base64, 'base64');
        path = (await uploads.store({ userId, purpose: 'avatar', bytes, name: 'avatar' })).url;
      }
      await repo.updateProfile(db, userId, { head: path });
      return { head: path };
    },
  };
}

function stripUndefined<T extends Record<string, string | undefined>>(o: T): Record<string, string> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, string>;
}
