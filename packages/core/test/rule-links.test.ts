import { describe, expect, it } from "vitest";
import { ruleAnchor, ruleUrl } from "../src/index.js";

describe("links to the rules reference", () => {
  it("gives each game's page and the ID's anchor", () => {
    expect(ruleUrl("W-QS.3-2")).toBe("https://github.com/rulesmith/rulesmith/blob/main/docs/rules/ward.md#w-qs-3-2");
    expect(ruleUrl("D-ST.FrozenTouch-1")).toBe("https://github.com/rulesmith/rulesmith/blob/main/docs/rules/wardom.md#d-st-frozentouch-1");
    expect(ruleUrl("G-AMB-46")).toBe("https://github.com/rulesmith/rulesmith/blob/main/docs/rules/guardians.md#g-amb-46");
    expect(ruleAnchor("W-10.3.2-1")).toBe("w-10-3-2-1");
  });

  it("gives nothing for a text that is not a rule ID", () => {
    for (const x of ["", "X-QS-1", "W-QS", "W--1", "W-QS.3-2 and more", "deck/size"]) expect(ruleUrl(x)).toBeUndefined();
  });
});
