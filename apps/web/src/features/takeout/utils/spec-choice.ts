import type { Product, SpecGroup } from '@wayfare/contracts';

/**
 * Chosen options per spec group, by stored position: `group` is a group's `at`, `options` its options'
 * `at` (the order line's `specs`). Never the place in the list shown: hidden options leave gaps.
 */
export type SpecChoice = { group: number; options: number[] }[];

/** How many options a group takes: required groups at least one, single-choice groups at most one. */
export const groupLimits = (g: SpecGroup) => ({ min: g.required ? 1 : 0, max: g.multiple ? g.options.length : 1 });

/** The group shown at stored position `at`, if any. */
export const groupAt = (product: Pick<Product, 'specs'>, at: number) => product.specs.find((g) => g.at === at);
/** The option shown at stored position `at` of a group, if any. */
export const optionAt = (group: SpecGroup | undefined, at: number) => group?.options.find((o) => o.at === at);

const chosenIn = (choice: SpecChoice, group: number) => choice.find((c) => c.group === group)?.options ?? [];

/** What a user sees first: the first option of every required single-choice group (Regular size). */
export function defaultChoice(product: Pick<Product, 'specs'>): SpecChoice {
  return product.specs.flatMap((g) =>
    g.required && !g.multiple && g.options[0] ? [{ group: g.at, options: [g.options[0].at] }] : [],
  );
}

/**
 * Tapping an option (`group` and `option` by stored position): a single-choice group switches to it (an
 * optional one clears on a second tap), a multiple-choice group toggles it while under its maximum.
 * Answers the choice in group order.
 */
export function toggleOption(product: Pick<Product, 'specs'>, choice: SpecChoice, group: number, option: number) {
  const g = groupAt(product, group);
  if (!optionAt(g, option) || !g) return choice;
  const { max } = groupLimits(g);
  const current = chosenIn(choice, group);
  let next: number[];
  if (current.includes(option)) next = g.multiple || !g.required ? current.filter((o) => o !== option) : current;
  else if (!g.multiple) next = [option];
  else if (current.length >= max) return choice;
  else next = [...current, option].sort((a, b) => a - b);
  const rest = choice.filter((c) => c.group !== group);
  return (next.length ? [...rest, { group, options: next }] : rest).sort((a, b) => a.group - b.group);
}

/**
 * Groups (stored positions) whose choice is not allowed: a required one left empty, more options than the
 * maximum, or an option or group not shown (gone or hidden).
 */
export function choiceProblems(product: Pick<Product, 'specs'>, choice: SpecChoice): number[] {
  const bad: number[] = [];
  for (const g of product.specs) {
    const picked = chosenIn(choice, g.at);
    const { min, max } = groupLimits(g);
    if (picked.length < min || picked.length > max || picked.some((o) => !optionAt(g, o))) bad.push(g.at);
  }
  for (const c of choice) if (!groupAt(product, c.group)) bad.push(c.group);
  return bad;
}

/** The price of one unit with these options (minor units), as the server computes it. */
export function unitPriceOf(product: Pick<Product, 'price' | 'specs'>, choice: SpecChoice): number {
  let price = product.price;
  for (const c of choice) {
    const g = groupAt(product, c.group);
    for (const o of c.options) price += optionAt(g, o)?.price ?? 0;
  }
  return price;
}

/** The chosen option names in group order ("Large", "Hot", "Fried egg"), for cart lines. */
export function choiceNames(product: Pick<Product, 'specs'>, choice: SpecChoice): string[] {
  return [...choice]
    .sort((a, b) => a.group - b.group)
    .flatMap((c) => {
      const g = groupAt(product, c.group);
      return [...c.options].sort((a, b) => a - b).map((o) => optionAt(g, o)?.name ?? '');
    })
    .filter(Boolean);
}

/** The same choice always gives the same key (a cart line per product and options). */
export const choiceKey = (pid: string, choice: SpecChoice) =>
  [
    pid,
    ...[...choice]
      .filter((c) => c.options.length)
      .sort((a, b) => a.group - b.group)
      .map((c) => `${c.group}:${[...c.options].sort((a, b) => a - b).join(',')}`),
  ].join('|');
