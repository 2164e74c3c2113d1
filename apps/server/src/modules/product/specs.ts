import type { ProductSpecGroup } from '../../db/schema';

/**
 * The choice groups the app sees: hidden groups and hidden options left out. The app's order lines name
 * groups and options by their place in this list, so pricing and reordering read the same list.
 */
export const shownSpecs = (specs: ProductSpecGroup[]): ProductSpecGroup[] =>
  specs
    .filter((g) => !g.hidden)
    .map((g) => ({ ...g, options: g.options.filter((o) => !o.hidden) }))
    .filter((g) => g.options.length > 0);
