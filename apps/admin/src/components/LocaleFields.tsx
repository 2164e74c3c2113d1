import { Form, Input, Tabs } from 'antd';
import { type AdminLocale, LOCALES, t } from '@/i18n';

/** A text kept in the five locales (the contract's localized fields). */
export type LocalizedDraft = Record<AdminLocale, string>;

/** A form's flat values of `field` in each locale (`title.en`, `title.th-TH`...) from a stored text. */
export function localeValues(field: string, text: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(LOCALES.map((l) => [`${field}.${l}`, text[l] ?? '']));
}

/** The stored text of `field` from a form's flat values (empty where a locale is not filled). */
export function pickLocales(values: Record<string, unknown>, field: string): LocalizedDraft {
  return Object.fromEntries(LOCALES.map((l) => [l, String(values[`${field}.${l}`] ?? '')])) as LocalizedDraft;
}

/** Locales in which `text` is filled, for a list column. */
export const filledLocales = (text: Partial<Record<string, string>>) => LOCALES.filter((l) => text[l]).join(' · ');

export type LocaleField = {
  name: string;
  label: string;
  /** English must be filled (the fallback of every other locale); the others may stay empty. */
  required?: boolean;
  maxLength?: number;
  /** A text area of this many rows; a one-line input when absent. */
  rows?: number;
  /** A hint under the field (e.g. the text format). */
  extra?: string;
};

/**
 * One tab per locale, each with the same fields (`name.<locale>` in the surrounding antd Form). Every tab is
 * rendered at once, so the form validates and submits the hidden locales too.
 */
export function LocaleTabs({
  fields,
  onChange,
}: {
  fields: readonly LocaleField[];
  /** The locale whose tab the operator opened (e.g. to preview it). */
  onChange?: (locale: AdminLocale) => void;
}) {
  return (
    <Tabs
      onChange={onChange && ((key) => onChange(key as AdminLocale))}
      items={LOCALES.map((l) => ({
        key: l,
        label: t(`locale.${l}`),
        forceRender: true,
        children: fields.map((f) => (
          <Form.Item
            key={f.name}
            name={`${f.name}.${l}`}
            label={f.label}
            extra={f.extra}
            rules={f.required && l === 'en' ? [{ required: true, message: t('form.required') }] : []}
          >
            {f.rows ? <Input.TextArea rows={f.rows} maxLength={f.maxLength} /> : <Input maxLength={f.maxLength} />}
          </Form.Item>
        )),
      }))}
    />
  );
}
