import * as v from "valibot";
import { CoreErrorCode, err, ok, parseChanceHost, parseClock, parseZones, ruleError, type Result, type RuleError } from "@rulesmith/core";
import { parseCard, type Card } from "./cards.js";
import { GAME_OPTION_NAMES, parseOptions } from "./engine-options.js";
import { STATE_VERSION, ZONE_NAMES, zoneId, type CardInstance, type GuardiansState } from "./state.js";

const nat = v.pipe(v.number(), v.integer(), v.minValue(0));
const conditionsSchema = v.strictObject({
  poisonTurns: v.pipe(nat, v.maxValue(6)),
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
const unitSchema = v.strictObject({
  damage: nat,
  conditions: conditionsSchema,
  attacked: v.boolean(),
  usedAbility: v.boolean(),
  enteredTurn: nat,
  atkMod: v.pipe(v.number(), v.integer()),
  counter: nat,
});
const playerSchema = v.strictObject({ out: v.boolean(), outReason: v.nullable(v.string()), handAside: v.boolean() });
const phase = v.picklist(["action", "battle", "end", "extra-action", "extra-battle"]);
const turnSchema = v.strictObject({
  setup: v.boolean(),
  placed: v.boolean(),
  retreated: v.boolean(),
  guardianBattled: v.boolean(),
  phaseKingAttacked: v.boolean(),
  phaseGuardianBattled: v.boolean(),
  defeated: nat,
  remaining: v.array(phase),
});
const decisionSchema = v.nullable(
  v.strictObject({
    kind: v.picklist(["start", "choose-first", "action", "battle", "choose-attack", "discard"]),
    player: nat,
    target: v.nullable(v.string()),
  }),
);
const outcomeSchema = v.nullable(
  v.strictObject({ winners: v.array(nat), losers: v.array(nat), reason: v.string(), rule: v.exactOptional(v.string()) }),
);
const instanceSchema = v.strictObject({ id: v.string(), def: v.string(), owner: nat });

const STATE_KEYS = ["version", "options", "defs", "cards", "zones", "units", "players", "clock", "first", "turn", "decision", "outcome", "rng", "dice", "chance"];

// Card definitions repeat in every saved state of a match: remember the ones already checked,
// by their JSON text (a pure cache; the same text always gives the same card).
const checkedDefs = new Map<string, Card>();

function parseDef(raw: unknown): Card | null {
  let text: string;
  try {
    text = JSON.stringify(raw);
  } catch {
    return null;
  }
  const hit = checkedDefs.get(text);
  if (hit !== undefined) return hit;
  const card = parseCard(raw);
  if (!card.ok) return null;
  if (checkedDefs.size > 4096) checkedDefs.clear();
  checkedDefs.set(text, card.value);
  return card.value;
}

function bad(why: string): { ok: false; error: RuleError } {
  return err(ruleError(CoreErrorCode.BadState, `Not a valid Guardians state: ${why}.`));
}

function field(o: object, k: string): unknown {
  return Object.hasOwn(o, k) ? (Reflect.get(o, k) as unknown) : undefined;
}

function record(value: unknown): [string, unknown][] | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  return Object.entries(value);
}

/**
 * Validates a saved state before use: its shape and version, the options, every card
 * definition, the card instances, the zones (every card in exactly one zone, each in a zone of
 * its owner: card conservation), the units (exactly the cards in play), the clock, the turn,
 * the decision and the outcome, and the chance host.
 *
 * Implements no rule: it validates saved data before use.
 *
 * @param value - Anything (parsed JSON).
 * @returns A fresh, checked state, or `state/invalid`.
 * @example
 * ```ts
 * import { demoConfig, parseState, ruleset } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) parseState(JSON.parse(JSON.stringify(s.value))).ok; // true
 * ```
 */
export function parseState(value: unknown): Result<GuardiansState> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return bad("not an object");
  const keys = Object.keys(value);
  if (keys.length !== STATE_KEYS.length || !STATE_KEYS.every((k) => Object.hasOwn(value, k))) return bad(`the fields are ${STATE_KEYS.join(", ")}`);
  if (field(value, "version") !== STATE_VERSION) return bad(`the version is not ${STATE_VERSION}`);
  const host = parseChanceHost(value);
  if (!host.ok) return host;
  const rawOptions = field(value, "options");
  const opts = parseOptions(rawOptions);
  if (!opts.ok) return bad(`options: ${opts.error.message}`);
  const optionEntries = record(rawOptions);
  if (optionEntries?.length !== GAME_OPTION_NAMES.length) return bad("the options must list every option");
  const options = opts.value;
  const n = options.players;

  const defEntries = record(field(value, "defs"));
  if (defEntries === null) return bad("defs is not a table");
  const defs: Record<string, Card> = {};
  for (const [k, raw] of defEntries) {
    const card = parseDef(raw);
    if (card === null) return bad(`card definition ${k} is not valid`);
    if (card.id !== k) return bad(`card definition ${k} is filed under another id`);
    defs[k] = card;
  }

  const cardEntries = record(field(value, "cards"));
  if (cardEntries === null) return bad("cards is not a table");
  const cards: Record<string, CardInstance> = {};
  for (const [k, raw] of cardEntries) {
    const c = v.safeParse(instanceSchema, raw);
    if (!c.success || c.output.id !== k || !Object.hasOwn(defs, c.output.def) || c.output.owner >= n) return bad(`card ${k} is not valid`);
    cards[k] = c.output;
  }

  const zones = parseZones(field(value, "zones"));
  if (!zones.ok) return bad(`zones: ${zones.error.message}`);
  const expected: string[] = [];
  for (let p = 0; p < n; p++) for (const z of ZONE_NAMES) expected.push(zoneId(p, z));
  const zoneKeys = Object.keys(zones.value);
  if (zoneKeys.length !== expected.length || !expected.every((k) => Object.hasOwn(zones.value, k))) return bad("the zones are not the mat of every player");
  const seen = new Set<string>();
  const inPlay = new Set<string>();
  for (const z of Object.values(zones.value)) {
    for (const id of z.cards) {
      const c = cards[id];
      if (c === undefined || seen.has(id)) return bad(`card ${id} is unknown or in two places`);
      if (c.owner !== z.owner) return bad(`card ${id} is in a zone of another player`);
      seen.add(id);
      if (z.id.endsWith("/guardian") || z.id.endsWith("/field") || z.id.endsWith("/row")) inPlay.add(id);
    }
  }
  if (seen.size !== Object.keys(cards).length) return bad("a card is in no zone (card conservation)");

  const unitEntries = record(field(value, "units"));
  if (unitEntries === null) return bad("units is not a table");
  const unitsOut: Record<string, GuardiansState["units"][string]> = {};
  for (const [k, raw] of unitEntries) {
    const u = v.safeParse(unitSchema, raw);
    if (!u.success || !inPlay.has(k)) return bad(`unit ${k} is not valid or not in play`);
    unitsOut[k] = u.output;
  }
  if (Object.keys(unitsOut).length !== inPlay.size) return bad("a card in play has no unit");

  const players = v.safeParse(v.array(playerSchema), field(value, "players"));
  if (!players.success || players.output.length !== n) return bad(`players is not a list of ${n} players`);
  const clock = parseClock(field(value, "clock"));
  if (!clock.ok || clock.value.players.length !== n) return bad("the clock is not valid");
  const first = field(value, "first");
  if (typeof first !== "number" || !Number.isInteger(first) || first < 0 || first >= n) return bad("first is not a seat");
  const turn = v.safeParse(turnSchema, field(value, "turn"));
  if (!turn.success) return bad("the turn is not valid");
  const decision = v.safeParse(decisionSchema, field(value, "decision"));
  if (!decision.success || (decision.output?.player ?? 0) >= n) return bad("the decision is not valid");
  const outcome = v.safeParse(outcomeSchema, field(value, "outcome"));
  if (!outcome.success) return bad("the outcome is not valid");
  if ((outcome.output === null) === (decision.output === null)) return bad("exactly one of decision and outcome is set");
  return ok({
    version: STATE_VERSION,
    options,
    defs,
    cards,
    zones: zones.value,
    units: unitsOut,
    players: players.output,
    clock: clock.value,
    first,
    turn: turn.output,
    decision: decision.output,
    outcome: outcome.output,
    rng: host.value.rng,
    dice: host.value.dice,
    chance: host.value.chance,
  });
}
