// A match set up from a config: opaque card ids, the zones of the layout, shuffled decks.
import { createClock, createZoneMap, dealCardIds, ok, Rng, seedRng, shuffled, type PlayerId, type Result, type ZoneDef } from "@rulesmith/core";
import { parseConfig } from "./options.js";
import type { PlayerState, WardConfig, WardState } from "./types.js";
import { zid } from "./queries.js";

function zoneDefs(): ZoneDef[] {
  const out: ZoneDef[] = [];
  for (const p of [0, 1] as const) {
    out.push(
      { id: zid(p, "deck"), owner: p, visibility: "hidden" },
      { id: zid(p, "hand"), owner: p, visibility: "owner" },
      { id: zid(p, "primary"), owner: p, visibility: "public", capacity: 1 },
      { id: zid(p, "limited"), owner: p, visibility: "public", capacity: 4 },
      { id: zid(p, "magic"), owner: p, visibility: "public" },
      { id: zid(p, "cemetery"), owner: p, visibility: "public" },
    );
  }
  out.push({ id: "chain", visibility: "public" });
  return out;
}

/** @internal The zones of every Ward match: each player's deck, hand, primary slot, Limited Summons, magic slots and cemetery, and the chain. */
export const LAYOUT: readonly ZoneDef[] = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ zoneDefs());

/** @internal A player's bookkeeping before the first turn. */
export function freshPlayer(): PlayerState {
  return { fielded: false, normalSummonUsed: false, killedOwn: false, replacementIsNormal: false, mulliganUsed: false, cemeteryAdjustment: 0, uncounted: [], roll: null };
}

/**
 * Starts a match from a {@link WardConfig}: checks it (decks, card data, options; every problem
 * at once), gives every card an opaque instance id, shuffles both decks (W-QS.3-1) and waits
 * for the first `start` action, which rolls for the first player (W-QS.3-2). Nothing is rolled
 * here, so physical dice work from the first roll.
 *
 * @param config - The config.
 * @returns The starting state, or a `config/invalid` error.
 * @example
 * ```ts
 * import { demoConfig, setupMatch } from "@rulesmith/ward";
 * const s = setupMatch(demoConfig(7));
 * if (s.ok) s.value.decision; // { kind: "start", player: 0 }
 * ```
 */
export function setupMatch(config: WardConfig): Result<WardState> {
  const parsed = parseConfig(config);
  if (!parsed.ok) return parsed;
  const c = parsed.value;
  const rng = new Rng(seedRng(c.seed));
  const entries: { def: string; owner: PlayerId }[] = [];
  for (const p of [0, 1] as const) for (const def of c.decks[p]) entries.push({ def, owner: p });
  const dealt = dealCardIds(rng, entries);
  const zones = createZoneMap(LAYOUT, { [zid(0, "deck")]: shuffled(rng, dealt.byOwner[0] ?? []), [zid(1, "deck")]: shuffled(rng, dealt.byOwner[1] ?? []) });
  if (!zones.ok) return zones;
  const clock = createClock([0, 1], 0, "setup");
  if (!clock.ok) return clock;
  return ok({
    game: "ward",
    version: 3,
    options: c.options,
    clock: clock.value,
    cards: dealt.cards,
    defs: c.defs,
    zones: zones.value,
    decklists: c.decklists,
    creatures: {},
    magics: {},
    players: [freshPlayer(), freshPlayer()],
    decision: { kind: "start", player: 0 },
    stack: null,
    jobs: [],
    combatOver: false,
    replaceFirst: null,
    outcome: null,
    rng: rng.state(),
    dice: c.dice,
    chance: null,
  });
}
