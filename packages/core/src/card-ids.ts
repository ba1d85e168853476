import type { CardInstance } from "./kit-state.js";
import type { PlayerId } from "./player.js";
import type { Rng } from "./rng.js";

/**
 * The card definition ids a game refuses in its card format: a definition id is a key of the
 * state's `defs` table, and valibot's `record` (like most schema libraries) leaves the keys
 * `constructor` and `prototype` out of the table it returns, so a saved match holding such a
 * card could not be loaded (`parseState` refuses both keys). `__proto__` needs no entry here:
 * no game's id pattern allows an underscore.
 *
 * @example
 * ```ts
 * import { RESERVED_CARD_IDS } from "@rulesmith/core";
 * RESERVED_CARD_IDS.includes("constructor"); // true
 * ```
 */
export const RESERVED_CARD_IDS: readonly string[] = /* @__PURE__ */ Object.freeze(["constructor", "prototype"]);

/**
 * Why a card id is refused, in the words every game's card format uses.
 *
 * @example
 * ```ts
 * import { RESERVED_CARD_ID_WORDS } from "@rulesmith/core";
 * console.log(RESERVED_CARD_ID_WORDS); // The ids "constructor" and "prototype" are reserved: a saved match could not hold them. Choose another id.
 * ```
 */
export const RESERVED_CARD_ID_WORDS = 'The ids "constructor" and "prototype" are reserved: a saved match could not hold them. Choose another id.';

/** Ids made so far for the default prefix: one string per id for every match, not one per deal. */
const DEFAULT_IDS: string[] = [];

function idString(prefix: string, k: number): string {
  if (prefix !== "c") return `${prefix}${k}`;
  let id = DEFAULT_IDS[k];
  if (id === undefined) {
    for (let i = DEFAULT_IDS.length; i <= k; i++) DEFAULT_IDS.push(`c${i}`);
    id = DEFAULT_IDS[k] ?? `c${k}`;
  }
  return id;
}

/**
 * Gives every card of a match an instance id that says nothing about the card: the ids
 * `prefix + 0`, `prefix + 1`, ... go to the cards in a seeded random order, so that an id seen
 * on a face-down card or in a hidden hand does not tell which entry of a decklist it is (ids
 * that follow the decklist name the card).
 *
 * @param rng - The match's generator (advanced).
 * @param entries - Every card: its definition id and owner, in decklist order.
 * @param prefix - The id prefix (default `"c"`).
 * @returns The card table, and each owner's ids in decklist order (to place in their deck,
 *   then shuffle).
 * @example
 * ```ts
 * import { dealCardIds, Rng, seedRng } from "@rulesmith/core";
 * const dealt = dealCardIds(new Rng(seedRng(1)), [
 *   { def: "fog", owner: 0 },
 *   { def: "hero", owner: 0 },
 *   { def: "fog", owner: 1 },
 * ]);
 * dealt.byOwner[0]; // ["c0", "c1"] — which one is the Fog is not in the id
 * ```
 */
export function dealCardIds(
  rng: Rng,
  entries: readonly CardInstance[],
  prefix = "c",
): {
  /** Every instance, by id. */
  readonly cards: Record<string, CardInstance>;
  /** Each owner's instance ids, in the order their entries were given. */
  readonly byOwner: Record<PlayerId, string[]>;
} {
  const n = entries.length;
  const numbers = new Array<number>(n);
  for (let i = 0; i < n; i++) numbers[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = numbers[i] ?? 0;
    numbers[i] = numbers[j] ?? 0;
    numbers[j] = t;
  }
  const byOwner: Record<PlayerId, string[]> = {};
  const table: ([string, CardInstance] | undefined)[] = new Array<[string, CardInstance] | undefined>(n);
  for (let i = 0; i < n; i++) {
    const e = entries[i];
    if (e === undefined) continue;
    const k = numbers[i] ?? i;
    const id = idString(prefix, k);
    table[k] = [id, { def: e.def, owner: e.owner }];
    (byOwner[e.owner] ??= []).push(id);
  }
  // In id order, written key by key: V8 keeps a table of many keys so made as a dictionary,
  // which is cheap to build and reads a varying key in about 10 ns (see `lookup.ts`), where
  // Object.fromEntries spent some 10 µs a deal building a layout that reads slower.
  const cards: Record<string, CardInstance> = {};
  for (const entry of table) if (entry !== undefined) cards[entry[0]] = entry[1];
  return { cards, byOwner };
}
