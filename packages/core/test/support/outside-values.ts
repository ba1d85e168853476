// Shared by the tests of data from outside (core's screenData and the games' card and deck
// parsers): the values such a parser must survive, and a timing that ignores a busy machine.
import { fc } from "@fast-check/vitest";

/**
 * Any JavaScript value fast-check makes, with every kind a JSON parser never gives switched on:
 * bigints, boxed values, dates, Maps, Sets, null-prototype objects, sparse and typed arrays.
 */
export const anyOutsideValue: fc.Arbitrary<unknown> = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** The fastest of three timed calls (a warm-up call first), in milliseconds: the cost of the call, not of a busy machine. */
export function fastest(call: () => unknown): number {
  call();
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    call();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/**
 * {@link fastest}, timed again (three more calls, up to four rounds) while no run has been under
 * `limit` ms: on a machine too busy for any of three runs to be under the limit. A call that
 * costs more than the limit never has a run under it, so timing it again takes out only what a
 * busy machine adds (other processes, a garbage collection an earlier call started), never the
 * call's own cost. Compare the result with the same `limit`.
 */
export function fastestUnder(call: () => unknown, limit: number): number {
  let best = fastest(call);
  for (let again = 0; again < 3 && best >= limit; again++) best = Math.min(best, fastest(call));
  return best;
}
