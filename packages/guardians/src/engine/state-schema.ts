// What a saved Guardians state must be: the valibot schema of Guardians' own fields (the engine
// kit checks its own: cards, zones, chance), which zone may hold which card, and the invariants
// that tie the fields together.
import * as v from "valibot";
import { canonicalJson, isTurnInProgress, locate, slotOf, parseClock, turnsEndedBy, type Clock, type PlayerId, type StateReport, type Zone } from "@rulesmith/core";
import { parseCard, type Card } from "../cards/cards.js";
import type { PoisonDuration } from "../rules/conditions.js";
import { effectSchema } from "../cards/effects.js";
import { asksOpponent, needsCreature } from "./effects-run.js";
import { creaturesInPlay, unitIn } from "./board.js";
import { GAME_OPTION_NAMES, parseOptions, type GameOptions } from "./engine-options.js";
import { decisionActions } from "./legal.js";
import { STATE_VERSION, ZONE_NAMES, zoneId, type GuardiansState, type PendingDecision } from "./state.js";
import { ATTACK_DRAW } from "./engine.js";

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

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
/**
 * An object with exactly these fields. A list given in its place is refused at once: valibot
 * would look at each of its items as an unknown key, which takes long for a huge list.
 */
function obj<E extends v.ObjectEntries>(entries: E): v.GenericSchema<unknown, v.InferOutput<v.StrictObjectSchema<E, undefined>>> {
  return v.pipe(v.custom<Record<string, unknown>>(isRecord, "is not an object"), v.strictObject(entries));
}

// Card definitions repeat in every saved state of a match: remember the ones already checked,
// by their JSON text (a pure cache; the same text always gives the same answer).
/** The most values one card definition may hold in a saved state (the sample cards hold under 100). */
const CARD_VALUES_MAX = 5_000;
const checkedDefs = new Map<string, boolean>();

/** A card as `parseCard` returns it: valid, and with every field present (no default left to fill). */
/** Whether a value holds at most `max` values in all (an early exit: a card holds a few hundred at most). */
function small(x: unknown, max: number): boolean {
  const stack: unknown[] = [x];
  let n = 1;
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    if (Array.isArray(v)) {
      // A list's length is known without listing its keys (for...in over a list of 200,000
      // items makes 200,000 key strings before the first one is looked at).
      n += v.length;
      if (n > max) return false;
      for (const item of v as unknown[]) stack.push(item);
      continue;
    }
    for (const k in v) {
      if (++n > max) return false;
      stack.push((v as Record<string, unknown>)[k]);
    }
  }
  return true;
}

function exactCard(x: unknown): x is Card {
  if (!isRecord(x) || !small(x, CARD_VALUES_MAX)) return false;
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

/** The decisions an effect that waits for a choice asks, in the phase it runs in (`drain` in engine.ts). */
const CHOICES = ["choose-creature", "choose-opponent"] as const;

/**
 * What each phase of the clock may wait for, and whether a turn is in progress in it, read from
 * where the engine makes each decision (engine.ts): `start` and `choose-first` before the first
 * turn; `action` in the Action Phase, `battle` and `choose-attack` in the Battle Phase, `discard`
 * (the hand limit) in the End Phase, and the choices an effect asks in the Action Phase (an
 * ability, an enters-play ability) and the End Phase (a Quest reward, an end-phase ability). The
 * Start Phase and the in-between step are passed through within one step and never wait; the
 * in-between step comes after the turn has ended (G-TURN-1, G-TURN-10).
 */
const PHASE_WAITS: Readonly<Record<string, { readonly turn: boolean; readonly decisions: readonly PendingDecision["kind"][]; readonly rule: string }>> = {
  setup: { turn: false, decisions: ["start", "choose-first"], rule: "G-AMB-4" },
  start: { turn: true, decisions: [], rule: "G-TURN-2" },
  action: { turn: true, decisions: ["action", ...CHOICES], rule: "G-TURN-3" },
  battle: { turn: true, decisions: ["battle", "choose-attack"], rule: "G-TURN-7" },
  end: { turn: true, decisions: ["discard", ...CHOICES], rule: "G-TURN-8" },
  between: { turn: false, decisions: [], rule: "G-TURN-10" },
};
const PHASES: readonly string[] = Object.keys(PHASE_WAITS);

/** A consistent clock in a Guardians phase. */
function guardiansClock(x: unknown): x is Clock {
  const c = parseClock(x);
  return c.ok && PHASES.includes(c.value.phase);
}

/** Poison: a core "owner-turns" duration of a d6 of turns (the invariants tie it to the card's owner and the clock). */
const poison = v.nullable(obj({ kind: v.literal("owner-turns"), owner: seat, count: int(1, 6), target: int(1, BIG) }));
const conditions = obj({
  poison,
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
const unit = obj({
  damage: int(0, BIG),
  conditions,
  attacked: v.boolean(),
  usedAbilities: list(int(0, 4095), 4096),
  enteredTurn: int(0, BIG),
  atkMod: int(-BIG, BIG),
  counter: int(0, BIG),
});
const player = obj({ out: v.boolean(), outReason: v.nullable(v.pipe(v.string(), v.maxLength(200))), handAside: v.boolean() });
const turn = obj({
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
  obj({
    kind: v.picklist(["start", "choose-first", "action", "battle", "choose-attack", "discard", "choose-opponent", "choose-creature"]),
    player: seat,
    target: v.nullable(id),
  }),
);
const effectRun = v.strictObject({ card: id, effects: list(effectSchema, 256), chosen: v.nullable(id) });
const resume = v.nullable(
  v.strictObject({
    controller: seat,
    runs: list(effectRun, 64),
    then: v.variant("step", [
      v.strictObject({ step: v.literal("action") }),
      v.strictObject({ step: v.literal("quest"), quest: id, quests: list(id, 5) }),
      v.strictObject({ step: v.literal("end-phase") }),
    ]),
  }),
);
const outcome = v.nullable(
  obj({ winners: list(seat, 4), losers: list(seat, 4), reason: v.pipe(v.string(), v.maxLength(400)), rule: v.exactOptional(v.pipe(v.string(), v.maxLength(40))) }),
);

/**
 * The valibot schema of a saved Guardians state: its own fields, and the kit's (`cards`, `zones`,
 * `decklists`, `rng`, `dice`, `chance`), which the kit checks itself, listed so that a field of
 * neither is refused. The output has its fields in this order, the order of `setup`'s states, so
 * a state saved and loaded again is the same JSON text.
 *
 * @internal
 * @example
 * ```ts
 * v.safeParse(stateSchema, state).success;
 * ```
 */
export const stateSchema = v.strictObject({
  game: v.literal("guardians"),
  version: v.literal(STATE_VERSION),
  options: v.custom<GameOptions>(fullOptions, "is not a full set of Guardians options"),
  defs: table(v.custom<Card>(exactCard, "is not a valid Guardians card with every field filled in"), 4096),
  cards: v.unknown(),
  zones: v.unknown(),
  decklists: v.unknown(),
  units: list(v.nullable(unit), 4096),
  players: list(player, 4),
  clock: v.custom<Clock>(guardiansClock, `is not a valid clock in a Guardians phase (${PHASES.join(", ")})`),
  first: seat,
  turn,
  decision,
  resume,
  outcome,
  rng: v.unknown(),
  dice: v.unknown(),
  chance: v.unknown(),
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
 * units, damage below what would have removed the card, a Poison that fits the clock, a decision
 * the state can be waiting for.
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
  report.check(parseClock(s.clock, { players: n }).ok, "$.clock.players", `does not seat the ${n} players of the match (0 to ${n - 1}, in order)`);
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
  const cardCount = Object.keys(s.zones.index).length;
  report.check(s.units.length === cardCount, "$.units", `has ${s.units.length} entries; the match has ${cardCount} cards, one slot each`);
  for (const c of inPlay) {
    const u = unitIn(s, c);
    if (u === undefined) {
      report.add(`$.units[${slotOf(s.zones, c)}]`, `is empty, but card ${c.slice(0, 24)} of that slot is in play`);
      continue;
    }
    const def = s.defs[s.cards[c]?.def ?? ""];
    if (def === undefined) continue;
    const hp = def.kind === "minion" || def.kind === "king" || def.kind === "guardian" || def.kind === "barrier" ? def.hp : 0;
    const owner = s.cards[c]?.owner ?? 0;
    // Fatal damage removes a card at once (G-MIN-9, G-WIN-3); only an out player's Guardian keeps it.
    if (hp > 0) report.check(u.damage < hp || (def.kind === "guardian" && s.players[owner]?.out === true) || s.outcome !== null, `$.units[${slotOf(s.zones, c)}].damage`, `is ${u.damage}, at or above the card's HP of ${hp}, while it is still in play`);
    if (def.kind === "quest") report.check(u.counter <= def.turnCount, `$.units[${slotOf(s.zones, c)}].counter`, `is above the Quest's Turn Count of ${def.turnCount}`);
    else report.check(u.counter === 0, `$.units[${slotOf(s.zones, c)}].counter`, "is not 0 on a card that is not a Quest");
    report.check(u.enteredTurn <= s.clock.turn, `$.units[${slotOf(s.zones, c)}].enteredTurn`, "is after the current turn");
    if (u.conditions.poison !== null) poisonInvariants(s, report, `$.units[${slotOf(s.zones, c)}].conditions.poison`, u.conditions.poison, owner);
    const abilities = def.kind === "guardian" || def.kind === "minion" || def.kind === "king" ? def.abilities : [];
    let last = -1;
    for (const i of u.usedAbilities) {
      report.check(i > last && abilities[i]?.trigger === "activated", `$.units[${slotOf(s.zones, c)}].usedAbilities`, "is not a list, in ascending order without repeats, of positions of the card's activated abilities");
      last = i;
    }
  }
  for (const k of Object.keys(s.zones.index)) {
    const slot = slotOf(s.zones, k);
    report.check(inPlay.has(k) || s.units[slot] === null, `$.units[${slot}]`, `is the status of card ${k.slice(0, 24)}, which is not in play`);
  }
  phaseInvariants(s, report);
  const d = s.decision;
  if (s.outcome === null) {
    if (d === null) report.check(s.chance !== null, "$.decision", "is empty while the match goes on");
    else {
      report.check(d.player < n && s.players[d.player]?.out === false, "$.decision.player", "is not a player still in the match");
      if (d.kind === "start" || d.kind === "choose-first") {
        // Before the first turn nobody can have lost a Guardian: a player out here would be
        // offered the first turn (found by the conformance kit's parse-state fuzzing).
        for (let q = 0; q < n; q++) report.check(s.players[q]?.out === false, `$.players[${q}].out`, "is set before the match has begun (nobody is out before the first turn)");
      }
      if (d.kind === "choose-attack") {
        const t = d.target ?? "";
        report.check(Object.hasOwn(s.cards, t) && locate(s.zones, t) === zoneId(s.cards[t]?.owner ?? 0, "guardian"), "$.decision.target", "is not a Guardian in play");
      } else report.check(d.target === null, "$.decision.target", `is set on a ${d.kind} decision, which has no target`);
      if (d.kind === "action" || d.kind === "battle" || d.kind === "choose-attack" || d.kind === "discard") report.check(d.player === s.clock.active, "$.decision.player", "is not the player whose turn it is");
      const choosing = d.kind === "choose-opponent" || d.kind === "choose-creature";
      if (choosing) report.check(d.player === s.clock.active, "$.decision.player", "is not the player whose turn it is");
      report.check(choosing === (s.resume !== null), "$.resume", choosing ? `is empty while a ${d.kind} decision waits for it` : `is set while the match waits for a ${d.kind} decision`);
      if (s.chance === null && report.problems.length === 0) report.check(decisionActions(s, d, d.player).length > 0, "$.decision", "offers nothing to do");
    }
  } else report.check(d === null, "$.decision", "is pending after the match ended");
  if (s.resume !== null) resumeInvariants(s, report);
  if (s.outcome !== null) {
    for (const w of s.outcome.winners) report.check(w < n, "$.outcome.winners", "names a seat that is not in the match");
    for (const l of s.outcome.losers) report.check(l < n, "$.outcome.losers", "names a seat that is not in the match");
  }
}

/**
 * The clock's phase, the turn in progress and the decision agree ({@link PHASE_WAITS}), and the
 * Attack Cards drawn for a Guardian battle lie in the drawn zone only while its player chooses
 * one of them (at most {@link ATTACK_DRAW}, G-GBTL-1): every battle puts them away before it ends.
 * The player's hand is set aside (`handAside`) for exactly that choice.
 */
function phaseInvariants(s: GuardiansState, report: StateReport): void {
  const c = s.clock;
  const waits = PHASE_WAITS[c.phase];
  if (waits === undefined) return;
  if (waits.turn) report.check(isTurnInProgress(c), "$.clock", `is in the ${c.phase} phase with no turn in progress (it is a phase of the active player's turn, G-TURN-1)`);
  else if (c.phase === "setup") report.check(c.turn === 0, "$.clock", "is in the setup after a turn has begun (the setup comes before the first turn, G-AMB-4)");
  else report.check(!isTurnInProgress(c), "$.clock", "is in the in-between step while a turn is in progress (it comes after the turn has ended, G-TURN-10)");
  const d = s.decision;
  if (d !== null && s.outcome === null && !waits.decisions.includes(d.kind)) {
    const may = waits.decisions.length === 0 ? "no decision: the engine passes through it within one step" : `only ${waits.decisions.join(", ")}`;
    report.add("$.decision", `is ${d.kind}, which the ${c.phase} phase never waits for (it waits for ${may}, ${waits.rule})`);
  }
  for (let p = 0; p < s.players.length; p++) {
    const drawn = s.zones.zones[zoneId(p, "drawn")]?.cards.length ?? 0;
    const choosing = s.outcome === null && d?.kind === "choose-attack" && d.player === p;
    if (choosing) report.check(drawn <= ATTACK_DRAW, `$.zones.zones["${zoneId(p, "drawn")}"]`, `holds ${drawn} cards, more than the ${ATTACK_DRAW} Attack Cards a Guardian battle draws (G-GBTL-1)`);
    else report.check(drawn === 0, `$.zones.zones["${zoneId(p, "drawn")}"]`, "holds cards while its player is not choosing an Attack Card (a Guardian battle puts the drawn ones away before it ends, G-GBTL-1)");
    // The hand is set aside for exactly that choice: a view shows it, and the battle takes it back.
    const aside = s.players[p]?.handAside === true;
    if (aside !== choosing) {
      report.add(`$.players[${p}].handAside`, aside ? "is true while its player is not choosing an Attack Card (a Guardian battle takes the hand back before it ends, G-GBTL-1)" : "is false while its player chooses an Attack Card (a Guardian battle sets the hand aside, G-GBTL-1)");
    }
  }
}

/**
 * A Poison on a card in play counts its owner's turns from when it was inflicted, leaves no more
 * of them than the die gave, and has not run out on a card of a player still in the match (the
 * in-between step removes a Poison once it expires; an out player's cards are no longer stepped),
 * G-POI-1, G-AMB-23.
 */
function poisonInvariants(s: GuardiansState, report: StateReport, path: string, poison: PoisonDuration, owner: PlayerId): void {
  if (!report.check(poison.owner === owner, `${path}.owner`, "is not the card's owner, whose turns Poison counts")) return;
  report.check(poison.target >= poison.count, `${path}.target`, "counts from before the match began");
  const left = poison.target - turnsEndedBy(s.clock, owner);
  report.check(left <= poison.count, `${path}.target`, `leaves ${left} of the owner's turns, more than the ${poison.count} rolled`);
  if (s.players[owner]?.out === false) report.check(left > 0, path, "has run out but is still on the card (the in-between step removes it)");
}

/**
 * The waiting work of a choose-opponent or choose-creature decision: the active player's, about
 * cards in play. For choose-creature the first run acts on "a creature" not chosen yet, with two
 * or more creatures in play; for choose-opponent it depends on the opponent chosen, with two or
 * more opponents to choose from, and any creature it needs is chosen already (the creature is
 * asked first, G-ENG-9).
 */
function resumeInvariants(s: GuardiansState, report: StateReport): void {
  const r = s.resume;
  if (r === null) return;
  report.check(r.controller === s.clock.active && r.controller === s.decision?.player, "$.resume.controller", "is not the active player who is to choose");
  report.check(r.runs.length > 0, "$.resume.runs", "is empty: nothing waits for the choice");
  const first = r.runs[0];
  const creatures = creaturesInPlay(s).length;
  if (s.decision?.kind === "choose-creature") {
    if (first !== undefined) {
      report.check(needsCreature(first.effects) && first.chosen === null, "$.resume.runs[0]", "has no effect on a creature still to choose, so it has no choice to wait for");
    }
    report.check(creatures > 1, "$.resume", "waits for a choice of creature with fewer than two creatures in play");
  } else {
    if (first !== undefined) {
      report.check(asksOpponent(s, r.controller, first.effects), "$.resume.runs[0].effects", "does not depend on the opponent chosen, so it has no choice to wait for");
      report.check(!(needsCreature(first.effects) && first.chosen === null && creatures > 0), "$.resume.runs[0].chosen", "is empty while a creature is in play: the creature is chosen before the opponent");
    }
    let living = 0;
    for (let q = 0; q < s.players.length; q++) if (q !== r.controller && s.players[q]?.out === false) living++;
    report.check(living > 1, "$.resume", "waits for a choice of opponent with fewer than two opponents left");
  }
  const field = new Set<string>();
  for (let q = 0; q < s.players.length; q++) for (const c of s.zones.zones[zoneId(q, "field")]?.cards ?? []) field.add(c);
  r.runs.forEach((run, i) => {
    report.check(s.cards[run.card]?.owner === r.controller && unitIn(s, run.card) !== undefined, `$.resume.runs[${i}].card`, "is not a card in play of the player whose effects wait");
    if (run.chosen !== null) report.check(field.has(run.chosen), `$.resume.runs[${i}].chosen`, "is not a Minion or King in play");
  });
  if (r.then.step === "quest") {
    const t = r.then;
    const row = s.zones.zones[zoneId(r.controller, "row")]?.cards ?? [];
    for (const q of [t.quest, ...t.quests]) report.check(row.includes(q) && s.defs[s.cards[q]?.def ?? ""]?.kind === "quest", "$.resume.then", `names ${q.slice(0, 24)}, which is not a Quest in the row of the player whose End Phase it is`);
    report.check(s.clock.phase === "end", "$.resume.then", "goes on with the End Phase outside the End Phase");
  } else if (r.then.step === "end-phase") report.check(s.clock.phase === "end", "$.resume.then", "goes on with the End Phase outside the End Phase");
  else report.check(s.clock.phase === "action", "$.resume.then", "goes back to the Action Phase outside the Action Phase");
}
