// Internal to the conformance kit: not exported from @rulesmith/core/testing.
import { CoreErrorCode, problemsOf } from "../errors.js";
import { isRecord } from "../json-read.js";
import type { Result } from "../result.js";
import { Rng, seedRng } from "../rng.js";
import { ConformanceFailure, firstDifference, show, thrownText } from "./failure.js";
import type { KitContext, MatchSeeds } from "./random-match.js";

/** Values put in place of one card of the list: no game takes any of them for a card. */
const NOT_CARDS: readonly unknown[] = [null, 7, "card", [], {}];

/** The name of the card set the check gives `setup`. */
const SET_NAME = "config-cards check";

/**
 * "config-cards": a config's `cards` may be a card set `{ name, cards }` or a plain list of
 * cards, and gives the same match either way; card data that cannot be read is refused with
 * `config/invalid`, and the decks are not checked against it: the refusal lists exactly one
 * problem that the same config without `decks` does not, the note that the decks wait for the
 * card data (not a "no card has the id" for every deck line). Runs when the kit has `cards`.
 * @internal
 */
export function checkConfigCards<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules, cards } = ctx;
  if (cards === undefined) return 0;
  const fail = (detail: string): ConformanceFailure => new ConformanceFailure("config-cards", detail, undefined);
  if (cards.length === 0) throw fail("the cards option is empty: give the cards the configs play with");
  const config: unknown = ctx.config(seeds.configSeed);
  if (!isRecord(config) || !Object.hasOwn(config, "decks")) {
    throw fail(`config(${seeds.configSeed}) is not an object with decks, so its cards cannot be given as a list and as a set (it is ${show(config)})`);
  }
  const setup = (withCards: Readonly<Record<string, unknown>>, what: string): Result<S> => {
    try {
      return rules.setup(withCards);
    } catch (e) {
      throw fail(`setup threw with ${what}: ${thrownText(e)}`);
    }
  };
  const asList = setup({ ...config, cards }, "the cards as a plain list");
  if (!asList.ok) throw fail(`setup refused the config with its cards as a plain list: [${asList.error.code}] ${asList.error.message}`);
  const asSet = setup({ ...config, cards: { name: SET_NAME, cards } }, "the cards as a card set");
  if (!asSet.ok) throw fail(`setup refused the config with its cards as a card set { name, cards }: [${asSet.error.code}] ${asSet.error.message}`);
  const where = firstDifference(asSet.value, asList.value);
  if (where !== undefined) throw fail(`the cards as a card set gave another match than the same cards as a plain list (first difference at ${where})`);

  const rng = new Rng(seedRng(seeds.choiceSeed));
  const at = rng.int(cards.length);
  const junk = NOT_CARDS[rng.int(NOT_CARDS.length)];
  const bad = cards.map((card, i) => (i === at ? junk : card));
  const noDecks = Object.fromEntries(Object.entries(config).filter(([key]) => key !== "decks"));
  for (const [form, value] of [["a plain list", bad], ["a card set", { name: SET_NAME, cards: bad }]] as const) {
    const what = `card ${at} of the list replaced by ${show(junk)}, as ${form}`;
    const refused = setup({ ...config, cards: value }, what);
    if (refused.ok || refused.error.code !== CoreErrorCode.BadConfig) {
      throw fail(`with ${what}, setup ${refused.ok ? "accepted the config" : `refused it with [${refused.error.code}], not [${CoreErrorCode.BadConfig}]`}`);
    }
    const alone = setup({ ...noDecks, cards: value }, `${what}, and no decks`);
    if (alone.ok) throw fail(`with ${what} and no decks, setup accepted the config`);
    const without = new Set(problemsOf(alone.error));
    const deckProblems = problemsOf(refused.error).filter((p) => !without.has(p));
    if (deckProblems.length > 1) {
      throw fail(
        `with ${what}, setup checked the decks against the cards it could not read: its refusal lists ${deckProblems.length} problems that it does not list without the decks (${show(deckProblems.slice(0, 3))}); list the card problems and one note that the decks are checked once the card data is fixed`,
      );
    }
    if (deckProblems.length === 0) {
      throw fail(`with ${what}, setup's refusal says nothing about the decks it did not check: add one note that they are checked once the card data is fixed`);
    }
  }
  return 0;
}
