import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { cardProblemText, closestName, issueSentence, schemaFieldNames } from "../src/index.js";

const Card = v.strictObject({
  kind: v.literal("creature"),
  id: v.string(),
  hp: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  color: v.picklist(["red", "blue"]),
  creatureType: v.string(),
  effects: v.array(v.strictObject({ amount: v.number() })),
});

/** The sentences for a value checked against `Card`, in the library's order. */
function sentences(value: unknown): string[] {
  const r = v.safeParse(Card, value, { abortEarly: false });
  if (r.success) return [];
  const known = schemaFieldNames(Card);
  return r.issues.map((i) => issueSentence(i, v.getDotPath(i) ?? "", known));
}

const good = { kind: "creature", id: "bear-wolf", hp: 40, color: "red", creatureType: "beast", effects: [] };

describe("schema problems as sentences", () => {
  it("names a missing field", () => {
    const { creatureType: _, ...missing } = good;
    expect(sentences(missing)).toEqual(["the field `creatureType` is missing"]);
  });

  it("names an unknown field and suggests the known one it is closest to", () => {
    expect(sentences({ ...good, colour: "red" })).toEqual(["unknown field `colour` (did you mean `color`?)"]);
    expect(sentences({ ...good, zzzzz: 1 })).toEqual(["unknown field `zzzzz`"]);
  });

  it("says what a wrong value is and what was expected", () => {
    expect(sentences({ ...good, color: "green" })).toEqual(['the field `color` is "green", not one of "red", "blue"']);
    expect(sentences({ ...good, id: 5 })).toEqual(["the field `id` is 5, not text"]);
    expect(sentences({ ...good, hp: 0 })).toEqual(["the field `hp` is 0, less than 1"]);
    expect(sentences({ ...good, hp: 120 })).toEqual(["the field `hp` is 120, more than 99"]);
    expect(sentences({ ...good, hp: 2.5 })).toEqual(["the field `hp` is 2.5, not a whole number"]);
    expect(sentences({ ...good, effects: [{ amount: "x" }] })).toEqual(['the field `effects.0.amount` is "x", not a number']);
    expect(sentences(null)).toEqual(["the card is null, not an object"]);
  });

  it("keeps a message the schema's author wrote, and the library's for a check it has no words for", () => {
    expect(issueSentence({ message: "is not a list of at most 5 items", kind: "validation", type: "custom" }, "cards")).toBe("the field `cards`: is not a list of at most 5 items");
    expect(issueSentence({ message: "Invalid length: Expected 3 but received 2", kind: "validation", type: "length", received: "2" }, "dice")).toBe("the field `dice`: Invalid length: Expected 3 but received 2");
  });

  it("suggests only close names", () => {
    expect(closestName("colour", ["name", "color"])).toBe("color");
    expect(closestName("hpp", ["hp", "atk"])).toBe("hp");
    expect(closestName("atatck", ["attack"])).toBe("attack");
    expect(closestName("banana", ["color", "hp"])).toBeUndefined();
  });

  it("collects the field names of nested schemas", () => {
    expect([...schemaFieldNames(Card)].sort()).toEqual(["amount", "color", "creatureType", "effects", "hp", "id", "kind"]);
  });

  it("writes a card problem as one line", () => {
    expect(cardProblemText({ severity: "error", code: "cards/invalid", message: "the field `hp` is missing", card: "bear-wolf", field: "hp", rule: null })).toBe("card `bear-wolf`: the field `hp` is missing");
    expect(cardProblemText({ severity: "error", code: "deck/size", message: "A deck has 40 cards.", card: null, field: null, rule: "W-QS.9-1" })).toBe("A deck has 40 cards. (W-QS.9-1)");
  });
});
