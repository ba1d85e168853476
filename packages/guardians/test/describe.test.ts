import { describe, expect } from "vitest";
import { fc, test } from "@fast-check/vitest";
import { describeEvent, demoConfig, ruleset, type GuardiansState } from "@rulesmith/guardians";

// Events core words itself (card moves, shuffles, rolls, phases, the end of the match).
const CORE = new Set(["card-moved", "cards-revealed", "zone-shuffled", "chance-requested", "dice-rolled", "phase-changed", "game-over", "note"]);

/** Every event of a random match (first legal action picked by the seed's walk). */
function events(seed: number, players: number): { readonly type: string }[] {
  const start = ruleset.setup(demoConfig(seed, players));
  if (!start.ok) throw new Error(start.error.message);
  let s: GuardiansState = start.value;
  const out: { readonly type: string }[] = [];
  let x = seed >>> 0 || 1;
  for (let i = 0; i < 3000 && ruleset.outcome(s) === undefined; i++) {
    const p = ruleset.activePlayers(s)[0] ?? 0;
    const n = ruleset.legalActions(s, p).length;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const step = ruleset.applyIndex(s, p, (x >>> 0) % n);
    if (!step.ok) throw new Error(step.error.message);
    out.push(...step.value.events);
    s = step.value.state;
  }
  return out;
}

describe("play-by-play", () => {
  test.prop([fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 2, max: 4 })], { numRuns: 6 })("every Guardians event of a match reads as a sentence", (seed, players) => {
    for (const e of events(seed, players)) {
      if (CORE.has(e.type)) continue;
      const line = describeEvent(e);
      expect({ type: e.type, line }).toMatchObject({ line: expect.stringMatching(/^\S.*[.]$/) as unknown });
      expect(line).not.toMatch(/undefined|\[object/);
    }
  });

  test("a Guardian battle's and an attack's damage is explained from its parts", () => {
    expect(describeEvent({ type: "attack-card-chosen", player: 1, card: "c9", base: 3, typeDamage: 2, prevented: 1, damage: 4 })).toBe(
      "Player 1 chooses the Attack Card c9: 3 Base Damage + 2 Type Damage \u2212 1 prevented by Barriers = 4 damage.",
    );
    expect(describeEvent({ type: "attack", player: 0, attacker: "c3", target: "c40", atk: 3, prevented: 1 })).toBe("c3 attacks c40 with 3 ATK, 1 of it prevented by Barriers.");
    expect(describeEvent({ type: "damage", card: "c40", amount: 1, damage: 2, source: "poison" })).toBe("c40 takes 1 damage from Poison (2 damage in all).");
  });
});
