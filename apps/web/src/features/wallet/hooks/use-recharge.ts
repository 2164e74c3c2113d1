import { useMemo, useState } from 'react';
import { href, paths } from '@/config/paths';
import { currentLocale } from '@/i18n';
import { useCurrency } from '@/lib/currency';
import { navigate } from '@/lib/navigation';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useRechargeConfig } from '../api/get-recharge-config';
import { useRechargeMutation } from '../api/recharge';
import { type AmountProblem, type AmountValue, checkAmount, currentAmount, emptyAmount } from '../utils/amount';
import { channelData, channelFieldSpecs, validateChannelFields } from '../utils/channel-fields';
import { scrollToFirstError } from '../utils/scroll-to-error';

/**
 * The top-up form's state: the channel (the first open one unless chosen), the amount within its bounds,
 * the channel's own fields, then `/amount/Recharge`: demo credits at once and shows the result, PayPal
 * hands over to PayPal (`leaving`), offline waits for review.
 */
export function useRecharge() {
  const config = useRechargeConfig(currentLocale());
  const active = useCurrency();
  const call = useIdempotentCall();
  const recharge = useRechargeMutation();

  const [chosen, setChosen] = useState<string | null>(null);
  const [amount, setAmount] = useState<AmountValue>(emptyAmount);
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const channels = config.data?.channels ?? [];
  const channel =
    channels.find((c) => c.channelCode === chosen && c.enabled) ?? channels.find((c) => c.enabled) ?? null;
  // Every amount of the answer is in the country's currency; a channel states its own (the same one).
  const unit = channel?.unit ?? config.data?.unit ?? active?.unit ?? 'USD';
  const limits = channel ? { min: channel.minAmount, max: channel.maxAmount } : null;
  const specs = useMemo(() => channelFieldSpecs(channel), [channel]);
  const live = currentAmount(amount, unit);

  const changeAmount = (next: AmountValue) => {
    setAmount(next);
    if (problem && limits) {
      const check = checkAmount(next, limits, unit);
      setProblem(check.ok ? null : check.problem);
    }
  };

  const chooseChannel = (code: string) => {
    setChosen(code);
    setProblem(null);
    setFieldErrors({});
  };

  const changeField = (key: string, v: string) => {
    setFields((f) => ({ ...f, [key]: v }));
    if (fieldErrors[key]) setFieldErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async () => {
    if (!channel || !limits || !config.data || sending) return;
    const check = checkAmount(amount, limits, unit);
    const errors = validateChannelFields(specs, fields);
    setProblem(check.ok ? null : check.problem);
    setFieldErrors(errors);
    if (!check.ok || Object.keys(errors).length > 0) {
      scrollToFirstError();
      return;
    }
    const body = {
      channelCode: channel.channelCode,
      country_code: config.data.country_code,
      amount: check.amount,
      isApp: false,
      rechargeData: channelData(specs, fields),
    };
    setSending(true);
    try {
      const res = await call(body, (idempotencyKey) => recharge.mutateAsync({ ...body, idempotencyKey }));
      if (res.redirectUrl) {
        // PayPal: the buyer approves on PayPal, which sends them back to the pay_pal_h5 page.
        setLeaving(true);
        window.location.assign(res.redirectUrl);
        return;
      }
      setAmount(emptyAmount);
      setFields({});
      await navigate(href(paths.payInfo, { kind: 'recharge', id: res.rechargeId }));
    } catch {
      // the API client showed the reason; the form keeps what the user typed
    } finally {
      setSending(false);
    }
  };

  return {
    config,
    channels,
    channel,
    unit,
    limits,
    specs,
    amount,
    live,
    /** The amount typed is within the channel's bounds (the button then says how much). */
    amountOk: live > 0 && checkAmount(amount, limits ?? { min: 0, max: 0 }, unit).ok,
    problem,
    fields,
    fieldErrors,
    sending,
    leaving,
    changeAmount,
    chooseChannel,
    changeField,
    submit,
  };
}

export type RechargeState = ReturnType<typeof useRecharge>;
