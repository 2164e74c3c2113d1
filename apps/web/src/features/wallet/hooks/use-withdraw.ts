import type { ResponseOf, withdraw as withdrawEndpoint } from '@wayfare/contracts';
import { useState } from 'react';
import { currentLocale } from '@/i18n';
import { ApiError, translateError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useWithdrawConfig } from '../api/get-withdraw-config';
import { useWithdrawMutation } from '../api/withdraw';
import { type AmountProblem, type AmountValue, checkAmount, currentAmount, emptyAmount } from '../utils/amount';
import { scrollToFirstError } from '../utils/scroll-to-error';
import { isPinError, usePinErrorText } from './use-pin-error';

export type WithdrawSubmitted = ResponseOf<typeof withdrawEndpoint>;

/**
 * The withdraw screen's state: the chosen account and channel (the account's own provider first), the
 * amount checked against the channel's bounds and the balance, then the withdrawal password. A retried
 * submission after a lost answer reuses its idempotency key.
 */
export function useWithdraw() {
  const config = useWithdrawConfig(currentLocale());
  const call = useIdempotentCall();
  const withdraw = useWithdrawMutation();
  const pinErrorText = usePinErrorText();

  const [accountId, setAccountId] = useState<string | null>(null);
  const [chosenChannel, setChosenChannel] = useState<string | null>(null);
  const [amount, setAmount] = useState<AmountValue>(emptyAmount);
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [pinOpen, setPinOpen] = useState(false);
  const [pinError, setPinError] = useState<string | null>(null);
  const [done, setDone] = useState<WithdrawSubmitted | null>(null);

  const data = config.data;
  const accounts = data?.accounts ?? [];
  const account = accounts.find((a) => a.account === accountId) ?? accounts[0] ?? null;
  const channels = data?.channels ?? [];
  const channel =
    channels.find((c) => c.channelCode === chosenChannel && c.enabled) ??
    channels.find((c) => c.enabled && c.provider === account?.type) ??
    channels.find((c) => c.enabled) ??
    null;
  const balance = data?.balance ?? 0;
  // The balance, bounds and fee are all minor units of the country's currency, the channel's own.
  const unit = channel?.unit ?? data?.unit ?? 'USD';
  const limits = channel ? { min: channel.minAmount, max: channel.maxAmount, balance } : null;
  const blocked = !data?.allowed || !data?.hasWithdrawPassword || !account || !channel;

  const changeAmount = (next: AmountValue) => {
    setAmount(next);
    if (problem && limits) {
      const check = checkAmount(next, limits, unit);
      setProblem(check.ok ? null : check.problem);
    }
  };

  const chooseAccount = (id: string) => {
    setAccountId(id);
    setChosenChannel(null);
  };

  const chooseChannel = (code: string) => {
    setChosenChannel(code);
    setProblem(null);
  };

  const start = () => {
    if (!limits || blocked) return;
    const check = checkAmount(amount, limits, unit);
    setProblem(check.ok ? null : check.problem);
    if (!check.ok) {
      scrollToFirstError();
      return;
    }
    setPinError(null);
    setPinOpen(true);
  };

  const confirm = async (pin: string): Promise<boolean> => {
    if (!limits || !account || !channel || !data) return false;
    const check = checkAmount(amount, limits, unit);
    if (!check.ok) {
      setPinOpen(false);
      setProblem(check.problem);
      return false;
    }
    const body = {
      channelCode: channel.channelCode,
      country_code: data.country_code,
      amount: check.amount,
      withdrawData: { account: account.account },
    };
    try {
      const res = await call(
        body,
        (idempotencyKey) => withdraw.mutateAsync({ ...body, withdrawalPassword: pin, idempotencyKey }),
        ['withdrawalPassword'],
      );
      setPinOpen(false);
      setDone(res);
      setAmount(emptyAmount);
      return true;
    } catch (err) {
      if (isPinError(err) || (err instanceof ApiError && err.transport)) {
        // Wrong password, locked, or the answer was lost: stay here; a retry reuses the same key.
        setPinError(pinErrorText(err));
        return false;
      }
      setPinOpen(false);
      toast(translateError(err));
      void config.refetch();
      return false;
    }
  };

  return {
    config,
    accounts,
    account,
    channels,
    channel,
    balance,
    unit,
    limits,
    blocked,
    amount,
    live: currentAmount(amount, unit),
    problem,
    changeAmount,
    chooseAccount,
    chooseChannel,
    start,
    confirm,
    pin: { open: pinOpen, error: pinError, close: () => setPinOpen(false) },
    done,
    closeDone: () => setDone(null),
  };
}

export type WithdrawState = ReturnType<typeof useWithdraw>;
