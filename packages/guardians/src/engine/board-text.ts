// Guardians' board and actions in words for a terminal, read from a player's view alone: the
// view holds nothing the viewer may not know, so neither do these lines. Actions are read field
// by field, so an action type or field this file does not know still gets words.
import { genericActionWords, waitingWords, type PlayerId, type Viewer } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import type { GuardiansAction } from "./state.js";
import type { GuardiansView, PlayerView, UnitView } from "./view.js";

/** What a card the view does not identify is called. */
const HIDDEN = "a hidden card";
/** A card's text is cut to this many characters. */
const TEXT_LENGTH = 60;
/** At most this many discarded cards are named; the rest are counted. */
const DISCARD_NAMES = 3;

const PHASES: Readonly<Record<string, string>> = {
  setup: "setup",
  start: "Start Phase",
  action: "Action Phase",
  battle: "Battle Phase",
  end: "End Phase",
  between: "between turns",
};

const KINDS: Readonly<Record<string, string>> = {
  guardian: "Guardian",
  minion: "Minion",
  king: "King",
  attack: "Attack Card",
  quest: "Quest",
  barrier: "Barrier",
};

function field(o: unknown, key: string): unknown {
  if (typeof o !== "object" || o === null || !Object.hasOwn(o, key)) return undefined;
  const v: unknown = Reflect.get(o, key);
  return v;
}

function str(o: unknown, key: string): string | null {
  const v = field(o, key);
  return typeof v === "string" ? v : null;
}

function num(o: unknown, key: string): number | undefined {
  const v = field(o, key);
  return typeof v === "number" && Number.isFinite(v) ? v : undefined;
}

function strings(o: unknown, key: string): readonly string[] {
  const v = field(o, key);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
}

function defOf(view: GuardiansView, id: string | null): Card | undefined {
  if (id === null) return undefined;
  const inst = Object.hasOwn(view.cards, id) ? view.cards[id] : undefined;
  return inst !== undefined && Object.hasOwn(view.defs, inst.def) ? view.defs[inst.def] : undefined;
}

function nameOf(view: GuardiansView, id: string | null): string {
  return defOf(view, id)?.name ?? HIDDEN;
}

function ownerOf(view: GuardiansView, id: string): PlayerId | undefined {
  return Object.hasOwn(view.cards, id) ? view.cards[id]?.owner : undefined;
}

function zoneCards(view: GuardiansView, zone: string): readonly (string | null)[] {
  return Object.hasOwn(view.zones, zone) ? (view.zones[zone]?.cards ?? []) : [];
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}

function count(n: number, one: string): string {
  return `${n} ${one}${n === 1 ? "" : "s"}`;
}

function short(text: string, length = TEXT_LENGTH): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length <= length ? t : `${t.slice(0, length - 1).trimEnd()}…`;
}

function you(p: PlayerId, viewer: Viewer): string {
  return p === viewer ? "you" : `Player ${p}`;
}

/** Every card in play, by instance id, with its public status. */
function unitsInPlay(view: GuardiansView): Map<string, UnitView> {
  const out = new Map<string, UnitView>();
  for (const p of view.game.players) {
    if (p.guardian !== null) out.set(p.guardian.id, p.guardian);
    for (const u of p.field) out.set(u.id, u);
    for (const u of p.row) out.set(u.id, u);
  }
  return out;
}

/** The Special Conditions a unit has now, in words. */
function conditions(u: UnitView): string[] {
  const c: unknown = field(u.unit, "conditions");
  const out: string[] = [];
  if (typeof c !== "object" || c === null) return out;
  for (const key of Object.keys(c)) {
    const v = field(c, key);
    if (key === "poison") {
      const left = num(u, "poisonTurnsLeft") ?? 0;
      if (typeof v === "object" && v !== null) out.push(left > 0 ? `poisoned (${left})` : "poisoned");
    } else if (v === true && key !== "paralyzedAtTurnStart") out.push(key);
  }
  return out;
}

/** A card in play: its kind's numbers (ATK and HP left, a Quest's turns) and conditions. */
function unitText(view: GuardiansView, u: UnitView): string {
  const def = defOf(view, u.id);
  const name = def?.name ?? HIDDEN;
  const parts: string[] = [];
  switch (def?.kind) {
    case "minion":
    case "king":
      parts.push(`${def.kind === "king" ? "King, " : ""}ATK ${u.atk}`, `HP ${u.hpLeft}/${u.hp}`);
      break;
    case "quest": {
      const left = num(u.unit, "counter");
      parts.push(`Quest${left === undefined ? "" : `, ${count(left, "turn")} left`}`);
      break;
    }
    case "barrier":
      parts.push("Barrier", `HP ${u.hpLeft}/${u.hp}`);
      break;
    default:
      parts.push(`HP ${u.hpLeft}/${u.hp}`);
  }
  parts.push(...conditions(u));
  if (field(u.unit, "attacked") === true) parts.push("has attacked");
  return `${name} (${parts.join(", ")})`;
}

function abilityText(def: Card, length = TEXT_LENGTH): string {
  const texts: string[] = [];
  if (def.text !== undefined && def.text !== "") texts.push(def.text);
  if (def.kind === "guardian" || def.kind === "minion" || def.kind === "king") for (const a of def.abilities) if (a.text !== undefined && a.text !== "") texts.push(a.text);
  return texts.length === 0 ? "" : `. ${short(texts.join(" "), length)}`;
}

function attackDamage(def: Card): string {
  if (def.kind !== "attack") return "";
  return `${def.baseDamage} damage${def.typeDamage === undefined ? "" : ` + ${def.typeDamage.amount} ${def.typeDamage.damageType}`}`;
}

function questGoal(def: Card): string {
  if (def.kind !== "quest") return "";
  const r = def.requirement;
  switch (r.kind) {
    case "control-creatures":
      return `control ${r.count} creatures${r.damageType === undefined ? "" : ` of ${r.damageType}`}`;
    case "defeated-this-turn":
      return `defeat ${r.count} opposing creatures in a turn`;
    case "guardian-damage-at-most":
      return `keep your Guardian at ${r.damage} damage or less`;
    default:
      return "a requirement";
  }
}

/** A card in hand (or a drawn Attack Card) with what is printed on it, its text cut to `length` characters. */
function handCard(def: Card, length = TEXT_LENGTH): string {
  switch (def.kind) {
    case "minion":
      return `${def.name}: Minion level ${def.level}, ATK ${def.atk}, HP ${def.hp}, ${def.damageType}, retreat ${def.retreatCost}${abilityText(def, length)}`;
    case "king":
      return `${def.name}: King level ${def.level}, ATK ${def.atk}, HP ${def.hp}, ${def.damageType}, Sneak with ${count(def.sneakMinions, "Minion")}, retreat ${def.retreatCost}${abilityText(def, length)}`;
    case "quest":
      return `${def.name}: Quest, ${count(def.turnCount, "turn")}: ${questGoal(def)}${abilityText(def, length)}`;
    case "barrier":
      return `${def.name}: Barrier, HP ${def.hp}${abilityText(def, length)}`;
    case "attack":
      return `${def.name}: Attack Card, ${attackDamage(def)}${abilityText(def, length)}`;
    case "guardian":
      return `${def.name}: Guardian, HP ${def.hp}${abilityText(def, length)}`;
    default:
      return (def as { readonly name?: string }).name ?? HIDDEN;
  }
}

function sideLines(view: GuardiansView, pv: PlayerView, viewer: Viewer): string[] {
  const p = pv.seat;
  const z = (name: string): readonly (string | null)[] => zoneCards(view, `p${p}/${name}`);
  const hand = z("hand");
  const discard = z("discard");
  const facts: string[] = [];
  if (pv.out) facts.push(`OUT${pv.outReason === null ? "" : ` (${pv.outReason})`}`);
  if (p !== viewer) facts.push(`hand ${count(hand.length, "card")}`);
  facts.push(`deck ${count(z("deck").length, "card")}`, `Attack Deck ${count(z("attack").length, "card")}`);
  if (pv.handAside) facts.push("hand set aside (Guardian battle)");
  const lines = [`${p === viewer ? `Player ${p} (you)` : `Player ${p}`}: ${facts.join(", ")}`];
  const guardian = `  Guardian: ${pv.guardian === null ? "none" : unitText(view, pv.guardian)}`;
  if (pv.field.length === 0) lines.push(`${guardian}; no Minions or Kings on the field`);
  else lines.push(guardian, `  Field: ${pv.field.map((u) => unitText(view, u)).join(", ")}`);
  if (pv.row.length > 0) lines.push(`  Row: ${pv.row.map((u) => unitText(view, u)).join(", ")}`);
  if (discard.length > 0) {
    const named = discard.slice(0, DISCARD_NAMES).map((c) => nameOf(view, c));
    const more = discard.length - named.length;
    lines.push(`  Discard Pile (${discard.length}, newest first): ${named.join(", ")}${more > 0 ? `, and ${more} more` : ""}`);
  }
  const drawn = z("drawn");
  if (drawn.length > 0) {
    if (drawn.some((c) => c !== null)) {
      lines.push(`  Drawn Attack Cards:`);
      for (const c of drawn) {
        const def = defOf(view, c);
        lines.push(`    ${def === undefined ? HIDDEN : handCard(def)}`);
      }
    } else lines.push(`  Drawn Attack Cards: ${drawn.length}`);
  }
  if (p === viewer) {
    lines.push(`  Hand (${hand.length}):${hand.length === 0 ? " empty" : ""}`);
    for (const c of hand) {
      const def = defOf(view, c);
      lines.push(`    ${def === undefined ? HIDDEN : handCard(def)}`);
    }
  } else if (hand.some((c) => c !== null)) {
    lines.push(`  Hand, as far as you know: ${hand.map((c) => nameOf(view, c)).join(", ")}`);
  }
  return lines;
}

function headLine(view: GuardiansView, viewer: Viewer): string {
  const g = view.game;
  const phase = PHASES[g.phase] ?? g.phase;
  const head = g.phase === "setup" ? "Setup" : `Turn ${g.turn}, ${g.active === viewer ? `your turn (Player ${g.active})` : `Player ${g.active}'s turn`}, ${phase}`;
  if (view.outcome !== null) {
    const won = view.outcome.winners.length === 0 ? "a draw" : `${list(view.outcome.winners.map((p) => you(p, viewer)))} won`;
    return `${head}. The match is over: ${won} (${view.outcome.reason}).`;
  }
  const pending = view.pending;
  if (pending === null) return `${head}.`;
  return `${head}. ${waitingWords(pending, viewer)}`;
}

/**
 * A Guardians board for a terminal, from a view alone: the turn, phase and who decides; then
 * every player (the viewer last): hand, deck and Attack Deck sizes, the Guardian with HP left,
 * the Minions and Kings on the field with ATK, HP left and Special Conditions, the Quests and
 * Barriers on the row, the newest discards, the drawn Attack Cards, and the viewer's hand card
 * by card with its printed stats. A card the viewer may not identify is only counted, so the
 * lines never tell a hidden card.
 *
 * Implements no rule: it only puts a view in words.
 *
 * @param view - A player's or a spectator's view (`ruleset.view`).
 * @param viewer - Whose view it is.
 * @returns About 10 to 25 lines (more with four players).
 * @example
 * ```ts
 * import { demoConfig, describeView, ruleset } from "@rulesmith/guardians";
 * const start = ruleset.setup(demoConfig(1));
 * if (!start.ok) throw new Error(start.error.message);
 * const lines = describeView(ruleset.view(start.value, 0), 0);
 * console.log(lines[0]); // Setup. Waiting for you.
 * console.log(lines[1]); // Player 1: hand 0 cards, deck 24 cards, Attack Deck 20 cards
 * // the whole board, a line each
 * console.log(lines.join("\n")); // Setup. Waiting for you. Player 1: hand 0 cards, deck 24 cards, Attack Deck 20 cards Guardian: Glacius, Frost Guardian (HP 32/32); no Minions or Kings on the field Player 0 (you): deck 24 cards, Attack Deck 20 cards Guardian: Pyra, Flame Guardian (HP 30/30); no Minions or Kings on the field Hand (0): empty
 * ```
 */
export function describeView(view: GuardiansView, viewer: Viewer): readonly string[] {
  const lines = [headLine(view, viewer)];
  const players = view.game.players;
  const order = [...players.filter((p) => p.seat !== viewer), ...players.filter((p) => p.seat === viewer)];
  for (const pv of order) lines.push(...sideLines(view, pv, viewer));
  return lines;
}

/** "your Ember Imp (ATK 2, HP 3/3)", "Player 1's Ice Wall (Barrier, HP 6/6)", a card with where it is, or "a hidden card". */
function card(view: GuardiansView, id: string | null, units = unitsInPlay(view)): string {
  if (id === null) return "nothing";
  const def = defOf(view, id);
  if (def === undefined) return HIDDEN;
  const owner = ownerOf(view, id);
  const mine = owner === undefined ? "" : owner === view.viewer ? "your " : `Player ${owner}'s `;
  const u = units.get(id);
  return u === undefined ? def.name : `${mine}${unitText(view, u)}`;
}

/** A card from hand with the stats that matter when it is played: "Flame Adept (Minion level 2, ATK 4, HP 4)". */
function fromHand(view: GuardiansView, id: string | null): string {
  const def = defOf(view, id);
  if (def === undefined) return HIDDEN;
  switch (def.kind) {
    case "minion":
    case "king":
      return `${def.name} (${KINDS[def.kind] ?? def.kind} level ${def.level}, ATK ${def.atk}, HP ${def.hp})`;
    case "barrier":
      return `${def.name} (Barrier, HP ${def.hp})`;
    case "quest":
      return `${def.name} (Quest, ${count(def.turnCount, "turn")}: ${questGoal(def)})`;
    case "attack":
      return `${def.name} (${attackDamage(def)})`;
    default:
      return def.name;
  }
}

function tributes(view: GuardiansView, ids: readonly string[]): string {
  return ids.length === 0 ? "" : `, sending ${list(ids.map((t) => card(view, t)))} to the Discard Pile`;
}

function onTarget(view: GuardiansView, a: unknown): string {
  const t = str(a, "target");
  return t === null ? "" : ` on ${card(view, t)}`;
}

/** Words for an action type this file does not know: core's generic words, cards by name from the view. */
function generic(view: GuardiansView, action: unknown): string {
  return genericActionWords(action, (v) => (Object.hasOwn(view.cards, v) || /^c\d+$/.test(v) ? card(view, v) : undefined));
}

/**
 * A legal Guardians action in words for a player, from their view alone: `"Place Flame Adept
 * (Minion level 2, ATK 4, HP 4), sending your Cinder Hound (ATK 3, HP 2/2) to the Discard
 * Pile"`, `"Attack Player 1's Storm Hawk (ATK 3, HP 3/3, flying) with your Cinder Hound (ATK 3,
 * HP 2/2)"`. Cards are named from the view; one the view does not identify is "a hidden card".
 * The action is read field by field, so an action type or field this does not know (a new
 * one) still gets words, never an exception.
 *
 * Implements no rule: it only puts an action in words.
 *
 * @param action - One of `ruleset.legalActions(state, player)`.
 * @param view - That player's view (`ruleset.view(state, player)`).
 * @returns The words.
 * @example
 * ```ts
 * import { demoConfig, describeAction, ruleset } from "@rulesmith/guardians";
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) describeAction({ type: "start" }, ruleset.view(start.value, 0)); // "Shuffle, deal the opening hands and toss for the first player"
 * ```
 */
export function describeAction(action: GuardiansAction, view: GuardiansView): string {
  const a: unknown = action;
  const type = str(a, "type");
  const c = str(a, "card");
  switch (type) {
    case "start":
      return "Shuffle, deal the opening hands and toss for the first player";
    case "choose-first": {
      const p = num(a, "player");
      return p === undefined ? generic(view, a) : p === view.viewer ? "Take the first turn yourself" : `Let Player ${p} take the first turn`;
    }
    case "place":
      return `Place ${fromHand(view, c)}${tributes(view, strings(a, "tributes"))}`;
    case "sneak":
      return `Sneak ${fromHand(view, c)}${tributes(view, strings(a, "tributes"))}`;
    case "retreat": {
      const def = defOf(view, c);
      const cost = def?.kind === "minion" || def?.kind === "king" ? ` (mills ${def.retreatCost})` : "";
      return `Retreat ${card(view, c)} to your hand${cost}, Sneaking ${fromHand(view, str(a, "replacement"))} in its place${tributes(view, strings(a, "tributes"))}`;
    }
    case "ability": {
      const def = defOf(view, c);
      const index = num(a, "ability") ?? num(a, "index");
      const ability = index !== undefined && (def?.kind === "guardian" || def?.kind === "minion" || def?.kind === "king") ? def.abilities[index] : undefined;
      const what = ability?.text === undefined ? (index === undefined ? "ability" : `ability ${index + 1}`) : `ability "${short(ability.text)}"`;
      const owner = c === null ? undefined : ownerOf(view, c);
      const source = def === undefined ? HIDDEN : `${owner === undefined ? "" : owner === view.viewer ? "your " : `Player ${owner}'s `}${def.name}`;
      return `Use ${source}'s ${what}${onTarget(view, a)}`;
    }
    case "attack":
      return `Attack ${card(view, str(a, "target"))} with ${card(view, str(a, "attacker"))}`;
    case "guardian-battle":
      return `Battle ${card(view, str(a, "target"))}: set your hand aside and draw three Attack Cards`;
    case "choose-attack":
      return `Use ${fromHand(view, c)}${onTarget(view, a)}`;
    case "discard":
      return `Discard ${nameOf(view, c)}`;
    case "end-phase":
      return view.game.phase === "action" ? "End the Action Phase (on to the Battle Phase)" : view.game.phase === "battle" ? "End the Battle Phase (on to the End Phase)" : "End this phase";
    case "choose-opponent": {
      const p = num(a, "player");
      return p === undefined ? generic(view, a) : `Choose Player ${p} as the opponent the waiting effects act on`;
    }
    case "choose-creature": {
      const t = str(a, "target");
      return t === null ? generic(view, a) : `Choose ${card(view, t)} as the creature the waiting effect acts on`;
    }
    case "faces": {
      const faces = field(a, "faces");
      return Array.isArray(faces) ? `The dice show ${faces.map(String).join(", ")}` : generic(view, a);
    }
    default:
      return generic(view, a);
  }
}

/**
 * One Guardians card in words for a player, from their view alone: a card in play as the board
 * shows it (ATK and HP left, a Quest's turns, Special Conditions, whether it has attacked), any
 * other card with what is printed on it (kind, level, ATK, HP, Damage Type, Retreat Cost, an
 * Attack Card's damage, a Quest's goal); then the card's whole text. What a client shows as a
 * card's details. A card the view does not identify is "a hidden card", so the words never
 * tell a hidden card.
 *
 * Implements no rule: it only puts a card in words.
 *
 * @param view - A player's or a spectator's view (`ruleset.view`).
 * @param card - A card's instance id.
 * @returns The words.
 * @example
 * ```ts
 * import { demoConfig, describeCard, ruleset } from "@rulesmith/guardians";
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) {
 *   const view = ruleset.view(start.value, 0);
 *   const guardian = view.game.players[0]?.guardian;
 *   if (guardian !== null && guardian !== undefined) describeCard(view, guardian.id); // "Pyra, Flame Guardian (HP 30/30)"
 * }
 * ```
 */
export function describeCard(view: GuardiansView, card: string): string {
  const def = defOf(view, card);
  if (def === undefined) return HIDDEN;
  const u = unitsInPlay(view).get(card);
  return u === undefined ? handCard(def, Infinity) : `${unitText(view, u)}${abilityText(def, Infinity)}`;
}
