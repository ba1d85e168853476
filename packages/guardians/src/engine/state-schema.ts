// What a saved Guardians state must be: the valibot schema of Guardians' own fields (the engine
// kit checks its own: cards, zones, chance), which zone may hold which card, and the invariants
// that tie the fields together.
import * as v from "valibot";
import { canonicalJson, parseClock, type Clock, type PlayerId, type StateReport, type Zone } from "@rulesmith/core";
import { parseCard, type Card } from "../cards/cards.js";
import { GAME_OPTION_NAMES, parseOptions, type GameOptions } from "./engine-options.js";
import { decisionActions } from "./legal.js";
import { STATE_VERSION, ZONE_NAMES, zoneId, type GuardiansState } from "./state.js";

const MAX_ID = 64;
const BIG = 1_000_000;
const id = v.pipe(v.string(), v.maxLength(MAX_ID));
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const seat = int(0, 3);
/** A list of at most `max` items, its length checked before its items (a huge wrong list costs one check). */
function list<T>(item: v.GenericSchema<unknown, T>, max: number): v.GenericSchema<unknown, T[]> {
  return v.pipe(
    v.custom<unknown[]>((x) => Array.isArray(x) && x.length <= max, `is not a list of at most ${max} items`),
    v.array(item),
  );
}
/** A table (a plain object, not a list) of at most `max` entries, its size checked before its entries. */
function table<T>(entry: v.GenericSchema<unknown, T>, max: number): v.GenericSchema<unknown, Record<string, T>> {
  return v.pipe(
    v.custom<Record<string, unknown>>((x) => typeof x === "object" && x !== null && !Array.isArray(x) && Object.keys(x).length <= max, `is not a table of at most ${max} entries`),
    v.record(id, entry),
  );
}

// Card definitions repeat in every saved state of a match: remember the ones already checked,
// by their JSON text (a pure cache; the same text always gives the same answer).
const checkedDefs = new Map<string, boolean>();

/** A card as `parseCard` returns it: valid, and with every field present (no default left to fill). */
function exactCard(x: unknown): x is Card {
  const text = canonicalJson(x);
  const hit = checkedDefs.get(text);
  if (hit !== undefined) return hit;
  const c = parseCard(x);
  const good = c.ok && canonicalJson(c.value) === text;
  if (checkedDefs.size > 4096) checkedDefs.clear();
  checkedDefs.set(text, good);
  return good;
}

function fullOptions(x: unknown): x is GameOptions {
  return typeof x === "object" && x !== null && !Array.isArray(x) && Object.keys(x).length === GAME_OPTION_NAMES.length && GAME_OPTION_NAMES.every((k) => Object.hasOwn(x, k)) && parseOptions(x).ok;
}

const conditions = v.strictObject({
  poisonTurns: int(0, 6),
  paralyzed: v.boolean(),
  paralyzedAtTurnStart: v.boolean(),
  confused: v.boolean(),
  burned: v.boolean(),
  asleep: v.boolean(),
  rushed: v.boolean(),
  flying: v.boolean(),
  grounded: v.boolean(),
  frozen: v.boolean(),
});
const unit = v.strictObject({
  damage: int(0, BIG),
  conditions,
  attacked: v.boolean(),
  usedAbility: v.boolean(),
  enteredTurn: int(0, BIG),
  atkMod: int(-BIG, BIG),
  counter: int(0, BIG),
});
const player = v.strictObject({ out: v.boolean(), outReason: v.nullable(v.pipe(v.string(), v.maxLength(200))), handAside: v.boolean() });
const turn = v.strictObject({
  setup: v.boolean(),
  placed: v.boolean(),
  retreated: v.boolean(),
  guardianBattled: v.boolean(),
  phaseKingAttacked: v.boolean(),
  phaseGuardianBattled: v.boolean(),
  defeated: int(0, BIG),
  remaining: list(v.picklist(["action", "battle", "end", "extra-action", "extra-battle"]), 64),
});
const decision = v.nullable(
  v.strictObject({
    kind: v.picklist(["start", "choose-first", "action", "battle", "choose-attack", "discard"]),
    player: seat,
    target: v.nullable(id),
  }),
);
const outcome = v.nullable(
  v.strictObject({ winners: list(seat, 4), losers: list(seat, 4), reason: v.pipe(v.string(), v.maxLength(400)), rule: v.exactOptional(v.pipe(v.string(), v.maxLength(40))) }),
);

/**
 * The valibot schema of a saved Guardians state's own fields (the kit checks `cards`, `zones`,
 * `decklists` and the chance fields).
 *
 * @internal
 * @example
 * ```ts
 * v.safeParse(stateSchema, state).success;
 * ```
 */
export const stateSchema = v.looseObject({
  version: v.literal(STATE_VERSION),
  options: v.custom<GameOptions>(fullOptions, "is not a full set of Guardians options"),
  defs: table(v.custom<Card>(exactCard, "is not a valid Guardians card with every field filled in"), 4096),
  units: table(unit, 4096),
  players: list(player, 4),
  clock: v.custom<Clock>((x) => parseClock(x).ok, "is not a valid clock"),
  first: seat,
  turn,
  decision,
  outcome,
}) as unknown as v.GenericSchema<unknown, GuardiansState>;

const FIELD = new Set(["field"]);
const IN_PLAY = new Set(["guardian", "field", "row"]);

/**
 * Whether a zone may hold a card: only its owner's zones; a Guardian only in the Guardian slot
 * and the Discard Pile; an Attack Card only in the Attack Deck, the drawn Attack Cards and the
 * Discard Pile (G-DECK-5); a main-deck card anywhere but those, Minions and Kings on the field,
 * Quests and Barriers on the row (G-MAT-1..7).
 *
 * @param zone - The zone.
 * @param def - The card.
 * @param owner - Its owner.
 * @returns `true` when the card may be there.
 * @internal
 * @example
 * ```ts
 * holds(state.zones.zones["p0/field"], defOf(state, "c3"), 0);
 * ```
 */
export function holds(zone: Zone, def: Card, owner: PlayerId): boolean {
  if (zone.owner !== owner) return false;
  const name = zone.id.slice(zone.id.indexOf("/") + 1);
  if (name === "discard") return true;
  if (def.kind === "guardian") return name === "guardian";
  if (def.kind === "attack") return name === "attack" || name === "drawn";
  if (name === "guardian" || name === "attack" || name === "drawn") return false;
  if (FIELD.has(name)) return def.kind === "minion" || def.kind === "king";
  if (name === "row") return def.kind === "quest" || def.kind === "barrier";
  return true;
}

/**
 * Guardians' invariants of a saved state: the seats agree, the cards in play have exactly their
 * units, damage below what would have removed the card, a decision the state can be waiting for.
 *
 * @param s - A state that passed the schema and the kit's checks.
 * @param report - Where to report.
 * @internal
 * @example
 * ```ts
 * stateInvariants(state, report);
 * ```
 */
export function stateInvariants(s: GuardiansState, report: StateReport): void {
  const n = s.options.players;
  report.check(s.players.length === n, "$.players", `does not list the ${n} players of the match (option players)`);
  report.check(s.clock.players.length === n, "$.clock.players", `does not seat the ${n} players of the match`);
  report.check(s.first < n, "$.first", "is not a seat of the match");
  report.check(s.clock.turn <= s.options.maxTurns, "$.clock.turn", "is past the match's time-out (option maxTurns)");
  for (const k of Object.keys(s.defs)) report.check(s.defs[k]?.id === k, `$.defs.${k.slice(0, 24)}`, "is stored under another card's id");
  const inPlay = new Set<string>();
  for (let p = 0; p < n; p++) {
    for (const z of ZONE_NAMES) {
      if (!IN_PLAY.has(z)) continue;
      for (const c of s.zones.zones[zoneId(p, z)]?.cards ?? []) inPlay.add(c);
    }
    report.check((s.zones.zones[zoneId(p, "guardian")]?.cards.length ?? 0) <= 1, `$.zones.zones["${zoneId(p, "guardian")}"]`, "holds more than one Guardian");
  }
  for (const c of inPlay) {
    const u = s.units[c];
    if (u === undefined) {
      report.add(`$.units`, `has no entry for ${c.slice(0, 24)}, which is in play`);
      continue;
    }
    const def = s.defs[s.cards[c]?.def ?? ""];
    if (def === undefined) continue;
    const hp = def.kind === "minion" || def.kind === "king" || def.kind === "guardian" || def.kind === "barrier" ? def.hp : 0;
    const owner = s.cards[c]?.owner ?? 0;
    // Fatal damage removes a card at once (G-MIN-9, G-WIN-3); only an out player's Guardian keeps it.
    if (hp > 0) report.check(u.damage < hp || (def.kind === "guardian" && s.players[owner]?.out === true) || s.outcome !== null, `$.units.${c.slice(0, 24)}.damage`, `is ${u.damage}, at or above the card's HP of ${hp}, while it is still in play`);
    if (def.kind === "quest") report.check(u.counter <= def.turnCount, `$.units.${c.slice(0, 24)}.counter`, `is above the Quest's Turn Count of ${def.turnCount}`);
    else report.check(u.counter === 0, `$.units.${c.slice(0, 24)}.counter`, "is not 0 on a card that is not a Quest");
    report.check(u.enteredTurn <= s.clock.turn, `$.units.${c.slice(0, 24)}.enteredTurn`, "is after the current turn");
  }
  for (const k of Object.keys(s.units)) report.check(inPlay.has(k), `$.units.${k.slice(0, 24)}`, "is the status of a card that is not in play");
  const d = s.decision;
  if (s.outcome === null) {
    if (d === null) report.check(s.chance !== null, "$.decision", "is empty while the match goes on");
    else {
      report.check(d.player < n && s.players[d.player]?.out === false, "$.decision.player", "is not a player still in the match");
      if (d.kind === "choose-attack") {
        const t = d.target ?? "";
        report.check(Object.hasOwn(s.cards, t) && s.zones.where[t] === zoneId(s.cards[t]?.owner ?? 0, "guardian"), "$.decision.target", "is not a Guardian in play");
      } else report.check(d.target === null, "$.decision.target", `is set on a ${d.kind} decision, which has no target`);
      if (d.kind === "action" || d.kind === "battle" || d.kind === "choose-attack" || d.kind === "discard") report.check(d.player === s.clock.active, "$.decision.player", "is not the player whose turn it is");
      if (s.chance === null && report.problems.length === 0) report.check(decisionActions(s, d, d.player).length > 0, "$.decision", "offers nothing to do");
    }
  } else report.check(d === null, "$.decision", "is pending after the match ended");
  if (s.outcome !== null) {
    for (const w of s.outcome.winners) report.check(w < n, "$.outcome.winners", "names a seat that is not in the match");
    for (const l of s.outcome.losers) report.check(l < n, "$.outcome.losers", "names a seat that is not in the match");
  }
}
