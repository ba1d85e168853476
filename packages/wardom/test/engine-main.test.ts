import { describe, expect, it } from "vitest";
import { currentRound, seedRng } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import { demoConfig, firstPlayerOf, ruleset, sampleCards, type WardomState } from "../src/index.js";
import { act, build, eventsOf, isLegal, pick, runUntil, zone } from "./helpers.js";

function started(dice: "seeded" | "external" = "seeded"): WardomState {
  return assertOk(ruleset.setup({ ...demoConfig(5), dice }));
}

describe("setup and first player", () => {
  it("D-RES-1 D-RES-2 D-RES-3 D-START-2 D-SETUP-2 each player starts with 20 resolve, 5 cards, 5/5 energy before any Resource Stage", () => {
    const s = started();
    expect(s.players.map((p) => p.resolve)).toEqual([20, 20]);
    expect(s.players.map((p) => p.energy)).toEqual([
      { available: 5, max: 5 },
      { available: 5, max: 5 },
    ]);
    expect([zone(s, 0, "hand").length, zone(s, 1, "hand").length]).toEqual([5, 5]);
    expect(s.clock.phase).toBe("first-roll");
  });

  it("D-SETUP-1 D-DECK-1 setup refuses a config without exactly two legal decks, listing every problem", () => {
    const bad = ruleset.setup({ seed: 1, decks: [{ name: "x", cards: [{ id: "ember-squire", count: 5 }] }, { name: "y", cards: [] }] } as never);
    expect(bad.ok).toBe(false);
    const one = ruleset.setup({ seed: 1, decks: [demoConfig(1).decks[0]] } as never);
    expect(one.ok).toBe(false);
  });

  it("D-FIRST-1 each player rolls two dice; the higher total chooses (physical dice)", () => {
    let s = act(started("external"), 0, { type: "roll" }).state;
    expect(s.chance?.request).toMatchObject({ count: 2, sides: 6, player: 0 });
    s = act(s, 0, { type: "faces", faces: [3, 4] }).state;
    expect(s.chance?.request).toMatchObject({ count: 2, sides: 6, player: 1 });
    s = act(s, 1, { type: "faces", faces: [5, 4] }).state;
    expect(s.decision).toEqual({ kind: "choose-order", player: 1 });
  });

  it("D-FIRST-2 D-AMB-1 tied totals are rerolled", () => {
    let s = act(started("external"), 0, { type: "roll" }).state;
    s = act(s, 0, { type: "faces", faces: [4, 4] }).state;
    s = act(s, 1, { type: "faces", faces: [5, 3] }).state;
    expect(s.chance?.request).toMatchObject({ player: 0 });
    s = act(s, 0, { type: "faces", faces: [6, 6] }).state;
    s = act(s, 1, { type: "faces", faces: [1, 1] }).state;
    expect(s.decision).toEqual({ kind: "choose-order", player: 0 });
  });

  it("D-RSRC-3 D-AMB-37 D-RSRC-2 D-ROUND-2 D-ROUND-1 the first player does not draw in round one; the second draws 1 (holding 5); steps run in order", () => {
    let s = act(started("external"), 0, { type: "roll" }).state;
    s = act(s, 0, { type: "faces", faces: [6, 6] }).state;
    const chose = act(act(s, 1, { type: "faces", faces: [1, 1] }).state, 0, { type: "go-second" });
    s = chose.state;
    expect(firstPlayerOf(s.clock)).toBe(1);
    expect(s.decision).toEqual({ kind: "main", player: 1 });
    expect(zone(s, 1, "hand")).toHaveLength(5);
    const wagerCard = ruleset.legalActions(s, 1).find((a) => a.type === "wager");
    if (wagerCard === undefined) throw new Error("no wager");
    s = act(s, 1, wagerCard).state;
    const ended = act(s, 1, { type: "end" });
    expect(zone(ended.state, 0, "hand")).toHaveLength(6);
    const phases = [...chose.events, ...ended.events].filter((e) => e.type === "phase-changed").map((e) => `${String(e["phase"])}:${String(e["active"])}`);
    expect(phases).toEqual(["start:1", "resource:1", "main:1", "start:0", "resource:0", "main:0"]);
  });
});

describe("main stage", () => {
  it("D-MAIN-2 D-WAGER-1 leaving Main needs a wager when a legal card is in hand", () => {
    const b = build({ hand: ["ember-squire"] }, {});
    expect(isLegal(b.state, 0, { type: "end" })).toBe(false);
    expect(isLegal(b.state, 0, { type: "wager", card: b.ids(0, "ember-squire") })).toBe(true);
  });

  it("D-WAGER-2 D-AMB-7 D-KW.Set-1 a wager is free and lies face down, hidden from the opponent", () => {
    const b = build({ hand: ["ember-squire"], energy: 3 }, {});
    const card = b.ids(0, "ember-squire");
    const s = act(b.state, 0, { type: "wager", card }).state;
    expect(s.players[0].energy.available).toBe(3);
    expect(ruleset.view(s, 1).zones["p0/coin"]?.cards).toEqual([null]);
    expect(ruleset.view(s, 0).zones["p0/coin"]).toMatchObject({ cards: [card], faceDown: [true] });
    expect(ruleset.view(s, 0).cards[card]?.def).toBe("ember-squire");
  });

  it("D-WIN-3 required to wager with no legal card loses the match", () => {
    const b = build({ hand: ["ancient-colossus"] }, {});
    expect(isLegal(b.state, 0, { type: "wager", card: b.ids(0, "ancient-colossus") })).toBe(false);
    const s = act(b.state, 0, { type: "end" }).state;
    expect(s.outcome).toMatchObject({ winners: [1], losers: [0], rule: "D-WIN-3" });
  });

  it("D-WAGER-3 D-TRUE-10 D-KW.TrueRecruit-2 D-AMB-8 True Recruit Units are never wagers; with marked-only an unmarked copy is", () => {
    const b = build({ hand: ["ancient-colossus"] }, {}, { options: { trWagerBan: "marked-only" } });
    const colossus = b.ids(0, "ancient-colossus");
    expect(isLegal(b.state, 0, { type: "wager", card: colossus })).toBe(true);
    const marked = { ...b.state, marked: [colossus] };
    expect(isLegal(marked, 0, { type: "wager", card: colossus })).toBe(false);
  });

  it("D-KW.Recruit-1 D-KW.Recruit-2 D-MAIN-1 D-ZONE-6 recruiting pays the cost; an occupied position takes no second Unit", () => {
    const b = build({ hand: ["ember-squire", "ironwood-spearman"] }, {});
    const s = act(b.state, 0, { type: "recruit", card: b.ids(0, "ember-squire"), position: "combat", faceDown: false }).state;
    expect(zone(s, 0, "combat")).toEqual([b.ids(0, "ember-squire")]);
    expect(s.players[0].energy.available).toBe(4);
    expect(isLegal(s, 0, { type: "recruit", card: b.ids(0, "ironwood-spearman"), position: "combat", faceDown: false })).toBe(false);
    expect(isLegal(s, 0, { type: "recruit", card: b.ids(0, "ironwood-spearman"), position: "support", faceDown: false })).toBe(true);
  });

  it("D-KW.AdditionalRecruit-1 D-CYCLE-1 a face-up Shield Wall lets the Support position hold a second Unit", () => {
    const b = build({ hand: ["ember-squire", "river-sprite", "shield-wall"], energy: 10, maxEnergy: 10 }, {});
    let s = act(b.state, 0, { type: "recruit", card: b.ids(0, "ember-squire"), position: "support", faceDown: false }).state;
    expect(isLegal(s, 0, { type: "recruit", card: b.ids(0, "river-sprite"), position: "support", faceDown: false })).toBe(false);
    s = act(s, 0, { type: "play", card: b.ids(0, "shield-wall"), target: null }).state;
    expect(zone(s, 0, "action")).toEqual([b.ids(0, "shield-wall")]);
    expect(isLegal(s, 0, { type: "recruit", card: b.ids(0, "river-sprite"), position: "support", faceDown: false })).toBe(true);
  });

  it("D-ZONE-2 D-LIMIT-2 D-KW.Set-3 three Action slots: a fourth set is refused; set cards are hidden from the opponent", () => {
    const b = build({ hand: ["hunters-bolt", "doom-bolt", "glacial-prison", "ambush-order"] }, {});
    let s = b.state;
    for (const def of ["hunters-bolt", "doom-bolt", "glacial-prison"]) s = act(s, 0, { type: "set", card: b.ids(0, def) }).state;
    expect(isLegal(s, 0, { type: "set", card: b.ids(0, "ambush-order") })).toBe(false);
    expect(ruleset.view(s, 1).zones["p0/action"]?.cards).toEqual([null, null, null]);
  });

  it("D-TREAS-2 D-TREAS-3 D-AMB-13 a Treasury card pays its full value, gives no change and goes to the Forbidden Zone", () => {
    const b = build({ hand: ["ember-squire"], treasury: ["mountain-ogre"], energy: 0 }, {});
    const s = act(b.state, 0, { type: "recruit", card: b.ids(0, "ember-squire"), position: "combat", faceDown: false }).state;
    expect(zone(s, 0, "forbidden")).toEqual([b.ids(0, "mountain-ogre")]);
    expect(s.players[0].energy.available).toBe(0);
  });

  it("D-TREAS-2 D-AMB-13 how a cost is paid is the player's choice: the card is listed once, then each distinct payment is a pay decision, and the one chosen is the one made", () => {
    const b = build({ hand: ["ironwood-spearman"], treasury: ["ember-squire", "river-sprite", "mountain-ogre"], energy: 2 }, {});
    const spearman = b.ids(0, "ironwood-spearman");
    const [squire, sprite, ogre] = [b.ids(0, "ember-squire"), b.ids(0, "river-sprite"), b.ids(0, "mountain-ogre")];
    const recruit = { type: "recruit", card: spearman, position: "combat", faceDown: false } as const;
    // One recruit per position and facing, however the cost can be paid: the main list stays short.
    expect(ruleset.legalActions(b.state, 0).filter((a) => a.type === "recruit" && a.card === spearman)).toHaveLength(4);
    const asked = act(b.state, 0, recruit);
    expect(asked.state.decision).toEqual({ kind: "pay", player: 0, amount: 2, payWith: ["energy", "treasury"], action: recruit, from: "main" });
    expect(ruleset.pending(asked.state)).toMatchObject({ kind: "pay", players: [0], rule: "D-TREAS-2", prompt: "Choose how to pay 2 for the Unit you recruit." });
    // Nothing is paid or moved yet; the Unit recruited face up is shown to everyone while its cost is asked.
    expect(zone(asked.state, 0, "hand")).toEqual([spearman]);
    expect(ruleset.view(asked.state, 1).zones["p0/hand"]?.cards).toEqual([spearman]);
    const offered = ruleset.legalActions(asked.state, 0).map((a) => (a.type === "pay" ? a.payment : undefined));
    // Cost 2: two energy; a 1-card and one energy (each of the two kinds); both 1-cards; the 4-card (2 lost).
    expect(offered).toEqual([
      { energy: 2, resolve: 0, treasury: [] },
      { energy: 1, resolve: 0, treasury: [squire] },
      { energy: 1, resolve: 0, treasury: [sprite] },
      // Named in Treasury order.
      { energy: 0, resolve: 0, treasury: zone(b.state, 0, "treasury").filter((id) => id === squire || id === sprite) },
      { energy: 0, resolve: 0, treasury: [ogre] },
    ]);
    // A payment is not part of the action it pays for.
    expect(ruleset.apply(b.state, 0, { ...recruit, payment: { energy: 2, resolve: 0, treasury: [] } } as never).ok).toBe(false);
    const s = act(asked.state, 0, { type: "pay", payment: { energy: 0, resolve: 0, treasury: [ogre] } }).state;
    expect(zone(s, 0, "forbidden")).toEqual([ogre]);
    expect(zone(s, 0, "combat")).toEqual([spearman]);
    expect([...zone(s, 0, "treasury")].sort()).toEqual([squire, sprite].sort());
    expect(s.players[0].energy.available).toBe(2);
    expect(s.decision).toEqual({ kind: "main", player: 0 });
    // The Treasury cards of a payment are a set: named in any order, they match.
    const t = act(asked.state, 0, { type: "pay", payment: { energy: 0, resolve: 0, treasury: [sprite, squire] } }).state;
    expect(zone(t, 0, "treasury")).toEqual([ogre]);
  });

  it("D-TREAS-2 the card a pay decision is for is shown to the spectator too, and no re-deal of hidden cards can change it", () => {
    const b = build({ hand: ["ironwood-spearman", "ember-squire"], treasury: ["river-sprite"], energy: 2 }, {});
    const spearman = b.ids(0, "ironwood-spearman");
    const asked = act(b.state, 0, { type: "recruit", card: spearman, position: "combat", faceDown: false }).state;
    expect(asked.decision?.kind).toBe("pay");
    expect(ruleset.view(asked, "spectator").cards[spearman]).toBeDefined();
    expect(ruleset.secrets(asked, "spectator").hiddenCards).not.toContain(spearman);
    expect(ruleset.swapHidden(asked, "spectator", spearman, b.ids(0, "ember-squire"))).toBeUndefined();
    expect(ruleset.determinize(asked, 1, asked.rng).cards[spearman]).toEqual(asked.cards[spearman]);
  });

  it("D-AMB-35 D-TRUE-4 the place of a face-down recruit takes only a Unit of the cost it showed that could be recruited face down", () => {
    // A test-only True Recruit Unit of cost 2: it may never stand in a face-down recruit's place.
    const colossus = sampleCards.find((c) => c.id === "ancient-colossus");
    if (colossus?.type !== "unit") throw new Error("no Ancient Colossus");
    const twin = { ...colossus, id: "colossus-of-two", name: "Colossus of Two", cost: 2 };
    const b = build({ hand: ["ironwood-spearman", "ember-squire"], treasury: ["river-sprite"], energy: 2 }, {}, { cards: [twin] });
    const spearman = b.ids(0, "ironwood-spearman");
    const asked = act(b.state, 0, { type: "recruit", card: spearman, position: "support", faceDown: true }).state;
    for (let seed = 1; seed <= 40; seed++) {
      const d = ruleset.determinize(asked, 1, seedRng(seed));
      // Hidden cards are renamed too: the recruited one is the one the decision names.
      const card = d.decision?.kind === "pay" && d.decision.action.type === "recruit" ? d.decision.action.card : "";
      expect(d.setCosts[card]).toBe(2);
      const def = d.defs[d.cards[card]?.def ?? ""];
      expect(def?.type === "unit" && def.cost === 2 && def.trueRecruit === undefined).toBe(true);
    }
  });

  it("D-AMB-35 D-TREAS-2 a face-down recruit that asks how to pay shows its cost and keeps its face hidden", () => {
    const b = build({ hand: ["ironwood-spearman", "ember-squire"], treasury: ["river-sprite"], energy: 2 }, {});
    const spearman = b.ids(0, "ironwood-spearman");
    const asked = act(b.state, 0, { type: "recruit", card: spearman, position: "support", faceDown: true });
    expect(asked.state.decision?.kind).toBe("pay");
    expect(ruleset.view(asked.state, 1).zones["p0/hand"]?.cards).toEqual([null, null]);
    expect(asked.state.setCosts).toEqual({ [spearman]: 2 });
    const s = act(asked.state, 0, { type: "pay", payment: { energy: 1, resolve: 0, treasury: [b.ids(0, "river-sprite")] } }).state;
    expect(zone(s, 0, "support")).toEqual([spearman]);
    expect(s.setCosts).toEqual({ [spearman]: 2 });
    expect(ruleset.view(s, 1).zones["p0/support"]?.cards).toEqual([null]);
  });

  it("D-TREAS-2 a cost that can be paid one way only is paid at once, without a pay decision", () => {
    const b = build({ hand: ["ironwood-spearman"], energy: 2 }, {});
    const s = act(b.state, 0, { type: "recruit", card: b.ids(0, "ironwood-spearman"), position: "combat", faceDown: false }).state;
    expect(s.decision).toEqual({ kind: "main", player: 0 });
    expect(s.players[0].energy.available).toBe(0);
  });

  it("D-TREAS-2 two Treasury cards of one definition are one coin twice: which is spent cannot matter, so it is not asked", () => {
    const b = build({ hand: ["ironwood-spearman"], treasury: ["ember-squire", "ember-squire"], energy: 1 }, {}, { extra: [["ember-squire"], []] });
    const spearman = b.ids(0, "ironwood-spearman");
    const asked = act(b.state, 0, { type: "recruit", card: spearman, position: "combat", faceDown: false }).state;
    // Cost 2: one energy and a Squire (the first in the Treasury), or both Squires; not each Squire apart.
    const coins = zone(b.state, 0, "treasury");
    expect(ruleset.legalActions(asked, 0)).toEqual([
      { type: "pay", payment: { energy: 1, resolve: 0, treasury: [coins[0]] } },
      { type: "pay", payment: { energy: 0, resolve: 0, treasury: coins } },
    ]);
  });

  it("D-UNIT-2 a Unit can be recruited from the Side Zone", () => {
    const b = build({ side: ["ember-squire"] }, {});
    expect(isLegal(b.state, 0, { type: "recruit", card: b.ids(0, "ember-squire"), position: "combat", faceDown: false })).toBe(true);
  });

  it("D-TRUE-1 D-TRUE-6 D-TRUE-7 D-TRUE-8 D-TRUE-9 D-TRUE-4 D-KW.TrueRecruit-1 True Recruiting follows the written procedure and marks the copy", () => {
    const b = build({ hand: ["ancient-colossus"], void: ["ember-squire", "river-sprite"], energy: 0 }, {});
    const colossus = b.ids(0, "ancient-colossus");
    const legal = ruleset.legalActions(b.state, 0);
    expect(legal.some((a) => a.type === "recruit" && a.card === colossus)).toBe(false);
    const tr = legal.filter((a) => a.type === "true-recruit");
    const voidCards = zone(b.state, 0, "void");
    expect(voidCards).toHaveLength(2);
    expect(tr).toEqual([
      { type: "true-recruit", card: colossus, position: "combat", paid: [voidCards] },
      { type: "true-recruit", card: colossus, position: "support", paid: [voidCards] },
    ]);
    const first = tr[0];
    if (first === undefined) throw new Error("no true recruit");
    const s = act(b.state, 0, first).state;
    expect(zone(s, 0, "combat")).toEqual([colossus]);
    expect(zone(s, 0, "forbidden")).toHaveLength(2);
    expect(s.marked).toEqual([colossus]);
  });

  it("D-TRUE-6 D-TRUE-3 D-TRUE-2 an unmet requirement or a first True Recruit from the Side Zone is refused", () => {
    const one = build({ hand: ["ancient-colossus"], void: ["ember-squire"] }, {});
    expect(ruleset.legalActions(one.state, 0).some((a) => a.type === "true-recruit")).toBe(false);
    const side = build({ side: ["ancient-colossus"], void: ["ember-squire", "river-sprite"] }, {});
    expect(ruleset.legalActions(side.state, 0).some((a) => a.type === "true-recruit")).toBe(false);
    const marked = { ...side.state, marked: [side.ids(0, "ancient-colossus")] };
    expect(ruleset.legalActions(marked, 0).some((a) => a.type === "true-recruit")).toBe(true);
  });

  it("D-FIELD-1 D-FIELD-2 D-AMB-11 a new Field replaces the current one only under the replacement-cost rule", () => {
    const b = build({ hand: ["oracle-pool"] }, { field: ["oracle-pool"] });
    const mine = b.ids(0, "oracle-pool");
    expect(isLegal(b.state, 0, { type: "play", card: mine, target: null })).toBe(true);
    const s = act(b.state, 0, { type: "play", card: mine, target: null }).state;
    expect(s.zones.zones["field"]?.cards).toEqual([mine]);
    expect(zone(s, 1, "void")).toEqual([b.ids(1, "oracle-pool")]);
    const strict = build({ hand: ["oracle-pool"] }, { field: ["oracle-pool"] }, { options: { fieldReplacement: "cost-gt" } });
    expect(isLegal(strict.state, 0, { type: "play", card: strict.ids(0, "oracle-pool"), target: null })).toBe(false);
  });

  it("D-RSRC-4 D-FIELD-3 D-AMB-12 the Field's controller pays upkeep in their Resource Stage or it goes to the void", () => {
    const b = build({ coin: ["ember-squire"] }, { field: ["oracle-pool"], coin: ["ember-squire"] }, { active: 0, first: 0 });
    const s = act(b.state, 0, { type: "end" }).state;
    expect(s.decision).toEqual({ kind: "upkeep", player: 1 });
    const declined = act(s, 1, { type: "decline-upkeep" }).state;
    expect(zone(declined, 1, "void")).toEqual([b.ids(1, "oracle-pool")]);
    const paid = act(s, 1, { type: "pay-upkeep" }).state;
    expect(paid.zones.zones["field"]?.cards).toEqual([b.ids(1, "oracle-pool")]);
    expect(paid.players[1].energy.available).toBe(4);
  });

  it("D-RSRC-5 D-FIELD-4 D-KW.Seek-1 D-AMB-42 a Field Rule triggers in each player's Resource Stage: Seek 3, one Unit to hand, the rest to the bottom", () => {
    const b = build({ coin: ["ember-squire"] }, { field: ["oracle-pool"], coin: ["ember-squire"] }, { active: 0, first: 0 });
    let s = act(act(b.state, 0, { type: "end" }).state, 1, { type: "pay-upkeep" }).state;
    expect(s.decision).toEqual({ kind: "trigger", player: 1 });
    const before = zone(s, 1, "hand").length;
    s = act(s, 1, { type: "add-trigger", trigger: s.stack?.queued[0]?.id ?? 0 }).state;
    s = runUntil(s, (x) => x.decision?.kind === "main" || x.decision?.kind === "pick").state;
    if (s.decision?.kind === "pick") s = act(s, 1, pick(s, 1, s.decision.options.slice(0, s.decision.max))).state;
    expect(zone(s, 1, "reveal")).toEqual([]);
    expect(zone(s, 1, "hand").length).toBe(before + 1);
  });

  it("D-TREASURE-1 D-TREASURE-2 D-AMB-41 a Treasure whose requirement is met enters the Treasury for free", () => {
    const b = build({ hand: ["gilded-idol"], void: ["ember-squire", "river-sprite", "hush"] }, {});
    const idol = b.ids(0, "gilded-idol");
    const s = act(b.state, 0, { type: "treasure", card: idol }).state;
    expect(zone(s, 0, "treasury")).toEqual([idol]);
    expect(s.players[0].energy.available).toBe(5);
    const short = build({ hand: ["gilded-idol"], void: ["ember-squire"] }, {});
    expect(isLegal(short.state, 0, { type: "treasure", card: short.ids(0, "gilded-idol") })).toBe(false);
  });

  it("D-DANGER-1 D-DANGER-2 D-DANGER-3 D-AMB-15 D-AMB-14 D-KW.Burn-1 a Danger needs a full round set and its condition; resolve may pay", () => {
    const b = build({ action: ["pyre-of-memories"], faceDown: ["pyre-of-memories"], energy: 0, resolve: 10 }, {}, { round: 2 });
    const pyre = b.ids(0, "pyre-of-memories");
    const fresh = { ...b.state, setAt: { [pyre]: { round: 2, stage: "main" as const } } };
    expect(isLegal(fresh, 0, { type: "activate", card: pyre, target: null })).toBe(false);
    const ready = { ...b.state, setAt: { [pyre]: { round: 1, stage: "main" as const } } };
    expect(isLegal(ready, 0, { type: "activate", card: pyre, target: null })).toBe(true);
    const calm = { ...ready, players: [{ ...ready.players[0], resolve: 15 }, ready.players[1]] as const };
    expect(isLegal(calm, 0, { type: "activate", card: pyre, target: null })).toBe(false);
    const deck = zone(ready, 1, "deck").length;
    const r = act(ready, 0, { type: "activate", card: pyre, target: null });
    expect(r.state.players[0].resolve).toBe(7);
    expect(r.state.players[1].resolve).toBe(17);
    expect(zone(r.state, 1, "deck")).toHaveLength(deck - 3);
    expect(zone(r.state, 0, "void")).toContain(pyre);
  });

  it("D-ABIL-1 D-ABIL-2 D-TIMING-2 an Ability Action resolves in your Main Stage, then goes to the void", () => {
    const b = build({ hand: ["withering-curse"] }, { combat: ["ember-squire"], support: ["river-sprite"] });
    const curse = b.ids(0, "withering-curse");
    let s = act(b.state, 0, { type: "play", card: curse, target: null }).state;
    expect(s.players[0].energy.available).toBe(3);
    expect(s.decision).toMatchObject({ kind: "pick", options: [b.ids(1, "ember-squire"), b.ids(1, "river-sprite")], min: 1, max: 1 });
    s = act(s, 0, pick(s, 0, [b.ids(1, "ember-squire")])).state;
    expect(s.units[b.ids(1, "ember-squire")]?.statuses.map((x) => x.grant)).toEqual([{ status: "weaken", x: 2 }]);
    expect(zone(s, 0, "void")).toEqual([curse]);
  });

  it("D-SEQ-1 D-SEQ-2 D-SEQ-3 D-SEQ-4 D-KW.Swift-1 D-KW.Swift-2 D-BOLT-1 D-AMB-33 a Bolt opens a sequence, the opponent responds, newest resolves first", () => {
    const b = build({ hand: ["hunters-bolt"], combat: ["mountain-ogre"] }, { hand: ["hunters-bolt"] });
    const r1 = act(b.state, 0, { type: "play", card: b.ids(0, "hunters-bolt"), target: null });
    expect(r1.state.decision).toEqual({ kind: "sequence", player: 1 });
    const r2 = act(r1.state, 1, { type: "play", card: b.ids(1, "hunters-bolt"), target: null });
    const resolved = eventsOf(r2.events, "stack-entry-resolved").map((e) => e.entry.id);
    expect(resolved).toEqual([2, 1]);
    expect(r2.state.units[b.ids(0, "mountain-ogre")]?.mods.map((m) => m.combat)).toEqual([-2, -2]);
    expect(r2.state.decision).toEqual({ kind: "main", player: 0 });
  });

  it("D-SEQ-5 an optional trigger may be declined; a mandatory one is added by itself (D-KW.Pitch-1)", () => {
    const b = build({ hand: ["venom-spitter", "grave-robber"], energy: 10, maxEnergy: 10 }, { combat: ["ember-squire"] });
    const s = act(b.state, 0, { type: "recruit", card: b.ids(0, "venom-spitter"), position: "combat", faceDown: false }).state;
    expect(s.decision).toEqual({ kind: "trigger", player: 0 });
    const legal = ruleset.legalActions(s, 0).map((a) => a.type);
    expect(legal).toEqual(["add-trigger", "decline-trigger"]);
    const declined = act(s, 0, { type: "decline-trigger", trigger: s.stack?.queued[0]?.id ?? 0 }).state;
    expect(declined.decision).toEqual({ kind: "main", player: 0 });
    const voidBefore = zone(declined, 0, "void").length;
    const robbed = act(declined, 0, { type: "recruit", card: b.ids(0, "grave-robber"), position: "support", faceDown: false });
    expect(zone(robbed.state, 0, "void")).toHaveLength(voidBefore + 1);
    expect(robbed.state.decision).toEqual({ kind: "main", player: 0 });
  });

  it("D-ST.Stability-1 D-KW.Destroy-1 effect destruction: Stability prevents it, a plain Unit goes to the void", () => {
    const b = build({ hand: ["doom-bolt"], energy: 10, maxEnergy: 10 }, { combat: ["stonewall-sentinel"] });
    const r = act(b.state, 0, { type: "play", card: b.ids(0, "doom-bolt"), target: null });
    expect(eventsOf(r.events, "destroy-prevented")).toEqual([{ type: "destroy-prevented", card: b.ids(1, "stonewall-sentinel"), reason: "stability", rule: "D-ST.Stability-1" }]);
    const plain = build({ hand: ["doom-bolt"] }, { combat: ["ember-squire"] });
    const r2 = act(plain.state, 0, { type: "play", card: plain.ids(0, "doom-bolt"), target: null });
    expect(zone(r2.state, 1, "void")).toEqual([plain.ids(1, "ember-squire")]);
    expect(eventsOf(r2.events, "destroyed")).toEqual([{ type: "destroyed", card: plain.ids(1, "ember-squire"), owner: 1, cause: "effect", by: plain.ids(0, "doom-bolt"), rule: "D-KW.Destroy-1" }]);
  });

  it("D-ST.Guardian-1 D-ST.Guardian-2 D-ST.Ward-1 a face-up Guardian may be destroyed in place of a Ward Unit", () => {
    const b = build({ hand: ["doom-bolt"] }, { combat: ["warded-acolyte"], support: ["oathbound-guardian"] });
    let s = act(b.state, 0, { type: "play", card: b.ids(0, "doom-bolt"), target: null }).state;
    expect(s.decision).toMatchObject({ kind: "pick", player: 0, options: [b.ids(1, "warded-acolyte"), b.ids(1, "oathbound-guardian")] });
    s = act(s, 0, pick(s, 0, [b.ids(1, "warded-acolyte")])).state;
    expect(s.decision).toMatchObject({ kind: "pick", player: 1, purpose: "guardian", options: [b.ids(1, "oathbound-guardian")], min: 0, max: 1 });
    s = act(s, 1, pick(s, 1, [b.ids(1, "oathbound-guardian")])).state;
    expect(zone(s, 1, "combat")).toEqual([b.ids(1, "warded-acolyte")]);
    expect(zone(s, 1, "void")).toEqual([b.ids(1, "oathbound-guardian")]);
    const down = build({ hand: ["doom-bolt"] }, { combat: ["warded-acolyte"], support: ["oathbound-guardian"], faceDown: ["oathbound-guardian"] });
    const r = act(down.state, 0, { type: "play", card: down.ids(0, "doom-bolt"), target: null });
    expect(zone(r.state, 1, "void")).toEqual([down.ids(1, "warded-acolyte")]);
  });

  it("D-ST.Frozen-1 D-ST.Frozen-2 D-AMB-29 a Frozen Unit takes no new status and is unaffected by card effects", () => {
    const b = build({ hand: ["glacial-prison", "withering-curse"] }, { combat: ["ember-squire"] });
    const squire = b.ids(1, "ember-squire");
    let s = act(b.state, 0, { type: "play", card: b.ids(0, "glacial-prison"), target: null }).state;
    // Player 0 still holds a card, so the sequence asks them before Glacial Prison resolves (autoPass "public").
    expect(s.decision).toEqual({ kind: "sequence", player: 0 });
    s = act(s, 0, { type: "pass" }).state;
    expect(s.units[squire]?.statuses.map((x) => x.grant.status)).toEqual(["frozen"]);
    s = act(s, 0, { type: "play", card: b.ids(0, "withering-curse"), target: null }).state;
    expect(s.units[squire]?.statuses.map((x) => x.grant.status)).toEqual(["frozen"]);
  });

  it("D-ST.Pure-1 D-ST.Pure-2 D-AMB-44 a Pure Unit refuses new statuses", () => {
    const b = build({ hand: ["withering-curse"] }, { combat: ["saint-of-cinders"] });
    const r = act(b.state, 0, { type: "play", card: b.ids(0, "withering-curse"), target: null });
    expect(eventsOf(r.events, "status-refused")).toEqual([{ type: "status-refused", card: b.ids(1, "saint-of-cinders"), grant: { status: "weaken", x: 2 }, reason: "pure", rule: "D-ST.Pure-2" }]);
  });

  it("D-ST.Silenced-1 D-ST.Silenced-2 D-TIMING-1 a Silenced Unit's effects are inactive; a zone label limits where an effect works", () => {
    const b = build({ support: ["gravedigger"], void: ["ember-squire"], hand: ["hush"] }, {});
    const digger = b.ids(0, "gravedigger");
    expect(isLegal(b.state, 0, { type: "ability", card: digger, index: 0 })).toBe(true);
    const s = act(b.state, 0, { type: "play", card: b.ids(0, "hush"), target: null }).state;
    expect(isLegal(s, 0, { type: "ability", card: digger, index: 0 })).toBe(false);
    const combat = build({ combat: ["gravedigger"], void: ["ember-squire"] }, {});
    expect(isLegal(combat.state, 0, { type: "ability", card: combat.ids(0, "gravedigger"), index: 0 })).toBe(false);
  });

  it("D-KW.Recover-1 Gravedigger Recovers a Unit from the void", () => {
    const b = build({ support: ["gravedigger"], void: ["ember-squire"] }, {});
    const s = act(b.state, 0, { type: "ability", card: b.ids(0, "gravedigger"), index: 0 }).state;
    expect(zone(s, 0, "hand")).toEqual([b.ids(0, "ember-squire")]);
  });

  it("D-ST.Weaken-1 D-ST.Poison-1 D-AMB-21 Weaken and Poison take their X at each End Stage", () => {
    const b = build({ coin: ["ember-squire"], combat: ["mountain-ogre"] }, { coin: ["ember-squire"], support: ["iron-bulwark"] }, { active: 1, first: 0 });
    const ogre = b.ids(0, "mountain-ogre");
    const bulwark = b.ids(1, "iron-bulwark");
    const unit = b.state.units[ogre];
    const unit2 = b.state.units[bulwark];
    if (unit === undefined || unit2 === undefined) throw new Error("no unit");
    const s = {
      ...b.state,
      units: {
        ...b.state.units,
        [ogre]: { ...unit, statuses: [{ grant: { status: "weaken" as const, x: 2 }, until: null }] },
        [bulwark]: { ...unit2, statuses: [...unit2.statuses, { grant: { status: "poison" as const, x: 1 }, until: null }] },
      },
    };
    const r = runUntil(act(s, 1, { type: "end" }).state, (x) => currentRound(x.clock) === 2);
    expect(r.state.units[ogre]?.permanent).toEqual({ combat: -2, support: 0 });
    expect(r.state.units[bulwark]?.permanent).toEqual({ combat: 0, support: -1 });
  });

  it("D-KW.Cleanse-1 D-STATUS-2 D-AMB-20 Cleanse removes statuses and stat changes", () => {
    const b = build({ hand: ["purifying-rain"], combat: ["mountain-ogre"] }, {});
    const ogre = b.ids(0, "mountain-ogre");
    const unit = b.state.units[ogre];
    if (unit === undefined) throw new Error("no unit");
    const s = { ...b.state, units: { [ogre]: { ...unit, statuses: [{ grant: { status: "weaken" as const, x: 2 }, until: null }], permanent: { combat: -2, support: 0 } } } };
    const r = act(s, 0, { type: "play", card: b.ids(0, "purifying-rain"), target: null }).state;
    expect(r.units[ogre]?.statuses).toEqual([]);
    expect(r.units[ogre]?.permanent).toEqual({ combat: 0, support: 0 });
  });

  it("D-KW.Search-1 D-KW.Search-2 Scout's Report searches the deck (the matching cards themselves, shown to the searcher alone) and shuffles it", () => {
    const b = build({ hand: ["scouts-report"] }, {});
    let s = act(b.state, 0, { type: "play", card: b.ids(0, "scouts-report"), target: null }).state;
    expect(s.decision).toMatchObject({ kind: "pick", purpose: "search" });
    const options = s.decision?.kind === "pick" ? s.decision.options : [];
    const squire = options.find((id) => s.cards[id]?.def === "ember-squire");
    if (squire === undefined) throw new Error("no Ember Squire offered");
    expect(ruleset.view(s, 0).cards[squire]?.def).toBe("ember-squire");
    expect(ruleset.view(s, 1).cards[squire]).toBeUndefined();
    const r = act(s, 0, pick(s, 0, [squire]));
    s = r.state;
    expect(zone(s, 0, "hand").map((id) => s.cards[id]?.def)).toEqual(["ember-squire"]);
    expect(eventsOf(r.events, "deck-shuffled")).toHaveLength(1);
  });

  it("D-KW.Coined-1 D-CYCLE-1 Hoarder's Vault coins a card from hand into the Treasury, once per round", () => {
    const b = build({ action: ["hoarders-vault"], hand: ["ember-squire", "river-sprite"] }, {});
    const vault = b.ids(0, "hoarders-vault");
    let s = act(b.state, 0, { type: "ability", card: vault, index: 0 }).state;
    s = act(s, 0, pick(s, 0, [b.ids(0, "ember-squire")])).state;
    expect(zone(s, 0, "treasury")).toEqual([b.ids(0, "ember-squire")]);
    expect(isLegal(s, 0, { type: "ability", card: vault, index: 0 })).toBe(false);
  });

  it("D-KW.Forbid-1 Banishing Seal forbids up to 2 cards of the opponent's void", () => {
    const b = build({ hand: ["banishing-seal"] }, { void: ["ember-squire", "river-sprite", "hush"] });
    let s = act(b.state, 0, { type: "play", card: b.ids(0, "banishing-seal"), target: null }).state;
    expect(s.decision).toMatchObject({ kind: "pick", min: 0, max: 2 });
    const chosen = zone(s, 1, "void").filter((id) => id === b.ids(1, "ember-squire") || id === b.ids(1, "hush"));
    s = act(s, 0, pick(s, 0, chosen)).state;
    expect(zone(s, 1, "forbidden")).toEqual(expect.arrayContaining([b.ids(1, "ember-squire"), b.ids(1, "hush")]));
  });

  it("D-KW.Recruit-1 D-RULING-1 D-AMB-39 Call to Arms recruits a level 2 or lower Unit for free (card text beats the cost rule; level is used only by the filter)", () => {
    const b = build({ hand: ["call-to-arms", "mountain-ogre", "ember-squire"] }, {});
    const played = act(b.state, 0, { type: "play", card: b.ids(0, "call-to-arms"), target: null });
    // A choice from the hand is always asked, even with one option: the opponent cannot see how many there were.
    expect(played.state.decision).toEqual({ kind: "pick", player: 0, purpose: "effect", options: [b.ids(0, "ember-squire")], min: 1, max: 1 });
    const picked = act(played.state, 0, pick(played.state, 0, [b.ids(0, "ember-squire")]));
    // Then where it goes, for nothing: the free recruit's payment is empty.
    expect(picked.state.decision?.kind).toBe("place");
    const r = act(picked.state, 0, { type: "place", position: "combat", payment: { energy: 0, resolve: 0, treasury: [] } });
    expect(zone(r.state, 0, "combat")).toEqual([b.ids(0, "ember-squire")]);
    expect(r.state.players[0].energy.available).toBe(3);
  });

  it("D-END-5 D-LIMIT-3 D-AMB-19 at the End Stage a player discards down to 8", () => {
    const hand = ["ember-squire", "river-sprite", "hush", "doom-bolt", "hunters-bolt", "glacial-prison", "shieldmaiden", "loyal-hound", "dawn-lancer", "red-berserker"];
    const b = build({ coin: ["ironwood-spearman"], hand }, { coin: ["ironwood-spearman"] }, { active: 1, first: 0 });
    const s = act(b.state, 1, { type: "end" }).state;
    expect(s.decision).toEqual({ kind: "discard", player: 0 });
    const s2 = act(s, 0, { type: "discard", card: b.ids(0, "hush") }).state;
    const s3 = act(s2, 0, { type: "discard", card: b.ids(0, "doom-bolt") }).state;
    expect(zone(s3, 0, "void")).toEqual(expect.arrayContaining([b.ids(0, "hush"), b.ids(0, "doom-bolt")]));
    expect(s3.decision?.kind).not.toBe("discard");
  });

  it("D-ZONE-4 D-LIMIT-1 routing stops at 3 Units in the Side Zone", () => {
    const b = build({ coin: ["ironwood-spearman"], side: ["ember-squire", "river-sprite", "shieldmaiden"], combat: ["mountain-ogre"] }, { coin: ["ironwood-spearman"] }, { active: 1, first: 0 });
    const s = runUntil(act(b.state, 1, { type: "end" }).state, (x) => currentRound(x.clock) === 2);
    expect(zone(s.state, 0, "side")).toHaveLength(3);
    expect(eventsOf(s.events, "routed")).toEqual([]);
  });

  it("D-KW.Set-1 D-AMB-35 a Unit can be recruited face down; the opponent sees only that a card is there", () => {
    const b = build({ hand: ["mountain-ogre"] }, {});
    const s = act(b.state, 0, { type: "recruit", card: b.ids(0, "mountain-ogre"), position: "combat", faceDown: true }).state;
    expect(ruleset.view(s, 1).zones["p0/combat"]?.cards).toEqual([null]);
    expect(ruleset.view(s, 0).zones["p0/combat"]).toMatchObject({ cards: [b.ids(0, "mountain-ogre")], faceDown: [true] });
  });
});
