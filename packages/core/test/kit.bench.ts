// The kit's own cost: random playouts of the reference duel through the kit (apply, and the
// applyIndex fast path) beside a hand-written duel loop doing the same rules with the same
// generator and no kit at all.
import { bench, describe } from "vitest";
import { kitDuelPlayout, kitDuelPlayoutFast } from "../bench/kit-duel.js";
import { Rng, seedRng } from "../src/rng.js";
import { actionKey, findListed } from "../src/action-key.js";
import { charmDuel, type CharmDuelState } from "../src/examples/index.js";

/** The hand-written baseline: the reference duel's rules in one loop, no states, no events. */
function handWrittenDuel(seed: number): number {
  const rng = new Rng(seedRng(seed));
  let x = (seed | 0) || 0x9e3779b9;
  const hp = [60, 60];
  let turn = 0;
  let moves = 0;
  const d6 = (): number => rng.int(6) + 1;
  while ((hp[0] ?? 0) > 0 && (hp[1] ?? 0) > 0) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const heavy = (x >>> 0) % 2 === 1;
    const a = d6();
    const b = d6();
    const foe = 1 - turn;
    if (a === 1 && b === 1) hp[turn] = Math.max(0, (hp[turn] ?? 0) - d6());
    else if ((a === 6 && b === 6) || a + b + 1 >= (heavy ? 9 : 7)) {
      let dmg = 1;
      for (let i = 0; i < (heavy ? 5 : 3); i++) dmg += d6();
      if (a === 6 && b === 6) dmg *= 2;
      hp[foe] = Math.max(0, (hp[foe] ?? 0) - dmg);
    }
    turn = foe;
    moves++;
  }
  return moves;
}

let sink = 0;
let seed = 1;

describe("reference duel: one random playout", () => {
  bench("baseline: hand-written duel loop", () => {
    sink += handWrittenDuel(seed++);
  });
  bench("kit: setup, legalActions, apply", () => {
    sink += kitDuelPlayout(seed++);
  });
  bench("kit: setup, legalActions, applyIndex", () => {
    sink += kitDuelPlayoutFast(seed++);
  });
});

// Matching an incoming action against a legal list, as apply does: findListed compares the
// parts; the baseline builds the canonical key of the action and of each listed one (what apply
// did before). A list like a Guardians Action Phase: Places with tributes, retreats, the end.
const SETS = ["tributes"];
const list = [
  { type: "place", card: "c12", tributes: [] },
  { type: "place", card: "c40", tributes: ["c3", "c7"] },
  { type: "retreat", card: "c3", replacement: "c12", tributes: [] },
  { type: "ability", card: "c5", ability: 0, target: null },
  { type: "end-phase" },
];
const incoming = list.map((a) => JSON.parse(JSON.stringify(a)) as unknown);

describe("matching an action against the legal list", () => {
  bench("findListed", () => {
    for (const a of incoming) if (findListed(list, a, SETS) !== undefined) sink++;
  });
  bench("baseline: canonical keys (actionKey of the action and of each listed one)", () => {
    for (const a of incoming) {
      const key = actionKey(a, SETS);
      if (list.some((l) => actionKey(l, SETS) === key)) sink++;
    }
  });
});

/** A charm duel some steps in: hands, decks and a set charm hidden from player 0. */
function charmPosition(): CharmDuelState {
  const made = charmDuel.setup({ seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  let s = made.value;
  for (let i = 0; i < 6 && charmDuel.outcome(s) === undefined; i++) {
    const p = charmDuel.activePlayers(s)[0] ?? 0;
    const r = charmDuel.applyIndex(s, p, i % charmDuel.legalActions(s, p).length);
    if (r.ok) s = r.value.state;
  }
  return s;
}
const position = charmPosition();
const HIDDEN_ZONES = ["p0/deck", "p1/deck", "p1/hand", "p1/set"];

describe("determinize: 16 worlds of one position, as a search samples them for one decision", () => {
  bench("kit: determinize, 16 seeds", () => {
    for (let k = 0; k < 16; k++) sink += charmDuel.determinize(position, 0, [k, 1, 2, 3]).rng[0];
  });
  bench("baseline: hand-written re-deal (hidden definitions shuffled into a copied card table)", () => {
    for (let k = 0; k < 16; k++) {
      const rng = new Rng([k, 1, 2, 3]);
      const ids: string[] = [];
      for (const z of HIDDEN_ZONES) for (const c of position.zones.zones[z]?.cards ?? []) ids.push(c);
      const defs = ids.map((c) => position.cards[c]?.def ?? "");
      for (let i = defs.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        const t = defs[i] ?? "";
        defs[i] = defs[j] ?? "";
        defs[j] = t;
      }
      const cards = { ...position.cards };
      for (let i = 0; i < ids.length; i++) cards[ids[i] ?? ""] = { def: defs[i] ?? "", owner: position.cards[ids[i] ?? ""]?.owner ?? 0 };
      sink += Object.keys(cards).length;
    }
  });
});

export { sink };
