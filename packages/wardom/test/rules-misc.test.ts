import { describe, expect, it } from "vitest";
import {
  ACTION_ZONE_LIMIT,
  DEFAULT_OPTIONS,
  HAND_LIMIT,
  SIDE_ZONE_LIMIT,
  STAGES,
  canReplaceField,
  dangerReady,
  hasLegalWager,
  isActionType,
  isLegalWager,
  isOutOfResolve,
  resolveLoser,
  resolveOptions,
  sampleCards,
  takeResolveDamage,
} from "../src/index.js";

describe("resolve", () => {
  it("D-WIN-2 resolve 3 taking 3 loses; taking 5 loses (D-AMB-38)", () => {
    expect(isOutOfResolve(takeResolveDamage(3, 3))).toBe(true);
    expect(takeResolveDamage(3, 5)).toBe(0);
    expect(isOutOfResolve(takeResolveDamage(3, 5))).toBe(true);
    expect(isOutOfResolve(takeResolveDamage(20, 2))).toBe(false);
  });

  it("D-AMB-36 both at 0 at once is a draw", () => {
    expect(resolveLoser([0, 0])).toBe("draw");
    expect(resolveLoser([0, 3])).toBe(0);
    expect(resolveLoser([3, -1])).toBe(1);
    expect(resolveLoser([3, 3])).toBe("none");
  });
});

describe("wagers", () => {
  const colossus = sampleCards.find((c) => c.id === "ancient-colossus");
  const squire = sampleCards.find((c) => c.id === "ember-squire");

  it("D-WAGER-3 D-AMB-8 a True Recruit Unit cannot be a wager (by default even unmarked)", () => {
    if (colossus === undefined || squire === undefined) throw new Error("sample cards missing");
    expect(isLegalWager({ card: colossus, trueRecruited: false })).toBe(false);
    expect(isLegalWager({ card: colossus, trueRecruited: false }, { trWagerBan: "marked-only" })).toBe(true);
    expect(isLegalWager({ card: squire, trueRecruited: false })).toBe(true);
  });

  it("D-TRUE-10 D-KW.TrueRecruit-2 a marked copy never becomes a legal wager", () => {
    if (colossus === undefined) throw new Error("sample card missing");
    expect(isLegalWager({ card: colossus, trueRecruited: true }, { trWagerBan: "marked-only" })).toBe(false);
  });

  it("D-WIN-3 no legal card to wager means a loss", () => {
    if (colossus === undefined) throw new Error("sample card missing");
    expect(hasLegalWager([])).toBe(false);
    expect(hasLegalWager([{ card: colossus, trueRecruited: false }])).toBe(false);
  });
});

describe("Field and Danger timing", () => {
  it("D-FIELD-2 D-AMB-11 a cheaper new Field cannot replace the current one (default cost-gte)", () => {
    expect(canReplaceField(2, 3)).toBe(false);
    expect(canReplaceField(3, 3)).toBe(true);
    expect(canReplaceField(3, 3, { fieldReplacement: "cost-gt" })).toBe(false);
    expect(canReplaceField(0, 5, { fieldReplacement: "free" })).toBe(true);
    expect(canReplaceField(0, null)).toBe(true);
  });

  it("D-DANGER-1 D-AMB-15 a Danger Action set in round 2's Main is usable from round 3's Main", () => {
    const set = { round: 2, stage: "main" } as const;
    expect(dangerReady(set, { round: 2, stage: "end" })).toBe(false);
    expect(dangerReady(set, { round: 3, stage: "resource" })).toBe(false);
    expect(dangerReady(set, { round: 3, stage: "main" })).toBe(true);
    expect(dangerReady(set, { round: 3, stage: "start" }, { dangerDelay: "next-round-start" })).toBe(true);
    expect(dangerReady(set, { round: 5, stage: "start" })).toBe(true);
  });

  it("D-ROUND-1 five stages in order", () => {
    expect(STAGES).toEqual(["start", "resource", "main", "battle", "end"]);
  });
});

describe("limits and options", () => {
  it("D-LIMIT-1 D-LIMIT-2 D-LIMIT-3 Side Zone 3, Action Zone 3, hand 8", () => {
    expect([SIDE_ZONE_LIMIT, ACTION_ZONE_LIMIT, HAND_LIMIT]).toEqual([3, 3, 8]);
  });

  it("the option defaults are the ambiguity register's", () => {
    expect(resolveOptions()).toBe(DEFAULT_OPTIONS);
    expect(resolveOptions({ totals: "all-stats" })).toEqual({ ...DEFAULT_OPTIONS, totals: "all-stats" });
  });

  it("Action subtypes", () => {
    expect(isActionType("equip")).toBe(true);
    expect(isActionType("treasure")).toBe(false);
  });
});
