import { describe, expect, it } from "vitest";
import { currentRound, type PlayerId } from "@rulesmith/core";
import { firstPlayerOf, type WardomState } from "../src/index.js";
import { act, build, eventsOf, runUntil, zone, type Side } from "./helpers.js";

/** Player 1 (second) ends their Main Stage: the battle and End & Routing run; returns at round 2's first decision. */
function battle(p0: Side, p1: Side, opts: Parameters<typeof build>[2] = {}) {
  const b = build({ coin: ["ironwood-spearman"], ...p0 }, { coin: ["ironwood-spearman"], ...p1 }, { active: 1, first: 0, ...opts });
  const ended = act(b.state, 1, { type: "end" });
  const rest = runUntil(ended.state, (s) => currentRound(s.clock) === 2);
  return { ...b, state: rest.state, events: [...ended.events, ...rest.events] };
}

const battleEvent = (events: readonly { type: string }[]) => events.find((e) => e.type === "battle");
const resolve = (s: WardomState, p: PlayerId) => s.players[p === 0 ? 0 : 1].resolve;

describe("battle", () => {
  it("D-WIN-1 D-BTL-3 D-BTL-4 D-BTL-6 D-BTL-8 D-BTL-10 D-KW.Coined-1 D-TREAS-1 D-AMB-3 totals by position, the higher wins, damage Combat minus Support, front line destroyed, wager coined", () => {
    const r = battle({ combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { combat: ["ember-squire"], support: ["river-sprite"] });
    expect(battleEvent(r.events)).toMatchObject({ totals: [{ combat: 5, support: 3, battle: 8 }, { combat: 2, support: 2, battle: 4 }], winner: 0, damage: 3 });
    expect(resolve(r.state, 1)).toBe(17);
    expect(zone(r.state, 1, "void")).toContain(r.ids(1, "ember-squire"));
    expect(zone(r.state, 0, "treasury")).toContain(r.ids(1, "ironwood-spearman"));
    expect(zone(r.state, 0, "coin")).toEqual([r.ids(0, "ironwood-spearman")]);
  });

  it("D-BTL-5 D-AMB-47 D-AMB-6 a tie deals no damage, claims no wager and destroys nothing; wagers stay", () => {
    const r = battle({ combat: ["mountain-ogre"] }, { combat: ["ember-squire"], support: ["shieldmaiden"] });
    expect(battleEvent(r.events)).toMatchObject({ winner: null, damage: 0, rule: "D-BTL-5" });
    expect([resolve(r.state, 0), resolve(r.state, 1)]).toEqual([20, 20]);
    expect(zone(r.state, 1, "coin")).toEqual([r.ids(1, "ironwood-spearman")]);
    expect(eventsOf(r.events, "destroyed")).toEqual([]);
  });

  it("D-BTL-4 the battle event gives the totals by seat when player 1 acts first", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { coin: ["ironwood-spearman"], combat: ["ember-squire"], support: ["river-sprite"] }, { active: 0, first: 1 });
    const r = act(b.state, 0, { type: "end" });
    expect(battleEvent(r.events)).toMatchObject({ totals: [{ combat: 5, support: 3, battle: 8 }, { combat: 2, support: 2, battle: 4 }], winner: 0, damage: 3, rule: "D-BTL-4" });
  });

  it("D-BTL-7 D-ST.Piercing-1 D-AMB-24 Piercing ignores the loser's Support", () => {
    const r = battle({ combat: ["dawn-lancer"], support: ["shieldmaiden"] }, { combat: ["river-sprite"], support: ["shieldmaiden"] });
    expect(battleEvent(r.events)).toMatchObject({ winner: 0, damage: 4, piercing: true });
    expect(resolve(r.state, 1)).toBe(16);
  });

  it("D-BTL-11 D-ST.Stability-2 battle destroys a Stability Unit", () => {
    const r = battle({ combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { combat: ["stonewall-sentinel"] });
    expect(zone(r.state, 1, "void")).toContain(r.ids(1, "stonewall-sentinel"));
  });

  it("D-ST.Tenacity-1 D-AMB-22 Tenacity(6) withstands a winner's Combat of 6 or lower", () => {
    const r = battle({ combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { combat: ["iron-bulwark"] });
    expect(battleEvent(r.events)).toMatchObject({ winner: 0 });
    expect(zone(r.state, 1, "void")).not.toContain(r.ids(1, "iron-bulwark"));
  });

  it("D-ST.LastWill-1 D-ST.LastWill-2 D-AMB-45 a Last-Will Unit survives the battle and is destroyed in the End Stage", () => {
    const r = battle({ combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { combat: ["dying-knight"] });
    const knight = r.ids(1, "dying-knight");
    const types = r.events.map((e) => e.type);
    expect(types.indexOf("last-will")).toBeLessThan(types.indexOf("last-will-ends"));
    expect(zone(r.state, 1, "void")).toContain(knight);
  });

  it("D-ST.Rampage-1 D-AMB-23 a Rampage Unit in Combat gains 1 Combat when its battle destroys a Unit", () => {
    const r = battle({ combat: ["red-berserker"], support: ["shieldmaiden"] }, { combat: ["ember-squire"] });
    expect(eventsOf(r.events, "rampage")).toHaveLength(1);
    expect(r.state.units[r.ids(0, "red-berserker")]?.permanent.combat).toBe(1);
  });

  it("D-ST.Comeback-1 D-AMB-25 a destroyed Comeback(2/1) Unit returns to an open position as 2/1", () => {
    const r = battle({ combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { combat: ["ashen-phoenix"] });
    const phoenix = r.ids(1, "ashen-phoenix");
    expect(eventsOf(r.events, "comeback")).toEqual([{ type: "comeback", card: phoenix, player: 1, position: "combat", combat: 2, support: 1, rule: "D-ST.Comeback-1" }]);
    expect(r.state.units[phoenix]?.base).toEqual({ combat: 2, support: 1 });
  });

  it("D-ST.Loyalty-1 D-KW.Destroy-1 a destroyed Loyalty Unit goes to the void, then back to its owner's hand", () => {
    const r = battle({ combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { combat: ["loyal-hound"] });
    const hound = r.ids(1, "loyal-hound");
    const moves = r.events.filter((e) => e.type === "card-moved" && e["card"] === hound).map((e) => e["to"]);
    expect(moves).toEqual(["p1/void", "p1/hand"]);
  });

  it("D-AMB-46 an empty formation totals 0 and loses; with no front-line Unit nothing is destroyed", () => {
    const r = battle({ combat: ["ember-squire"] }, {});
    expect(battleEvent(r.events)).toMatchObject({ winner: 0, damage: 2 });
    expect(eventsOf(r.events, "destroyed")).toEqual([]);
  });

  it("D-ST.Shielded-1 D-KW.Equip-1 D-EQUIP-1 an Equip grants +1 Support and Shielded: battle cannot destroy the Unit", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { coin: ["ironwood-spearman"], combat: ["ember-squire"], hand: ["tower-shield"] }, { active: 1, first: 0 });
    const squire = b.ids(1, "ember-squire");
    const equipped = act(b.state, 1, { type: "play", card: b.ids(1, "tower-shield"), target: squire });
    expect(equipped.state.attached[b.ids(1, "tower-shield")]).toBe(squire);
    const r = runUntil(act(equipped.state, 1, { type: "end" }).state, (s) => currentRound(s.clock) === 2);
    expect(zone(r.state, 1, "combat")).toContain(squire);
  });

  it("D-KW.Equip-2 D-AMB-17 the Equip is destroyed with its Unit", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { coin: ["ironwood-spearman"], combat: ["ember-squire"], hand: ["lance-of-dawn"] }, { active: 1, first: 0 });
    const lance = b.ids(1, "lance-of-dawn");
    const equipped = act(b.state, 1, { type: "play", card: lance, target: b.ids(1, "ember-squire") });
    const r = runUntil(act(equipped.state, 1, { type: "end" }).state, (s) => currentRound(s.clock) === 2);
    expect(zone(r.state, 1, "void")).toEqual(expect.arrayContaining([lance, b.ids(1, "ember-squire")]));
    expect(r.state.attached[lance]).toBeUndefined();
  });

  it("D-KW.Equip-2 D-TIMING-1 D-SEQ-2 an Equip destroyed with its Unit fires its own destroyed trigger: Mourning Banner draws a card", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { coin: ["ironwood-spearman"], combat: ["ember-squire"], hand: ["mourning-banner"] }, { active: 1, first: 0 });
    const banner = b.ids(1, "mourning-banner");
    const squire = b.ids(1, "ember-squire");
    const equipped = act(b.state, 1, { type: "play", card: banner, target: squire });
    const ended = act(equipped.state, 1, { type: "end" });
    const rest = runUntil(ended.state, (s) => currentRound(s.clock) === 2);
    const r = { state: rest.state, events: [...ended.events, ...rest.events] };
    const destroyed = eventsOf(r.events, "destroyed");
    expect(destroyed.map((e) => [e.card, e.rule])).toEqual([
      [squire, "D-BTL-8"],
      [banner, "D-KW.Equip-2"],
    ]);
    const queued = r.events.filter((e) => e.type === "stack-trigger-queued").map((e) => String(Reflect.get(Reflect.get(Reflect.get(e, "trigger") as object, "payload") as object, "source")));
    expect(queued).toContain(banner);
    const drawnByBanner = r.events.findIndex((e, i) => i > r.events.findIndex((x) => x.type === "stack-trigger-queued") && e.type === "card-moved" && e["from"] === "p1/deck" && e["to"] === "p1/hand");
    expect(drawnByBanner).toBeGreaterThan(-1);
    expect(zone(r.state, 1, "void")).toEqual(expect.arrayContaining([banner, squire]));
  });

  it("D-ST.FrozenTouch-1 D-AMB-27 D-AMB-2 Frozen Touch on a 4 freezes the opposing front-line Unit until the end of the next round", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["frost-warden"] }, { coin: ["ironwood-spearman"], combat: ["mountain-ogre"] }, { active: 1, first: 0, dice: "external" });
    const paused = act(b.state, 1, { type: "end" });
    expect(paused.state.chance?.request).toMatchObject({ count: 1, sides: 6, player: 0 });
    const done = act(paused.state, 0, { type: "faces", faces: [4] });
    const squire = b.ids(1, "mountain-ogre");
    expect(eventsOf(done.events, "frozen-touch")).toEqual([{ type: "frozen-touch", card: b.ids(0, "frost-warden"), face: 4, freezes: true, frozen: squire, rule: "D-ST.FrozenTouch-1" }]);
    const held = done.state.units[squire]?.statuses.find((s) => s.grant.status === "frozen");
    expect(held?.until).toBe(2);
  });

  it("D-ST.FrozenTouch-1 a roll of 3 freezes nothing", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["frost-warden"] }, { coin: ["ironwood-spearman"], combat: ["ember-squire"] }, { active: 1, first: 0, dice: "external" });
    const done = act(act(b.state, 1, { type: "end" }).state, 0, { type: "faces", faces: [3] });
    expect(eventsOf(done.events, "frozen-touch")).toEqual([{ type: "frozen-touch", card: b.ids(0, "frost-warden"), face: 3, freezes: false, rule: "D-ST.FrozenTouch-1" }]);
  });

  it("D-ST.Corruption-1 D-AMB-28 Corruption's two dice become Combat and Support for that battle", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["chaos-spawn"] }, { coin: ["ironwood-spearman"], combat: ["ember-squire"] }, { active: 1, first: 0, dice: "external" });
    const paused = act(b.state, 1, { type: "end" });
    expect(paused.state.chance?.request).toMatchObject({ count: 2, sides: 6 });
    const done = act(paused.state, 0, { type: "faces", faces: [2, 6] });
    expect(eventsOf(done.events, "corruption")[0]).toMatchObject({ combat: 2, support: 6 });
    expect(battleEvent(done.events)).toMatchObject({ totals: [{ combat: 2 }, { combat: 2 }], winner: null });
  });

  it("D-BTL-2 D-KW.Set-2 D-AMB-35 set Units flip at Reveal, the first player's first", () => {
    const r = battle({ combat: ["mountain-ogre"], faceDown: ["mountain-ogre"] }, { combat: ["ember-squire"], faceDown: ["ember-squire"] });
    expect(eventsOf(r.events, "flipped").map((e) => e.player)).toEqual([0, 1]);
    expect(battleEvent(r.events)).toMatchObject({ winner: 0 });
  });

  it("D-BOLT-2 D-AMB-34 a set Bolt can be activated in the Battle Stage", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["ember-squire"] }, { coin: ["ironwood-spearman"], combat: ["river-sprite"], action: ["hunters-bolt"], faceDown: ["hunters-bolt"] }, { active: 1, first: 0 });
    const ended = act(b.state, 1, { type: "end" });
    expect(ended.state.decision).toEqual({ kind: "battle-window", player: 1 });
    const used = act(ended.state, 1, { type: "activate", card: b.ids(1, "hunters-bolt"), target: null });
    expect(eventsOf(used.events, "action-activated")).toHaveLength(1);
  });

  it("D-END-2 D-AMB-5 the winner routes first, then the loser; routing is optional", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { coin: ["ironwood-spearman"], support: ["iron-bulwark"] }, { active: 1, first: 0 });
    let s = act(b.state, 1, { type: "end" }).state;
    expect(s.decision).toEqual({ kind: "route", player: 0 });
    s = act(s, 0, { type: "route", card: b.ids(0, "mountain-ogre") }).state;
    expect(zone(s, 0, "side")).toEqual([b.ids(0, "mountain-ogre")]);
    s = act(s, 0, { type: "stop-routing" }).state;
    expect(s.decision).toEqual({ kind: "route", player: 1 });
  });

  it("D-END-3 D-END-4 D-ENERGY-2 D-RSRC-1 D-ENERGY-1 after the round maximum energy rises by 1 and the first player swaps; energy refills", () => {
    const r = battle({ combat: ["ember-squire"], energy: 1 }, { combat: ["ember-squire"], energy: 0 });
    expect(firstPlayerOf(r.state.clock)).toBe(1);
    expect(r.state.players[1].energy).toEqual({ available: 6, max: 6 });
    expect(r.state.players[0].energy.max).toBe(6);
  });

  it("D-ENERGY-2 maximum energy stays at 10", () => {
    const r = battle({ combat: ["ember-squire"], maxEnergy: 10 }, { combat: ["ember-squire"], maxEnergy: 10 });
    expect(r.state.players[0].energy.max).toBe(10);
  });

  it("D-WIN-2 D-AMB-38 resolve damage to 0 loses the match", () => {
    const b = build({ coin: ["ironwood-spearman"], combat: ["mountain-ogre"] }, { coin: ["ironwood-spearman"], resolve: 3 }, { active: 1, first: 0 });
    const r = act(b.state, 1, { type: "end" });
    expect(r.state.outcome).toMatchObject({ winners: [0], losers: [1], rule: "D-WIN-2" });
    expect(r.state.players[1].resolve).toBe(0);
  });
});
