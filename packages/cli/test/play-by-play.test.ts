import { charmDuel } from "@rulesmith/core/examples";
import { assertOk } from "@rulesmith/core/testing";
import { diceDuel } from "@rulesmith/core/examples";
import * as ward from "@rulesmith/ward";
import { describe, expect, it } from "vitest";
import { colorsFor, useColor } from "../src/colors.js";
import { learnCardNames } from "../src/card-names.js";
import { actionText, viewLines } from "../src/describe-data.js";
import type { GameModule } from "../src/game-module.js";
import { outcomeLine, playByPlay, visibleEvents } from "../src/play-by-play.js";

const plain = colorsFor({ isTTY: false }, {});
const game: GameModule = { id: "t", name: "Test", ruleset: diceDuel, demoConfig: (seed) => ({ seed }) };
const hidden = { type: "card-moved", card: null, from: "p0/deck", to: "p0/hand" };

describe("playByPlay", () => {
  const steps = [
    {
      player: 0,
      action: null,
      events: [
        { type: "phase-changed", turn: 1, active: 0, phase: "draw" },
        hidden,
        hidden,
        hidden,
        { type: "phase-changed", turn: 1, active: 0, phase: "summon" },
        { type: "phase-changed", turn: 1, active: 0, phase: "combat" },
        { type: "stack-passed", player: 1, entry: 1 },
        { type: "secret", visibleTo: [1] },
      ],
    },
  ];

  it("writes repeats once with a count, and leaves out passes and empty phases", () => {
    expect(playByPlay(game, steps, "spectator", plain)).toEqual([
      "-- Turn 1: Player 0, draw phase --",
      "A hidden card moves from Player 0's deck to their hand. (x3)",
      "-- Turn 1: Player 0, combat phase --",
    ]);
  });

  it("keeps every line when verbose, and shows hidden events to those who may see them", () => {
    const lines = playByPlay(game, steps, 1, plain, { verbose: true });
    expect(lines).toHaveLength(8);
    expect(lines).toContain("Secret.");
    expect(lines).toContain("Player 1 passes on #1.");
  });
});

describe("outcomeLine", () => {
  it("names the winner and why, a draw, or an unfinished match", () => {
    expect(outcomeLine({ winners: [1], losers: [0], reason: "player 0 was reduced to 0 HP" })).toBe("Winner: Player 1, because player 0 was reduced to 0 HP.");
    expect(outcomeLine({ winners: [], losers: [], reason: "turn limit of 20 reached", rule: "D-1" })).toBe("Result: a draw, because turn limit of 20 reached. [D-1]");
    expect(outcomeLine(undefined)).toBe("No result: the match stopped before it ended.");
  });
});

describe("colour", () => {
  it("is used on a terminal only, never with NO_COLOR or --no-color, always with FORCE_COLOR", () => {
    expect(useColor({ isTTY: true }, {})).toBe(true);
    expect(useColor({ isTTY: false }, {})).toBe(false);
    expect(useColor({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(useColor({ isTTY: true }, { NO_COLOR: "" })).toBe(true);
    expect(useColor({ isTTY: true }, {}, false)).toBe(false);
    expect(useColor({ isTTY: false }, { FORCE_COLOR: "1" })).toBe(true);
    expect(useColor({ isTTY: false }, { FORCE_COLOR: "0" })).toBe(false);
    expect(plain.red("x")).toBe("x");
  });
});

describe("generic words for actions and views", () => {
  it("writes an action as its type and key=value fields", () => {
    expect(actionText({ type: "attack", attacker: "c41", target: "c51" })).toBe("attack attacker=c41 target=c51");
    expect(actionText({ type: "faces", faces: [3, 4] })).toBe("faces faces=[3,4]");
    expect(actionText({ type: "place", card: "c7", tributes: ["c1"] }, new Map([["c7", "Bear Wolf"]]))).toBe("place card=Bear Wolf (c7) tributes=[c1]");
  });

  it("writes a view as indented lines: hidden values as -, card instances on one line, settings left out", () => {
    const view = {
      viewer: 0,
      options: { maxHand: 7 },
      defs: { "bear-wolf": { id: "bear-wolf", name: "Bear Wolf" } },
      turn: 3,
      hand: ["c1", "c2"],
      foe: { hand: null, board: [] },
      zones: [{ id: "a" }],
      field: [{ id: "c7", def: "bear-wolf", unit: { damage: 2, burned: true, frozen: false, turns: 0 } }],
    };
    expect(viewLines(view, new Map([["c7", "Bear Wolf"], ["c1", "Imp"]]))).toEqual([
      "turn: 3",
      "hand: Imp (c1), c2",
      "foe:",
      "  hand: -",
      "  board: none",
      "zones:",
      "  [0]",
      "    id: a",
      "field:",
      "  - Bear Wolf (c7): unit.damage 2, unit.burned",
    ]);
  });
});

describe("generic words for a view built with the engine kit", () => {
  const kitView = {
    viewer: 0,
    zones: { "p0/hand": { count: 2, cards: ["c3", "c4"] }, "p1/hand": { count: 1, cards: [null] } },
    cards: { c3: { def: "bear-wolf", owner: 0 }, c4: { def: "fog", owner: 1 } },
    defs: { "bear-wolf": { name: "Bear Wolf" } },
    pending: { kind: "main", players: [0], prompt: "Act." },
    game: { options: { maxHand: 7 }, clock: { turn: 3 } },
  };

  it("learns the names of the instances in a `cards` record keyed by id, from a `defs` record keyed by id", () => {
    expect(Object.fromEntries(learnCardNames(kitView, new Map()))).toEqual({ c3: "Bear Wolf", c4: "fog" });
  });

  it("writes each entry of `cards` on one line and leaves the game part's settings out", () => {
    const lines = viewLines(kitView, learnCardNames(kitView, new Map()));
    expect(lines).toContain("  p0/hand:");
    expect(lines).toContain("    cards: Bear Wolf (c3), fog (c4)");
    expect(lines).toContain("  c3: Bear Wolf (c3)");
    expect(lines).toContain("  c4: fog (c4): owner 1");
    expect(lines).toContain("  clock:");
    expect(lines.join("\n")).not.toContain("maxHand");
  });

  it("names the cards of a real Ward view: the viewer's hand, by the card names", () => {
    let state = assertOk(ward.ruleset.setup(ward.demoConfig(1)));
    for (let i = 0; i < 20 && (ward.ruleset.view(state, 0).zones["p0/hand"]?.count ?? 0) === 0; i++) {
      const p = ward.ruleset.activePlayers(state)[0] ?? 0;
      state = assertOk(ward.ruleset.applyIndex(state, p, 0)).state;
    }
    const view = ward.ruleset.view(state, 0);
    const hand = view.zones["p0/hand"]?.cards ?? [];
    expect(hand.length).toBeGreaterThan(0);
    const names = learnCardNames(view, new Map());
    for (const id of hand) {
      if (id === null) throw new Error("the viewer's own hand is hidden");
      const def = view.cards[id]?.def ?? "";
      expect(names.get(id)).toBe(view.defs[def]?.name);
    }
    expect(viewLines(view, names).join("\n")).not.toContain("cemeteryThreshold");
  });
});

describe("learnCardNames", () => {
  it("names the instances a view shows by their definition's name, or its id", () => {
    const view = {
      defs: { "bear-wolf": { id: "bear-wolf", name: "Bear Wolf" } },
      field: [{ id: "c3", def: "bear-wolf" }, { id: "c4", def: "fog" }],
      hand: [null, null],
    };
    expect(Object.fromEntries(learnCardNames(view, new Map()))).toEqual({ c3: "Bear Wolf", c4: "fog" });
  });

  it("learns nothing from a view without that shape, and keeps what it knew", () => {
    const names = new Map([["c1", "Imp"]]);
    learnCardNames({ hp: [20, 20], hand: ["c2"] }, names);
    expect([...names]).toEqual([["c1", "Imp"]]);
  });
});

describe("visibleEvents on a game built with the engine kit", () => {
  it("hides the card a player lays face down from the other seat and spectators, given the states around the step", () => {
    const charm: GameModule = { id: "charm-duel", name: "Charm duel", ruleset: charmDuel, demoConfig: (seed) => ({ seed }) };
    const start = charmDuel.setup({ seed: 3 });
    if (!start.ok) throw new Error(start.error.message);
    const set = charmDuel.legalActions(start.value, 0).find((a) => a.type === "set");
    if (set?.type !== "set") throw new Error("no set listed");
    const step = charmDuel.apply(start.value, 0, set);
    if (!step.ok) throw new Error(step.error.message);
    const around = { before: start.value, after: step.value.state };
    expect(JSON.stringify(visibleEvents(charm, step.value.events, "spectator", around))).not.toContain(set.card);
    expect(JSON.stringify(visibleEvents(charm, step.value.events, 1, around))).not.toContain(set.card);
    expect(JSON.stringify(visibleEvents(charm, step.value.events, 0, around))).toContain(set.card);
  });
});

describe("generic words for any value: never a throw, however deep, cyclic or unreadable", () => {
  const throwing = {
    turn: 1,
    get secret(): string {
      throw new Error("do not read me");
    },
  };

  it("a view that holds itself is written up to the cycle, which is named", () => {
    const view: Record<string, unknown> = { turn: 2, list: [1, { card: "c1" }] };
    view["self"] = view;
    const lines = viewLines(view);
    expect(lines).toEqual(["turn: 2", "list:", "  [0] 1", "  [1]", "    card: c1", "self: (a cycle: a part that holds this one)"]);
  });

  it("a view 100,000 levels deep is cut at 32 levels", () => {
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    const lines = viewLines(deep);
    expect(lines).toHaveLength(32);
    expect(lines.at(-1)?.trim()).toBe("d: …");
  });

  it("a getter is not run, a value that is not JSON is described, and a proxy whose traps throw ends the lines with a sentence", () => {
    expect(viewLines(throwing)).toEqual(["turn: 1", "secret: (a getter, not read)"]);
    expect(viewLines({ f: function named() { return 1; }, n: 12n, s: Symbol("q"), u: undefined })).toEqual(["f: [Function: named]", "n: 12n", "s: Symbol(q)", "u: undefined"]);
    const trap = new Proxy({}, {
      ownKeys() {
        throw new Error("trap");
      },
    });
    expect(viewLines({ ok: 1, trap })).toEqual(["ok: 1", "trap:", '(the rest of the view cannot be read: "trap")']);
    // Card names that are not a map are not used.
    expect(viewLines({ hand: ["c1"] }, {} as never)).toEqual(["hand: c1"]);
  });

  it("an action with a getter, a cycle or throwing traps is still written", () => {
    expect(actionText(Object.defineProperties({ type: "play" }, Object.getOwnPropertyDescriptors(throwing)))).toBe("play turn=1 secret=(a getter, not read)");
    const cyclic: Record<string, unknown> = { type: "loop" };
    cyclic["again"] = cyclic;
    expect(actionText(cyclic)).toBe('loop again={"again":null,"type":"loop"}');
    const trap = new Proxy({}, {
      ownKeys() {
        throw new Error("trap");
      },
    });
    expect(typeof actionText(trap)).toBe("string");
    expect(actionText(Symbol("x"))).toBe("Symbol(x)");
  });
});
