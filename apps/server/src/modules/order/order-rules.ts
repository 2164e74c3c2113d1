/** The cart's limit (spec: "a maximum of %s items"; `/config/info` tells the client the same number). */
export const CART_MAX_ITEMS = 99;

/** A straight-line estimate: preparation plus riding at about 15 km/h. */
export const etaMinutes = (distance: number) => 15 + Math.ceil(distance / 250);

/** Inside the delivery radius; a merchant without a radius delivers anywhere. */
export const withinRange = (radius: number, distance: number) => radius === 0 || distance <= radius;
