import { describe, expect, it } from 'vitest';
import { noodles } from './menu.fixture';
import {
  choiceKey,
  choiceNames,
  choiceProblems,
  defaultChoice,
  groupLimits,
  toggleOption,
  unitPriceOf,
} from './spec-choice';

describe('spec popup choices and price', () => {
  it('starts with the first option of each required single-choice group, at the base price', () => {
    const choice = defaultChoice(noodles);
    expect(choice).toEqual([{ group: 0, options: [0] }]);
    expect(unitPriceOf(noodles, choice)).toBe(250);
    expect(choiceProblems(noodles, choice)).toEqual([]);
  });

  it('adds the price of every chosen option', () => {
    let choice = defaultChoice(noodles);
    choice = toggleOption(noodles, choice, 0, 1); // Large +60
    choice = toggleOption(noodles, choice, 1, 1); // Hot +0
    choice = toggleOption(noodles, choice, 2, 0); // egg +30
    choice = toggleOption(noodles, choice, 2, 1); // meat +80
    expect(unitPriceOf(noodles, choice)).toBe(250 + 60 + 30 + 80);
    expect(choiceNames(noodles, choice)).toEqual(['Large', 'Hot', 'Fried egg', 'Extra meat']);
    // Taking an add-on off takes its price off.
    choice = toggleOption(noodles, choice, 2, 0);
    expect(unitPriceOf(noodles, choice)).toBe(250 + 60 + 80);
  });

  it('keeps one option in single-choice groups; a required one cannot be emptied, an optional one can', () => {
    let choice = toggleOption(noodles, defaultChoice(noodles), 0, 0);
    expect(choice).toEqual([{ group: 0, options: [0] }]);
    choice = toggleOption(noodles, choice, 1, 0);
    choice = toggleOption(noodles, choice, 1, 1);
    expect(choice.find((c) => c.group === 1)?.options).toEqual([1]);
    choice = toggleOption(noodles, choice, 1, 1);
    expect(choice.find((c) => c.group === 1)).toBeUndefined();
  });

  it('knows the min and max of each group and flags a required group left empty or an overfull one', () => {
    expect(noodles.specs.map(groupLimits)).toEqual([
      { min: 1, max: 1 },
      { min: 0, max: 1 },
      { min: 0, max: 3 },
    ]);
    expect(choiceProblems(noodles, [])).toEqual([0]);
    expect(choiceProblems(noodles, [{ group: 0, options: [0, 1] }])).toEqual([0]);
    expect(choiceProblems(noodles, [{ group: 0, options: [5] }])).toEqual([0]);
    expect(
      choiceProblems(noodles, [
        { group: 0, options: [0] },
        { group: 9, options: [0] },
      ]),
    ).toEqual([9]);
  });

  it('refuses an add-on past the group maximum', () => {
    const limited = { ...noodles, specs: [{ ...noodles.specs[2]!, options: noodles.specs[2]!.options.slice(0, 2) }] };
    let choice = toggleOption(limited, [], 2, 0);
    choice = toggleOption(limited, choice, 2, 1);
    expect(toggleOption(limited, choice, 2, 2)).toBe(choice);
  });

  it('gives the same key to the same choice in any order', () => {
    expect(
      choiceKey('11', [
        { group: 2, options: [1, 0] },
        { group: 0, options: [1] },
      ]),
    ).toBe(
      choiceKey('11', [
        { group: 0, options: [1] },
        { group: 2, options: [0, 1] },
      ]),
    );
    expect(choiceKey('11', [{ group: 0, options: [0] }])).not.toBe(choiceKey('11', [{ group: 0, options: [1] }]));
  });

  it('names options by stored position when the merchant hides a middle one', () => {
    // Extra meat (stored at 1) hidden: the app gets Fried egg (0) and Extra vegetables (2).
    const hidden = {
      ...noodles,
      specs: noodles.specs.map((g) => (g.at === 2 ? { ...g, options: g.options.filter((o) => o.at !== 1) } : g)),
    };
    const choice = toggleOption(hidden, defaultChoice(hidden), 2, 2);
    expect(choice).toEqual([
      { group: 0, options: [0] },
      { group: 2, options: [2] },
    ]);
    expect(unitPriceOf(hidden, choice)).toBe(250 + 30);
    expect(choiceNames(hidden, choice)).toEqual(['Regular', 'Extra vegetables']);
    // The hidden one cannot be chosen, and a choice naming it (a cart kept from before) is a problem.
    expect(toggleOption(hidden, choice, 2, 1)).toBe(choice);
    expect(choiceProblems(hidden, [...choice.slice(0, 1), { group: 2, options: [1] }])).toEqual([2]);
    expect(choiceProblems(hidden, choice)).toEqual([]);
  });

  it('names groups by stored position when the merchant hides a middle group', () => {
    const noSpice = { ...noodles, specs: noodles.specs.filter((g) => g.at !== 1) };
    expect(
      choiceProblems(noSpice, [
        { group: 0, options: [0] },
        { group: 1, options: [1] },
      ]),
    ).toEqual([1]);
    const choice = toggleOption(noSpice, defaultChoice(noSpice), 2, 1);
    expect(choiceNames(noSpice, choice)).toEqual(['Regular', 'Extra meat']);
    expect(unitPriceOf(noSpice, choice)).toBe(250 + 80);
  });
});
