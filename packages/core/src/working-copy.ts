/**
 * One level of `readonly` removed: what {@link WorkingCopy.table} and {@link WorkingCopy.entry}
 * hand out to write into. A readonly list becomes a mutable list of the same items; an object
 * gets writable fields (their values stay as they were: copy deeper with `entry`).
 *
 * @typeParam T - A readonly object or list type.
 * @example
 * ```ts
 * import type { Writable } from "@rulesmith/core";
 * type Hp = Writable<Readonly<Record<string, number>>>; // Record<string, number>
 * const hp: Hp = { c1: 3 };
 * hp["c1"] = 2;
 * ```
 */
export type Writable<T> = T extends readonly (infer U)[] ? U[] : { -readonly [K in keyof T]: T[K] };

/**
 * A copy-on-write working copy of a plain-JSON state, for one transition: reads see every write
 * made so far; a table (a field of the root that holds an object or a list) is copied the first
 * time it is written in this step and never again; an entry of a table likewise. What is never
 * written is shared with the state before, so a step costs what it changes, not the size of the
 * state. The state before is never changed.
 *
 * @remarks
 * Tables and entries are copied with object spread, the fastest generic shallow copy in V8 (it
 * also keeps a `__proto__` own key as a key, where assignment would set the prototype). Write a
 * table only through what `table` or `entry` returned in this step: a reference kept from
 * `before`, or from an earlier step, is shared and must not be written.
 *
 * @typeParam S - The state.
 * @example
 * ```ts
 * import { WorkingCopy } from "@rulesmith/core";
 * interface State { readonly turn: number; readonly hp: Readonly<Record<string, number>>; readonly log: readonly string[] }
 * const before: State = { turn: 1, hp: { a: 10, b: 10 }, log: ["start"] };
 * const w = new WorkingCopy(before);
 * w.table("hp")["a"] = 7;         // 7 — copies hp once
 * w.table("hp")["b"] = 9;         // 9 — writes the same copy
 * w.set("turn", 2);
 * const after = w.finish();
 * // after.hp is { a: 7, b: 9 }; after.log === before.log (untouched, shared); before is unchanged
 * ```
 */
export class WorkingCopy<S extends object> {
  /** The state before the step; never changed. */
  readonly before: S;
  private readonly root: Record<string, unknown>;
  // Made on the first table write: many steps write only root fields.
  // A list, not a Set: a step copies a handful of tables, and searching a short list by identity
  // costs less than making and probing a Set every step.
  private fresh: unknown[] | undefined;

  /**
   * Starts a working copy of `before` (the root object is copied once, here).
   *
   * @param before - The state to start from; not changed.
   * @param copyRoot - How to copy the root: by default an object spread; a game on a hot path
   *   may pass a function that builds a literal of the state's fixed shape, which V8 runs
   *   several times faster.
   */
  constructor(before: S, copyRoot?: (state: S) => S) {
    this.before = before;
    this.root = (copyRoot === undefined ? { ...before } : copyRoot(before)) as Record<string, unknown>;
  }

  /**
   * The working state: every write so far applied. Read freely; write only through
   * {@link WorkingCopy.set}, {@link WorkingCopy.table} and {@link WorkingCopy.entry}.
   *
   * @returns The current state.
   */
  get state(): S {
    return this.root as S;
  }

  /**
   * Replaces a field of the root.
   *
   * @param key - The field.
   * @param value - Its new value (not copied: pass a value nobody else will change). A later
   *   {@link WorkingCopy.table} of this field copies it once more.
   */
  set<K extends keyof S & string>(key: K, value: S[K]): void {
    this.root[key] = value;
  }

  /**
   * A writable copy of a table of the root (an object or a list), copied on its first write in
   * this step.
   *
   * @param key - The field of the root that holds the table.
   * @returns The table, to write into.
   */
  table<K extends keyof S & string>(key: K): Writable<S[K]> {
    const v = this.root[key];
    const fresh = (this.fresh ??= []);
    if (fresh.includes(v)) return v as Writable<S[K]>;
    const copy = copyOf(v, key);
    this.root[key] = copy;
    fresh.push(copy);
    return copy as Writable<S[K]>;
  }

  /**
   * A writable copy of one entry of a table of the root (a player's record, a card's status),
   * copied on its first write in this step; the table is copied too if needed.
   *
   * @param key - The field of the root that holds the table.
   * @param id - The entry's key in the table (an index for a list).
   * @returns The entry, to write into.
   */
  entry<K extends keyof S & string, I extends keyof S[K] & (string | number)>(key: K, id: I): Writable<S[K][I]> {
    const table = this.table(key) as Record<string | number, unknown>;
    const v = table[id];
    const fresh = (this.fresh ??= []);
    if (fresh.includes(v)) return v as Writable<S[K][I]>;
    const copy = copyOf(v, `${key}[${String(id)}]`);
    table[id] = copy;
    fresh.push(copy);
    return copy as Writable<S[K][I]>;
  }

  /**
   * Whether a value is already this step's own copy (written through this working copy).
   *
   * @param value - An object or list.
   * @returns `true` when writing into it changes only the new state.
   */
  owns(value: unknown): boolean {
    return this.fresh?.includes(value) ?? false;
  }

  /**
   * The new state. Use the working copy no more after this.
   *
   * @returns The state after the step.
   */
  finish(): S {
    return this.root as S;
  }
}

function copyOf(v: unknown, where: string): object {
  if (Array.isArray(v)) return (v as unknown[]).slice();
  if (typeof v === "object" && v !== null) return { ...v };
  throw new TypeError(`WorkingCopy: ${where} is not an object or a list, so it cannot be written into (set it instead)`);
}
