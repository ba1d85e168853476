import { describe, expect, it } from "vitest";
import { END_STAGE_ORDER, afterDestruction, hasRoom, nextFirstPlayer, positionCapacity, roundSteps, routingOrder } from "../src/index.js";

describe("round order", () => {
  it("D-ROUND-2 eight ordered steps: first player's Start, Resource, Main, then the second's, then Battle and End for both", () => {
    expect(roundSteps(0)).toEqual([
      { stage: "start", player: 0 },
      { stage: "resource", player: 0 },
      { stage: "main", player: 0 },
      { stage: "start", player: 1 },
      { stage: "resource", player: 1 },
      { stage: "main", player: 1 },
      { stage: "battle", player: null },
      { stage: "end", player: null },
    ]);
  });

  it("D-BTL-1 exactly one Battle Stage per round, after both Main Stages", () => {
    const steps = roundSteps(1);
    expect(steps.filter((s) => s.stage === "battle")).toHaveLength(1);
    expect(steps.findIndex((s) => s.stage === "battle")).toBeGreaterThan(steps.map((s) => s.stage).lastIndexOf("main"));
  });

  it("D-END-4 the round-2 first player is the round-1 second player", () => {
    expect(nextFirstPlayer(0)).toBe(1);
    expect(nextFirstPlayer(1)).toBe(0);
  });

  it("D-END-2 D-AMB-5 the winner routes first, then the loser; on a tie the first player first", () => {
    expect(routingOrder(1, 0)).toEqual([1, 0]);
    expect(routingOrder(0, 1)).toEqual([0, 1]);
    expect(routingOrder(null, 1)).toEqual([1, 0]);
  });

  it("D-AMB-18 End & Routing order", () => {
    expect(END_STAGE_ORDER).toEqual(["end-triggers", "last-will", "discard-to-8", "routing", "raise-max-energy", "swap-first-player"]);
  });
});

describe("room on the line", () => {
  it("D-ZONE-6 a position normally holds one Unit", () => {
    expect(positionCapacity()).toBe(1);
    expect(hasRoom("combat", 0)).toBe(true);
    expect(hasRoom("combat", 1)).toBe(false);
  });

  it("D-KW.AdditionalRecruit-1 a 2nd Unit only with a permitting effect", () => {
    expect(hasRoom("support", 1, 1)).toBe(true);
    expect(hasRoom("support", 2, 1)).toBe(false);
    expect(positionCapacity(-2)).toBe(1);
  });

  it("D-ZONE-4 D-LIMIT-1 a 4th Unit to the Side Zone is rejected", () => {
    expect(hasRoom("side", 2)).toBe(true);
    expect(hasRoom("side", 3)).toBe(false);
  });

  it("D-ZONE-2 D-LIMIT-2 a 4th Action placement is rejected", () => {
    expect(hasRoom("action", 3)).toBe(false);
  });
});

describe("after destruction", () => {
  const comeback = { status: "comeback", combat: 2, support: 1 } as const;

  it("D-ST.Comeback-1 destroyed, it comes back on the line as X/Y", () => {
    expect(afterDestruction({ faceUp: true, statuses: [comeback] }, ["combat", "support"])).toEqual({ kind: "comeback", stats: { combat: 2, support: 1 }, positions: ["combat", "support"] });
  });

  it("D-ST.Comeback-2 with no open slot it stays in the void", () => {
    expect(afterDestruction({ faceUp: true, statuses: [comeback] }, [])).toEqual({ kind: "void" });
  });

  it("D-ST.Loyalty-1 a destroyed Loyalty Unit returns to its owner's hand", () => {
    expect(afterDestruction({ faceUp: true, statuses: [{ status: "loyalty" }] }, ["combat"])).toEqual({ kind: "hand" });
  });

  it("D-ST.Loyalty-2 D-AMB-25 Comeback applies first; Loyalty only if Comeback could not", () => {
    expect(afterDestruction({ faceUp: true, statuses: [{ status: "loyalty" }, comeback] }, ["support"]).kind).toBe("comeback");
    expect(afterDestruction({ faceUp: true, statuses: [{ status: "loyalty" }, comeback] }, []).kind).toBe("hand");
  });

  it("D-AMB-26 Comeback applies at most once per copy per round", () => {
    expect(afterDestruction({ faceUp: true, statuses: [comeback] }, ["combat"], true)).toEqual({ kind: "void" });
  });

  it("D-STATUS-1 a set Unit's statuses do not apply", () => {
    expect(afterDestruction({ faceUp: false, statuses: [{ status: "loyalty" }] }, ["combat"])).toEqual({ kind: "void" });
  });
});
