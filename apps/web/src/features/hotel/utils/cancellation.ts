/** One step of a rate's cancellation timeline (as the contract sends it). */
export type Step = {
  kind: 'free' | 'fee' | 'non_refundable';
  /** Cancelling before this instant is this step; null: the step lasts. */
  until: string | null;
  feeBp: number;
  fee: number;
  refund: number;
};

/** The step in effect at `now`: the first whose `until` has not passed (or the lasting last one). */
export function currentStep<S extends Step>(steps: readonly S[], now = Date.now()): S | null {
  return steps.find((s) => s.until === null || Date.parse(s.until) > now) ?? null;
}

/** When each step starts: the previous step's end (null for the first, which runs from booking). */
export function withStarts<S extends Step>(steps: readonly S[]): (S & { from: string | null })[] {
  return steps.map((s, i) => ({ ...s, from: i === 0 ? null : (steps[i - 1]?.until ?? null) }));
}

export type RateHeadline =
  | { kind: 'free_until'; until: string }
  | { kind: 'free' }
  | { kind: 'fee_now'; fee: number }
  | { kind: 'non_refundable' };

/**
 * What a rate promises in one line, as of `now`: free cancellation until a time, a fee to cancel now,
 * or non-refundable.
 */
export function rateHeadline(steps: readonly Step[], now = Date.now()): RateHeadline {
  const step = currentStep(steps, now);
  if (!step || step.kind === 'non_refundable') return { kind: 'non_refundable' };
  if (step.kind === 'free') return step.until ? { kind: 'free_until', until: step.until } : { kind: 'free' };
  return { kind: 'fee_now', fee: step.fee };
}
