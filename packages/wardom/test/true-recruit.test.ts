import { describe, expect, it } from "vitest";
import { canRecruitNormally, checkTrueRecruit, conditionHolds, sampleCards, type Candidate, type Card, type ConditionContext, type TrueRecruitAttempt, type TrueRecruitContext } from "../src/index.js";

function card(id: string): Card {
  const c = sampleCards.find((x) => x.id === id);
  if (c === undefined) throw new Error(`no sample card ${id}`);
  return c;
}

function inZone(id: string, cardId: string, zone: Candidate["zone"], side: Candidate["side"] = "you"): Candidate {
  return { id, card: card(cardId), zone, side, faceUp: true, statuses: [] };
}

const colossus = card("ancient-colossus");
const board: ConditionContext = {
  round: 3,
  resolve: { you: 9, opponent: 14 },
  lastBattle: "lost",
  cards: [inZone("v1", "ember-squire", "void"), inZone("v2", "loyal-hound", "void"), inZone("v3", "hush", "void"), inZone("o1", "river-sprite", "void", "opponent"), inZone("l1", "mountain-ogre", "combat")],
};
const ctx: TrueRecruitContext = { ownMainStage: true, marked: false, room: true, conditions: board };
const attempt: TrueRecruitAttempt = { from: "hand", faceUp: true, position: "combat", steps: [["v1", "v2"]], currencyOffered: false };

function code(r: { ok: boolean; error?: { code: string; rule?: string } }): string {
  return r.ok ? "ok" : `${r.error?.code ?? ""} ${r.error?.rule ?? ""}`;
}

describe("conditions", () => {
  it("D-DANGER-2 a Danger condition is checked: resolve 9 is at most 10", () => {
    expect(conditionHolds({ kind: "resolve-at-most", player: "you", amount: 10 }, board)).toBe(true);
    expect(conditionHolds({ kind: "resolve-at-most", player: "opponent", amount: 10 }, board)).toBe(false);
    expect(conditionHolds({ kind: "resolve-at-least", player: "opponent", amount: 14 }, board)).toBe(true);
    expect(conditionHolds({ kind: "last-battle", result: "lost" }, board)).toBe(true);
    expect(conditionHolds({ kind: "round-at-least", round: 4 }, board)).toBe(false);
  });

  it("D-TREASURE-1 a Treasure requirement: 3 or more cards in your void", () => {
    const idol = card("gilded-idol");
    expect(idol.type === "treasure" && conditionHolds(idol.requirement, board)).toBe(true);
    expect(idol.type === "treasure" && conditionHolds(idol.requirement, { ...board, cards: board.cards.slice(1) })).toBe(false);
  });

  it("controls counts matching cards on the line of a side", () => {
    expect(conditionHolds({ kind: "controls", side: "you", atLeast: 1, filter: { unitType: "Giant" } }, board)).toBe(true);
    expect(conditionHolds({ kind: "controls", side: "opponent", atLeast: 1 }, board)).toBe(false);
    expect(conditionHolds({ kind: "cards-in-zone", side: "any", zone: "void", atLeast: 4 }, board)).toBe(true);
  });
});

describe("True Recruiting", () => {
  it("D-TRUE-1 a True Recruit Unit of cost 0 cannot be recruited the ordinary way", () => {
    expect(colossus.cost).toBe(0);
    expect(canRecruitNormally(colossus)).toBe(false);
    expect(canRecruitNormally(card("ember-squire"))).toBe(true);
    expect(canRecruitNormally(card("hush"))).toBe(false);
  });

  it("a legal attempt passes", () => {
    expect(code(checkTrueRecruit(colossus, attempt, ctx))).toBe("ok");
  });

  it("D-TRUE-2 only in your own Main Stage", () => {
    expect(code(checkTrueRecruit(colossus, attempt, { ...ctx, ownMainStage: false }))).toBe("true-recruit/stage D-TRUE-2");
  });

  it("D-TRUE-3 D-AMB-9 the first True Recruit cannot begin from the Side Zone; a marked copy can", () => {
    expect(code(checkTrueRecruit(colossus, { ...attempt, from: "side" }, ctx))).toBe("true-recruit/from D-TRUE-3");
    expect(code(checkTrueRecruit(colossus, { ...attempt, from: "side" }, { ...ctx, marked: true }))).toBe("ok");
  });

  it("D-TRUE-4 it must enter face-up", () => {
    expect(code(checkTrueRecruit(colossus, { ...attempt, faceUp: false }, ctx))).toBe("true-recruit/face-down D-TRUE-4");
  });

  it("D-TRUE-5 both positions full: rejected", () => {
    expect(code(checkTrueRecruit(colossus, attempt, { ...ctx, room: false }))).toBe("true-recruit/no-room D-TRUE-5");
  });

  it("D-TRUE-6 a failed requirement is reported before any card moves", () => {
    const thin: TrueRecruitContext = { ...ctx, conditions: { ...board, cards: [inZone("v1", "ember-squire", "void")] } };
    expect(code(checkTrueRecruit(colossus, attempt, thin))).toBe("true-recruit/requirement D-TRUE-6");
  });

  it("D-TRUE-7 energy or Treasury cannot replace the procedure, and the procedure is paid exactly", () => {
    expect(code(checkTrueRecruit(colossus, { ...attempt, currencyOffered: true }, ctx))).toBe("true-recruit/currency D-TRUE-7");
    expect(code(checkTrueRecruit(colossus, { ...attempt, steps: [] }, ctx))).toBe("true-recruit/steps D-TRUE-7");
    expect(code(checkTrueRecruit(colossus, { ...attempt, steps: [["v1"]] }, ctx))).toBe("true-recruit/count D-TRUE-7");
    expect(code(checkTrueRecruit(colossus, { ...attempt, steps: [["v1", "v1"]] }, ctx))).toBe("true-recruit/reused D-TRUE-7");
    expect(code(checkTrueRecruit(colossus, { ...attempt, steps: [["v1", "v3"]] }, ctx))).toBe("true-recruit/card D-TRUE-7");
    expect(code(checkTrueRecruit(colossus, { ...attempt, steps: [["v1", "o1"]] }, ctx))).toBe("true-recruit/card D-TRUE-7");
    expect(code(checkTrueRecruit(colossus, { ...attempt, steps: [["v1", "l1"]] }, ctx))).toBe("true-recruit/card D-TRUE-7");
  });

  it("D-KW.TrueRecruit-1 a Unit without a procedure cannot be True Recruited", () => {
    expect(code(checkTrueRecruit(card("ember-squire"), attempt, ctx))).toBe("true-recruit/not-true-recruit D-KW.TrueRecruit-1");
  });
});
