import { majorText, parseMajor } from '@wayfare/contracts';
import type { Rule } from 'antd/es/form';
import { t } from '@/i18n';

/**
 * Amounts typed by an operator: text in major units of a stated currency, read exactly into integer minor
 * units by the contract's parser (never through a float), and shown back the same way.
 */
export const toMinor = (text: string, unit: string): number => {
  const v = parseMajor(text, unit);
  if (typeof v !== 'number') throw new Error(`not an amount: ${text}`);
  return v;
};
export const toMajorText = majorText;

/** Throws the operator's message unless `value` is an amount of `unit` (no more decimals than it has). */
function checkAmount(value: string, unit: string) {
  const v = parseMajor(value, unit);
  if (v === 'invalid') throw new Error(t('money.invalid'));
  if (v === 'precision') throw new Error(t('money.precision', { unit }));
}

/** The form rule of an amount field: required (unless `optional`), an amount of `unit`. */
export const amountRule = (unit: string, optional = false): Rule => ({
  validator: async (_, value: string | undefined) => {
    if (!value?.trim()) {
      if (optional) return;
      throw new Error(t('form.required'));
    }
    checkAmount(value, unit);
  },
});
