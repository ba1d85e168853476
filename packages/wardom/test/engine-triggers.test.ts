import { describe, expect, it } from "vitest";
import { currentRound, type GameEvent, type PlayerId } from "@rulesmith/core";
import type { WardomState } from "../src/index.js";
import { resolvingOf } from "../src/engine/work.js";
import { act, build, eventsOf, pick, runUntil, zone, type Side } from "./helpers.js";

/** Player 1 (second) ends their Main Stage: the battle and End & Routing run; returns at round 2's first decision. */
function battle(p0: Side, p1: Side) {
  const b = build({ coin: ["ironwood-spearman"], ...p0 }, { coin: ["ironwood-spearman"], ...p1 }, { active: 1, first: 0 });
  const ended = act(b.state, 1, { type: "end" });
  const rest = runUntil(ended.state, (s) => currentRound(s.clock) === 2);
  return { ...b, state: rest.state, events: [...ended.events, ...rest.events] };
}

/** The events from the battle up to the End Stage (before round 2's draws). */
function battleStage(events: readonly GameEvent[]): readonly GameEvent[] {
  const from = events.findIndex((e) => e.type === "battle");
  const to = events.findIndex((e, i) => i > from && e.type === "phase-changed" && e["phase"] === "end");
  return events.slice(from, to);
}

/** The source cards of the triggers queued on the sequence, in order. */
function queued(events: readonly GameEvent[]): string[] {
  return events.filter((e) => e.type === "stack-trigger-queued").map((e) => String(Reflect.get(Reflect.get(Reflect.get(e, "trigger") as object, "payload") as object, "source")));
}

const draws = (events: readonly GameEvent[], p: PlayerId) => eventsOf(events, "card-moved").filter((e) => e.from === `p${p}/deck` && e.to === `p${p}/hand`).length;
const resolve = (s: WardomState, p: PlayerId) => s.players[p === 0 ? 0 : 1].resolve;

describe("triggers at their moments", () => {
  it("D-BTL-8 D-KW.Destroy-1 D-TIMING-1 D-SEQ-2 D-KW.Recruit-2 a Unit destroyed in battle fires its own destroyed trigger from the void: Fallen Herald recruits a level 1 Unit, paying its cost", () => {
    const r = battle({ combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { combat: ["fallen-herald"], hand: ["ember-squire"] });
    const herald = r.ids(1, "fallen-herald");
    const squire = r.ids(1, "ember-squire");
    const stage = battleStage(r.events);
    expect(zone(r.state, 1, "void")).toContain(herald);
    expect(zone(r.state, 1, "combat")).toEqual([squire]);
    expect(queued(stage)).toEqual([herald]);
    expect(eventsOf(stage, "cost-paid")).toEqual([{ type: "cost-paid", player: 1, purpose: "card", card: squire, energy: 1, resolve: 0, treasury: [] }]);
    const types = stage.map((e) => e.type);
    expect(types.indexOf("destroyed")).toBeLessThan(types.indexOf("unit-recruited"));
  });

  it("D-KW.Destroy-1 D-SEQ-2 a Unit destroyed by an effect fires its destroyed trigger too", () => {
    const b = build({ hand: ["doom-bolt"] }, { combat: ["fallen-herald"], hand: ["river-sprite"] });
    const r = act(b.state, 0, { type: "play", card: b.ids(0, "doom-bolt"), target: null });
    const done = runUntil(r.state, (s) => s.stack === null && resolvingOf(s) === null && s.decision?.kind === "main");
    expect(zone(done.state, 1, "void")).toEqual([b.ids(1, "fallen-herald")]);
    expect(zone(done.state, 1, "combat")).toEqual([b.ids(1, "river-sprite")]);
    expect(done.state.players[1].energy.available).toBe(4);
  });

  it("D-KW.Recruit-2 D-RULING-1 an effect recruit that is not free offers only Units its player can pay for", () => {
    const b = build({ hand: ["doom-bolt"] }, { combat: ["fallen-herald"], hand: ["river-sprite"], energy: 0 });
    const r = act(b.state, 0, { type: "play", card: b.ids(0, "doom-bolt"), target: null });
    const done = runUntil(r.state, (s) => s.stack === null && resolvingOf(s) === null && s.decision?.kind === "main");
    expect(zone(done.state, 1, "combat")).toEqual([]);
    expect(zone(done.state, 1, "hand")).toEqual([b.ids(1, "river-sprite")]);
  });

  it("D-BTL-4 D-AMB-49 D-SEQ-2 battle-won and battle-lost fire for the line Units of the winner and the loser, the first player's first", () => {
    const r = battle({ combat: ["mountain-ogre"], support: ["war-drummer"] }, { combat: ["iron-bulwark"], support: ["war-drummer"] });
    const stage = battleStage(r.events);
    expect(eventsOf(stage, "battle")[0]).toMatchObject({ winner: 0, damage: 3 });
    expect(queued(stage)).toEqual([r.ids(0, "war-drummer"), r.ids(1, "war-drummer")]);
    expect(resolve(r.state, 0)).toBe(21);
    expect(resolve(r.state, 1)).toBe(17);
    expect(draws(stage, 0)).toBe(0);
    expect(draws(stage, 1)).toBe(1);
  });

  it("D-BTL-5 a tie fires neither battle-won nor battle-lost", () => {
    const r = battle({ combat: ["ember-squire"], support: ["war-drummer"] }, { combat: ["river-sprite"], support: ["shieldmaiden"] });
    const stage = battleStage(r.events);
    expect(eventsOf(stage, "battle")[0]).toMatchObject({ winner: null });
    expect(queued(stage)).toEqual([]);
    expect(resolve(r.state, 0)).toBe(20);
  });

  it("D-BTL-10 D-KW.Coined-1 a coined wager fires its coined trigger for its owner: Pawned Sellsword draws 2", () => {
    const r = battle({ combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { combat: ["iron-bulwark"], coin: ["pawned-sellsword"] });
    const sellsword = r.ids(1, "pawned-sellsword");
    const stage = battleStage(r.events);
    expect(zone(r.state, 0, "treasury")).toContain(sellsword);
    expect(queued(stage)).toEqual([sellsword]);
    expect(draws(stage, 1)).toBe(2);
  });

  it("D-KW.Coined-1 a card coined by an effect fires its coined trigger", () => {
    const b = build({ action: ["hoarders-vault"], hand: ["pawned-sellsword", "river-sprite"] }, {});
    const sellsword = b.ids(0, "pawned-sellsword");
    let s = act(b.state, 0, { type: "ability", card: b.ids(0, "hoarders-vault"), index: 0 }).state;
    const r = act(s, 0, pick(s, 0, [sellsword]));
    s = runUntil(r.state, (x) => x.stack === null && resolvingOf(x) === null && x.decision?.kind === "main").state;
    expect(zone(s, 0, "treasury")).toEqual([sellsword]);
    expect(queued(r.events)).toEqual([sellsword]);
    expect(zone(s, 0, "hand")).toHaveLength(3);
  });

  it("D-ST.Comeback-1 D-KW.Recruit-1 Comeback recruits the Unit from the void: its placed trigger fires", () => {
    const r = battle({ combat: ["mountain-ogre"], support: ["shieldmaiden"] }, { combat: ["cinder-revenant"] });
    const revenant = r.ids(1, "cinder-revenant");
    const stage = battleStage(r.events);
    expect(eventsOf(stage, "comeback")).toEqual([{ type: "comeback", card: revenant, player: 1, position: "combat", combat: 1, support: 1, rule: "D-ST.Comeback-1" }]);
    expect(eventsOf(stage, "unit-recruited")).toEqual([{ type: "unit-recruited", player: 1, card: revenant, position: "combat", faceDown: false }]);
    expect(queued(stage)).toEqual([revenant]);
    expect(r.state.units[revenant]?.base).toEqual({ combat: 1, support: 1 });
    // Mountain Ogre's 5 Combat against no Support: 5 damage to player 1; the Revenant deals 1 to player 0.
    expect(resolve(r.state, 0)).toBe(19);
  });

  it("D-KW.Recruit-1 D-KW.Recruit-2 a recruit effect to any position asks where the Unit goes: Call to Arms puts Ember Squire in Support", () => {
    const b = build({ hand: ["call-to-arms", "ember-squire"] }, {});
    const squire = b.ids(0, "ember-squire");
    let s = act(b.state, 0, { type: "play", card: b.ids(0, "call-to-arms"), target: null }).state;
    s = act(s, 0, pick(s, 0, [squire])).state;
    expect(s.decision).toEqual({
      kind: "place",
      player: 0,
      card: squire,
      options: [
        { position: "combat", payment: { energy: 0, resolve: 0, treasury: [] } },
        { position: "support", payment: { energy: 0, resolve: 0, treasury: [] } },
      ],
    });
    s = act(s, 0, { type: "place", position: "support", payment: { energy: 0, resolve: 0, treasury: [] } }).state;
    expect(zone(s, 0, "support")).toEqual([squire]);
    expect(s.players[0].energy.available).toBe(b.state.players[0].energy.available - 2);
  });

  it("D-KW.Recruit-2 D-TREAS-2 a recruit effect that is not free asks how the cost is paid: Fallen Herald's Ember Squire paid with a Treasury card", () => {
    const b = build({ hand: ["doom-bolt"] }, { combat: ["fallen-herald"], hand: ["ember-squire"], treasury: ["river-sprite"] });
    const squire = b.ids(1, "ember-squire");
    const sprite = b.ids(1, "river-sprite");
    const played = act(b.state, 0, { type: "play", card: b.ids(0, "doom-bolt"), target: null });
    const paused = runUntil(played.state, (s) => s.decision?.kind === "place" || (s.stack === null && resolvingOf(s) === null && s.decision?.kind === "main"), (s, p) =>
      s.decision?.kind === "pick" && p === 1 ? pick(s, 1, [squire]) : undefined,
    ).state;
    // Either position, each with one energy or the 1-value River Sprite.
    expect(paused.decision).toEqual({
      kind: "place",
      player: 1,
      card: squire,
      options: [
        { position: "combat", payment: { energy: 1, resolve: 0, treasury: [] } },
        { position: "combat", payment: { energy: 0, resolve: 0, treasury: [sprite] } },
        { position: "support", payment: { energy: 1, resolve: 0, treasury: [] } },
        { position: "support", payment: { energy: 0, resolve: 0, treasury: [sprite] } },
      ],
    });
    const s = act(paused, 1, { type: "place", position: "combat", payment: { energy: 0, resolve: 0, treasury: [sprite] } }).state;
    expect(zone(s, 1, "combat")).toEqual([squire]);
    expect(zone(s, 1, "forbidden")).toEqual([sprite]);
    expect(s.players[1].energy.available).toBe(paused.players[1].energy.available);
  });
});
