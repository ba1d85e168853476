// Words for actions and events, from what the viewer may see.
import type { GameEvent, PlayerId } from "@rulesmith/core";
import { describeEvent as wardLine, type WardAction, type WardView } from "@rulesmith/ward";

/** The view the page works from. */
export type ViewLike = WardView;

/** A card's name, or "a hidden card". */
export function cardName(view: ViewLike, id: string | null | undefined): string {
  if (id === null || id === undefined) return "nothing";
  const def = view.cards[id]?.def;
  const card = def === undefined ? undefined : view.defs[def];
  return card?.name ?? "a hidden card";
}

function seat(p: unknown, me: PlayerId): string {
  if (p === me) return "You";
  return typeof p === "number" ? "The bot" : "The table";
}

/** The end of a label for the hand cards a discard cost takes ("" when none). */
function discarding(cards: readonly string[], view: ViewLike): string {
  return cards.length === 0 ? "" : `, discarding ${cards.map((c) => cardName(view, c)).join(" and ")}`;
}

/** A button label for a legal action. */
export function describeAction(a: WardAction, view: ViewLike): string {
  switch (a.type) {
    case "start":
      return "Roll for who goes first";
    case "go-first":
      return "Go first";
    case "go-second":
      return "Go second";
    case "discard":
      return `Discard ${cardName(view, a.card)}`;
    case "mulligan":
      return "Mulligan";
    case "summon":
      return a.sacrifices.length === 0
        ? `Summon ${cardName(view, a.card)}`
        : `Summon ${cardName(view, a.card)} sacrificing ${a.sacrifices.map((c) => cardName(view, c)).join(" and ")}`;
    case "play":
      return `${a.target === null ? `Play ${cardName(view, a.card)}` : `Play ${cardName(view, a.card)} on ${cardName(view, a.target)}`}${discarding(a.discards, view)}`;
    case "kill-own":
      return "Kill your own primary";
    case "battle":
      return `Battle: ${cardName(view, a.attacker)} attacks ${cardName(view, a.target)}`;
    case "next":
      return "Next phase";
    case "end-turn":
      return "End turn";
    case "pass":
      return "Pass";
    case "respond":
      return `Respond with ${cardName(view, a.card)}${discarding(a.discards, view)}`;
    case "promote":
      return `Promote ${cardName(view, a.card)}`;
    case "choose":
      return `Choose ${cardName(view, a.option)}`;
    case "call-out":
      return "Call out the cemetery";
    case "reshuffle":
      return "Reveal, shuffle and redraw";
    case "faces":
      return `Dice: ${a.faces.join(", ")}`;
  }
}

function field(e: GameEvent, key: string): unknown {
  return e[key];
}

/** A card's name from the first of `views` that identifies it, or "a hidden card". */
function nameIn(views: readonly ViewLike[], id: string): string {
  for (const view of views) {
    const name = cardName(view, id);
    if (name !== "a hidden card") return name;
  }
  return "a hidden card";
}

/**
 * A log line for an event, or `undefined` for bookkeeping: Ward's own line, with card names
 * from the views around the step (after it first: a card that left sight, such as one
 * shuffled into a deck, keeps the name it had before).
 */
export function describeEvent(e: GameEvent, views: readonly ViewLike[], me: PlayerId): string | undefined {
  if (e.type === "dice-rolled") {
    const faces = field(e, "faces");
    return `${seat(field(e, "player"), me)} rolled ${Array.isArray(faces) ? faces.join(" + ") : "?"} for the ${String(field(e, "purpose"))}.`;
  }
  if (e.type === "chance-requested") return "Waiting for the faces of real dice.";
  const line = wardLine(e);
  if (line === undefined) return undefined;
  const named = line
    .replace(/\bc\d+\b/g, (id) => nameIn(views, id))
    .replace(/\b[Pp]layer ([01])\b/g, (_m, p: string) => (Number(p) === me ? "you" : "the bot"));
  return named.charAt(0).toUpperCase() + named.slice(1);
}
