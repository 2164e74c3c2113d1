import type { Channel } from '@wayfare/contracts';
import { type FieldSpec, validateField } from '@/components/ui/dynamic-field';

const kinds: Record<Channel['fields'][number]['kind'], FieldSpec['type']> = {
  text: 'text',
  number: 'number',
  email: 'email',
  phone: 'phone',
  select: 'select',
};

/** A channel's own fields (an offline transfer asks who paid and the reference) as dynamic fields. */
export const channelFieldSpecs = (channel: Pick<Channel, 'fields'> | null): FieldSpec[] =>
  (channel?.fields ?? []).map((f) => ({
    key: f.key,
    label: f.label,
    type: kinds[f.kind] ?? 'text',
    required: f.required,
    options: f.options,
    maxLength: 140,
  }));

/** What is wrong with each field (i18n keys), empty when the values can be sent. */
export function validateChannelFields(specs: FieldSpec[], values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const spec of specs) {
    const problem = validateField(spec, values[spec.key] ?? '');
    if (problem) errors[spec.key] = problem;
  }
  return errors;
}

/** Trimmed values of the channel's own fields, blanks left out (`rechargeData`). */
export function channelData(specs: FieldSpec[], values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const spec of specs) {
    const v = (values[spec.key] ?? '').trim();
    if (v) out[spec.key] = v;
  }
  return out;
}
