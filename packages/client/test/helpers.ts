import { createMatch, type MatchController, type MatchOptions, type SeatSpec } from "@rulesmith/client";
import { Rng, seedRng, type Result } from "@rulesmith/core";

export function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

export function botSeats(count: number, human: number | null, bot: SeatSpec = { kind: "bot", bot: { kind: "random" } }): SeatSpec[] {
  return Array.from({ length: count }, (_, i): SeatSpec => (i === human ? { kind: "human" } : bot));
}

export function start<S, A, C, V>(options: MatchOptions<S, A, C, V>): MatchController<S, A, V> {
  return unwrap(createMatch(options));
}

/**
 * Plays until the match ends (or `limit` person actions): the person at each human seat picks a
 * legal action with a seeded generator, the bots play by themselves. Returns the person actions taken.
 */
export async function playOut<S, A, V>(match: MatchController<S, A, V>, seed: number, limit = 2000, each?: (seat: number) => void): Promise<number> {
  const rng = new Rng(seedRng(seed));
  let acted = 0;
  for (let guard = 0; guard < 100_000 && acted < limit; guard++) {
    unwrap(await match.settled());
    const status = match.status();
    if (status.outcome !== null) return acted;
    const seat = status.waitingFor.find((p) => match.legalActions(p).length > 0);
    if (seat === undefined) throw new Error(`nobody can act: ${JSON.stringify(status)}`);
    const legal = match.legalActions(seat);
    unwrap(match.act(seat, legal[rng.int(legal.length)]));
    acted++;
    each?.(seat);
  }
  return acted;
}

/** A hidden id that `value` shows: as a string, a key, or a whole word inside a longer text. */
export function leakedId(value: unknown, hidden: ReadonlySet<string>): string | undefined {
  if (hidden.size === 0) return undefined;
  if (typeof value === "string") {
    if (hidden.has(value)) return value;
    for (const m of value.matchAll(/[A-Za-z0-9_-]+/g)) if (hidden.has(m[0])) return m[0];
    return undefined;
  }
  if (Array.isArray(value)) {
    for (const v of value as unknown[]) {
      const found = leakedId(v, hidden);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (hidden.has(k)) return k;
      const found = leakedId(v, hidden);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
