// The keys of an options object from code (simulate, simulateShard, simulateOnQueue,
// runQueueWorker): a key none of them reads is a mistake (a typo such as `gmaes`), named with the
// option it most likely meant, never silently ignored.
import { closestName, excerpt, isRecord } from "@rulesmith/core";

/**
 * The first key of an options object that the function does not take, as a sentence: the key,
 * the option it most likely meant (core's {@link closestName}: at most two edits away, case
 * ignored) and the options there are. Only own enumerable string keys count, whatever their
 * value (a key set to `undefined` too).
 *
 * @internal
 * @param options - The options, as given (anything that is not an object is left to the caller's other checks).
 * @param known - The keys the function takes.
 * @param fn - The function's name, for the message.
 * @param notes - For a key a caller may well give but this function does not take, why not.
 * @returns The sentence, or `undefined` when every key is known.
 * @example
 * ```ts
 * unknownOption({ game: "ward", gmaes: 10 }, ["game", "games"], "simulate");
 * // 'simulate has no option "gmaes" (did you mean "games"?); its options are game and games.'
 * ```
 */
export function unknownOption(options: unknown, known: readonly string[], fn: string, notes: Readonly<Record<string, string>> = {}): string | undefined {
  if (!isRecord(options)) return undefined;
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const note = Object.hasOwn(notes, key) ? notes[key] : undefined;
    if (note !== undefined) return `${fn} has no option ${excerpt(key)}: ${note}`;
    const near = closestName(key, known);
    const names = known.length > 1 ? `${known.slice(0, -1).join(", ")} and ${known.at(-1) ?? ""}` : known.join("");
    return `${fn} has no option ${excerpt(key)}${near === undefined ? "" : ` (did you mean "${near}"?)`}; its options are ${names}.`;
  }
  return undefined;
}
