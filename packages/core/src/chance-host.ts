import { chanceAnswers, runWithChance, validateFaces, type Chance, type ChanceRequest, type DiceMode } from "./chance.js";
import { CoreErrorCode, ruleError, type RuleError } from "./errors.js";
import type { ChanceRequestedEvent, GameEvent } from "./events.js";
import { excerpt, isPlainJson, plainJsonProblem, type JsonValue } from "./json.js";
// The exact copy (-0 kept), as this host always stored a pending action: the kit's own pause
// stores its action as JSON text carries it (jsonRoundTrip). The two differ only for a -0 in
// an action, and each is kept as it was, so that no state either one makes changes.
import { copyJson } from "./json-copy.js";
import { isRecord, own } from "./json-read.js";
import { clipMessage, thrownText } from "./outside-data.js";
import type { PlayerId } from "./player.js";
import { err, ok, type Result } from "./result.js";
import { isOutcomeCount, parseRngState, type RngState } from "./rng.js";
import type { Decision, Step } from "./ruleset.js";
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- for {@link defineGame} in the docs
import type { defineGame } from "./kit.js";

/**
 * A transition paused for the faces of real dice: who acted, what they did, the faces
 * entered so far for this action (one list per roll) and the roll now awaited.
 *
 * @example
 * ```ts
 * import type { PendingChance } from "@rulesmith/core";
 * const p: PendingChance = {
 *   player: 0,
 *   action: { type: "strike" },
 *   supplied: [],
 *   request: { kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0 },
 * };
 * ```
 */
export interface PendingChance {
  /** Who took the paused action. */
  readonly player: PlayerId;
  /** The paused action, run again once the faces are in. */
  readonly action: JsonValue;
  /** Faces entered so far for this action, one list per roll, in order. */
  readonly supplied: readonly (readonly number[])[];
  /** The roll now awaited. */
  readonly request: ChanceRequest;
  /**
   * How many of the paused action's events were already returned by earlier steps (the events
   * before each pause are shown at once, so a client can show the hit roll before asking for the
   * damage dice); the step that finishes the action returns only the rest. Set by rulesets built
   * with {@link defineGame}; left out by {@link applyWithChance}.
   */
  readonly shown?: number;
}

/**
 * The fields a game state must have to use {@link applyWithChance}: the generator, the dice
 * mode, and the roll being waited for (or `null`).
 *
 * @example
 * ```ts
 * import { seedRng, type ChanceHost } from "@rulesmith/core";
 * interface MyState extends ChanceHost { readonly hp: readonly number[] }
 * const s: MyState = { hp: [20, 20], rng: seedRng(1), dice: "external", chance: null };
 * ```
 */
export interface ChanceHost {
  /** The seeded generator (never shown to players). */
  readonly rng: RngState;
  /** Where dice come from. */
  readonly dice: DiceMode;
  /** The roll the match waits for, or `null`. */
  readonly chance: PendingChance | null;
  /**
   * How many rolls of real dice the match has had answered in actions that finished: kept in
   * `"external"` matches only, and left out while it is 0 (a seeded match never has it, nor does
   * a state saved before the field existed). The pending roll is roll number
   * `physicalRolls + chance.supplied.length + 1` of the match (see {@link chanceRollNumber}),
   * the number a faces answer may name. Written by {@link applyWithChance} and by rulesets built
   * with {@link defineGame}; a game never sets it. Public: every roll is seen by everybody.
   */
  readonly physicalRolls?: number;
}

/**
 * The answer to a physical roll: the faces the dice showed, in the order rolled, and the number
 * of the roll they answer.
 *
 * @remarks
 * `roll` is optional. With it, the answer is taken only for that roll: the same answer sent twice
 * (a double tap, a network retry) or late is refused with `chance/stale-answer` once the match
 * waits for another roll, even one of the same dice, and nothing changes. Without it, the answer
 * is taken for whatever roll is pending, as before. The listed answers (`legalActions`,
 * {@link chanceActions}) carry it; a client that builds its own answer takes it from the pending
 * decision's `details.roll` (or the `chance-requested` event's `roll`) at the time it asks.
 *
 * @example
 * ```ts
 * import type { FacesAction } from "@rulesmith/core";
 * const answer: FacesAction = { type: "faces", faces: [6, 3], roll: 4 };
 * const anyRoll: FacesAction = { type: "faces", faces: [6, 3] };
 * ```
 */
export interface FacesAction {
  /** Always `"faces"`. */
  readonly type: "faces";
  /** The faces shown, in the order rolled (a coin: 1 heads, 2 tails). */
  readonly faces: readonly number[];
  /** The number of the roll answered (see {@link chanceRollNumber}); left out, the answer is for the roll pending whatever it is. */
  readonly roll?: number;
}

/**
 * What a transition gets besides the state and action: the chance source to roll with, and
 * the list to push its events into. Dice rolled through `chance` append their `dice-rolled`
 * events to the same list, so events stay in the order things happened.
 *
 * @example
 * ```ts
 * import type { TransitionContext } from "@rulesmith/core";
 * function hit(ctx: TransitionContext): number {
 *   const faces = ctx.chance.roll(2, 6, "hit roll", 0);
 *   ctx.events.push({ type: "note", text: `rolled ${faces.join("+")}` });
 *   return faces[0] ?? 0;
 * }
 * ```
 */
export interface TransitionContext {
  /** The chance source for every roll of this transition. */
  readonly chance: Chance;
  /** Where the transition pushes its events. */
  readonly events: GameEvent[];
}

/**
 * A game's transition as {@link applyWithChance} runs it: pure, deterministic, rolling only
 * through `ctx.chance`. It may return an error for an illegal action; it should not set
 * `rng` or `chance` itself (the host writes both).
 *
 * @typeParam S - The game state.
 * @example
 * ```ts
 * import { ok, type ChanceTransition, type ChanceHost } from "@rulesmith/core";
 * interface S extends ChanceHost { readonly total: number }
 * const roll: ChanceTransition<S> = (state, player, _action, ctx) => {
 *   const face = ctx.chance.die(6, "roll", player);
 *   return ok({ total: state.total + face, rng: state.rng, dice: state.dice, chance: state.chance });
 * };
 * ```
 */
export type ChanceTransition<S> = (state: S, player: PlayerId, action: unknown, ctx: TransitionContext) => Result<S>;

/**
 * Tells whether a value is shaped like a {@link FacesAction}: the fields `type` (`"faces"`) and
 * `faces` (a list of numbers), and optionally `roll` (a whole number from 1), and no other. It
 * does not check the faces against a request ({@link validateFaces} does), nor the roll against
 * the one pending.
 *
 * @param value - Anything.
 * @returns `true` for a faces answer.
 * @example
 * ```ts
 * import { isFacesAction } from "@rulesmith/core";
 * isFacesAction({ type: "faces", faces: [3, 4] });          // true
 * isFacesAction({ type: "faces", faces: [3, 4], roll: 2 }); // true
 * isFacesAction({ type: "strike" });                       // false
 * ```
 */
export function isFacesAction(value: unknown): value is FacesAction {
  if (!isRecord(value) || own(value, "type") !== "faces") return false;
  const keys = Object.keys(value);
  const hasRoll = Object.hasOwn(value, "roll");
  if (keys.length !== (hasRoll ? 3 : 2) || (hasRoll && !isRollNumber(own(value, "roll")))) return false;
  const faces = own(value, "faces");
  if (!Array.isArray(faces)) return false;
  for (const f of faces as unknown[]) if (typeof f !== "number") return false;
  return true;
}

/**
 * Who must enter the faces of a pending roll: the roller named in the request, or else the
 * player whose action is paused.
 *
 * @param pending - The paused transition.
 * @returns The answering player.
 * @example
 * ```ts
 * import { chanceAnswerer } from "@rulesmith/core";
 * chanceAnswerer({ player: 0, action: null, supplied: [], request: { kind: "coin", count: 1, sides: 2, purpose: "toss", player: 1 } }); // 1
 * ```
 */
export function chanceAnswerer(pending: PendingChance): PlayerId {
  return pending.request.player ?? pending.player;
}

/** A roll number: a whole number from 1 that counts exactly (at most 2^53 - 1). */
function isRollNumber(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 1;
}

/**
 * The number of the roll a state waits for: the rolls of real dice of the match counted from 1,
 * the pending one included (`physicalRolls + supplied.length + 1`). It changes from one request
 * to the next (a reroll after a tie, a damage roll after a hit roll of as many dice, the next
 * action's roll), so that a faces answer that names it is taken for that roll only. It is
 * deterministic and says nothing hidden: it counts rolls everybody saw.
 *
 * @param state - A state with the {@link ChanceHost} fields.
 * @returns The roll number, or `undefined` when no roll is pending.
 * @example
 * ```ts
 * import { chanceRollNumber } from "@rulesmith/core";
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const start = referenceDuel.setup({ seed: 1, dice: "external" });
 * const asked = start.ok ? referenceDuel.apply(start.value, 0, { type: "attack" }) : start;
 * // the first roll of the match: its answer may be { type: "faces", faces: [5, 4], roll: 1 }
 * if (asked.ok) chanceRollNumber(asked.value.state); // 1
 * ```
 */
export function chanceRollNumber(state: ChanceHost): number | undefined {
  const pending = state.chance;
  if (pending === null) return undefined;
  return (state.physicalRolls ?? 0) + pending.supplied.length + 1;
}

/**
 * The rolls a finished action leaves answered in the match: the count before it plus the faces
 * it took. `undefined` (the field left out) while none.
 * @internal
 */
export function rollsAfter(before: ChanceHost, supplied: number): number | undefined {
  const n = (before.physicalRolls ?? 0) + supplied;
  return n > 0 ? n : undefined;
}

/**
 * The refusal of a faces answer that names a roll other than the pending roll number `roll`
 * (whoever sent it: it answers a roll that is no longer asked), or `undefined`. Checked first,
 * before who answers and what the faces are: a copy of an answer already taken is told apart
 * from a wrong answer. Shared by {@link applyWithChance} and the engine kit.
 * @internal
 */
export function staleRoll(action: unknown, request: ChanceRequest, roll: number): RuleError | undefined {
  if (!isRecord(action) || own(action, "type") !== "faces") return undefined;
  const named = own(action, "roll");
  if (!isRollNumber(named) || named === roll) return undefined;
  return staleAnswer(named, `the match now waits for roll ${roll} (${rollText(request).toLowerCase()} for the ${request.purpose})`, roll);
}

/**
 * Reads a faces answer to the pending roll number `roll` (its roll, if named, already checked
 * by {@link staleRoll}): the fields `type`, `faces` and optionally `roll`, then the faces,
 * checked with {@link validateFaces}. Shared by {@link applyWithChance} and the engine kit.
 * @internal
 */
export function readFacesAnswer(action: object, request: ChanceRequest, roll: number): Result<readonly number[]> {
  const hasRoll = Object.hasOwn(action, "roll");
  if (Object.keys(action).length !== (hasRoll ? 3 : 2) || !Object.hasOwn(action, "faces")) {
    return err(ruleError(CoreErrorCode.MalformedAction, 'A faces answer has the fields "type" and "faces", and optionally "roll" (the number of the roll it answers).'));
  }
  if (hasRoll && !isRollNumber(own(action, "roll"))) {
    return err(
      ruleError(CoreErrorCode.MalformedAction, `A faces answer's roll is the number of the roll it answers, a whole number from 1, not ${excerpt(own(action, "roll"))}: the match now waits for roll ${roll}.`, {
        details: { roll },
      }),
    );
  }
  return validateFaces(request, own(action, "faces"));
}

/**
 * The refusal of a faces answer that names a roll other than the one pending (or names one when
 * none is pending): most often the same answer sent twice.
 * @internal
 */
export function staleAnswer(named: number, now: string, roll: number | null): RuleError {
  return ruleError(
    CoreErrorCode.StaleAnswer,
    `These faces answer roll ${named}, but ${now}: an answer sent twice or late is not taken for another roll, and nothing changed.`,
    { details: { answered: named, roll } },
  );
}

/**
 * The refusal of a faces action while no roll is pending: `chance/stale-answer` when it names a
 * roll (an answer sent twice, after its roll was taken), else `action/illegal`.
 * @internal
 */
export function noRollPending(action: object): RuleError {
  const named = own(action, "roll");
  if (isRollNumber(named)) return staleAnswer(named, "no roll is waiting for faces now", null);
  return ruleError(CoreErrorCode.IllegalAction, "No roll is waiting for faces now.");
}

function rollText(r: ChanceRequest): string {
  if (r.kind === "coin") return r.count === 1 ? "Flip a coin" : `Flip ${r.count} coins`;
  return `Roll ${r.count}d${r.sides}`;
}

function requestJson(r: ChanceRequest): JsonValue {
  if (r.read === "each") return { kind: r.kind, count: r.count, sides: r.sides, purpose: r.purpose, player: r.player, read: "each" };
  return { kind: r.kind, count: r.count, sides: r.sides, purpose: r.purpose, player: r.player };
}

/**
 * The decision a state is waiting on when a physical roll is pending: kind `"chance"`, the
 * answering player, a prompt such as `"Roll 2d6 for the hit roll"` and as details the request
 * and `roll`, the roll's number (see {@link chanceRollNumber}), for the faces answer to name.
 * Games return it from `pending` before their own decisions.
 *
 * @param state - A state with the {@link ChanceHost} fields.
 * @returns The decision, or `undefined` when no roll is pending.
 * @example
 * ```ts
 * import { chanceDecision } from "@rulesmith/core";
 * import { diceDuel, type DuelState } from "@rulesmith/core/examples";
 * // A game's `pending`: the pending roll first, else its own decision.
 * function pending(state: DuelState) {
 *   return chanceDecision(state) ?? diceDuel.pending(state);
 * }
 * ```
 */
export function chanceDecision(state: ChanceHost): Decision | undefined {
  const pending = state.chance;
  if (pending === null) return undefined;
  const r = pending.request;
  const roll = (state.physicalRolls ?? 0) + pending.supplied.length + 1;
  return {
    kind: "chance",
    players: [chanceAnswerer(pending)],
    prompt: `${rollText(r)} for the ${r.purpose}`,
    details:
      r.read === "each"
        ? { kind: r.kind, count: r.count, sides: r.sides, purpose: r.purpose, player: r.player, read: "each", roll }
        : { kind: r.kind, count: r.count, sides: r.sides, purpose: r.purpose, player: r.player, roll },
  };
}

/**
 * The answers `player` may give to the pending roll, for `legalActions`: one
 * {@link FacesAction} per possible result (see {@link chanceAnswers} for the cap on many
 * dice), each naming the pending roll's number (`roll`, see {@link chanceRollNumber}), or none
 * when nothing is pending or another player must answer.
 *
 * @remarks
 * An answer is listed with its roll number, so that a listed answer sent twice is refused once
 * the match waits for another roll. {@link applyWithChance} and rulesets built with
 * {@link defineGame} also take the same answer without `roll` (the documented short form, for
 * clients written before it): the list is complete up to that field.
 *
 * A roll with too many answers to list (more than 100,000, or 2,000,000 faces in all; see
 * {@link chanceAnswers}) gets none either, at once: its answering player still enters the faces
 * with a {@link FacesAction}, which {@link applyWithChance} checks as usual.
 *
 * @param state - A state with the {@link ChanceHost} fields.
 * @param player - The player asking.
 * @returns The faces answers, in a fixed order.
 * @example
 * ```ts
 * import { chanceActions } from "@rulesmith/core";
 * import { diceDuel, type DuelState } from "@rulesmith/core/examples";
 * // A game's `legalActions`: only faces while a roll is pending, else its own actions.
 * function legalActions(state: DuelState, player: number) {
 *   return state.chance !== null ? chanceActions(state, player) : diceDuel.legalActions(state, player);
 * }
 * ```
 */
export function chanceActions(state: ChanceHost, player: PlayerId): FacesAction[] {
  const pending = state.chance;
  if (pending === null || chanceAnswerer(pending) !== player) return [];
  const answers = chanceAnswers(pending.request);
  const roll = (state.physicalRolls ?? 0) + pending.supplied.length + 1;
  const out = new Array<FacesAction>(answers.length);
  for (let i = 0; i < answers.length; i++) out[i] = { type: "faces", faces: answers[i] ?? [], roll };
  return out;
}

function describeError(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${clipMessage(e.message, 200)}` : thrownText(e);
}

/**
 * Applies an action with chance handled for the game, so that seeded and physical dice run
 * the same rules code. Pure: the input state is never changed.
 *
 * - Nothing pending: runs `transition`. If it finishes, the new state gets the advanced
 *   generator written back and `chance: null`, with the transition's events (its own and
 *   `dice-rolled` ones, interleaved). If it needs the faces of real dice, the result is the
 *   ORIGINAL state with `chance` set to the pause, and one `chance-requested` event.
 * - A roll pending: only a {@link FacesAction} from the answering player (see
 *   {@link chanceAnswerer}) is accepted. An answer that names a `roll` other than the pending
 *   one ({@link chanceRollNumber}) is refused with `chance/stale-answer`; the faces are checked
 *   with {@link validateFaces}. The paused action then runs again from the same state with all
 *   faces entered so far, and may pause again at its next roll.
 *
 * @remarks
 * Events of a paused action are only returned once it finishes: the step that completes it
 * carries every `dice-rolled` event and every event of the transition, in order. A faces
 * action with nothing pending is refused here (with `chance/stale-answer` when it names a
 * roll). Actions must be plain JSON (a paused action is stored in the state). An exception
 * thrown by `transition` is a bug; it is caught here and returned as an `internal/error`,
 * never thrown. In an `"external"` match the state that ends an action counts the rolls
 * answered in `physicalRolls` (see {@link ChanceHost}), whatever the transition returned.
 *
 * @param state - The current state; not changed.
 * @param player - Who acts.
 * @param action - The action, unchecked (from outside).
 * @param transition - The game's transition.
 * @returns The next state and events, or why the action was refused.
 * @example
 * ```ts
 * import { applyWithChance, ok, seedRng, type ChanceHost, type ChanceTransition } from "@rulesmith/core";
 * interface S extends ChanceHost { readonly total: number }
 * const start: S = { total: 0, rng: seedRng(1), dice: "external", chance: null };
 * const roll: ChanceTransition<S> = (s, p, _action, ctx) =>
 *   ok({ total: s.total + ctx.chance.die(6, "roll", p), rng: s.rng, dice: s.dice, chance: s.chance });
 * // pauses: it asks for 1d6
 * const paused = applyWithChance(start, 0, { type: "roll" }, roll);
 * if (paused.ok) {
 *   // the answer names the roll it answers (roll 1 of the match), so a second copy is refused
 *   const done = applyWithChance(paused.value.state, 0, { type: "faces", faces: [5], roll: 1 }, roll);
 *   // done.value.state.total === 5
 * }
 * ```
 */
export function applyWithChance<S extends ChanceHost>(
  state: S,
  player: PlayerId,
  action: unknown,
  transition: ChanceTransition<S>,
): Result<Step<S>> {
  try {
    const pending = state.chance;
    if (pending === null) {
      if (isRecord(action) && own(action, "type") === "faces") return err(noRollPending(action));
      return run(state, player, action, [], transition);
    }
    const answerer = chanceAnswerer(pending);
    const r = pending.request;
    const roll = (state.physicalRolls ?? 0) + pending.supplied.length + 1;
    const stale = staleRoll(action, r, roll);
    if (stale !== undefined) return err(stale);
    if (player !== answerer) {
      return err(
        ruleError(CoreErrorCode.NotYourTurn, `Player ${answerer} must enter the faces (${rollText(r).toLowerCase()}) for the ${r.purpose}.`, {
          details: { player: answerer },
        }),
      );
    }
    if (!isRecord(action) || own(action, "type") !== "faces") {
      return err(
        ruleError(CoreErrorCode.IllegalAction, `The match is waiting for the faces of the ${r.purpose}: ${rollText(r).toLowerCase()} and answer { type: "faces", faces: [...], roll: ${roll} }.`, {
          details: requestJson(r),
        }),
      );
    }
    const faces = readFacesAnswer(action, r, roll);
    if (!faces.ok) return faces;
    const supplied = new Array<readonly number[]>(pending.supplied.length + 1);
    for (let i = 0; i < pending.supplied.length; i++) supplied[i] = pending.supplied[i] ?? [];
    supplied[pending.supplied.length] = faces.value;
    const base: S = { ...state, chance: null };
    return run(base, pending.player, pending.action, supplied, transition);
  } catch (e) {
    return err(ruleError(CoreErrorCode.Internal, `The transition threw instead of returning a result (a bug): ${describeError(e)}`));
  }
}

function run<S extends ChanceHost>(
  state: S,
  player: PlayerId,
  action: unknown,
  supplied: readonly (readonly number[])[],
  transition: ChanceTransition<S>,
): Result<Step<S>> {
  if (!isPlainJson(action)) {
    const problem = plainJsonProblem(action) ?? "";
    return err(ruleError(CoreErrorCode.MalformedAction, `An action must be plain JSON data, where $ is the action: ${problem}.`));
  }
  const events: GameEvent[] = [];
  const result = runWithChance(
    { mode: state.dice, rng: state.rng, supplied },
    (chance) => transition(state, player, action, { chance, events }),
    events,
  );
  if (result.done) {
    const next = result.value;
    if (!next.ok) return next;
    const rolls = state.dice === "external" ? rollsAfter(state, supplied.length) : undefined;
    const after: S = rolls === undefined ? { ...next.value, rng: result.rng, chance: null } : { ...next.value, rng: result.rng, chance: null, physicalRolls: rolls };
    return ok({ state: after, events });
  }
  const request = result.request;
  const chance: PendingChance = { player, action: copyJson(action), supplied, request };
  const requested: ChanceRequestedEvent = { type: "chance-requested", request, roll: (state.physicalRolls ?? 0) + supplied.length + 1 };
  return ok({ state: { ...state, chance }, events: [requested] });
}

const DICE_MODES: readonly string[] = ["seeded", "external"];

function bad(message: string): { ok: false; error: RuleError } {
  return err(ruleError(CoreErrorCode.BadState, message));
}

function isCount(v: unknown, min: number): v is number {
  return typeof v === "number" && Number.isInteger(v) && v >= min;
}

function parseRequest(value: unknown): Result<ChanceRequest> {
  if (!isRecord(value)) return bad("A pending roll's request is an object.");
  const kind = own(value, "kind");
  const count = own(value, "count");
  const sides = own(value, "sides");
  const purpose = own(value, "purpose");
  const player = own(value, "player");
  if (kind !== "dice" && kind !== "coin") return bad('A pending roll\'s kind is "dice" or "coin".');
  if (!isCount(count, 1) || count >= 0x1_0000_0000 || !isOutcomeCount(sides) || (kind === "coin" && sides !== 2)) {
    return bad("A pending roll asks for at least one die of 1 to 4294967296 sides (a coin has two).");
  }
  if (typeof purpose !== "string") return bad("A pending roll's purpose is text.");
  if (player !== null && !isCount(player, 0)) return bad("A pending roll's player is a seat number or null.");
  const read = own(value, "read");
  const hasRead = Object.hasOwn(value, "read");
  if (hasRead && read !== "each") return bad('A pending roll\'s read, when given, is "each".');
  if (Object.keys(value).length !== (hasRead ? 6 : 5)) return bad("A pending roll's request has exactly kind, count, sides, purpose and player, and may have read.");
  return ok(hasRead ? { kind, count, sides, purpose, player, read: "each" } : { kind, count, sides, purpose, player });
}

function parsePending(value: unknown): Result<PendingChance> {
  if (!isRecord(value)) return bad("A pending roll is an object or null.");
  const shown = own(value, "shown");
  const hasShown = Object.hasOwn(value, "shown");
  if (hasShown && !isCount(shown, 0)) return bad("A pending roll's count of events shown is a whole number from 0.");
  if (Object.keys(value).length !== (hasShown ? 5 : 4)) return bad("A pending roll has exactly player, action, supplied and request (and optionally shown).");
  const player = own(value, "player");
  if (!isCount(player, 0)) return bad("A pending roll's player is a seat number.");
  const action = own(value, "action");
  if (!isPlainJson(action)) return bad("A pending roll's action is plain JSON.");
  const suppliedRaw = own(value, "supplied");
  if (!Array.isArray(suppliedRaw)) return bad("A pending roll's supplied faces are a list of lists.");
  const supplied: number[][] = [];
  for (const faces of suppliedRaw as unknown[]) {
    if (!Array.isArray(faces)) return bad("A pending roll's supplied faces are a list of lists.");
    const list: number[] = [];
    for (const f of faces as unknown[]) {
      if (!isCount(f, 1)) return bad("Supplied faces are whole numbers of at least 1.");
      list.push(f);
    }
    supplied.push(list);
  }
  const request = parseRequest(own(value, "request"));
  if (!request.ok) return request;
  if (hasShown && typeof shown === "number") return ok({ player, action: copyJson(action), supplied, request: request.value, shown });
  return ok({ player, action: copyJson(action), supplied, request: request.value });
}

/**
 * Validates the {@link ChanceHost} fields of a state from outside (a saved game): the
 * generator, the dice mode, the pending roll and the count of rolls answered (`physicalRolls`,
 * optional: a state saved before it existed loads, its rolls counted from there). Other fields
 * are ignored; games call this from their `parseState` (and let `physicalRolls` be a field of
 * an `"external"` state).
 *
 * @param value - An object from outside.
 * @returns Fresh, checked `rng`, `dice` and `chance` fields (and `physicalRolls` when the state
 *   has it), or a `state/invalid` error.
 * @example
 * ```ts
 * import { parseChanceHost, seedRng } from "@rulesmith/core";
 * parseChanceHost({ rng: seedRng(1), dice: "seeded", chance: null }).ok; // true
 * parseChanceHost({ rng: [1], dice: "seeded", chance: null }).ok;        // false
 * ```
 */
export function parseChanceHost(value: unknown): Result<ChanceHost> {
  if (!isRecord(value)) return bad("A state is an object.");
  const rng = parseRngState(own(value, "rng"));
  if (!rng.ok) return rng;
  const dice = own(value, "dice");
  if (typeof dice !== "string" || !DICE_MODES.includes(dice)) return bad('The dice mode is "seeded" or "external".');
  const mode: DiceMode = dice === "external" ? "external" : "seeded";
  const rolls = parsePhysicalRolls(value);
  if (!rolls.ok) return rolls;
  const chanceRaw = own(value, "chance");
  let chance: PendingChance | null = null;
  if (chanceRaw !== null) {
    if (mode === "seeded") return bad("Only a match with external dice can wait for faces.");
    const parsed = parsePending(chanceRaw);
    if (!parsed.ok) return parsed;
    chance = parsed.value;
  }
  return ok(rolls.value === undefined ? { rng: rng.value, dice: mode, chance } : { rng: rng.value, dice: mode, chance, physicalRolls: rolls.value });
}

/**
 * The `physicalRolls` field of a state from outside: left out, or a whole number from 1 in a
 * match with external dice. A state saved before the field existed has none, and loads.
 * @internal
 */
export function parsePhysicalRolls(value: object): Result<number | undefined> {
  if (!Object.hasOwn(value, "physicalRolls")) return ok(undefined);
  const n = own(value, "physicalRolls");
  if (own(value, "dice") !== "external") return bad("Only a match with external dice counts rolls of real dice (physicalRolls).");
  if (!isRollNumber(n)) return bad(`The count of rolls of real dice answered (physicalRolls) is a whole number from 1, or left out while none, not ${excerpt(n)}.`);
  return ok(n);
}
