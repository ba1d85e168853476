// Test support for the games' module-level values that every caller of a process shares (their
// default options, vocabulary lists and JSON Schemas): each is frozen all the way down, and a
// client's write to one throws instead of changing every later match.
import { expect, it } from "vitest";
import { isDeepFrozen } from "@rulesmith/core";

/** A value as a client without the TypeScript types may treat it. */
export type Loose = Record<string, unknown> & unknown[];

/**
 * The object or list at `keys` inside `value`, for a client's write. A missing one throws an
 * `Error`, not a `TypeError`, so that a write through a wrong path cannot pass for a refused one.
 */
export function at(value: unknown, ...keys: readonly string[]): Loose {
  let here = value;
  for (const key of keys) {
    if (typeof here !== "object" || here === null || !Object.hasOwn(here, key)) throw new Error(`nothing at ${keys.join(".")}`);
    here = (here as Record<string, unknown>)[key];
  }
  if (typeof here !== "object" || here === null) throw new Error(`no object at ${keys.join(".")}`);
  return here as Loose;
}

/**
 * Registers the tests of a game's shared values: each of `shared` is frozen all the way down,
 * and each of `writes` throws a `TypeError` and leaves the match `setup` makes as it was.
 *
 * @param shared - The values by name.
 * @param writes - A client's writes by name (each through {@link at}).
 * @param setup - Sets up the same match each time (compared with `toEqual`).
 */
export function sharedValueTests(shared: Readonly<Record<string, unknown>>, writes: readonly (readonly [string, () => unknown])[], setup: () => unknown): void {
  it.each(Object.entries(shared))("%s is frozen all the way down", (_, value) => {
    expect(isDeepFrozen(value)).toBe(true);
  });

  it.each(writes)("%s throws a TypeError, and a match is set up as before", (_, write) => {
    const before = setup();
    expect(write).toThrow(TypeError);
    expect(setup()).toEqual(before);
  });
}
