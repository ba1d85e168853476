// The dice duel of @rulesmith/core/examples as a game of the command-line tool, with words for
// its events, actions and views.
import { isList, isRecord, own, type AnyRuleset, type GameEvent } from "@rulesmith/core";
import type { DemoOptions, GameModule } from "./game-module.js";

function who(p: unknown): string {
  return typeof p === "number" ? `Player ${p}` : "The table";
}

function describeEvent(e: GameEvent): string | undefined {
  switch (e.type) {
    case "card-drawn":
      return `${who(own(e, "player"))} draws a card.`;
    case "hand-kept":
      return `${who(own(e, "player"))} keeps their hand.`;
    case "hand-redrawn":
      return `${who(own(e, "player"))} shuffles their hand away and draws a new one.`;
    case "charm-played":
      return `${who(own(e, "player"))} plays charm ${String(own(e, "card"))}: +${String(own(e, "value"))} to the next strike.`;
    case "damage": {
      const doubled = own(e, "doubled") === true ? " (two sixes: doubled)" : "";
      return `${who(own(e, "player"))} takes ${String(own(e, "amount"))} damage${doubled} and has ${String(own(e, "hp"))} HP left.`;
    }
    default:
      return undefined;
  }
}

function charmValue(view: unknown, card: string): number | undefined {
  const viewer = own(view, "viewer");
  const sides = own(view, "sides");
  if (typeof viewer !== "number" || !isList(sides)) return undefined;
  const hand = own(sides[viewer], "hand");
  if (!isList(hand)) return undefined;
  for (const c of hand) {
    const value = own(c, "value");
    if (own(c, "id") === card && typeof value === "number") return value;
  }
  return undefined;
}

function describeAction(action: unknown, view: unknown): string | undefined {
  switch (own(action, "type")) {
    case "keep":
      return "Keep this hand";
    case "redraw":
      return "Shuffle the hand into the deck and draw 3";
    case "strike":
      return "Strike: roll 2d6 + your charm bonus";
    case "end":
      return "End the turn (draw a card if you hold fewer than 3)";
    case "play": {
      const card = own(action, "card");
      if (typeof card !== "string") return undefined;
      const value = charmValue(view, card);
      return value === undefined ? `Play charm ${card}` : `Play charm ${card} (+${value})`;
    }
    default:
      return undefined;
  }
}

function cards(list: unknown): string {
  if (!isList(list) || list.length === 0) return "none";
  return list.map((c) => `${String(own(c, "id"))} (+${String(own(c, "value"))})`).join(", ");
}

function describeView(view: unknown): readonly string[] {
  if (!isRecord(view)) return [];
  const lines = [`Turn ${String(own(view, "turn"))} of ${String(own(view, "turnLimit"))}, phase ${String(own(view, "phase"))}, player ${String(own(view, "active"))} to act.`];
  const sides = own(view, "sides");
  const viewer = own(view, "viewer");
  if (isList(sides)) {
    sides.forEach((s, p) => {
      const me = p === viewer ? " (you)" : "";
      const hand = own(s, "hand");
      const handText = isList(hand) ? cards(hand) : `${String(own(s, "handSize"))} hidden`;
      lines.push(
        `Player ${p}${me}: ${String(own(s, "hp"))} HP, hand: ${handText}, deck: ${String(own(s, "deckSize"))}, strike bonus: +${String(own(s, "bonus"))}`,
      );
    });
  }
  return lines;
}

/**
 * The dice duel (the example game of `@rulesmith/core/examples`) as a {@link GameModule}
 * with id `"dice-duel"`: demo config `{ seed, dice }`, and words for its events
 * (charms, damage, hands), actions and views.
 *
 * @param ruleset - The `diceDuel` ruleset (passed in, because `@rulesmith/core/examples` is
 *   loaded lazily).
 * @returns The game module.
 * @example
 * ```ts
 * import { diceDuelModule } from "@rulesmith/cli";
 * import { diceDuel } from "@rulesmith/core/examples";
 * const game = diceDuelModule(diceDuel);
 * game.demoConfig(7); // { seed: 7 }
 * ```
 */
export function diceDuelModule(ruleset: AnyRuleset): GameModule {
  return {
    id: "dice-duel",
    name: "Dice duel (example game)",
    ruleset,
    demoConfig: (seed: number, options?: DemoOptions) => (options?.dice === undefined ? { seed } : { seed, dice: options.dice }),
    describeEvent,
    describeAction,
    describeView,
    example: true,
  };
}
