import type { MessageKey } from '@/i18n';

/** Status numbers of the contract to their label keys and tag colours. */
export const withdrawalStatus: Record<number, { key: MessageKey; color: string }> = {
  0: { key: 'withdrawal.status.0', color: 'gold' },
  1: { key: 'withdrawal.status.1', color: 'blue' },
  2: { key: 'withdrawal.status.2', color: 'green' },
  3: { key: 'withdrawal.status.3', color: 'red' },
  4: { key: 'withdrawal.status.4', color: 'default' },
};
export const rechargeStatus: Record<number, { key: MessageKey; color: string }> = {
  0: { key: 'recharge.status.0', color: 'gold' },
  1: { key: 'recharge.status.1', color: 'green' },
  2: { key: 'recharge.status.2', color: 'red' },
};
export const orderStatus: Record<number, { key: MessageKey; color: string }> = {
  0: { key: 'order.status.0', color: 'default' },
  1: { key: 'order.status.1', color: 'gold' },
  2: { key: 'order.status.2', color: 'cyan' },
  3: { key: 'order.status.3', color: 'blue' },
  4: { key: 'order.status.4', color: 'geekblue' },
  5: { key: 'order.status.5', color: 'green' },
  6: { key: 'order.status.6', color: 'orange' },
  7: { key: 'order.status.7', color: 'red' },
};
export const orderType: Record<number, MessageKey> = {
  1: 'order.type.1',
  2: 'order.type.2',
  3: 'order.type.3',
  4: 'order.type.4',
};

/** TransactionType (spec section 4) to its label key. */
export const txTypeKey = (type: number): MessageKey => (type >= 1 && type <= 17 ? `tx.${type}` : 'tx.99') as MessageKey;
