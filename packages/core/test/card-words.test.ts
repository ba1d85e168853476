// checkCardWords and withHiddenSwapped, on the charm duel (hidden decks and hands).
import { describe, expect, it } from "vitest";
import { randomChooser, type PlayerId } from "../src/index.js";
import { charmDuel, type CharmDuelState } from "../src/examples/index.js";
import { assertOk, checkCardWords, withHiddenSwapped } from "../src/testing/index.js";

/** The charm duel's whole view (the kit's, with the game's part in `game`). */
type CharmDuelView = ReturnType<typeof charmDuel.view>;

/** Every state of a seeded random charm duel, with the first player to act. */
function states(seed: number): { state: CharmDuelState; player: PlayerId }[] {
  let s = assertOk(charmDuel.setup({ seed }));
  const choose = randomChooser(seed);
  const out: { state: CharmDuelState; player: PlayerId }[] = [];
  for (let i = 0; i < 200 && charmDuel.outcome(s) === undefined; i++) {
    const p = charmDuel.activePlayers(s)[0] ?? 0;
    out.push({ state: s, player: p });
    s = assertOk(charmDuel.apply(s, p, choose(s, p, charmDuel.legalActions(s, p)))).state;
  }
  return out;
}

/** Words that keep the rules: the name first for a card the viewer may identify. */
function good(view: CharmDuelView, card: string): string {
  const def = Object.hasOwn(view.cards, card) ? view.cards[card]?.def : undefined;
  return def === undefined ? "a hidden card" : `${view.defs[def]?.name ?? "?"} (a charm)`;
}

const played = states(3);

describe("checkCardWords", () => {
  it("passes words that name every card the viewer may identify and no other, and counts what it checked", () => {
    const report = checkCardWords(charmDuel, good, played);
    expect(report.named).toBeGreaterThan(50);
    expect(report.swaps).toBeGreaterThan(5);
  });

  it("fails words that give a card id, a raw value, another name first, or a name for a hidden card", () => {
    const leaks: readonly [string, (view: CharmDuelView, card: string) => string, RegExp][] = [
      ["an id", (v, c) => (good(v, c) === "a hidden card" ? "a hidden card" : `${good(v, c)} [${c}]`), /holds "c\d+"/],
      ["a raw value", (v, c) => (good(v, c) === "a hidden card" ? "a hidden card" : `${good(v, c)}, ${String(undefined)}`), /holds "undefined"/],
      ["not the name first", (v, c) => (good(v, c) === "a hidden card" ? "a hidden card" : `The ${good(v, c)}`), /does not start with its name/],
      ["a hidden card's name", (v, c) => (good(v, c) === "a hidden card" ? "a charm" : good(v, c)), /hidden from the viewer, is worded "a charm"/],
    ];
    for (const [, words, message] of leaks) expect(() => checkCardWords(charmDuel, words, played)).toThrow(message);
  });

  it("fails words that change when two cards hidden from the viewer exchange definitions", () => {
    // A view that leaks every card's definition, and words for a card the viewer may identify
    // that list them (in id order): exchanging two hidden cards changes the words.
    type Leaky = CharmDuelView & { readonly all: CharmDuelState["cards"] };
    const rules = { ...charmDuel, view: (state: CharmDuelState, viewer: PlayerId): Leaky => ({ ...charmDuel.view(state, viewer), all: state.cards }) };
    const peeking = (view: Leaky, card: string): string => {
      const words = good(view, card);
      return words === "a hidden card" ? words : `${words}, among ${Object.values(view.all).map((c) => c.def).join(" ")}`;
    };
    expect(() => checkCardWords(rules, good, played)).not.toThrow();
    expect(() => checkCardWords(rules, peeking, played)).toThrow(/once two cards hidden from the viewer are exchanged/);
  });
});

describe("withHiddenSwapped", () => {
  it("exchanges two hidden cards of different definitions, leaving the viewer's view the same", () => {
    let swapped = 0;
    for (const { state, player } of played) {
      const other = withHiddenSwapped(charmDuel, state, player);
      if (other === undefined) continue;
      const changed = Object.keys(state.cards).filter((c) => state.cards[c]?.def !== other.cards[c]?.def);
      expect(changed).toHaveLength(2);
      expect(charmDuel.view(other, player)).toEqual(charmDuel.view(state, player));
      swapped++;
    }
    expect(swapped).toBeGreaterThan(5);
  });
});
