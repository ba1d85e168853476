// Physical dice: a paused action's shown events are known to every viewer they showed, although
// the state is still the one before the action (W-QS.1-2, DESIGN "Views and hidden information").
import { describe, expect, it } from "vitest";
import { locate, Rng, seedRng } from "@rulesmith/core";
import { demoConfig, ruleset, type WardState } from "../src/index.js";

/** The first paused state of a random physical-dice match whose action names a card still in its owner's hand. */
function pausedOnAHandCard(): { state: WardState; card: string } {
  for (let seed = 1; seed < 500; seed++) {
    const rng = new Rng(seedRng(seed));
    const start = ruleset.setup({ ...demoConfig(seed), dice: "external" });
    if (!start.ok) throw new Error(start.error.message);
    let s = start.value;
    for (let step = 0; step < 3000 && ruleset.outcome(s) === undefined; step++) {
      const action: unknown = s.chance?.action;
      const card: unknown = typeof action === "object" && action !== null ? Reflect.get(action, "card") : undefined;
      if (s.chance !== null && typeof card === "string" && locate(s.zones, card)?.endsWith("/hand") === true) return { state: s, card };
      const p = ruleset.activePlayers(s)[0] ?? 0;
      const list = ruleset.legalActions(s, p);
      const r = ruleset.applyIndex(s, p, rng.int(list.length));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  throw new Error("no paused action on a hand card in 500 matches");
}

describe("a paused roll and hidden cards", () => {
  it("W-QS.1-2 W-14.1.1-1 a card the paused action put on the chain is known to the opponent, and neither determinize nor swapHidden re-deals it", () => {
    const { state, card } = pausedOnAHandCard();
    const owner = state.cards[card]?.owner ?? 0;
    const other = owner === 0 ? 1 : 0;
    // The card is still in the hand of the state before the action, but the events shown so far moved it to the chain.
    expect(ruleset.view(state, other).cards[card]).toEqual(state.cards[card]);
    expect(ruleset.secrets(state, other).hiddenCards).not.toContain(card);
    const redealt = ruleset.determinize(state, other, [1, 2, 3, 4]);
    expect(redealt.cards[card]).toEqual(state.cards[card]);
    expect(ruleset.parseState(JSON.parse(JSON.stringify(redealt))).ok).toBe(true);
    for (const b of ruleset.secrets(state, other).hiddenCards.slice(0, 8)) {
      const swapped = ruleset.swapHidden(state, other, card, b);
      expect(swapped).toBeUndefined();
    }
  });
});
