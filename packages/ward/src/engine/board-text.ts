// Ward's board and actions in words for a terminal, read from a player's view alone: the view
// holds nothing the viewer may not know, so neither do these lines.
import { genericActionWords, waitingWords, type PlayerId, type Viewer } from "@rulesmith/core";
import type { Card, CreatureCard, HybridStats, MagicCard } from "../cards/cards.js";
import type { CreatureStats } from "../rules/stats.js";
import { printedStats } from "./queries.js";
import type { WardAction } from "./types.js";
import type { WardView } from "./view.js";

/** What a card the view does not identify is called. */
const HIDDEN = "a hidden card";
/** At most this many cemetery cards are named; the rest are counted. */
const CEMETERY_NAMES = 4;
/** A magic's text is cut to this many characters on the board. */
const TEXT_LENGTH = 64;

const PHASES: Readonly<Record<string, string>> = {
  setup: "setup",
  draw: "Draw Phase",
  discard: "Draw Phase (discarding to 8)",
  summon: "Summoning & Magic Phase",
  combat: "Combat Phase",
  magic: "2nd Magic Phase",
  end: "End Phase",
};

const MAGIC_TYPES: Readonly<Record<string, string>> = { standard: "Standard", infinite: "Infinite", lightning: "Lightning" };

function defOf(view: WardView, id: string | null): Card | undefined {
  if (id === null) return undefined;
  const inst = Object.hasOwn(view.cards, id) ? view.cards[id] : undefined;
  return inst !== undefined && Object.hasOwn(view.defs, inst.def) ? view.defs[inst.def] : undefined;
}

function nameOf(view: WardView, id: string | null): string {
  return defOf(view, id)?.name ?? HIDDEN;
}

function ownerOf(view: WardView, id: string): PlayerId | undefined {
  return Object.hasOwn(view.cards, id) ? view.cards[id]?.owner : undefined;
}

function who(p: PlayerId, viewer: Viewer): string {
  return p === viewer ? `Player ${p} (you)` : `Player ${p}`;
}

/** "your Bear Wolf", "Player 1's Bear Wolf", or "a hidden card". */
function whose(view: WardView, id: string): string {
  const def = defOf(view, id);
  if (def === undefined) return HIDDEN;
  const owner = ownerOf(view, id);
  if (owner === undefined) return def.name;
  return owner === view.viewer ? `your ${def.name}` : `Player ${owner}'s ${def.name}`;
}

function zoneCards(view: WardView, zone: string): readonly (string | null)[] {
  return Object.hasOwn(view.zones, zone) ? (view.zones[zone]?.cards ?? []) : [];
}

function zoneOf(view: WardView, id: string): string | undefined {
  for (const z of Object.keys(view.zones)) if (zoneCards(view, z).includes(id)) return z;
  return undefined;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

function short(text: string, length = TEXT_LENGTH): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length <= length ? t : `${t.slice(0, length - 1).trimEnd()}…`;
}

/** Effective stats of a creature on the field (Equips, Fields and grants applied, from the view), or its printed ones. */
function fieldStats(view: WardView, id: string): CreatureStats | undefined {
  const effective = Object.hasOwn(view.game.stats, id) ? view.game.stats[id] : undefined;
  if (effective !== undefined) return effective;
  const printed = printedStats(defOf(view, id));
  return printed === undefined ? undefined : { armorLevel: printed.armorLevel, speed: printed.speed, modifier: printed.modifier, attackDice: printed.attackDice, hitDice: 2, hp: printed.hp, hitBonus: 0, damageBonus: 0 };
}

function combatStats(s: Pick<CreatureStats, "armorLevel" | "speed" | "attackDice" | "modifier"> & Partial<CreatureStats>, attackName?: string): string {
  const parts = [`AL ${s.armorLevel}`, `Speed ${s.speed}`, `Attack ${s.attackDice}d6${signed(s.modifier)}${attackName === undefined || attackName === "" ? "" : ` (${attackName})`}`];
  if (s.hitDice !== undefined && s.hitDice !== 2) parts.push(`Hit ${s.hitDice}d6`);
  if (s.hitBonus !== undefined && s.hitBonus !== 0) parts.push(`${signed(s.hitBonus)} to hit`);
  if (s.damageBonus !== undefined && s.damageBonus !== 0) parts.push(`${signed(s.damageBonus)} damage`);
  return parts.join(", ");
}

function printedText(p: CreatureCard | HybridStats): string {
  return `HP ${p.hp}, ${combatStats(p, p.attackName)}`;
}

/** What is printed on a card, its text left out. */
function printedLine(card: Card): string {
  if (card.kind === "creature") return `${card.name}: creature, ${printedText(card)}`;
  return `${card.name}: ${magicKind(card)}${card.hybrid === null ? "" : ` (Hybrid: ${printedText(card.hybrid)})`}`;
}

/** A card in hand with what is printed on it (a magic's text cut short). */
function handCard(card: Card): string {
  if (card.kind === "creature") return printedLine(card);
  return `${printedLine(card)}${card.text === "" ? "" : `. ${short(card.text)}`}`;
}

function magicKind(card: MagicCard): string {
  const sub = card.subType === "equip" ? " Equip" : card.subType === "field" ? " Field" : "";
  return `${MAGIC_TYPES[card.magicType] ?? card.magicType}${sub} magic`;
}

/** A creature on the field: current and maximum HP, effective stats, Equips and what else is on it. */
function creatureLine(view: WardView, id: string): string {
  const def = defOf(view, id);
  if (def === undefined) return HIDDEN;
  const status = Object.hasOwn(view.game.creatures, id) ? view.game.creatures[id] : undefined;
  const stats = fieldStats(view, id);
  const printed = printedStats(def);
  const parts: string[] = [];
  if (stats !== undefined) parts.push(`HP ${status?.hp ?? stats.hp}/${stats.hp}`, combatStats(stats, printed?.attackName));
  const equips = Object.keys(view.game.magics).filter((m) => view.game.magics[m]?.host === id);
  if (equips.length > 0) parts.push(`equipped with ${list(equips.map((m) => nameOf(view, m)))}`);
  for (const o of status?.overTime ?? []) parts.push(`${o.kind === "dot" ? "damage" : "healing"} over time ${o.amount} (${o.ticksLeft} ${o.ticksLeft === 1 ? "tick" : "ticks"} left)`);
  if (status?.effectsNegated === true) parts.push("effects negated");
  if (status?.battled === true) parts.push("has battled");
  return `${def.name} (${parts.join(", ")})`;
}

function magicLine(view: WardView, id: string): string {
  const def = defOf(view, id);
  if (def?.kind !== "magic") return def?.name ?? HIDDEN;
  const host = view.game.magics[id]?.host ?? null;
  return `${def.name} (${magicKind(def)}${host === null ? "" : `, on ${whose(view, host)}`})`;
}

function names(view: WardView, cards: readonly (string | null)[]): string {
  const known = cards.filter((c): c is string => c !== null).map((c) => nameOf(view, c));
  const hidden = cards.length - known.length;
  return [...known, ...(hidden > 0 ? [`${hidden} hidden`] : [])].join(", ");
}

function count(n: number, one: string): string {
  return `${n} ${one}${n === 1 ? "" : "s"}`;
}

function sideLines(view: WardView, p: PlayerId, viewer: Viewer): string[] {
  const z = (name: string): readonly (string | null)[] => zoneCards(view, `p${p}/${name}`);
  const ps = view.game.players[p];
  const hand = z("hand");
  const cemetery = z("cemetery");
  const facts = [`cemetery ${view.game.cemeteryHp[p] ?? 0}/${view.game.options.cemeteryThreshold} HP`, `deck ${count(z("deck").length, "card")}`];
  if (p !== viewer) facts.splice(1, 0, `hand ${count(hand.length, "card")}`);
  if (ps?.normalSummonUsed === true && view.game.clock.active === p) facts.push("normal summon used");
  if (ps !== undefined && !ps.mulliganUsed && p === viewer) facts.push("mulligan unused");
  const lines = [`${who(p, viewer)}: ${facts.join(", ")}`];
  const primary = z("primary");
  lines.push(`  Primary: ${primary.length === 0 ? "none" : primary.map((c) => (c === null ? HIDDEN : creatureLine(view, c))).join("; ")}`);
  const limited = z("limited");
  for (const c of limited) lines.push(`  Limited Summon: ${c === null ? HIDDEN : creatureLine(view, c)}`);
  const magics = z("magic");
  if (magics.length > 0) lines.push(`  Magics: ${magics.map((c) => (c === null ? HIDDEN : magicLine(view, c))).join("; ")}`);
  if (cemetery.length > 0) {
    const shown = cemetery.slice(0, CEMETERY_NAMES);
    const more = cemetery.length - shown.length;
    lines.push(`  Cemetery (${cemetery.length}, newest first): ${names(view, shown)}${more > 0 ? `, and ${more} more` : ""}`);
  }
  if (p === viewer) {
    lines.push(`  Hand (${hand.length}):${hand.length === 0 ? " empty" : ""}`);
    for (const c of hand) {
      const def = defOf(view, c);
      lines.push(`    ${def === undefined ? HIDDEN : handCard(def)}`);
    }
  } else if (hand.some((c) => c !== null)) {
    lines.push(`  Hand, as far as you know: ${names(view, hand)}`);
  }
  return lines;
}

function chainLine(view: WardView): string | undefined {
  const entries = view.game.stack?.entries ?? [];
  if (entries.length === 0) return undefined;
  const words = entries.map((e) => {
    const pl = e.payload;
    const negated = e.negated ? " (negated)" : "";
    if (pl.kind === "magic") return `${nameOf(view, pl.card)} by Player ${e.controller}${pl.target === null ? "" : ` on ${whose(view, pl.target)}`}${negated}`;
    if (pl.kind === "summon") return `the summon of ${whose(view, pl.card)}${negated}`;
    return `the attack of ${whose(view, pl.attacker)} on ${whose(view, pl.defender)}${negated}`;
  });
  return `Chain (resolves newest first): ${words.join("; ")}`;
}

function headLine(view: WardView, viewer: Viewer): string {
  const clock = view.game.clock;
  const phase = PHASES[clock.phase] ?? clock.phase;
  const turn = clock.turn === 0 ? "Before the first turn" : `Turn ${clock.turn}, ${clock.active === viewer ? `your turn (Player ${clock.active})` : `Player ${clock.active}'s turn`}, ${phase}`;
  const pending = view.pending;
  if (view.outcome !== null) {
    const won = view.outcome.winners.length === 0 ? "a draw" : `${list(view.outcome.winners.map((p) => who(p, viewer)))} won`;
    return `${turn}. The match is over: ${won} (${view.outcome.reason}).`;
  }
  if (pending === null) return `${turn}.`;
  return `${turn}. ${waitingWords(pending, viewer)}`;
}

/**
 * A Ward board for a terminal, from a view alone: the turn, phase and who decides; then each
 * player (the viewer last): cemetery HP against the threshold, hand and deck sizes, the primary
 * and Limited Summons with HP left and effective stats (AL, Speed, Attack dice and modifier,
 * Equips, damage or healing over time), the magics on the field, the newest cemetery cards, and
 * the viewer's hand card by card with its printed stats or magic type and text. A card the
 * viewer may not identify is only counted, so the lines never tell a hidden card.
 *
 * Implements no rule: it only puts a view in words.
 *
 * @param view - A player's or a spectator's view (`ruleset.view`).
 * @param viewer - Whose view it is.
 * @returns About 10 to 25 lines.
 * @example
 * ```ts
 * import { demoConfig, describeView, ruleset } from "@rulesmith/ward";
 * const start = ruleset.setup(demoConfig(1));
 * if (!start.ok) throw new Error(start.error.message);
 * const lines = describeView(ruleset.view(start.value, 0), 0);
 * console.log(lines[0]); // Before the first turn. Waiting for you.
 * console.log(lines[1]); // Player 1: cemetery 0/300 HP, hand 0 cards, deck 30 cards
 * // the whole board, a line each
 * console.log(lines.join("\n")); // Before the first turn. Waiting for you. Player 1: cemetery 0/300 HP, hand 0 cards, deck 30 cards Primary: none Player 0 (you): cemetery 0/300 HP, deck 30 cards, mulligan unused Primary: none Hand (0): empty
 * ```
 */
export function describeView(view: WardView, viewer: Viewer): readonly string[] {
  const lines = [headLine(view, viewer)];
  const seats: PlayerId[] = [0, 1];
  const order = typeof viewer === "number" ? [...seats.filter((p) => p !== viewer), viewer] : seats;
  for (const p of order) lines.push(...sideLines(view, p, viewer));
  const chain = chainLine(view);
  if (chain !== undefined) lines.push(chain);
  return lines;
}

/** "Fog (AL 5, HP 30)": a creature card with the stats that decide its summon. */
function creatureBrief(view: WardView, id: string): string {
  const def = defOf(view, id);
  const printed = printedStats(def);
  if (def === undefined || printed === undefined) return nameOf(view, id);
  return `${def.name} (AL ${printed.armorLevel}, HP ${printed.hp})`;
}

/** A creature on the field with its HP left: "The Hero (HP 35/60)". */
function onField(view: WardView, id: string): string {
  const def = defOf(view, id);
  if (def === undefined) return HIDDEN;
  const hp = Object.hasOwn(view.game.creatures, id) ? view.game.creatures[id]?.hp : undefined;
  const max = hp === undefined ? undefined : fieldStats(view, id)?.hp;
  const limited = view.game.creatures[id]?.limited === true ? ", Limited Summon" : "";
  return hp === undefined ? def.name : `${def.name} (HP ${hp}/${max ?? hp}${limited})`;
}

/** A target of a magic or a pick: a creature with its HP, a magic with its host, another card with where it is. */
function target(view: WardView, id: string): string {
  const def = defOf(view, id);
  if (def === undefined) return HIDDEN;
  const owner = ownerOf(view, id);
  const mine = owner === undefined ? "" : owner === view.viewer ? "your " : `Player ${owner}'s `;
  if (Object.hasOwn(view.game.creatures, id)) return `${mine}${onField(view, id)}`;
  if (Object.hasOwn(view.game.magics, id)) {
    const host = view.game.magics[id]?.host ?? null;
    return `${mine}${def.name}${host === null ? "" : ` (on ${nameOf(view, host)})`}`;
  }
  const zone = zoneOf(view, id)?.split("/")[1];
  return zone === undefined || mine === "" ? def.name : `${def.name} from ${mine}${zone}`;
}

function sacrifice(view: WardView, id: string): string {
  const zone = zoneOf(view, id);
  if (zone?.endsWith("/primary") === true) return `your primary ${onField(view, id)}`;
  return `${nameOf(view, id)} from your hand`;
}

function discarding(view: WardView, cards: readonly string[]): string {
  return cards.length === 0 ? "" : `, discarding ${list(cards.map((c) => nameOf(view, c)))}`;
}

/** Words for an action type this file does not know: core's generic words, cards by name from the view. */
function generic(view: WardView, action: unknown): string {
  return genericActionWords(action, (v) => (Object.hasOwn(view.cards, v) || /^c\d+$/.test(v) ? nameOf(view, v) : undefined));
}

/**
 * A legal Ward action in words for a player, from their view alone: `"Summon Fog (AL 5, HP 30),
 * sacrificing nothing"`, `"Attack The Hero (HP 35/60) with Bear Wolf (HP 40/40)"`, `"Play
 * Fireball on Player 1's The Hero (HP 35/60), discarding Fog"`. Cards are named from the view;
 * one the view does not identify is "a hidden card". Creatures carry their HP, so two actions
 * with the same words are the same choice. An unknown action type gets generic words.
 *
 * Implements no rule: it only puts an action in words.
 *
 * @param action - One of `ruleset.legalActions(state, player)`.
 * @param view - That player's view (`ruleset.view(state, player)`).
 * @returns The words.
 * @example
 * ```ts
 * import { demoConfig, describeAction, ruleset } from "@rulesmith/ward";
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) describeAction({ type: "start" }, ruleset.view(start.value, 0)); // "Roll for who goes first"
 * ```
 */
export function describeAction(action: WardAction, view: WardView): string {
  const a = action;
  switch (a.type) {
    case "start":
      return "Roll for who goes first";
    case "go-first":
      return "Go first";
    case "go-second":
      return "Go second (the opponent takes the first turn)";
    case "discard":
      return `Discard ${nameOf(view, a.card)}`;
    case "mulligan":
      return "Mulligan: shuffle your hand into the deck and draw as many (once per match)";
    case "summon":
      return `Summon ${creatureBrief(view, a.card)}, sacrificing ${a.sacrifices.length === 0 ? "nothing" : list(a.sacrifices.map((c) => sacrifice(view, c)))}`;
    case "play":
      return `Play ${nameOf(view, a.card)}${a.target === null ? "" : ` on ${target(view, a.target)}`}${discarding(view, a.discards)}`;
    case "kill-own": {
      const mine = typeof view.viewer === "number" ? zoneCards(view, `p${view.viewer}/primary`)[0] : undefined;
      return `Kill your own primary${mine === undefined || mine === null ? "" : ` ${onField(view, mine)}`}`;
    }
    case "battle":
      return `Attack ${onField(view, a.target)} with ${onField(view, a.attacker)}`;
    case "next":
      if (view.game.clock.phase === "summon") return "End the Summoning & Magic Phase (on to Combat)";
      if (view.game.clock.phase === "combat") return "End the Combat Phase (on to the 2nd Magic Phase)";
      return "Go on to the next phase";
    case "end-turn":
      return "End your turn";
    case "pass":
      if (view.pending?.kind === "respond") return "Pass: let the chain resolve without answering";
      if (view.pending?.kind === "choose") return "Pass: there is nothing to choose";
      return "Pass";
    case "respond":
      return `Respond with ${nameOf(view, a.card)}${discarding(view, a.discards)}`;
    case "promote":
      return `Make ${onField(view, a.card)} your primary`;
    case "choose": {
      const purpose = view.game.decision?.kind === "choose" ? ` as ${view.game.decision.purpose}` : "";
      return `Choose ${target(view, a.option)}${purpose}`;
    }
    case "call-out": {
      const foe = view.viewer === 0 ? 1 : 0;
      return `Call out Player ${foe}'s cemetery (${view.game.cemeteryHp[foe]}/${view.game.options.cemeteryThreshold} HP): they lose`;
    }
    case "reshuffle":
      return "Reveal your hand (no creature you can summon), shuffle it in and redraw";
    case "faces":
      return `The dice show ${a.faces.join(", ")}`;
    default:
      return generic(view, a);
  }
}

/**
 * One Ward card in words for a player, from their view alone: a creature on the field as the
 * board shows it (HP left, effective stats, Equips, damage or healing over time), a magic on the
 * field with its type and host, any other card with what is printed on it (stats, or magic type
 * and Hybrid stats); then the card's whole text. What a client shows as a card's details. A
 * card the view does not identify is "a hidden card", so the words never tell a hidden card.
 *
 * Implements no rule: it only puts a card in words.
 *
 * @param view - A player's or a spectator's view (`ruleset.view`).
 * @param card - A card's instance id.
 * @returns The words.
 * @example
 * ```ts
 * import { demoConfig, describeCard, ruleset } from "@rulesmith/ward";
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) describeCard(ruleset.view(start.value, 1), "c1"); // "a hidden card" — player 0's deck
 * ```
 */
export function describeCard(view: WardView, card: string): string {
  const def = defOf(view, card);
  if (def === undefined) return HIDDEN;
  const text = def.text === "" ? "" : `. ${short(def.text, Infinity)}`;
  if (Object.hasOwn(view.game.creatures, card)) return `${creatureLine(view, card)}${text}`;
  if (Object.hasOwn(view.game.magics, card)) return `${magicLine(view, card)}${text}`;
  return `${printedLine(def)}${text}`;
}
