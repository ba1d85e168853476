// problemSentence: nested problem sentences joined into one sentence, one full stop at the end.
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { problemCount, problemSentence, problemsError, problemsOf, ruleError } from "../src/errors.js";

describe("problemSentence", () => {
  it("drops each problem's own full stop, joins with semicolons and ends with one", () => {
    expect(problemSentence("The config has 2 problems: ", ["Options are an object.", "the seed is a number"])).toBe("The config has 2 problems: Options are an object; the seed is a number.");
    expect(problemSentence("Bad options: ", ['unknown option "bogus".'])).toBe('Bad options: unknown option "bogus".');
    expect(problemSentence("", ["one"])).toBe("one.");
  });

  it("keeps an ellipsis and any other ending", () => {
    expect(problemSentence("Bad: ", ["it went on...", "what?", "(W-1)"])).toBe("Bad: it went on...; what?; (W-1).");
  });

  test.prop([fc.string(), fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 5 })])("ends in exactly one full stop when no problem ends in an ellipsis", (lead, problems) => {
    fc.pre(problems.every((p) => !p.endsWith("..") && p !== "."));
    const s = problemSentence(lead, problems);
    expect(s.startsWith(lead)).toBe(true);
    expect(s.endsWith(".")).toBe(true);
    expect(s.endsWith("..")).toBe(false);
    expect(s.split("; ").length).toBeGreaterThanOrEqual(problems.length);
  });
});

describe("problemCount and problemsOf", () => {
  it("counts one problem in words, more in figures", () => {
    expect([0, 1, 2, 12].map(problemCount)).toEqual(["0 problems", "a problem", "2 problems", "12 problems"]);
  });

  it("builds a refusal worded alike in every game: a counted sentence, the problems in details.problems beside other details", () => {
    expect(problemsError("config/invalid", "The options have", ["unknown option \"x\""])).toEqual({ code: "config/invalid", message: 'The options have a problem: unknown option "x".', details: { problems: ['unknown option "x"'] } });
    const e = problemsError("config/invalid", "The config has", ["a.", "b"], { decks: [1], problems: ["not kept"] });
    expect(e.message).toBe("The config has 2 problems: a; b.");
    expect(e.details).toEqual({ decks: [1], problems: ["a.", "b"] });
    expect(problemsOf(e)).toEqual(["a.", "b"]);
  });

  it("takes a refusal's details.problems when they are strings, else its message", () => {
    expect(problemsOf(ruleError("config/invalid", "Two.", { details: { problems: ["a", "b"] } }))).toEqual(["a", "b"]);
    expect(problemsOf(ruleError("config/invalid", "The options are an object."))).toEqual(["The options are an object."]);
    expect(problemsOf(ruleError("config/invalid", "Odd.", { details: { problems: [1, "b"] } }))).toEqual(["Odd."]);
    expect(problemsOf(ruleError("config/invalid", "Empty.", { details: { problems: [] } }))).toEqual(["Empty."]);
    expect(problemsOf(ruleError("config/invalid", "A list.", { details: ["a"] }))).toEqual(["A list."]);
  });
});
