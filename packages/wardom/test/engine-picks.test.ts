// Picks name places: a pick action names each card by the zone and index the picking player's view
// shows, and by its id only where they may identify it, so two face-down cards are told apart by
// where they lie without the pick telling what either is.
import { describe, expect, it } from "vitest";
import { canIdentify, type PlayerId } from "@rulesmith/core";
import { randomStates } from "@rulesmith/core/testing";
import { demoConfig, describeAction, parseCard, ruleset, type WardomAction, type WardomState } from "../src/index.js";
import { act, build, eventsOf, pick, runUntil, zone } from "./helpers.js";

const flipper = parseCard({
  type: "unit", id: "flipper", name: "Flipper", cost: 0, illustrative: true, combat: 1, support: 1, level: 1, element: "Earth",
  abilities: [{ timing: { kind: "activated" }, effects: [{ kind: "flip", choice: { mode: "select", count: 1, side: "opponent", zones: ["combat", "support"] } }] }],
});
if (!flipper.ok) throw new Error(flipper.error.message);

/** Every string in a value that is a card id of the state. */
function idsIn(value: unknown, s: WardomState): string[] {
  const text = JSON.stringify(value);
  return Object.keys(s.cards).filter((id) => new RegExp(`"${id}"`).test(text));
}

/** The picks listed for `p`, each checked against `p`'s view: the place holds what the pick names. */
function picksMatchingView(s: WardomState, p: PlayerId): Extract<WardomAction, { type: "pick" }>[] {
  const view = ruleset.view(s, p);
  const picks = ruleset.legalActions(s, p).filter((a): a is Extract<WardomAction, { type: "pick" }> => a.type === "pick");
  for (const a of picks) for (const c of a.cards) expect(view.zones[c.zone]?.cards[c.index]).toBe(c.card);
  return picks;
}

describe("a pick names the places the picking player's view shows", () => {
  // Player 1 has two set Units: an Ember Squire in Combat, a River Sprite in Support.
  const b = build({ combat: ["flipper"] }, { combat: ["ember-squire"], support: ["river-sprite"], faceDown: ["ember-squire", "river-sprite"] }, { cards: [flipper.value] });
  const squire = b.ids(1, "ember-squire");
  const sprite = b.ids(1, "river-sprite");
  const asked = act(b.state, 0, { type: "ability", card: b.ids(0, "flipper"), index: 0 }).state;

  it("D-KW.Set-2 D-KW.Set-3 a flip between two set opposing Units lists the Combat one and the Support one by place, with no id", () => {
    expect(asked.decision).toMatchObject({ kind: "pick", player: 0, purpose: "effect", min: 1, max: 1 });
    expect(ruleset.legalActions(asked, 0)).toEqual([
      { type: "pick", cards: [{ zone: "p1/combat", index: 0, card: null }] },
      { type: "pick", cards: [{ zone: "p1/support", index: 0, card: null }] },
    ]);
    // Player 0's view shows both places, face down, as null: the actions match them, and name neither card.
    const view = ruleset.view(asked, 0);
    expect(view.zones["p1/combat"]).toMatchObject({ cards: [null], faceDown: [true] });
    expect(view.zones["p1/support"]).toMatchObject({ cards: [null], faceDown: [true] });
    picksMatchingView(asked, 0);
    expect(idsIn(ruleset.legalActions(asked, 0), asked)).toEqual([]);
  });

  it("D-KW.Set-3 the picks are the same actions in every world determinize deals (a set Unit's id differs between worlds, its place does not)", () => {
    const real = ruleset.legalActions(asked, 0);
    const determinize = ruleset.determinize.bind(ruleset);
    for (let i = 1; i <= 5; i++) {
      const world = determinize(asked, 0, [i, i + 1, i + 2, i + 3]);
      expect(ruleset.legalActions(world, 0)).toEqual(real);
    }
  });

  it("D-KW.Set-2 the prompt says what the pick is for and names no card; the actions are worded by place", () => {
    const d = ruleset.pending(asked);
    expect(d?.prompt).toBe("Choose 1 card to flip face up.");
    expect(idsIn(d, asked)).toEqual([]);
    const view = ruleset.view(asked, 0);
    expect(ruleset.legalActions(asked, 0).map((a) => describeAction(a, view))).toEqual([
      "Choose the face-down card in Player 1's Combat",
      "Choose the face-down card in Player 1's Support",
    ]);
  });

  it("D-KW.Set-2 picking the Support place flips the Unit in Support", () => {
    const r = act(asked, 0, { type: "pick", cards: [{ zone: "p1/support", index: 0, card: null }] });
    expect(eventsOf(r.events, "flipped")).toEqual([{ type: "flipped", card: sprite, player: 1, cause: "effect" }]);
    expect(r.state.zones.zones["p1/support"]?.faceDown).toEqual([]);
    expect(r.state.zones.zones["p1/combat"]?.faceDown).toEqual([squire]);
  });

  it("a pick by id alone, the form before places, is refused as malformed, saying the form, without naming a hidden card", () => {
    const r = ruleset.apply(asked, 0, { type: "pick", cards: [sprite] } as unknown as WardomAction);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("action/malformed");
    expect(r.error.message).toBe(
      'A Wardom "pick" names each card by where it lies, as your view shows it: { zone, index, card }, with card null for a card you may not identify (view.zones[zone].cards[index] is that place); pick one of the actions legalActions lists.',
    );
    // A place that holds no option, or an id in place of null, is not listed: refused as illegal.
    for (const cards of [[{ zone: "p1/support", index: 0, card: sprite }], [{ zone: "p0/combat", index: 0, card: b.ids(0, "flipper") }]]) {
      const wrong = ruleset.apply(asked, 0, { type: "pick", cards });
      expect(wrong.ok ? "accepted" : wrong.error.code).toBe("action/illegal");
    }
  });

  it("D-TARGET-1 a pick by id alone of cards the player may identify is refused too, with the listed action that names them", () => {
    const c = build({ hand: ["withering-curse"] }, { combat: ["ember-squire"], support: ["river-sprite"] });
    const s = act(c.state, 0, { type: "play", card: c.ids(0, "withering-curse"), target: null }).state;
    const squire = c.ids(1, "ember-squire");
    const r = ruleset.apply(s, 0, { type: "pick", cards: [squire] } as unknown as WardomAction);
    expect(r.ok ? "accepted" : r.error.message).toContain(`For the cards you named: {"type":"pick","cards":[{"zone":"p1/combat","index":0,"card":"${squire}"}]}.`);
    expect(pick(s, 0, [squire])).toEqual({ type: "pick", cards: [{ zone: "p1/combat", index: 0, card: squire }] });
    expect(ruleset.pending(s)?.prompt).toBe("Choose 1 card to give the status to.");
  });
});

describe("the battle's winner picks a face-down front-line Unit by its place (D-AMB-4)", () => {
  it("D-AMB-4 D-BTL-9 D-KW.Set-1 two Support Units, one set again after Reveal by Ambush Order: the winner's picks name the set one by place only", () => {
    // Player 1 has no Combat Unit, so both Support Units are the front line; Shield Wall gives the room.
    const b = build(
      { combat: ["mountain-ogre"], coin: ["ember-squire"] },
      { support: ["river-sprite", "shieldmaiden"], action: ["shield-wall", "ambush-order"], faceDown: ["ambush-order"], coin: ["ember-squire"] },
      { first: 1, active: 1 },
    );
    const sprite = b.ids(1, "river-sprite");
    const maiden = b.ids(1, "shieldmaiden");
    // Player 1 ends their Main Stage; in the battle window they activate Ambush Order and set their River Sprite.
    const inWindow = runUntil(act(b.state, 1, { type: "end" }).state, (s) => s.decision?.kind === "battle-window" && s.decision.player === 1).state;
    let s = act(inWindow, 1, { type: "activate", card: b.ids(1, "ambush-order"), target: null }).state;
    s = runUntil(s, (x) => x.decision?.kind === "pick" && x.decision.player === 1).state;
    s = act(s, 1, pick(s, 1, [sprite])).state;
    expect(s.zones.zones["p1/support"]?.faceDown).toEqual([sprite]);
    // The battle: Mountain Ogre's 5 Combat beats player 1's 3 face-up Support; both front-line Units can be destroyed.
    s = runUntil(s, (x) => x.decision?.kind === "pick" && x.decision.purpose === "front-line").state;
    expect(s.decision).toMatchObject({ kind: "pick", player: 0, purpose: "front-line" });
    expect(s.decision?.kind === "pick" ? [...s.decision.options].sort() : []).toEqual([sprite, maiden].sort());
    const at = (id: string): number => zone(s, 1, "support").indexOf(id);
    const picks = picksMatchingView(s, 0);
    expect(picks).toHaveLength(2);
    expect(picks).toContainEqual({ type: "pick", cards: [{ zone: "p1/support", index: at(sprite), card: null }] });
    expect(picks).toContainEqual({ type: "pick", cards: [{ zone: "p1/support", index: at(maiden), card: maiden }] });
    expect(canIdentify(s.zones, sprite, 0)).toBe(false);
    expect(idsIn(picks, s)).toEqual([maiden]);
    const view = ruleset.view(s, 0);
    expect(picks.map((a) => describeAction(a, view)).sort()).toEqual(["Choose Player 1's Shieldmaiden (Combat 1, Support 3)", "Choose the face-down card in Player 1's Support"]);
    const r = act(s, 0, { type: "pick", cards: [{ zone: "p1/support", index: at(sprite), card: null }] });
    expect(eventsOf(r.events, "destroyed").map((e) => e.card)).toEqual([sprite]);
    expect(zone(r.state, 1, "support")).toEqual([maiden]);
  });
});

describe("which front-line Units the winner is offered does not depend on hidden stats (D-AMB-4)", () => {
  /** Player 1's River Sprite set face down again in the battle window, beside a face-up Shieldmaiden; an Iron Bulwark (Support 5) in player 1's hand. */
  function setBeforeBattle(): { readonly s: WardomState; readonly sprite: string; readonly maiden: string; readonly bulwark: string } {
    const b = build(
      { combat: ["mountain-ogre"], coin: ["ember-squire"] },
      { support: ["river-sprite", "shieldmaiden"], hand: ["iron-bulwark"], action: ["shield-wall", "ambush-order"], faceDown: ["ambush-order"], coin: ["ember-squire"] },
      { first: 1, active: 1 },
    );
    const sprite = b.ids(1, "river-sprite");
    const inWindow = runUntil(act(b.state, 1, { type: "end" }).state, (s) => s.decision?.kind === "battle-window" && s.decision.player === 1).state;
    let s = act(inWindow, 1, { type: "activate", card: b.ids(1, "ambush-order"), target: null }).state;
    s = runUntil(s, (x) => x.decision?.kind === "pick" && x.decision.player === 1).state;
    s = act(s, 1, pick(s, 1, [sprite])).state;
    return { s, sprite, maiden: b.ids(1, "shieldmaiden"), bulwark: b.ids(1, "iron-bulwark") };
  }
  const battled = (s: WardomState): WardomState => runUntil(s, (x) => x.battle !== null).state;

  it("D-AMB-4 D-BTL-8 a set Unit the battle cannot destroy is offered as one it can: the winner's list and view are the same either way", () => {
    const { s, sprite, maiden, bulwark } = setBeforeBattle();
    expect(canIdentify(s.zones, sprite, 0)).toBe(false);
    expect(canIdentify(s.zones, bulwark, 0)).toBe(false);
    // The same position as player 0 sees it, with the set card an Iron Bulwark: Mountain Ogre's 5 Combat does not exceed its 5 Support.
    const twin = ruleset.swapHidden(s, 0, sprite, bulwark);
    if (twin === undefined) throw new Error("the two hidden cards could not change places");
    expect(ruleset.view(twin, 0)).toEqual(ruleset.view(s, 0));
    const real = battled(s);
    const other = battled(twin);
    expect(real.decision).toMatchObject({ kind: "pick", player: 0, purpose: "front-line" });
    expect(ruleset.legalActions(other, 0)).toEqual(ruleset.legalActions(real, 0));
    expect(ruleset.view(other, 0)).toEqual(ruleset.view(real, 0));
    // Picked, the River Sprite is destroyed; the Iron Bulwark in its place survives, and nothing else is destroyed.
    const at = zone(real, 1, "support").indexOf(sprite);
    const setPick: WardomAction = { type: "pick", cards: [{ zone: "p1/support", index: at, card: null }] };
    const r1 = act(real, 0, setPick);
    expect(eventsOf(r1.events, "destroyed").map((e) => e.card)).toEqual([sprite]);
    const r2 = act(other, 0, setPick);
    expect(eventsOf(r2.events, "destroyed")).toEqual([]);
    expect([...zone(r2.state, 1, "support")].sort()).toEqual([sprite, maiden].sort());
    expect(r2.state.battle?.destroyed ?? null).toBeNull();
  });

  it("D-AMB-4 with every front-line Unit face up, only those the battle can destroy are offered", () => {
    const b = build(
      { combat: ["mountain-ogre"], support: ["stonewall-sentinel"], coin: ["ember-squire"] },
      { support: ["iron-bulwark", "shieldmaiden"], action: ["shield-wall"], coin: ["ember-squire"] },
      { first: 1, active: 1 },
    );
    const s = battled(act(b.state, 1, { type: "end" }).state);
    // Player 0 wins, 9 to 8; Mountain Ogre's 5 Combat destroys the Shieldmaiden (Support 3), not the Iron Bulwark (Support 5): no choice to make.
    expect(s.battle?.winner).toBe(0);
    expect(s.decision?.kind === "pick" && s.decision.purpose === "front-line").toBe(false);
    expect(s.battle?.destroyed).toBe(b.ids(1, "shieldmaiden"));
  });
});

describe("every pick in random matches matches the picking player's view", () => {
  it("D-TARGET-1 D-KW.Set-3 the place of each picked card holds what the pick names in the view, and no pick names an id the player may not identify", () => {
    let seen = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const { state, player } of randomStates(ruleset, demoConfig(seed), seed, 400)) {
        if (state.decision?.kind !== "pick") continue;
        const picks = picksMatchingView(state, player);
        const named = picks.flatMap((a) => a.cards.flatMap((c) => (c.card === null ? [] : [c.card])));
        expect(named.filter((id) => !canIdentify(state.zones, id, player))).toEqual([]);
        expect(idsIn(picks, state).filter((id) => !canIdentify(state.zones, id, player))).toEqual([]);
        seen += picks.length;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
