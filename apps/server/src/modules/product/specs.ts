import type { ProductSpecGroup } from '../../db/schema';

type StoredOption = ProductSpecGroup['options'][number];
/** A shown option with `at`, its position in the stored list of its group. */
export type ShownOption = StoredOption & { at: number };
/** A shown group with `at`, its position in the stored list, and its shown options. */
export type ShownGroup = Omit<ProductSpecGroup, 'options'> & { at: number; options: ShownOption[] };

/**
 * The choice groups the app sees: hidden groups and hidden options left out (and groups left with no
 * option). Each keeps `at`, its position in the stored list: order lines name groups and options by that
 * position (never by place among the shown ones), so hiding option B of [A, B, C] leaves C at 2 and a
 * line naming B (1) names a hidden option, refused, not silently C. Stored groups and options are never
 * removed or reordered (schema `ProductSpecGroup`), so a position names the same option for good.
 */
export const shownSpecs = (specs: ProductSpecGroup[]): ShownGroup[] =>
  specs
    .map((g, at) => ({ ...g, at, options: g.options.map((o, oi) => ({ ...o, at: oi })).filter((o) => !o.hidden) }))
    .filter((g) => !g.hidden && g.options.length > 0);

/** The shown group at stored position `at`; undefined when there is none or it is hidden. */
export const shownGroupAt = (shown: ShownGroup[], at: number) => shown.find((g) => g.at === at);

/** The shown option at stored position `at` of a shown group; undefined when there is none or it is hidden. */
export const shownOptionAt = (group: ShownGroup, at: number) => group.options.find((o) => o.at === at);
