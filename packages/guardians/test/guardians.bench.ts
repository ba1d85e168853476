import { bench, describe } from "vitest";
import { Rng, seedRng } from "@rulesmith/core";
import { creatureAttack, demoConfig, guardianDamage, ruleset, type AttackCard, type DamageType, type GuardiansState } from "@rulesmith/guardians";
import { defOf } from "../src/engine/board.js";

// Random full matches: setup, then random legal actions until the match ends. The figure to
// read is matches per second; the README turns it into actions per second (about 100 actions
// per two-player match, 200 per four-player match).
let seed = 0;
let actions = 0;
function randomMatch(players: number, fast = false): number {
  const start = ruleset.setup(demoConfig(seed++, players));
  if (!start.ok) throw new Error(start.error.message);
  let s: GuardiansState = start.value;
  const rng = new Rng(seedRng(seed));
  let n = 0;
  while (s.outcome === null) {
    const p = ruleset.activePlayers(s)[0] ?? 0;
    const legal = ruleset.legalActions(s, p);
    const i = rng.int(legal.length);
    const a = legal[i];
    if (a === undefined) break;
    const r = fast ? ruleset.applyIndex(s, p, i) : ruleset.apply(s, p, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    n++;
  }
  actions += n;
  return n;
}

describe("random full matches", () => {
  bench("2 players", () => {
    randomMatch(2);
  });
  bench("2 players, applyIndex", () => {
    randomMatch(2, true);
  });
  bench("4 players (free-for-all)", () => {
    randomMatch(4);
  });
});

// The battle math of one Minion attack and one Guardian battle, against a hand-written baseline
// that inlines the default rules (no options read, no Type Damage lookup by option).
// Inputs vary with the loop index so that neither side can be folded to a constant.
const attackers = [1, 2, 3, 4, 5, 6, 7, 8].map((atk) => ({ atk, hp: 5, damage: atk % 3 }));
const targets = [2, 3, 4, 5, 6, 7, 8, 9].map((hp) => ({ atk: 2, hp, damage: hp % 4 }));
const guardians: readonly { readonly damageType: DamageType }[] = [{ damageType: "fire" }, { damageType: "frost" }];
const card: Pick<AttackCard, "baseDamage" | "typeDamage"> = { baseDamage: 2, typeDamage: { damageType: "fire", amount: 3 } };
let sink = 0;

function baseline(i: number): number {
  const a = attackers[i & 7] ?? { atk: 0, hp: 1, damage: 0 };
  const t = targets[(i >> 3) & 7] ?? { atk: 0, hp: 1, damage: 0 };
  const g = guardians[i & 1] ?? { damageType: "fire" };
  const dealt = a.atk - 1 > 0 ? a.atk - 1 : 0;
  const targetDamage = t.damage + dealt;
  const destroyed = targetDamage >= t.hp ? 1 : 0;
  const type = card.typeDamage;
  const gd = card.baseDamage + (type?.damageType === g.damageType ? type.amount : 0);
  return targetDamage + destroyed + gd;
}

describe("battle math", () => {
  bench("creatureAttack + guardianDamage", () => {
    for (let i = 0; i < 1000; i++) {
      const a = attackers[i & 7] ?? { atk: 0, hp: 1, damage: 0 };
      const t = targets[(i >> 3) & 7] ?? { atk: 0, hp: 1, damage: 0 };
      const g = guardians[i & 1] ?? { damageType: "fire" };
      const r = creatureAttack(a, t, 1);
      sink += r.targetDamage + (r.targetDestroyed ? 1 : 0) + guardianDamage(g, card);
    }
  });
  bench("hand-written baseline", () => {
    for (let i = 0; i < 1000; i++) sink += baseline(i);
  });
});

// The engine's most frequent question: a card's definition. defOf reads it from a Map made once
// per match; the baseline is the two table lookups it replaced (instance, then definition).
const lookupState = (() => {
  const r = ruleset.setup(demoConfig(1));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const ids = Object.keys(lookupState.cards);
const order = Array.from({ length: 1024 }, (_, i) => ids[(i * 37) % ids.length] ?? "c0");

describe("card definition lookup (1,024 lookups)", () => {
  bench("defOf", () => {
    for (const id of order) sink += defOf(lookupState, id).name.length;
  });
  bench("hand-written baseline: state.defs[state.cards[id].def]", () => {
    for (const id of order) sink += lookupState.defs[lookupState.cards[id]?.def ?? ""]?.name.length ?? 0;
  });
});

export { sink, actions };
