// Invariants over random full matches, in both dice modes.
import { describe, expect } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { allCards, Rng, seedRng, type PlayerId } from "@rulesmith/core";
import { cemeteryHp, creatureStats, demoConfig, ruleset, type WardConfig, type WardState } from "../src/index.js";
import { randomDeck } from "./helpers.js";

function configFor(seed: number, dice: "seeded" | "external", decks: "starter" | "random"): WardConfig {
  if (decks === "starter") return { ...demoConfig(seed), dice };
  const rng = new Rng(seedRng(seed + 17));
  return { seed, dice, decks: [randomDeck(rng, "a"), randomDeck(rng, "b")] };
}

function walk(seed: number, dice: "seeded" | "external", visit: (s: WardState) => void, decks: "starter" | "random" = "starter"): WardState {
  const start = ruleset.setup(configFor(seed, dice, decks));
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  const rng = new Rng(seedRng(seed ^ 0x5bd1e995));
  visit(s);
  for (let n = 0; n < 3000 && s.outcome === null; n++) {
    const active = ruleset.activePlayers(s);
    const p: PlayerId = active[rng.int(active.length)] ?? 0;
    const legal = ruleset.legalActions(s, p);
    const a = legal[rng.int(legal.length)];
    if (a === undefined) throw new Error(`no legal action for ${p}`);
    const r = ruleset.apply(s, p, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.message}`);
    s = r.value.state;
    visit(s);
  }
  return s;
}

function invariants(s: WardState): void {
  for (const id of Object.keys(s.creatures)) {
    const st = creatureStats(s, id);
    const c = s.creatures[id];
    if (st === undefined || c === undefined) throw new Error("creature status without stats");
    if (st.armorLevel > 12 || st.armorLevel < 0) throw new Error(`AL ${st.armorLevel} of ${id}`);
    if (c.hp < 0 || c.hp > st.hp) throw new Error(`HP ${c.hp} of ${id} outside 0..${st.hp}`);
  }
  for (const p of [0, 1] as const) {
    let expected = s.players[p].cemeteryAdjustment;
    for (const c of s.zones.zones[`p${p}/cemetery`]?.cards ?? []) {
      const def = s.defs[s.cards[c]?.def ?? ""];
      if (def !== undefined && !s.players[p].uncounted.includes(c)) expected += cemeteryHp(def);
    }
    if (ruleset.view(s, p).game.cemeteryHp[p] !== expected) throw new Error(`cemetery HP of ${p}`);
    const infinite = (s.zones.zones[`p${p}/magic`]?.cards ?? []).filter((c) => {
      const d = s.defs[s.cards[c]?.def ?? ""];
      return d?.kind === "magic" && d.magicType === "infinite";
    }).length;
    if (infinite > 5) throw new Error(`${infinite} Infinite magics on side ${p}`);
    if ((s.zones.zones[`p${p}/limited`]?.cards.length ?? 0) > 4) throw new Error(`too many Limited Summons on side ${p}`);
  }
  const placed = allCards(s.zones.zones);
  if (placed.length !== 60 || new Set(placed).size !== 60 || Object.keys(s.cards).length !== 60) throw new Error("card conservation");
}

describe("invariants over random matches", () => {
  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom("seeded" as const, "external" as const)], { numRuns: 30 })(
    "W-17.1-1 W-17.2-1 W-18.18-1 W-17.5-1 W-6.5.2-2 W-13.3.1-1 AL <= 12, 0 <= HP <= max, cemetery HP = base HP + adjustments, caps and card conservation hold; every match ends",
    (seed, dice) => {
      const end = walk(seed, dice, invariants);
      expect(end.outcome).not.toBeNull();
    },
  );

  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom("seeded" as const, "external" as const)], { numRuns: 30 })(
    "W-QS.6-5 W-17.2-1 W-13.3.1-1 W-QS.8-3 the same invariants with random decks of all sample cards (Limited Summons, anchors, Hybrids, HOT, cemetery adjustments)",
    (seed, dice) => {
      const end = walk(seed, dice, invariants, "random");
      expect(end.outcome).not.toBeNull();
    },
  );
});
