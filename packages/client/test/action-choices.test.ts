import { describe, expect, it } from "vitest";
import { actionChoices } from "../src/index.js";

describe("actionChoices", () => {
  it("shows the same words once, keeping the first action and counting the others", () => {
    const actions = [{ card: "c1" }, { card: "c3" }, { card: "c2" }];
    const choices = actionChoices(actions, (a) => (a.card === "c3" ? "Play Fireball" : "Play Fog"));
    expect(choices).toEqual([
      { text: "Play Fog", action: actions[0], count: 2 },
      { text: "Play Fireball", action: actions[1], count: 1 },
    ]);
    expect(choices[0]?.action).toBe(actions[0]);
  });

  it("gives no choices for an empty list or for anything that is not a list, without throwing", () => {
    expect(actionChoices([], String)).toEqual([]);
    for (const value of [null, undefined, 42, "abc", { length: 2 }]) expect(actionChoices(value as never, String)).toEqual([]);
  });
});
