// One readable line per event: core events in words, a game's own events through its
// describeEvent, and a readable fallback for anything else. Every client writes a log (the
// command-line tool's play-by-play, a web page's), so the words live here once.
import { canonicalJson, isList, isRecord, own, type GameEvent, type PlayerId } from "@rulesmith/core";

/**
 * Options of {@link formatEvent}.
 *
 * @example
 * ```ts
 * import type { FormatEventOptions } from "@rulesmith/client";
 * const options: FormatEventOptions = { describe: (e) => (e.type === "fog" ? "Fog rolls in." : undefined), playerName: (p) => `Seat ${p + 1}` };
 * ```
 */
export interface FormatEventOptions {
  /** The game's own wording, tried first; `undefined` falls back to the generic wording. */
  readonly describe?: ((event: GameEvent) => string | undefined) | undefined;
  /** How to name a seat (default `"Player 0"`, `"Player 1"`, ...). */
  readonly playerName?: ((player: PlayerId) => string) | undefined;
  /** The name of a card instance the reader knows (`"c12"` to `"Bear Wolf"`), written as `Bear Wolf (c12)`. */
  readonly cardName?: ((id: string) => string | undefined) | undefined;
  /**
   * Whether a named card keeps its instance id beside its name (`Bear Wolf (c12)`, the default) or
   * is written by name alone (`Bear Wolf`), as a page that shows the cards themselves prefers.
   */
  readonly cardIds?: boolean | undefined;
}

const PLAYER_KEYS: readonly string[] = ["player", "owner", "controller", "active", "chosenBy", "by"];
const CARD_KEYS: readonly string[] = ["card", "cards", "attacker", "target", "defender", "source", "first", "second", "replacement"];
const SKIP_KEYS: readonly string[] = ["type", "rule", "visibleTo", "publicForm"];
const MAX_VALUE = 80;

function defaultName(p: PlayerId): string {
  return `Player ${p}`;
}

function words(type: string): string {
  const spaced = type.replace(/[-_]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function short(text: string): string {
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 3)}...` : text;
}

interface Namer {
  readonly player: (p: PlayerId) => string;
  readonly card: (id: string) => string;
  /** Whether the reader gave card names (`cardName`), so that free text is worth scanning for card ids. */
  readonly naming: boolean;
}

function valueText(key: string, value: unknown, n: Namer): string {
  if (typeof value === "number" && PLAYER_KEYS.includes(key)) return n.player(value);
  if (typeof value === "string") return short(CARD_KEYS.includes(key) ? n.card(value) : value);
  if (isList(value) && CARD_KEYS.includes(key) && value.every((v) => typeof v === "string")) return short(value.map((v) => n.card(v)).join(", "));
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return "none";
  if (isList(value) && value.every((v) => typeof v === "string" || typeof v === "number")) return short(value.join(", "));
  return short(canonicalJson(value));
}

function ruleSuffix(e: GameEvent): string {
  const rule = own(e, "rule");
  return typeof rule === "string" ? ` [${rule}]` : "";
}

function fallback(e: GameEvent, n: Namer): string {
  const parts: string[] = [];
  for (const key of Object.keys(e)) {
    if (SKIP_KEYS.includes(key)) continue;
    const v = own(e, key);
    if (v === undefined) continue;
    parts.push(key === "player" && typeof v === "number" ? n.player(v) : `${words(key).toLowerCase()} ${valueText(key, v, n)}`);
  }
  return parts.length === 0 ? `${words(e.type)}.${ruleSuffix(e)}` : `${words(e.type)}: ${parts.join(", ")}.${ruleSuffix(e)}`;
}

function seats(value: unknown): PlayerId[] {
  return isList(value) ? value.filter((v): v is number => typeof v === "number") : [];
}

function joinNames(list: readonly PlayerId[], name: (p: PlayerId) => string): string {
  const names = list.map(name);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
}

function roller(player: unknown, name: (p: PlayerId) => string): string {
  return typeof player === "number" ? name(player) : "The table";
}

/** A roll's purpose, with the cards the reader knows named in it as in a game's own line ("Frozen Touch of c39" to "Frozen Touch of Frost Warden (c39)"). */
function purposeText(raw: unknown, n: Namer): string {
  if (typeof raw !== "string" || raw === "") return "roll";
  return n.naming ? nameCardsIn(raw, n) : raw;
}

function diceRolled(e: GameEvent, n: Namer): string {
  const faces = seats(own(e, "faces"));
  const purpose = purposeText(own(e, "purpose"), n);
  const external = own(e, "source") === "external";
  const real = external ? " (real dice)" : "";
  const who = roller(own(e, "player"), n.player);
  if (own(e, "kind") === "coin") {
    const sides = faces.map((f) => (f === 1 ? "heads" : "tails")).join(", ");
    const coin = !external ? "" : faces.length === 1 ? " (a real coin)" : " (real coins)";
    return `${who} flips ${faces.length === 1 ? "a coin" : `${faces.length} coins`} for the ${purpose}: ${sides}${coin}.`;
  }
  const count = own(e, "count");
  const sides = own(e, "sides");
  const dice = typeof count === "number" && typeof sides === "number" ? `${count}d${sides}` : "dice";
  const total = faces.reduce((a, b) => a + b, 0);
  const shown = faces.length <= 1 ? String(faces[0] ?? "?") : own(e, "read") === "each" ? faces.join(", ") : `${faces.join(" + ")} = ${total}`;
  return `${who} rolls ${dice} for the ${purpose}: ${shown}${real}.`;
}

function gameOver(e: GameEvent, n: Namer): string {
  const winners = seats(own(e, "winners"));
  const reasonRaw = own(e, "reason");
  const reason = typeof reasonRaw === "string" ? reasonRaw : "the match is over";
  if (winners.length === 0) return `The match is a draw: ${reason}.${ruleSuffix(e)}`;
  return `${joinNames(winners, n.player)} ${winners.length === 1 ? "wins" : "win"}: ${reason}.${ruleSuffix(e)}`;
}

/** Writes the known cards in a game's own line with their names (`c24` to `Bunnysaurus (c24)`), unless already in brackets. @internal */
function nameCardsIn(line: string, n: Namer): string {
  return line.replace(/[A-Za-z0-9][\w-]*/g, (token: string, at: number) => (line.charAt(at - 1) === "(" ? token : n.card(token)));
}

/**
 * A zone id in words: a seat's zone (`"p0/hand"`, the ids core's zones and the engine kit use)
 * as `"Player 0's hand"`, and a second zone of the same seat as `"their cemetery"`; `"chain"` and
 * `"stack"` as `"the chain"` and `"the stack"`; any other id as it is. The seat is written
 * `Player N`, as the games' own lines write it.
 */
function zoneText(zone: unknown, sameSeatAs?: unknown): string {
  if (typeof zone !== "string") return "somewhere";
  if (zone === "chain" || zone === "stack") return `the ${zone}`;
  const m = /^p(\d+)\/(.+)$/.exec(zone);
  if (m === null) return zone;
  const where = (m[2] ?? "").replace(/[-_]+/g, " ");
  const seat = typeof sameSeatAs === "string" ? /^p(\d+)\//.exec(sameSeatAs)?.[1] : undefined;
  return seat === m[1] ? `their ${where}` : `Player ${m[1] ?? ""}'s ${where}`;
}

function cardText(card: unknown, n: Namer): string {
  return typeof card === "string" ? `Card ${n.card(card)}` : "A hidden card";
}

function entryText(entry: unknown, n: Namer): string {
  const id = own(entry, "id");
  const controller = own(entry, "controller");
  const payload = own(entry, "payload");
  const by = typeof controller === "number" ? ` of ${n.player(controller)}` : "";
  return `entry #${String(id)}${by}${payloadText(payload, n)}`;
}

function payloadText(payload: unknown, n: Namer): string {
  if (payload === undefined || payload === null) return "";
  if (!isRecord(payload)) return ` (${short(canonicalJson(payload))})`;
  const kind = own(payload, "kind") ?? own(payload, "type");
  const parts: string[] = typeof kind === "string" ? [kind] : [];
  for (const key of Object.keys(payload)) {
    if (key === "kind" || key === "type") continue;
    const v = own(payload, key);
    if (v === null || v === undefined) continue;
    parts.push(`${words(key).toLowerCase()} ${valueText(key, v, n)}`);
  }
  return parts.length === 0 ? "" : ` (${parts.join(", ")})`;
}

function coreEvent(e: GameEvent, n: Namer): string | undefined {
  switch (e.type) {
    case "dice-rolled":
      return diceRolled(e, n);
    case "phase-changed": {
      const active = own(e, "active");
      return `-- Turn ${String(own(e, "turn"))}: ${roller(active, n.player)}, ${String(own(e, "phase"))} phase --`;
    }
    case "game-over":
      return gameOver(e, n);
    case "card-moved":
      return `${cardText(own(e, "card"), n)} moves from ${zoneText(own(e, "from"))} to ${zoneText(own(e, "to"), own(e, "from"))}.`;
    case "cards-revealed": {
      const cards = own(e, "cards");
      // Cards whose ids the reader does not get (a game on the engine kit removes them) are counted, not listed one by one:
      // "a hidden card is revealed" would contradict itself (a reveal the game names in its own event, say).
      const list = !isList(cards) ? "cards" : cards.every((c) => typeof c !== "string") ? `${cards.length} card${cards.length === 1 ? "" : "s"}` : cards.map((c) => (typeof c === "string" ? n.card(c) : "a hidden card")).join(", ");
      const to = own(e, "to");
      const audience = to === "all" ? "everyone" : joinNames(seats(to), n.player);
      const line = `${list} in ${zoneText(own(e, "zone"))} ${isList(cards) && cards.length === 1 ? "is" : "are"} revealed to ${audience}.`;
      return line.startsWith("a ") ? `A${line.slice(1)}` : line;
    }
    case "chance-requested": {
      const r = own(e, "request");
      const who = roller(own(r, "player"), n.player);
      const purpose = purposeText(own(r, "purpose"), n);
      const count = own(r, "count");
      if (own(r, "kind") === "coin") {
        // A coin is flipped, not rolled.
        const many = typeof count === "number" && count !== 1;
        return `Waiting for ${many ? "real coins" : "a real coin"}: ${who} flips ${many ? `${String(count)} coins` : "a coin"} for the ${purpose}.`;
      }
      return `Waiting for real dice: ${who} rolls ${String(count)}d${String(own(r, "sides"))} for the ${purpose}.`;
    }
    case "note": {
      const text = own(e, "text");
      return typeof text === "string" ? text : undefined;
    }
    case "stack-entry-added": {
      const entry = own(e, "entry");
      const responds = own(entry, "respondsTo");
      const how = own(e, "by") === "trigger" ? "A trigger puts" : "Added to the stack:";
      const suffix = typeof responds === "number" ? `, in response to #${responds}` : "";
      return own(e, "by") === "trigger" ? `${how} ${entryText(entry, n)} on the stack${suffix}.` : `${how} ${entryText(entry, n)}${suffix}.`;
    }
    case "stack-passed": {
      const entry = own(e, "entry");
      return `${roller(own(e, "player"), n.player)} passes${typeof entry === "number" ? ` on #${entry}` : ""}.`;
    }
    case "stack-trigger-queued":
      return `A trigger waits to be put on the stack: ${entryText(own(e, "trigger"), n)}.`;
    case "stack-trigger-declined":
      return `An optional trigger is declined: ${entryText(own(e, "trigger"), n)}.`;
    case "stack-entry-negated":
      return `Stack entry #${String(own(e, "entry"))} is negated.`;
    case "stack-entry-resolved":
      return `Resolves: ${entryText(own(e, "entry"), n)}.`;
    case "stack-closed":
      return "The stack is empty; the chain is over.";
    default:
      return undefined;
  }
}

/**
 * One readable line for an event: the game's own wording when `options.describe` gives one,
 * else words for the core events (dice rolled, phase changed, card moved, cards revealed,
 * real dice requested, stack events, game over, notes), else a readable fallback built from
 * the event's type and fields (`"Quest completed: Player 1, card c21. [G-QUEST-2]"`). Dice
 * rolled are told with their total, unless the roll's purpose says which die is which
 * (`"first die Combat, second die Support"`): then each die is its own number, and a total
 * would mean nothing.
 *
 * @param event - The event (already redacted for whoever reads the line).
 * @param options - The game's wording and how to name seats.
 * @returns The line; never empty.
 * @example
 * ```ts
 * import { formatEvent } from "@rulesmith/client";
 * formatEvent({ type: "dice-rolled", kind: "dice", count: 2, sides: 6, purpose: "strike", player: 0, faces: [6, 3], source: "seeded" });
 * // "Player 0 rolls 2d6 for the strike: 6 + 3 = 9."
 * formatEvent({ type: "game-over", winners: [1], losers: [0], reason: "player 0 was reduced to 0 HP" });
 * // "Player 1 wins: player 0 was reduced to 0 HP."
 * ```
 */
export function formatEvent(event: GameEvent, options?: FormatEventOptions): string {
  const cardName = options?.cardName;
  const ids = options?.cardIds !== false;
  const n: Namer = {
    naming: cardName !== undefined,
    player: options?.playerName ?? defaultName,
    card: (id) => {
      const known = cardName?.(id);
      if (known === undefined || known === id) return id;
      return ids ? `${known} (${id})` : known;
    },
  };
  if (options?.describe !== undefined) {
    try {
      const own = options.describe(event);
      if (typeof own === "string" && own !== "") return cardName === undefined ? own : nameCardsIn(own, n);
    } catch {
      // A game's wording that throws falls back to the generic one.
    }
  }
  if (!isRecord(event) || typeof event.type !== "string") return "An event that is not shaped like one.";
  try {
    return coreEvent(event, n) ?? fallback(event, n);
  } catch {
    // A field no string can be made of (an object whose toString is not a function, among
    // dice faces or as a turn number): a line that says so rather than a throw.
    return `${words(event.type)}: an event with a field that cannot be written out.`;
  }
}

/**
 * What kind of line an event makes, for colouring a play-by-play: a new turn or phase, a roll,
 * the end of the match, or anything else.
 *
 * @param event - The event.
 * @returns `"turn"`, `"dice"`, `"outcome"` or `"other"`.
 * @example
 * ```ts
 * import { eventTone } from "@rulesmith/client";
 * eventTone({ type: "dice-rolled" }); // "dice"
 * ```
 */
export function eventTone(event: GameEvent): "turn" | "dice" | "outcome" | "other" {
  switch (own(event, "type")) {
    case "phase-changed":
      return "turn";
    case "dice-rolled":
    case "chance-requested":
      return "dice";
    case "game-over":
      return "outcome";
    default:
      return "other";
  }
}
