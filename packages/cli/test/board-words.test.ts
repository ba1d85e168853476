// The game's board and action words as the command-line tool reads them from a game package.
import { describe, expect, it } from "vitest";
import type { GamePackage } from "@rulesmith/core";
import { wardPackage } from "@rulesmith/ward";
import { actionChoices } from "../src/describe-data.js";
import { gameFromNamespace, gameFromPackage } from "../src/registry.js";

describe("board and action words from the game package", () => {
  it("come from the package's describeView and describeAction", () => {
    const game = gameFromPackage(wardPackage);
    const start = wardPackage.ruleset.setup(wardPackage.demoConfig(1));
    if (!start.ok) throw new Error(start.error.message);
    const view: unknown = wardPackage.ruleset.view(start.value, 0);
    expect(game.describeView?.(view, 0)?.[0]).toBe("Before the first turn. Waiting for you.");
    expect(game.describeAction?.({ type: "start" }, view)).toBe("Roll for who goes first");
  });

  it("are absent for a package without them, and a throwing or ill-typed one gives the generic rendering (undefined)", () => {
    const bare: GamePackage = Object.fromEntries(Object.entries(wardPackage).filter(([k]) => k !== "describeView" && k !== "describeAction")) as unknown as GamePackage;
    const plain = gameFromPackage(bare);
    expect(plain.describeView).toBeUndefined();
    expect(plain.describeAction).toBeUndefined();
    const broken = gameFromPackage({
      ...bare,
      describeView: () => {
        throw new Error("bug");
      },
      describeAction: () => 42 as unknown as string,
    });
    expect(broken.describeView?.({}, 0)).toBeUndefined();
    expect(broken.describeAction?.({ type: "start" }, {})).toBeUndefined();
  });

  it("are not probed for in a module namespace", () => {
    const entry = gameFromNamespace("ward", "Ward", { ruleset: wardPackage.ruleset, demoConfig: (seed: number) => wardPackage.demoConfig(seed), describeView: () => ["x"], describeAction: () => "x" });
    expect("describeView" in entry).toBe(false);
    expect("describeAction" in entry).toBe(false);
  });
});

describe("actionChoices", () => {
  it("shows actions with the same words once, counted, keeping the first, in the order of the legal list", () => {
    const actions = [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }];
    const words = (a: unknown): string => ((a as { n: number }).n % 2 === 1 ? "odd" : "even");
    expect(actionChoices(actions, words)).toEqual([
      { text: "odd", action: { n: 1 }, count: 2 },
      { text: "even", action: { n: 2 }, count: 2 },
    ]);
    expect(actionChoices([], words)).toEqual([]);
  });
});
