import { charmDuel } from "@rulesmith/core/examples";
import { diceDuel } from "@rulesmith/core/testing";
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
      "A hidden card moves from p0/deck to p0/hand. (x3)",
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
