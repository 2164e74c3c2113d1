import {
  accountField,
  EducationOptions,
  inviteCodeField,
  newPassword,
  passwordInput,
  phone,
  realInfoInput,
  SexOptions,
  userSaveInfos,
  verificationCode,
} from '@wayfare/contracts';
import { z } from 'zod';
import { type AccountKind, composeAccount, phoneDigits } from './validation';

/**
 * The account forms' zod schemas (for react-hook-form's zod resolver). Each field is checked by the
 * contract's own schema of what the server accepts; the form adds only what a person needs to hear first
 * ("required" before "invalid") and the checks the server cannot make (the password typed twice). Every
 * message is the i18n key of what is wrong.
 */
const key = (k: string) => `account.validation.${k}`;

type Rules = {
  /** The key when nothing is typed; absent: the field is optional. */
  required?: string;
  /** The key when the contract refuses what is typed. */
  invalid: string;
  /** Passwords count spaces: only '' is empty, and nothing is trimmed. */
  exact?: boolean;
  /** What the contract is given (the value as it will be sent). */
  sent?: (v: string) => string;
  /** A check beyond the contract's shape (a CPF's check digits). */
  also?: (v: string) => boolean;
};

/** A text field checked by a contract schema: empty says `required`, anything it refuses says `invalid`. */
export function checkedBy(contract: z.ZodType, rules: Rules) {
  return z.string().superRefine((value, ctx) => {
    const typed = rules.exact ? value : value.trim();
    if (typed === '') {
      if (rules.required) ctx.addIssue({ code: 'custom', message: key(rules.required) });
      return;
    }
    const sent = rules.sent ? rules.sent(typed) : typed;
    if (!contract.safeParse(sent).success || (rules.also && !rules.also(sent))) {
      ctx.addIssue({ code: 'custom', message: key(rules.invalid) });
    }
  });
}

export const codeSchema = checkedBy(verificationCode, { required: 'code_required', invalid: 'code_invalid' });
export const newPasswordSchema = checkedBy(newPassword, {
  required: 'password_required',
  invalid: 'password_length',
  exact: true,
});
export const currentPasswordSchema = checkedBy(passwordInput, {
  required: 'current_password_required',
  invalid: 'current_password_required',
  exact: true,
});

// ---- the account: an e-mail, or an area code and a phone number ----

export const accountShape = {
  kind: z.enum(['email', 'phone']),
  email: z.string(),
  area: z.string(),
  phone: z.string(),
};
export type AccountValues = { kind: AccountKind; email: string; area: string; phone: string };

/** The typed account, checked as the contract's `accountField` checks the composed one. */
function refineAccount(a: AccountValues, ctx: z.RefinementCtx): void {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', path: [a.kind], message: key(message) });
  if (a.kind === 'email') {
    const email = a.email.trim();
    if (!email) fail('email_required');
    else if (!email.includes('@') || !accountField.safeParse(email).success) fail('email_invalid');
    return;
  }
  const typed = a.phone.trim();
  if (!typed) fail('phone_required');
  // Letters would vanish from the composed number: refuse them rather than send another number.
  else if (
    /[^\d\s()-]/.test(typed) ||
    phoneDigits(typed).length < 4 ||
    !accountField.safeParse(composeAccount('phone', '', a.area, typed)).success
  ) {
    fail('phone_invalid');
  }
}

/** The new password typed twice (spec section 5: "The two passwords do not match"). */
function refineConfirm(password: string, confirm: string, ctx: z.RefinementCtx): void {
  if (confirm === '') ctx.addIssue({ code: 'custom', path: ['confirm'], message: key('confirm_required') });
  else if (confirm !== password) ctx.addIssue({ code: 'custom', path: ['confirm'], message: key('password_mismatch') });
}

export const forgetPasswordSchema = z
  .object({ ...accountShape, code: codeSchema, password: newPasswordSchema, confirm: z.string() })
  .superRefine((v, ctx) => {
    refineAccount(v, ctx);
    refineConfirm(v.password, v.confirm, ctx);
  });

export const registerSchema = z
  .object({
    ...accountShape,
    code: codeSchema,
    password: newPasswordSchema,
    confirm: z.string(),
    inviteCode: checkedBy(inviteCodeField, { invalid: 'invite_invalid' }),
    country: z.string().min(1, key('country_required')),
    agreeTerms: z.boolean().refine((v) => v, key('agree_required')),
    agreePrivacy: z.boolean().refine((v) => v, key('agree_required')),
  })
  .superRefine((v, ctx) => {
    refineAccount(v, ctx);
    refineConfirm(v.password, v.confirm, ctx);
  });

export const changeAccountSchema = z
  .object({ ...accountShape, code: codeSchema, password: currentPasswordSchema })
  .superRefine(refineAccount);

export const changePasswordSchema = z
  .object({ oldPaw: currentPasswordSchema, newPaw: newPasswordSchema, confirm: z.string() })
  .superRefine((v, ctx) => {
    if (v.newPaw !== '' && v.newPaw === v.oldPaw && newPassword.safeParse(v.newPaw).success) {
      ctx.addIssue({ code: 'custom', path: ['newPaw'], message: key('same_password') });
    }
    refineConfirm(v.newPaw, v.confirm, ctx);
  });

export const codeLoginSchema = z.object({ code: codeSchema });

// ---- profile and real-name data ----

/** The profile form: a name is required; the other fields are choices and length-capped inputs. */
export const userInfoSchema = z.object({
  name: checkedBy(userSaveInfos.request.shape.name.unwrap(), { required: 'name_required', invalid: 'name_required' }),
  sex: z.union([z.enum(SexOptions), z.literal('')]),
  birthday: z.string(),
  education: z.union([z.enum(EducationOptions), z.literal('')]),
  occupation: z.string(),
  bio: z.string(),
});

/** Brazil's CPF check digits (the contract checks its shape). */
export function cpfDigitsValid(cpf: string): boolean {
  const d = cpf.replace(/\D/g, '');
  if (/^(\d)\1{10}$/.test(d)) return false;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
}

const real = realInfoInput.shape;
export const realInfoSchema = z.object({
  realName: checkedBy(real.realName, { required: 'real_name_required', invalid: 'real_name_required' }),
  // The contract lets the server store an empty one; a person asking for verification must give it.
  idNumber: checkedBy(real.idNumber, { required: 'id_number_required', invalid: 'id_number_required' }),
  cpf: checkedBy(real.cpf, { invalid: 'cpf_invalid', also: cpfDigitsValid }),
  cci: checkedBy(real.cci, { invalid: 'cci_invalid', sent: (v) => v.replace(/[\s-]/g, '') }),
  email: checkedBy(real.email, { invalid: 'email_invalid' }),
  phone: checkedBy(phone, { invalid: 'phone_invalid' }),
});

/** The first problem `schema` finds in `value` (an i18n key), or true: for checks outside a form. */
export function problemOf(schema: z.ZodType, value: unknown): true | string {
  const res = schema.safeParse(value);
  return res.success ? true : String(res.error.issues[0]?.message);
}
