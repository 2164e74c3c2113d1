import type { Product } from '@wayfare/contracts';
import { createStore, type Store } from '@/lib/create-store';
import { sessionStore } from '@/lib/session';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { choiceKey, choiceNames, choiceProblems, type SpecChoice, unitPriceOf } from './spec-choice';

/** The server's limit when `/config/info` has not answered yet (spec: "a maximum of %s items"). */
export const DEFAULT_CART_MAX = 99;

/** One line of a cart: a dish with its options; price and names are what the menu said when added. */
export type CartLine = {
  key: string;
  pid: string;
  name: string;
  image: string;
  /** One unit with its options, minor units of `unit`. */
  unitPrice: number;
  /**
   * The merchant's currency, kept with the price. Carts saved before prices had a currency lack it; the
   * menu reprices them when it loads (`repriceLines`).
   */
  unit?: string;
  quantity: number;
  specs: SpecChoice;
  /** Chosen option names, in the language of the menu when added. */
  options: string[];
};

/** Carts per owner (user id, or `guest` before logging in), then per merchant id. */
export type Carts = Record<string, Record<string, CartLine[]>>;

export type CartResult = { ok: true } | { ok: false; reason: 'max'; max: number };

const GUEST = 'guest';
const EMPTY: CartLine[] = [];

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.quantity, 0);
export const cartTotal = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.unitPrice * l.quantity, 0);

/** A cart line for `quantity` units of `product` with `choice`. */
export function lineOf(product: Product, choice: SpecChoice, quantity: number): CartLine {
  return {
    key: choiceKey(product.pid, choice),
    pid: product.pid,
    name: product.name,
    image: product.image,
    unitPrice: unitPriceOf(product, choice),
    unit: product.unit,
    quantity,
    specs: choice,
    options: choiceNames(product, choice),
  };
}

/** Adds to a cart, merging the same dish with the same options; refused past `max` items in all. */
export function addLine(lines: readonly CartLine[], line: CartLine, max: number): CartLine[] | null {
  if (line.quantity < 1 || cartCount(lines) + line.quantity > max) return null;
  const i = lines.findIndex((l) => l.key === line.key);
  if (i < 0) return [...lines, line];
  return lines.map((l, j) => (j === i ? { ...l, quantity: l.quantity + line.quantity } : l));
}

/** Sets one line's quantity (0 removes it); refused past `max` items in all. */
export function setLineQuantity(lines: readonly CartLine[], key: string, quantity: number, max: number) {
  const line = lines.find((l) => l.key === key);
  if (!line) return [...lines];
  const q = Math.max(0, Math.floor(quantity));
  if (q > line.quantity && cartCount(lines) - line.quantity + q > max) return null;
  return q === 0 ? lines.filter((l) => l.key !== key) : lines.map((l) => (l.key === key ? { ...l, quantity: q } : l));
}

/**
 * Brings a kept cart up to today's menu: prices, names and images from the catalogue; lines whose dish
 * is gone, off sale, sold out or whose options no longer exist are dropped (`removed` counts them).
 */
export function repriceLines(lines: readonly CartLine[], products: ReadonlyMap<string, Product>) {
  let removed = 0;
  const next: CartLine[] = [];
  for (const l of lines) {
    const p = products.get(l.pid);
    if (!p?.onSale || p.stock === 0 || choiceProblems(p, l.specs).length > 0) {
      removed += 1;
      continue;
    }
    const fresh = lineOf(p, l.specs, p.stock === null ? l.quantity : Math.min(l.quantity, p.stock));
    next.push(fresh);
  }
  const same =
    removed === 0 &&
    next.every((l, i) => {
      const old = lines[i];
      return (
        old &&
        old.unitPrice === l.unitPrice &&
        old.unit === l.unit &&
        old.quantity === l.quantity &&
        old.name === l.name &&
        old.image === l.image &&
        old.options.join('\u0000') === l.options.join('\u0000')
      );
    });
  return { lines: same ? (lines as CartLine[]) : next, removed };
}

function validLine(v: unknown): v is CartLine {
  const l = v as CartLine | null;
  return (
    !!l &&
    typeof l.key === 'string' &&
    typeof l.pid === 'string' &&
    typeof l.name === 'string' &&
    Number.isInteger(l.unitPrice) &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0 &&
    Array.isArray(l.specs) &&
    Array.isArray(l.options)
  );
}

/** What storage holds, with anything broken or foreign left out. */
function load(): Carts {
  const raw = readStored<unknown>(storageKeys.foodCart);
  if (!raw || typeof raw !== 'object') return {};
  const out: Carts = {};
  for (const [owner, carts] of Object.entries(raw as Record<string, unknown>)) {
    if (!carts || typeof carts !== 'object') continue;
    for (const [mid, lines] of Object.entries(carts as Record<string, unknown>)) {
      const ok = Array.isArray(lines) ? lines.filter(validLine) : [];
      if (ok.length) out[owner] = { ...out[owner], [mid]: ok };
    }
  }
  return out;
}

const ownerNow = () => sessionStore.get()?._id || GUEST;

export type CartStore = ReturnType<typeof createCartStore>;

/**
 * Food carts, one per merchant and user, kept in local storage so a reload or a trip to login keeps
 * them. Before logging in the cart belongs to `guest`; logging in adopts it into the user's own carts.
 */
export function createCartStore(owner: () => string = ownerNow) {
  const store: Store<Carts> = createStore<Carts>(load());
  store.subscribe(() => writeStored(storageKeys.foodCart, Object.keys(store.get()).length ? store.get() : null));

  const linesOf = (mid: string) => store.get()[owner()]?.[mid] ?? EMPTY;
  const write = (mid: string, lines: CartLine[]) =>
    store.set((all) => {
      const who = owner();
      const mine = { ...all[who] };
      if (lines.length) mine[mid] = lines;
      else delete mine[mid];
      const next = { ...all, [who]: mine };
      if (!Object.keys(mine).length) delete next[who];
      return next;
    });
  const apply = (mid: string, next: CartLine[] | null, max: number): CartResult => {
    if (!next) return { ok: false, reason: 'max', max };
    write(mid, next);
    return { ok: true };
  };

  return {
    lines: linesOf,
    /** Every merchant with a cart for the current owner. */
    merchants: () => Object.keys(store.get()[owner()] ?? {}),
    add: (mid: string, line: CartLine, max = DEFAULT_CART_MAX) => apply(mid, addLine(linesOf(mid), line, max), max),
    setQuantity: (mid: string, key: string, quantity: number, max = DEFAULT_CART_MAX) =>
      apply(mid, setLineQuantity(linesOf(mid), key, quantity, max), max),
    /** Replace a cart (after repricing against the menu). */
    replace: (mid: string, lines: CartLine[]) => {
      if (lines !== linesOf(mid)) write(mid, lines);
    },
    clear: (mid: string) => write(mid, []),
    /** Move the guest's carts to `uid` (merchants the user already has a cart for keep theirs). */
    adoptGuest: (uid: string) =>
      store.set((all) => {
        const guest = all[GUEST];
        if (!guest || uid === GUEST) return all;
        const { [GUEST]: _, ...rest } = all;
        return { ...rest, [uid]: { ...guest, ...rest[uid] } };
      }),
    /** Re-read storage (another tab changed it). */
    reload: () => store.set(load()),
    subscribe: store.subscribe,
  };
}

export const cartStore = createCartStore();

// Logging in takes over what was put in the cart before; another tab's changes show here too.
let lastUid = sessionStore.get()?._id;
sessionStore.subscribe(() => {
  const uid = sessionStore.get()?._id;
  if (uid && uid !== lastUid) cartStore.adoptGuest(uid);
  lastUid = uid;
});
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === storageKeys.foodCart) cartStore.reload();
  });
}
