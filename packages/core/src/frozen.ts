// Deep freezing, and a check of it that remembers its answer: what cannot change may be read
// once and the reading kept (a sample card set's index, a starter deck found legal), where
// data from outside, which its owner may still change, is read again every time.

/** Objects and lists known to be frozen all the way down. */
const known = new WeakSet();

/**
 * Freezes a value and everything reachable from it (own properties and list items, however deep,
 * cycles included), in place, so that a later write to it throws in strict-mode code; and
 * remembers it as deeply frozen, so that {@link isDeepFrozen} answers at once.
 *
 * @remarks
 * Objects already known to be deeply frozen are not walked again, which keeps freezing a chain
 * of states that share structure cheap (the conformance kit freezes every state it hands to a
 * ruleset). An object that someone else froze shallowly is walked, and its children frozen. A
 * value holding a function or a getter is frozen but not remembered: {@link isDeepFrozen} says
 * `false` for it, as it would have before.
 *
 * @typeParam T - The value's type.
 * @param value - Any value; plain data (objects, lists, scalars) is what it is made for.
 * @returns The same value, frozen all the way down.
 * @example
 * ```ts
 * import { deepFreeze } from "@rulesmith/core";
 * const deck = deepFreeze({ name: "x", cards: [{ id: "a", count: 2 }] });
 * Object.isFrozen(deck.cards[0]); // true
 * ```
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || known.has(value)) return value;
  // A list of work, not recursion: a value nested a million levels deep freezes too.
  const found = new Set<object>([value]);
  const todo: object[] = [value];
  let plain = true;
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    for (const key of Reflect.ownKeys(next)) {
      const d = Object.getOwnPropertyDescriptor(next, key);
      if (d === undefined || !("value" in d)) {
        plain = false;
        continue;
      }
      const child: unknown = d.value;
      if (typeof child === "function") plain = false;
      else if (typeof child === "object" && child !== null && !known.has(child) && !found.has(child)) {
        found.add(child);
        todo.push(child);
      }
    }
  }
  for (const o of found) Object.freeze(o);
  if (plain) for (const o of found) known.add(o);
  return value;
}

/**
 * Whether a value is frozen all the way down, so that nothing read from it can change: a game
 * may then keep what it worked out from the value (a deck found legal) instead of checking it
 * again. The answer is remembered for every object found so. Only own data properties count: a
 * getter, a value nested deeper than 64 levels or a function makes it `false`.
 *
 * @param value - Anything.
 * @returns `true` for a scalar and for an object or list frozen all the way down.
 * @example
 * ```ts
 * import { deepFreeze, isDeepFrozen } from "@rulesmith/core";
 * isDeepFrozen(deepFreeze({ a: [1] })); // true
 * isDeepFrozen(Object.freeze({ a: [1] })); // false — the list inside can change
 * ```
 */
export function isDeepFrozen(value: unknown): boolean {
  return check(value, 0);
}

function check(value: unknown, depth: number): boolean {
  if (typeof value !== "object" || value === null) return typeof value !== "function";
  if (known.has(value)) return true;
  if (depth > 64 || !Object.isFrozen(value)) return false;
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d === undefined || !("value" in d) || !check(d.value, depth + 1)) return false;
  }
  known.add(value);
  return true;
}

/** One level of a {@link FrozenMemo}: the next key's level, and the values by tag at the last. */
interface MemoLevel<V> {
  readonly next: WeakMap<object, MemoLevel<V>>;
  values: Map<string, V> | undefined;
}

/**
 * What a game worked out from values frozen all the way down (a deck found legal with a card
 * set, a card set's index by id), remembered by those values and an optional tag for the
 * settings read (a format, deck options), so that setting up the thousandth match of a
 * simulation from the same starter decks need not work it out again. Data from outside, which
 * its owner may still change, is never remembered: {@link FrozenMemo.remember} keeps a value
 * only when every key {@link isDeepFrozen}. Keys are held weakly.
 *
 * @typeParam V - What is remembered.
 * @example
 * ```ts
 * import { deepFreeze, FrozenMemo } from "@rulesmith/core";
 * const legal = new FrozenMemo<true>();
 * const deck = deepFreeze({ cards: ["a", "b"] });
 * const set = deepFreeze({ cards: [{ id: "a" }, { id: "b" }] });
 * legal.recall([deck, set], "casual"); // undefined — not checked yet
 * legal.remember([deck, set], true, "casual");
 * legal.recall([deck, set], "casual"); // true
 * legal.remember([{ cards: [] }, set], true); // false — not kept: the first key can still change
 * ```
 */
export class FrozenMemo<V> {
  private readonly root: MemoLevel<V> = { next: new WeakMap(), values: undefined };

  /**
   * The value remembered for these keys and tag, or `undefined`.
   *
   * @param keys - The values it was worked out from, in the order they were remembered (anything: a scalar is never a key, so it finds nothing).
   * @param tag - The settings it depends on besides the keys, as a string (default `""`).
   * @returns The remembered value, or `undefined`.
   */
  recall(keys: readonly unknown[], tag = ""): V | undefined {
    let level: MemoLevel<V> | undefined = this.root;
    for (const key of keys) {
      if (typeof key !== "object" || key === null) return undefined;
      level = level.next.get(key);
      if (level === undefined) return undefined;
    }
    return level.values?.get(tag);
  }

  /**
   * Remembers a value for these keys and tag, when every key is frozen all the way down;
   * otherwise does nothing (what was worked out from data that can change cannot be kept).
   *
   * @param keys - The values it was worked out from (at least one).
   * @param value - What to remember.
   * @param tag - The settings it depends on besides the keys, as a string (default `""`).
   * @returns Whether it was kept.
   */
  remember(keys: readonly unknown[], value: V, tag = ""): boolean {
    if (keys.length === 0) return false;
    for (const key of keys) if (typeof key !== "object" || key === null || !isDeepFrozen(key)) return false;
    let level = this.root;
    for (const key of keys as readonly object[]) {
      let next = level.next.get(key);
      if (next === undefined) {
        next = { next: new WeakMap(), values: undefined };
        level.next.set(key, next);
      }
      level = next;
    }
    level.values ??= new Map();
    level.values.set(tag, value);
    return true;
  }
}
