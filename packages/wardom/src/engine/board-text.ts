// Wardom's board and actions in words for a terminal, read from a player's view alone: the view
// holds nothing the viewer may not know, so neither do these lines.
import { currentRound, genericActionWords, isTurnInProgress, waitingWords, type PlayerId, type Viewer } from "@rulesmith/core";
import { firstPlayerOf } from "../rules/round.js";
import type { Card, StatusGrant, UnitCard } from "../cards/cards.js";
import type { Payment } from "../rules/treasury.js";
import type { PickedCard, WardomAction } from "./types.js";
import type { WardomView } from "./view.js";

/** What a card the view does not identify is called. */
const HIDDEN = "a hidden card";
/** A card's text is cut to this many characters. */
const TEXT_LENGTH = 64;
/** At most this many void cards are named; the rest are counted. */
const VOID_NAMES = 3;

const STAGES: Readonly<Record<string, string>> = {
  "first-roll": "the first-player roll",
  start: "Start Stage",
  resource: "Resource Stage",
  main: "Main Stage",
  battle: "Battle Stage",
  end: "End & Routing Stage",
};

/** What the stage is doing while it waits for one of these decisions, when its name alone does not say. */
const STAGE_PARTS: Readonly<Record<string, string>> = {
  upkeep: " (upkeep)",
  "battle-window": " (response window)",
  discard: " (discarding to 8)",
  route: " (routing)",
};

const TYPES: Readonly<Record<string, string>> = {
  unit: "Unit",
  ability: "Ability Action",
  bolt: "Bolt Action",
  cycle: "Cycle Action",
  danger: "Danger Action",
  equip: "Equip Action",
  field: "Field",
  treasure: "Treasure",
};

function defOf(view: WardomView, id: string | null): Card | undefined {
  if (id === null) return undefined;
  const inst = Object.hasOwn(view.cards, id) ? view.cards[id] : undefined;
  return inst !== undefined && Object.hasOwn(view.defs, inst.def) ? view.defs[inst.def] : undefined;
}

function nameOf(view: WardomView, id: string | null): string {
  return defOf(view, id)?.name ?? HIDDEN;
}

function ownerOf(view: WardomView, id: string): PlayerId | undefined {
  return Object.hasOwn(view.cards, id) ? view.cards[id]?.owner : undefined;
}

function zoneCards(view: WardomView, zone: string): readonly (string | null)[] {
  return Object.hasOwn(view.zones, zone) ? (view.zones[zone]?.cards ?? []) : [];
}

function faceDown(view: WardomView, zone: string, i: number): boolean {
  return Object.hasOwn(view.zones, zone) && view.zones[zone]?.faceDown[i] === true;
}

function zoneOf(view: WardomView, id: string): string | undefined {
  for (const z of Object.keys(view.zones)) if (zoneCards(view, z).includes(id)) return z;
  return undefined;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

function count(n: number, one: string): string {
  return `${n} ${one}${n === 1 ? "" : "s"}`;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

function short(text: string, length = TEXT_LENGTH): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length <= length ? t : `${t.slice(0, length - 1).trimEnd()}…`;
}

/** "frozen-touch" as "Frozen Touch". */
function statusWord(name: string): string {
  return name
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(name === "last-will" ? "-" : " ");
}

function grantWord(g: StatusGrant): string {
  const name = statusWord(g.status);
  if (g.status === "weaken" || g.status === "poison" || g.status === "tenacity") return `${name}(${g.x})`;
  if (g.status === "comeback") return `${name}(${g.combat}/${g.support})`;
  return name;
}

function cardText(card: Card, length = TEXT_LENGTH): string {
  const text = card.text ?? card.abilities.map((a) => a.text ?? "").filter((t) => t !== "").join(" ");
  return text === "" ? "" : `. ${short(text, length)}`;
}

function unitPrinted(card: UnitCard): string {
  const statuses = card.statuses.length === 0 ? "" : `, ${card.statuses.map(grantWord).join(", ")}`;
  return `Combat ${card.combat}, Support ${card.support}, level ${card.level}, ${card.element}${statuses}`;
}

/** A card in hand with what is printed on it, its text cut to `length` characters. */
function handCard(card: Card, length = TEXT_LENGTH): string {
  const kind = TYPES[card.type] ?? card.type;
  switch (card.type) {
    case "unit":
      return `${card.name}: Unit, cost ${card.cost}, ${unitPrinted(card)}${card.trueRecruit === undefined ? "" : ", True Recruit"}${cardText(card, length)}`;
    case "equip": {
      const statuses = card.grants.statuses.length === 0 ? "" : `, ${card.grants.statuses.map(grantWord).join(", ")}`;
      return `${card.name}: Equip Action, cost ${card.cost}, ${signed(card.grants.combat)} Combat, ${signed(card.grants.support)} Support${statuses}${length === TEXT_LENGTH ? "" : cardText(card, length)}`;
    }
    case "field":
      return `${card.name}: Field, cost ${card.cost}, upkeep ${card.upkeep}${cardText(card, length)}`;
    case "treasure":
      return `${card.name}: Treasure, coin value ${card.cost}${cardText(card, length)}`;
    default:
      return `${card.name}: ${kind}, cost ${card.cost}${cardText(card, length)}`;
  }
}

/** A Unit on the board with its effective Combat and Support and its statuses. */
function unitLine(view: WardomView, id: string): string {
  const def = defOf(view, id);
  if (def === undefined) return HIDDEN;
  const u = Object.hasOwn(view.game.units, id) ? view.game.units[id] : undefined;
  if (u === undefined) return def.name;
  const parts = [`Combat ${u.combat}`, `Support ${u.support}`];
  for (const s of u.statuses) parts.push(statusWord(s));
  if (u.equips.length > 0) parts.push(`equipped with ${list(u.equips.map((e) => nameOf(view, e)))}`);
  if (u.trueRecruited) parts.push("True Recruited");
  return `${def.name} (${parts.join(", ")})`;
}

/** The cards of a zone, named where the viewer may identify them, face-down ones marked, the rest counted. */
function zoneText(view: WardomView, zone: string, line: boolean, limit = Infinity): string {
  const cards = zoneCards(view, zone);
  if (cards.length === 0) return "empty";
  const known: string[] = [];
  let hidden = 0;
  cards.forEach((c, i) => {
    if (c === null) hidden++;
    else if (known.length < limit) known.push(`${line ? unitLine(view, c) : nameOf(view, c)}${faceDown(view, zone, i) ? " (face-down)" : ""}`);
  });
  const more = cards.length - hidden - known.length;
  if (more > 0) known.push(`${more} more`);
  if (hidden > 0) known.push(hidden === 1 ? "1 face-down card" : `${hidden} face-down cards`);
  return known.join(", ");
}

function treasuryText(view: WardomView, zone: string): string {
  const cards = zoneCards(view, zone);
  if (cards.length === 0) return "empty";
  return cards.map((c) => (c === null ? HIDDEN : `${nameOf(view, c)} (${defOf(view, c)?.cost ?? 0})`)).join(", ");
}

function sideLines(view: WardomView, p: PlayerId, viewer: Viewer): string[] {
  const z = (name: string): string => `p${p}/${name}`;
  const side = view.game.sides[p];
  const hand = zoneCards(view, z("hand"));
  const facts = [`resolve ${side?.resolve ?? 0}`, `energy ${side?.energy.available ?? 0}/${side?.energy.max ?? 0}`];
  if (p !== viewer) facts.push(`hand ${count(hand.length, "card")}`);
  facts.push(`deck ${count(zoneCards(view, z("deck")).length, "card")}`);
  const lines = [`${p === viewer ? `Player ${p} (you)` : `Player ${p}`}: ${facts.join(", ")}`];
  lines.push(`  Combat: ${zoneText(view, z("combat"), true)}`);
  lines.push(`  Support: ${zoneText(view, z("support"), true)}`);
  const action = zoneCards(view, z("action"));
  const equip = zoneCards(view, z("equip"));
  if (action.length > 0 || equip.length > 0) lines.push(`  Action Zone: ${zoneText(view, z("action"), false)}${equip.length > 0 ? `; Equips: ${zoneText(view, z("equip"), false)}` : ""}`);
  if (zoneCards(view, z("side")).length > 0) lines.push(`  Side Zone: ${zoneText(view, z("side"), true)}`);
  const coin = zoneCards(view, z("coin"));
  const voidCards = zoneCards(view, z("void"));
  const forbidden = zoneCards(view, z("forbidden"));
  const piles = [`Wager: ${coin.length === 0 ? "none" : zoneText(view, z("coin"), false)}`, `Treasury: ${treasuryText(view, z("treasury"))}`];
  if (voidCards.length > 0) piles.push(`Void (${voidCards.length}): ${zoneText(view, z("void"), false, VOID_NAMES)}`);
  if (forbidden.length > 0) piles.push(`Forbidden ${forbidden.length}`);
  lines.push(`  ${piles.join("; ")}`);
  if (zoneCards(view, z("reveal")).length > 0) lines.push(`  Revealed: ${zoneText(view, z("reveal"), false)}`);
  if (p === viewer) {
    lines.push(`  Hand (${hand.length}):${hand.length === 0 ? " empty" : ""}`);
    for (const c of hand) {
      const def = defOf(view, c);
      lines.push(`    ${def === undefined ? HIDDEN : handCard(def)}`);
    }
  } else if (hand.some((c) => c !== null)) {
    lines.push(`  Hand, as far as you know: ${zoneText(view, z("hand"), false)}`);
  }
  return lines;
}

function headLine(view: WardomView, viewer: Viewer): string {
  const clock = view.game.clock;
  const stage = STAGES[clock.phase] ?? clock.phase;
  // A player's own stages run in their clock turn; Battle and End & Routing belong to both.
  const whose = isTurnInProgress(clock) ? (clock.active === viewer ? "your " : `Player ${clock.active}'s `) : "";
  const part = view.outcome === null && view.pending !== null && view.pending.kind !== "chance" ? (STAGE_PARTS[view.pending.kind] ?? "") : "";
  const lead = firstPlayerOf(clock);
  const first = lead === viewer ? "you act first" : `Player ${lead} acts first`;
  const head = `Round ${currentRound(clock)}, ${whose}${stage}${part}${clock.phase === "first-roll" ? "" : ` (${first})`}`;
  if (view.outcome !== null) {
    const won = view.outcome.winners.length === 0 ? "a draw" : `${list(view.outcome.winners.map((p) => (p === viewer ? "you" : `Player ${p}`)))} won`;
    return `${head}. The match is over: ${won} (${view.outcome.reason}).`;
  }
  const pending = view.pending;
  if (pending === null) return `${head}.`;
  return `${head}. ${waitingWords(pending, viewer)}`;
}

/**
 * A Wardom board for a terminal, from a view alone: the round, stage, who acts first and who
 * decides; then each player (the viewer last): resolve, energy, hand and deck sizes, the Units in
 * Combat and Support (and the Side Zone) with their effective Combat, Support, statuses and
 * Equips, the Action Zone, the wager, the Treasury with coin values, the void; the viewer's hand
 * card by card with its cost and printed stats; then the Field, the open sequence and the last
 * battle. A card the viewer may not identify (a face-down set card, a hidden hand) is only
 * counted, so the lines never tell a hidden card.
 *
 * Implements no rule: it only puts a view in words.
 *
 * @param view - A player's or a spectator's view (`ruleset.view`).
 * @param viewer - Whose view it is.
 * @returns About 10 to 25 lines.
 * @example
 * ```ts
 * import { demoConfig, describeView, ruleset } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * if (!start.ok) throw new Error(start.error.message);
 * const lines = describeView(ruleset.view(start.value, 0), 0);
 * console.log(lines[0]); // Round 1, the first-player roll. Waiting for you.
 * console.log(lines[1]); // Player 1: resolve 20, energy 5/5, hand 5 cards, deck 35 cards
 * // the whole board, a line each
 * console.log(lines.join("\n")); // Round 1, the first-player roll. Waiting for you. Player 1: resolve 20, energy 5/5, hand 5 cards, deck 35 cards Combat: empty Support: empty Wager: none; Treasury: empty Player 0 (you): resolve 20, energy 5/5, deck 35 cards Combat: empty Support: empty Wager: none; Treasury: empty Hand (5): Call to Arms: Ability Action, cost 2. ...
 * ```
 */
export function describeView(view: WardomView, viewer: Viewer): readonly string[] {
  const lines = [headLine(view, viewer)];
  const seats: PlayerId[] = [0, 1];
  const order = typeof viewer === "number" ? [...seats.filter((p) => p !== viewer), viewer] : seats;
  for (const p of order) lines.push(...sideLines(view, p, viewer));
  const field = zoneCards(view, "field");
  if (field.length > 0) {
    lines.push(
      `Field: ${field
        .map((c) => {
          const def = defOf(view, c);
          if (c === null || def === undefined) return HIDDEN;
          const owner = ownerOf(view, c);
          return `${def.name} (${owner === viewer ? "yours" : `Player ${owner ?? "?"}'s`}${def.type === "field" ? `, upkeep ${def.upkeep}` : ""})`;
        })
        .join(", ")}`,
    );
  }
  if (view.game.stack.length > 0) {
    lines.push(`Sequence (resolves newest first): ${view.game.stack.map((e) => `${e.source === null ? "an effect" : nameOf(view, e.source)} by Player ${e.controller}`).join("; ")}`);
  }
  const b = view.game.battle;
  if (b !== null) {
    const result = b.winner === null ? "a tie" : `${b.winner === viewer ? "you" : `Player ${b.winner}`} won, ${b.damage} resolve damage`;
    lines.push(`Last battle (round ${b.round}): ${result}${b.destroyed === null ? "" : `, ${nameOf(view, b.destroyed)} destroyed`}`);
  }
  return lines;
}

/** "your Veiled Assassin", "Player 1's River Sprite", or "a hidden card". */
function whose(view: WardomView, id: string): string {
  const def = defOf(view, id);
  if (def === undefined) return HIDDEN;
  const owner = ownerOf(view, id);
  if (owner === undefined) return def.name;
  return `${owner === view.viewer ? "your" : `Player ${owner}'s`} ${def.name}`;
}

/** A card picked or targeted: a Unit with its stats, another card with where it is. */
function picked(view: WardomView, id: string): string {
  const def = defOf(view, id);
  if (def === undefined) return HIDDEN;
  const owner = ownerOf(view, id);
  const mine = owner === undefined ? "" : owner === view.viewer ? "your " : `Player ${owner}'s `;
  if (Object.hasOwn(view.game.units, id)) return `${mine}${unitLine(view, id)}`;
  const zone = zoneOf(view, id)?.split("/")[1];
  return zone === undefined || mine === "" ? def.name : `${def.name} from ${mine}${zone}`;
}

/** A zone's name in words, by the part of its id after the player ("p1/support"). */
const ZONE_WORDS: Readonly<Record<string, string>> = {
  combat: "Combat",
  support: "Support",
  coin: "Coin Zone",
  action: "Action Zone",
  side: "Side Zone",
  treasury: "Treasury",
  void: "void",
  forbidden: "Forbidden Zone",
  hand: "hand",
  deck: "deck",
  equip: "Equips",
  reveal: "revealed cards",
  stack: "sequence",
};

const ORDINALS: readonly string[] = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/**
 * The place `k` (0 first) in words: "first", "second", ... "tenth", then "11th".
 * @internal
 */
export function ordinalWord(k: number): string {
  return ORDINALS[k] ?? `${k + 1}th`;
}

/**
 * A card a pick names: as {@link picked} words it where the view identifies it, else by its place
 * ("the face-down card in Player 1's Support", "the second face-down card in ..." when that zone
 * shows more than one it does not identify), so two hidden cards are told apart without naming
 * either.
 */
function pickedAt(view: WardomView, c: PickedCard): string {
  if (c.card !== null) return picked(view, c.card);
  const [owner, name] = c.zone.split("/");
  const whose = c.zone === "field" || owner === undefined ? "the" : owner === `p${String(view.viewer)}` ? "your" : `Player ${owner.slice(1)}'s`;
  const where = c.zone === "field" ? "Field Zone" : (ZONE_WORDS[name ?? ""] ?? name ?? c.zone);
  const unknown = zoneCards(view, c.zone).flatMap((x, i) => (x === null ? [i] : []));
  const k = unknown.indexOf(c.index);
  const nth = unknown.length > 1 && k >= 0 ? `${ordinalWord(k)} ` : "";
  const face = faceDown(view, c.zone, c.index) ? "face-down card" : "hidden card";
  return `the ${nth}${face} in ${whose} ${where}`;
}

/** "paying 2 energy and Ember Squire (1) from your Treasury". */
function payment(view: WardomView, pm: Payment): string {
  const parts: string[] = [];
  if (pm.energy > 0) parts.push(`${pm.energy} energy`);
  if (pm.resolve > 0) parts.push(`${pm.resolve} resolve`);
  if (pm.treasury.length > 0) parts.push(`${list(pm.treasury.map((c) => `${nameOf(view, c)} (${defOf(view, c)?.cost ?? 0})`))} from your Treasury`);
  return `paying ${parts.length === 0 ? "nothing" : list(parts)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Veiled Assassin (Unit, cost 3)". */
function brief(view: WardomView, id: string): string {
  const def = defOf(view, id);
  if (def === undefined) return HIDDEN;
  if (def.type === "unit") return `${def.name} (Combat ${def.combat}, Support ${def.support}, cost ${def.cost})`;
  return `${def.name} (${TYPES[def.type] ?? def.type}, cost ${def.cost})`;
}

function position(p: string): string {
  return p === "combat" ? "Combat" : p === "support" ? "Support" : p;
}

function fieldOf(view: WardomView): string {
  const mine = zoneCards(view, "field").find((c) => c !== null && ownerOf(view, c) === view.viewer);
  return mine === undefined || mine === null ? "your Field" : nameOf(view, mine);
}

/** Words for an action type this file does not know: core's generic words, cards by name from the view. */
function generic(view: WardomView, action: unknown): string {
  return genericActionWords(action, (v) => (Object.hasOwn(view.cards, v) || /^c\d+$/.test(v) ? nameOf(view, v) : undefined));
}

/**
 * A legal Wardom action in words for a player, from their view alone: `"Recruit Veiled Assassin
 * (Combat 4, Support 1, cost 3) to Combat, face-down"`, `"Play Hunter's Bolt (Bolt Action, cost
 * 1)"`, and for a `"pay"` decision `"Paying 2 energy and Frost Warden (3) from your Treasury"`.
 * Cards are named from the view; one the view does not identify is "a hidden card". The
 * payment is the whole of a pay action's words, so two ways to pay are two choices. An unknown
 * action type gets generic words.
 *
 * Implements no rule: it only puts an action in words.
 *
 * @param action - One of `ruleset.legalActions(state, player)`.
 * @param view - That player's view (`ruleset.view(state, player)`).
 * @returns The words.
 * @example
 * ```ts
 * import { demoConfig, describeAction, ruleset } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) describeAction({ type: "roll" }, ruleset.view(start.value, 0)); // "Roll two dice each: the higher total chooses who acts first"
 * ```
 */
export function describeAction(action: WardomAction, view: WardomView): string {
  const a = action;
  switch (a.type) {
    case "roll":
      return "Roll two dice each: the higher total chooses who acts first";
    case "go-first":
      return "Act first this round";
    case "go-second":
      return "Act second this round";
    case "pay-upkeep":
      return `Pay the upkeep of ${fieldOf(view)}`;
    case "decline-upkeep":
      return `Do not pay the upkeep: ${fieldOf(view)} goes to the void`;
    case "recruit": {
      const from = zoneOf(view, a.card)?.endsWith("/side") === true ? " from your Side Zone" : "";
      return `Recruit ${brief(view, a.card)}${from} to ${position(a.position)}${a.faceDown ? ", face-down" : ""}`;
    }
    case "true-recruit": {
      const moved = a.paid.flat().map((c) => picked(view, c));
      return `True Recruit ${brief(view, a.card)} to ${position(a.position)}${moved.length === 0 ? "" : `, moving ${list(moved)}`}`;
    }
    case "play":
      return `Play ${brief(view, a.card)}${a.target === null ? "" : ` on ${picked(view, a.target)}`}`;
    case "set":
      return `Set ${brief(view, a.card)} face-down in your Action Zone`;
    case "activate":
      return `Activate your set ${brief(view, a.card)}${a.target === null ? "" : ` on ${picked(view, a.target)}`}`;
    case "ability": {
      const def = defOf(view, a.card);
      const text = def?.abilities[a.index]?.text;
      return `Use ${whose(view, a.card)}'s ability${text === undefined ? ` ${a.index + 1}` : `: ${short(text)}`}`;
    }
    case "treasure":
      return `Put ${nameOf(view, a.card)} in your Treasury (coin value ${defOf(view, a.card)?.cost ?? 0})`;
    case "wager":
      return `Wager ${brief(view, a.card)}`;
    case "end": {
      const noWager = typeof view.viewer === "number" && zoneCards(view, `p${view.viewer}/coin`).length === 0;
      return `End the Main Stage${noWager ? " (you have no wager: you lose)" : ""}`;
    }
    case "pass":
      if (view.pending?.kind === "sequence") return "Pass: add nothing to the sequence";
      if (view.pending?.kind === "battle-window") return "Pass: play nothing before the battle (it is fought once both players pass in a row)";
      return "Pass";
    case "add-trigger":
      return `Add your optional triggered effect (#${a.trigger}) to the sequence`;
    case "decline-trigger":
      return `Decline your optional triggered effect (#${a.trigger})`;
    case "place":
      return `Put the Unit in ${position(a.position)}, ${payment(view, a.payment)}`;
    case "pay":
      return capitalise(payment(view, a.payment));
    case "pick":
      return a.cards.length === 0 ? "Choose none" : `Choose ${list(a.cards.map((c) => pickedAt(view, c)))}`;
    case "discard":
      return `Discard ${nameOf(view, a.card)}`;
    case "route":
      return `Route ${unitLine(view, a.card)} to your Side Zone`;
    case "stop-routing":
      return "Route no more Units this round";
    case "faces":
      return `The dice show ${a.faces.join(", ")}`;
    default:
      return generic(view, a);
  }
}

/**
 * One Wardom card in words for a player, from their view alone: a Unit on the board as the board
 * shows it (effective Combat and Support, statuses, Equips, True Recruited), any other card with
 * what is printed on it (type, cost, Combat and Support, level, element, statuses, upkeep, coin
 * value); then the card's whole text. What a client shows as a card's details. A card the view
 * does not identify (a face-down card of the opponent's) is "a hidden card", so the words
 * never tell a hidden card.
 *
 * Implements no rule: it only puts a card in words.
 *
 * @param view - A player's or a spectator's view (`ruleset.view`).
 * @param card - A card's instance id.
 * @returns The words.
 * @example
 * ```ts
 * import { demoConfig, describeCard, ruleset } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) {
 *   const view = ruleset.view(start.value, 0);
 *   const mine = view.zones["p0/hand"]?.cards[0];
 *   if (typeof mine === "string") describeCard(view, mine); // "Call to Arms: Ability Action, cost 2. ..."
 * }
 * ```
 */
export function describeCard(view: WardomView, card: string): string {
  const def = defOf(view, card);
  if (def === undefined) return HIDDEN;
  if (Object.hasOwn(view.game.units, card)) return `${unitLine(view, card)}${cardText(def, Infinity)}`;
  return handCard(def, Infinity);
}
