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

/** The form rule of an amount field: required, an amount, and no more decimals than the currency has. */
export const amountRule = (unit: string): Rule => ({
  validator: async (_, value: string | undefined) => {
    if (!value?.trim()) throw new Error(t('form.required'));
    const v = parseMajor(value, unit);
    if (v === 'invalid') throw new Error(t('money.invalid'));
    if (v === 'precision') throw new Error(t('money.precision', { unit }));
  },
});
