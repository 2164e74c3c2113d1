import type { Product } from '@wayfare/contracts';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { click, render } from '@/test/render';
import { noodles } from '../utils/menu.fixture';
import { type SpecChoice, unitPriceOf } from '../utils/spec-choice';
import { SpecForm } from './spec-form';

/** Add-ons as the server sends them after the merchant hid Extra meat (stored at 1): [0, 2] are left. */
const hiddenMeat: Product = {
  ...noodles,
  specs: noodles.specs.map((g) => (g.at === 2 ? { ...g, options: g.options.filter((o) => o.at !== 1) } : g)),
};

let chosen: SpecChoice = [];
function Harness({ product }: { product: Product }) {
  const [choice, setChoice] = useState<SpecChoice>([{ group: 0, options: [0] }]);
  chosen = choice;
  return <SpecForm product={product} choice={choice} onChange={setChoice} problems={[]} />;
}

beforeAll(async () => {
  await initI18n('en');
});

describe('spec form', () => {
  it('names a shown option by its stored position when a middle one is hidden', async () => {
    const { container } = render(<Harness product={hiddenMeat} />);
    const addOns = container.querySelector<HTMLElement>('[data-group="2"]')!;
    const options = [...addOns.querySelectorAll<HTMLInputElement>('[data-testid="spec-option"]')];
    expect(options.map((o) => o.closest('label')!.textContent)).toEqual([
      expect.stringContaining('Fried egg'),
      expect.stringContaining('Extra vegetables'),
    ]);
    // The second one shown is Extra vegetables, stored at 2: the order line says 2, never 1 (Extra meat).
    await click(options[1]!);
    expect(chosen).toEqual([
      { group: 0, options: [0] },
      { group: 2, options: [2] },
    ]);
    expect(options[1]!.checked).toBe(true);
    expect(unitPriceOf(hiddenMeat, chosen)).toBe(250 + 30);
  });
});
