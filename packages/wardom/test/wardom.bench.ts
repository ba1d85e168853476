import { bench, describe } from "vitest";
import { currentRound, Rng, seedRng } from "@rulesmith/core";
import { demoConfig, evaluate, resolveBattle, ruleset, wardomGame, type FormationUnit, type WardomAction, type WardomState } from "../src/index.js";

const first: readonly FormationUnit[] = [
  { id: "a", position: "combat", faceUp: true, combat: 5, support: 1, statuses: [] },
  { id: "b", position: "support", faceUp: true, combat: 1, support: 4, statuses: [{ status: "piercing" }] },
];
const second: readonly FormationUnit[] = [
  { id: "c", position: "combat", faceUp: true, combat: 3, support: 2, statuses: [{ status: "tenacity", x: 2 }] },
  { id: "d", position: "support", faceUp: true, combat: 2, support: 3, statuses: [] },
];

/** Hand-written baseline of the same battle calculation: totals, winner, Piercing, damage and the front-line check (Shielded, Tenacity), inline. */
function baseline(a: readonly FormationUnit[], b: readonly FormationUnit[]): number {
  let ac = 0;
  let as = 0;
  let bc = 0;
  let bs = 0;
  for (const u of a) {
    if (!u.faceUp) continue;
    if (u.position === "combat") ac += u.combat;
    else as += u.support;
  }
  for (const u of b) {
    if (!u.faceUp) continue;
    if (u.position === "combat") bc += u.combat;
    else bs += u.support;
  }
  if (ac + as === bc + bs) return 0;
  const aWins = ac + as > bc + bs;
  const win = aWins ? a : b;
  const lose = aWins ? b : a;
  let piercing = false;
  for (const u of win) if (u.faceUp) for (const st of u.statuses) if (st.status === "piercing") piercing = true;
  const wc = aWins ? ac : bc;
  const damage = piercing ? wc : Math.max(0, wc - (aWins ? bs : as));
  let destroyed = 0;
  for (const u of lose) {
    if (u.position !== "combat" || !(wc > u.combat)) continue;
    let safe = false;
    for (const st of u.statuses) if (st.status === "shielded" || (st.status === "tenacity" && wc <= st.x)) safe = true;
    if (!safe) destroyed++;
  }
  return damage + destroyed * 100;
}

let sink = 0;

/** The first Main Stage of round 3 or later in a seeded random match with at least 5 cards in hand: the hot path's state. */
function mainStage(): { state: WardomState; player: 0 | 1 } {
  for (let seed = 1; ; seed++) {
    const start = ruleset.setup(demoConfig(seed));
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    const r = new Rng(seedRng(seed));
    for (let i = 0; i < 2000 && state.outcome === null; i++) {
      const p = ruleset.activePlayers(state)[0] ?? 0;
      const hand = state.zones.zones[`p${p}/hand`]?.cards.length ?? 0;
      if (state.decision?.kind === "main" && currentRound(state.clock) >= 3 && hand >= 5) return { state, player: p === 1 ? 1 : 0 };
      const legal = ruleset.legalActions(state, p);
      const step = ruleset.applyIndex(state, p, r.int(legal.length));
      if (!step.ok) break;
      state = step.value.state;
    }
  }
}

const main = mainStage();

/**
 * Hand-written baseline of part of the Main Stage list, inline: a recruit per Unit in hand that
 * energy alone pays for, per empty position and facing, a wager per card when none is placed,
 * and the end. The engine lists all of these and more (Side Zone recruits, plays, sets, set
 * Actions, abilities, Treasure, True Recruits), with the rules' checks.
 */
function handWrittenMainList(s: WardomState, p: 0 | 1): WardomAction[] {
  const out: WardomAction[] = [];
  const z = s.zones.zones;
  const energy = s.players[p].energy.available;
  const open: ("combat" | "support")[] = [];
  if ((z[`p${p}/combat`]?.cards.length ?? 1) === 0) open.push("combat");
  if ((z[`p${p}/support`]?.cards.length ?? 1) === 0) open.push("support");
  const coinEmpty = (z[`p${p}/coin`]?.cards.length ?? 0) === 0;
  for (const id of z[`p${p}/hand`]?.cards ?? []) {
    const inst = s.cards[id];
    const def = inst === undefined ? undefined : s.defs[inst.def];
    if (def === undefined) continue;
    if (def.type === "unit" && def.trueRecruit === undefined && def.cost <= energy) {
      for (const position of open) {
        out.push({ type: "recruit", card: id, position, faceDown: false });
        out.push({ type: "recruit", card: id, position, faceDown: true });
      }
    }
    if (coinEmpty && !(def.type === "unit" && def.trueRecruit !== undefined)) out.push({ type: "wager", card: id });
  }
  out.push({ type: "end" });
  return out;
}

function randomMatch(seed: number, fast: boolean): number {
  const start = ruleset.setup(demoConfig(seed));
  if (!start.ok) return 0;
  let s: WardomState = start.value;
  const r = new Rng(seedRng(seed));
  let actions = 0;
  while (s.outcome === null && actions < 6000) {
    const p = ruleset.activePlayers(s)[0] ?? 0;
    const legal = ruleset.legalActions(s, p);
    const i = r.int(legal.length);
    const a = legal[i];
    if (a === undefined) break;
    const step = fast ? ruleset.applyIndex(s, p, i, { events: false }) : ruleset.apply(s, p, a);
    if (!step.ok) break;
    s = step.value.state;
    actions++;
  }
  return actions;
}

describe("battle calculation", () => {
  bench("baseline: hand-written battle calculation", () => {
    sink += baseline(first, second);
  });
  bench("resolveBattle", () => {
    sink += resolveBattle(first, second).damage;
  });
});

describe("Main Stage legal actions (the hot path: half of a random match's decisions)", () => {
  bench("baseline: hand-written recruits, wagers and end, inline", () => {
    sink += handWrittenMainList(main.state, main.player).length;
  });
  bench("wardomGame.legalActions (the whole list, not cached)", () => {
    sink += wardomGame.legalActions(main.state, main.player).length;
  });
});

/**
 * Hand-written baseline of a re-deal, inline: the ids of the cards hidden from the player (every
 * card in a hand, deck or face down that is not theirs to see, by the zones' visibility alone)
 * shuffled among their places, and the card table copied. `determinize` also keeps each card
 * where the rules allow it (`holds`), renames ids, and rewrites the game's own tables.
 */
function handWrittenRedeal(s: WardomState, p: 0 | 1, seed: number): number {
  const r = new Rng(seedRng(seed));
  const hidden: string[] = [];
  for (const zone of Object.values(s.zones.zones)) {
    const mine = zone.owner === p;
    for (const id of zone.cards) {
      if (zone.visibility === "hidden" || (zone.visibility === "owner" && !mine) || zone.faceDown.includes(id)) hidden.push(id);
    }
  }
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    const t = hidden[i] ?? "";
    hidden[i] = hidden[j] ?? "";
    hidden[j] = t;
  }
  const cards = { ...s.cards };
  return hidden.length + Object.keys(cards).length;
}

let redeal = 0;
describe("determinize of a Main Stage (once per iteration of a search)", () => {
  bench("baseline: hand-written shuffle of the hidden ids and a copy of the card table", () => {
    sink += handWrittenRedeal(main.state, main.player, ++redeal);
  });
  bench("ruleset.determinize", () => {
    sink += ruleset.determinize(main.state, main.player, seedRng(++redeal)).zones.where.length;
  });
});

/**
 * Hand-written floor of the heuristic, inline: each side's line totals by position from the
 * printed stats, and its cards in hand and Side Zone. `evaluate` also applies Equips, statuses
 * and modifiers, fights the round's battle in advance, and values reserves, wager and Treasury.
 */
function handWrittenValue(s: WardomState, p: 0 | 1): number {
  let x = 0;
  for (const q of [0, 1] as const) {
    const sign = q === p ? 1 : -1;
    for (const zone of ["combat", "support"] as const) {
      for (const id of s.zones.zones[`p${q}/${zone}`]?.cards ?? []) {
        const d = s.defs[s.cards[id]?.def ?? ""];
        if (d?.type === "unit") x += sign * (zone === "combat" ? d.combat : d.support);
      }
    }
    x += sign * ((s.zones.zones[`p${q}/hand`]?.cards.length ?? 0) + (s.zones.zones[`p${q}/side`]?.cards.length ?? 0));
  }
  return x / (Math.abs(x) + 30);
}

describe("evaluate of a Main Stage (once per legal action of every greedy playout step)", () => {
  bench("baseline: hand-written line totals and card counts", () => {
    sink += handWrittenValue(main.state, main.player);
  });
  bench("evaluate", () => {
    sink += evaluate(main.state, main.player);
  });
});

/** The seeds of one bench iteration: the same four matches for both ways to apply (about 750 actions). */
const SEEDS = [1, 2, 3, 4];

// V8 takes several thousand Wardom actions to compile the engine's hot paths, more than a bench's
// own warm-up: without this, whichever bench runs first is charged for it.
for (let s = 1000; s < 1150; s++) sink += randomMatch(s, s % 2 === 0);
describe("random full matches (the same four seeded matches per iteration)", () => {
  bench(
    "four random matches, legalActions + applyIndex without events every step (as a search)",
    () => {
      for (const seed of SEEDS) sink += randomMatch(seed, true);
    },
    { time: 3000 },
  );
  bench(
    "four random matches, legalActions + apply every step",
    () => {
      for (const seed of SEEDS) sink += randomMatch(seed, false);
    },
    { time: 3000 },
  );
});

export { sink };
