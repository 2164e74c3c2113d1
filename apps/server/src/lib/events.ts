import { EventEmitter } from 'node:events';
import type { OperatorRole } from '@wayfare/contracts';

/**
 * In-process domain events. Modules publish here; the realtime layer forwards them to sockets (and across
 * instances through Redis). Publishing never throws and never waits for listeners.
 */
export type DomainEvents = {
  /** Sessions ended by a newer login, logout, freeze or deletion: their sockets must be told and closed. */
  'session.revoked': { userId: number; sessionIds: number[]; reason: string };
  /** An operator signed out: the back-office sockets of these sessions must be told and closed. */
  'operator.session.revoked': {
    operator: { role: OperatorRole; merchantId: number | null };
    sessionIds: number[];
  };
  /** An order moved to a new status (the realtime layer sends it to the user's sockets as `onMessage`). */
  'order.status': {
    userId: number;
    oid: string;
    status: number;
    type: number;
    /** The status before the change, when the publisher knows it. */
    previousStatus?: number;
    /** PaymentStatus after the change; derived from `status` when absent (0 is unpaid, later ones paid). */
    payStatus?: number;
  };
  /**
   * A PayPal top-up made to pay a pay-on-behalf request was credited: the order module pays the request
   * from that balance (once per recharge, however often this is published).
   */
  'recharge.payFor': { rechargeId: number; userId: number; pid: string; quoteId: string | null };
  /**
   * A back-office queue changed (a top-up, withdrawal or shop payout asked for or decided, a message in a
   * support chat):
   * the realtime layer tells the operators whose role may list it. Orders need none: `order.status` is one.
   */
  'admin.queue': { queue: 'recharges' | 'withdrawals' | 'payouts' | 'support' };
  /** Wallet balance of a user changed. */
  'wallet.changed': { userId: number; balance: number; unit: string };
};

export type EventBus = {
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void;
  on<K extends keyof DomainEvents>(name: K, listener: (payload: DomainEvents[K]) => void): () => void;
};

export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(100);
  return {
    emit(name, payload) {
      try {
        emitter.emit(name, payload);
      } catch {
        // A failing listener must not fail the business call that published the event.
      }
    },
    on(name, listener) {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}
