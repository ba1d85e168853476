import { describe, expect, it } from "vitest";
import { test, fc } from "@fast-check/vitest";
import { genericActionWords } from "../src/index.js";

describe("genericActionWords", () => {
  const names: Readonly<Record<string, string>> = { c3: "Bear Wolf", c9: "The Hero" };
  const cardName = (id: string): string | undefined => (Object.hasOwn(names, id) ? names[id] : undefined);

  it("writes the type, then each field, cards by name", () => {
    expect(genericActionWords({ type: "dig-in", card: "c3", depth: 2, quick: true, with: ["c3", "c9"], note: "x" }, cardName)).toBe(
      "Dig in, card Bear Wolf, depth 2, quick true, with Bear Wolf, The Hero, note x",
    );
    expect(genericActionWords({ type: "pass", with: [] }, cardName)).toBe("Pass, with none");
  });

  it("leaves out nested objects and lists of other things, and says Act for a value with no type", () => {
    expect(genericActionWords({ type: "pay", plan: { energy: 2 }, amounts: [1, 2] }, cardName)).toBe("Pay");
    expect(genericActionWords(null, cardName)).toBe("Act");
    expect(genericActionWords(["summon"], cardName)).toBe("Act");
    expect(genericActionWords({ card: "c9" }, cardName)).toBe("Act, card The Hero");
  });

  it("never throws, even on a value whose getter throws", () => {
    const trap = { type: "x", get card(): never { throw new Error("boom"); } };
    expect(genericActionWords(trap, cardName)).toBe("Act");
  });

  test.prop([fc.anything()])("never throws and always gives a capitalised sentence", (v) => {
    const text = genericActionWords(v, cardName);
    expect(text.length).toBeGreaterThan(0);
    expect(text.charAt(0)).toBe(text.charAt(0).toUpperCase());
  });
});
