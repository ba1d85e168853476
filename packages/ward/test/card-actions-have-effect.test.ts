// Issue 13: every action Ward's card format accepts, in every place it may stand (a creature's
// triggered effect on each trigger, a magic's effects and triggered effects, for every magic type,
// sub-type and Hybrid), acting on every target, runs in a match, or the parser refuses it with a
// sentence (and the JSON Schema agrees). The harness is probe-match.ts; the abilities, triggers,
// Lightning conditions and other fields are in cards-have-effect.test.ts.
import { describe, expect, it } from "vitest";
import { accepted, ACTION_KINDS, ACTION_SAMPLES, actionSamples, Findings, more, places, TRIGGER_SAMPLES, TRIGGERED_ACTION_KINDS, TRIGGERS, verdictOf, WITNESS, witnessed } from "./probe-match.js";

describe("every action in every place it may stand runs, or is refused", () => {
  it("every action kind has a sample and a witness event", () => {
    expect(ACTION_KINDS.filter((k) => ACTION_SAMPLES[k] === undefined || WITNESS[k] === undefined)).toEqual([]);
    expect(TRIGGERS.filter((t) => TRIGGER_SAMPLES[t] === undefined)).toEqual([]);
    expect(TRIGGERED_ACTION_KINDS.every((k) => ACTION_KINDS.includes(k))).toBe(true);
    // A sample the format refuses everywhere would be no test of its kind. (A Lightning here
    // answers a Magic card; it negates the others in cards-have-effect.test.ts.)
    const tested = actionSamples().filter((s) => s.kind !== "negate" || s.name.includes('"magic"'));
    expect(tested.filter((s) => !places().some((pl) => accepted(pl.card(s.action)))).map((s) => s.name)).toEqual([]);
  });

  for (const place of places()) {
    it(`in ${place.name}`, () => {
      const f = new Findings();
      for (const s of actionSamples()) {
        const witness = WITNESS[s.kind] ?? [];
        f.add(`${s.name} in ${place.name}`, verdictOf(place.card(s.action), place.bare, (c) => more(witnessed(c.with.events, witness), witnessed(c.without.events, witness))));
      }
      expect(f.noOps).toEqual([]);
    });
  }
});
