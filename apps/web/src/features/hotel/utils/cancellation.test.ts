import { describe, expect, it } from 'vitest';
import { currentStep, rateHeadline, type Step, withStarts } from './cancellation';

const steps: Step[] = [
  { kind: 'free', until: '2030-01-08T07:00:00.000Z', feeBp: 0, fee: 0, refund: 10_000 },
  { kind: 'fee', until: '2030-01-10T07:00:00.000Z', feeBp: 5000, fee: 5_000, refund: 5_000 },
  { kind: 'non_refundable', until: null, feeBp: 10_000, fee: 10_000, refund: 0 },
];
const at = (iso: string) => Date.parse(iso);

describe('cancellation timeline', () => {
  it('takes the step whose end has not passed, the lasting one at the end', () => {
    expect(currentStep(steps, at('2030-01-01T00:00:00Z'))?.kind).toBe('free');
    // A boundary belongs to the next step: at 07:00 exactly the free time is over.
    expect(currentStep(steps, at('2030-01-08T07:00:00Z'))?.kind).toBe('fee');
    expect(currentStep(steps, at('2030-01-08T06:59:59Z'))?.kind).toBe('free');
    expect(currentStep(steps, at('2030-01-10T07:00:00Z'))?.kind).toBe('non_refundable');
    expect(currentStep([], at('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('says each step starts where the one before ends', () => {
    expect(withStarts(steps).map((s) => s.from)).toEqual([
      null,
      '2030-01-08T07:00:00.000Z',
      '2030-01-10T07:00:00.000Z',
    ]);
  });

  it('sums a rate up in one line as of now', () => {
    expect(rateHeadline(steps, at('2030-01-01T00:00:00Z'))).toEqual({
      kind: 'free_until',
      until: '2030-01-08T07:00:00.000Z',
    });
    expect(rateHeadline(steps, at('2030-01-09T00:00:00Z'))).toEqual({ kind: 'fee_now', fee: 5_000 });
    expect(rateHeadline(steps, at('2030-02-01T00:00:00Z'))).toEqual({ kind: 'non_refundable' });
    expect(rateHeadline([{ kind: 'non_refundable', until: null, feeBp: 10_000, fee: 1, refund: 0 }])).toEqual({
      kind: 'non_refundable',
    });
    expect(rateHeadline([{ kind: 'free', until: null, feeBp: 0, fee: 0, refund: 1 }])).toEqual({ kind: 'free' });
  });
});
