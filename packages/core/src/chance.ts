import { CoreErrorCode, ruleError } from "./errors.js";
import { err, ok, type Result } from "./result.js";
import { excerpt } from "./json.js";
import { own } from "./json-read.js";
import { thrownText } from "./outside-data.js";
import { badOutcomes, isOutcomeCount, Rng, shuffled, type RngState } from "./rng.js";
import type { PlayerId } from "./player.js";
import type { GameEvent } from "./events.js";

/**
 * Where dice and coins come from: `"seeded"` rolls them with the generator in the state;
 * `"external"` pauses and asks a person for the faces of real dice rolled at the table.
 * Shuffles always use the seeded generator.
 *
 * @example
 * ```ts
 * import type { DiceMode } from "@rulesmith/core";
 * const mode: DiceMode = "external";
 * ```
 */
export type DiceMode = "seeded" | "external";

/**
 * What a transition asked chance for: `count` dice of `sides` faces (a coin is a 2-sided die,
 * 1 = heads, 2 = tails), for a `purpose` (`"hit roll"`), rolled by `player` (or `null` for
 * nobody in particular).
 *
 * @example
 * ```ts
 * import type { ChanceRequest } from "@rulesmith/core";
 * const r: ChanceRequest = { kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0 };
 * ```
 */
export interface ChanceRequest {
  /** `"dice"`: dice are rolled; `"coin"`: coins are flipped (then `sides` is 2, face 1 heads, 2 tails). */
  readonly kind: "dice" | "coin";
  /** How many dice or coins, a whole number of at least 1. */
  readonly count: number;
  /** Faces per die (6 for a d6; 2 for a coin); faces run from 1 to `sides`. */
  readonly sides: number;
  /** What the roll is for, in words shown to people (`"hit roll"`). */
  readonly purpose: string;
  /** Who rolls (and, with physical dice, enters the faces), or `null` for nobody in particular. */
  readonly player: PlayerId | null;
  /**
   * How the dice are read: `"each"` when each die means something of its own (Wardom's
   * Corruption: the first die is Combat, the second Support), so that a total would mean
   * nothing and a client lists the faces. Absent when the dice are added up or there is one
   * die, which is every other roll.
   */
  readonly read?: "each";
}

/**
 * A record of one roll or flip: what was asked, the faces that came up and whether they were
 * rolled by the generator or entered from real dice.
 *
 * @example
 * ```ts
 * import type { RollRecord } from "@rulesmith/core";
 * const r: RollRecord = { kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0, faces: [6, 6], source: "seeded" };
 * ```
 */
export interface RollRecord extends ChanceRequest {
  /** The faces that came up, one per die or coin, in the order rolled; each from 1 to `sides`. */
  readonly faces: readonly number[];
  /** `"seeded"` when the generator rolled them, `"external"` when a person entered them from real dice. */
  readonly source: DiceMode;
}

/**
 * The event every roll produces, so that a client can show who rolled what for what.
 *
 * @example
 * ```ts
 * import type { DiceRolledEvent } from "@rulesmith/core";
 * function show(e: DiceRolledEvent) { return `${e.purpose}: ${e.faces.join(", ")}`; }
 * ```
 */
export interface DiceRolledEvent extends RollRecord, GameEvent {
  /** Always `"dice-rolled"`. The event is public: every roll is seen by everybody. */
  readonly type: "dice-rolled";
}

/** One more than the longest list a JavaScript array can be (2^32 - 1 items). */
const LIST_LIMIT = 0x1_0000_0000;

/** Thrown inside {@link runWithChance} only, and always caught there. */
class NeedFaces extends Error {
  constructor(readonly request: ChanceRequest) {
    super("waiting for the faces of real dice");
  }
}

/**
 * The chance source a transition uses for every roll. Game code asks the same way in both
 * {@link DiceMode | modes}: in `"seeded"` mode the faces come from the generator; in
 * `"external"` mode they come from answers already given, and when those run out the whole
 * transition is paused (see {@link runWithChance}) until a person enters the faces.
 *
 * @example
 * ```ts
 * import { runWithChance, seedRng } from "@rulesmith/core";
 * const run = runWithChance({ mode: "seeded", rng: seedRng(1), supplied: [] }, (chance) =>
 *   chance.roll(2, 6, "hit roll", 0),
 * );
 * if (run.done) console.log(run.value); // [ 6, 4 ]
 * ```
 */
export class Chance {
  /** Every roll made so far in this transition, in order. */
  readonly rolls: RollRecord[] = [];
  private readonly rng: Rng;
  private used = 0;
  private drew = false;

  /**
   * Whether this transition used chance so far: a roll or flip (seeded or entered), a shuffle
   * of two or more items, or a draw from {@link Chance.int} of two or more outcomes.
   *
   * @returns `true` once anything was left to chance.
   */
  get usedChance(): boolean {
    return this.drew || this.rolls.length > 0;
  }

  /**
   * Makes the chance source for one transition. Usually {@link runWithChance} makes it;
   * call the constructor yourself only to roll outside a paused-and-resumed transition.
   *
   * @param mode - Where faces come from.
   * @param rng - The starting generator state.
   * @param supplied - Faces already entered for external rolls, one list per request in order.
   * @param events - Where to append a `dice-rolled` event for each roll, if anywhere.
   */
  constructor(
    readonly mode: DiceMode,
    rng: RngState,
    private readonly supplied: readonly (readonly number[])[],
    private readonly events?: GameEvent[],
  ) {
    this.rng = new Rng(rng);
  }

  /**
   * Rolls `count` dice of `sides` faces.
   * @param count - How many dice, a whole number from 1 (below 2^32).
   * @param sides - Faces per die, a whole number from 1 to 2^32.
   * @param purpose - What the roll is for, shown to people (`"hit roll"`).
   * @param player - Who rolls, or `null`.
   * @param read - `"each"` when each die is read on its own instead of added up (see
   *   {@link ChanceRequest.read}); the request, the record and the `dice-rolled` event carry it.
   * @returns The faces in the order rolled.
   * @throws RangeError for any other `count` or `sides`, in both modes and before anything is
   *   rolled or asked for: a bug in the game's code (see {@link Rng.int}). Inside
   *   `applyWithChance` or a ruleset built with the engine kit it becomes an
   *   `internal/error` result.
   */
  roll(count: number, sides: number, purpose: string, player: PlayerId | null, read?: "each"): readonly number[] {
    if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count >= LIST_LIMIT) {
      throw new RangeError(`Chance.roll needs a whole number of dice from 1, not ${excerpt(count)}.`);
    }
    if (!isOutcomeCount(sides)) throw badOutcomes(sides, "Chance.roll", "sides");
    return this.take(read === "each" ? { kind: "dice", count, sides, purpose, player, read } : { kind: "dice", count, sides, purpose, player });
  }

  /**
   * Rolls one die.
   * @param sides - Faces, a whole number from 1 to 2^32.
   * @param purpose - What the roll is for.
   * @param player - Who rolls, or `null`.
   * @returns The face.
   * @throws RangeError for any other `sides` (see {@link Chance.roll}).
   */
  die(sides: number, purpose: string, player: PlayerId | null): number {
    if (!isOutcomeCount(sides)) throw badOutcomes(sides, "Chance.die", "sides");
    return this.take({ kind: "dice", count: 1, sides, purpose, player })[0] ?? 1;
  }

  /**
   * Flips a coin.
   * @param purpose - What the flip is for.
   * @param player - Who flips, or `null`.
   * @returns `true` for heads.
   */
  coin(purpose: string, player: PlayerId | null): boolean {
    return this.take({ kind: "coin", count: 1, sides: 2, purpose, player })[0] === 1;
  }

  /**
   * Shuffles a copy of a list. Always seeded, in both modes: the engine keeps the order of
   * decks it tracks.
   * @param items - The list.
   * @returns A shuffled copy.
   */
  shuffle<T>(items: readonly T[]): T[] {
    if (items.length > 1) this.drew = true;
    return shuffled(this.rng, items);
  }

  /**
   * An unbiased integer in `[0, n)` from the seeded generator, for choices that are not dice
   * (re-dealing hidden cards, tie-breaks the rules leave to chance without dice).
   * @param n - Number of outcomes, a whole number from 1 to 2^32.
   * @returns An integer from 0 to `n - 1`.
   * @throws RangeError for any other `n` (see {@link Rng.int}).
   */
  int(n: number): number {
    if (!isOutcomeCount(n)) throw badOutcomes(n, "Chance.int", "outcomes");
    if (n > 1) this.drew = true;
    return this.rng.int(n);
  }

  /**
   * The generator state now, to write back into the game state.
   * @returns The state.
   */
  rngState(): RngState {
    return this.rng.state();
  }

  private take(request: ChanceRequest): readonly number[] {
    let faces: readonly number[];
    if (this.mode === "seeded") {
      const f = new Array<number>(request.count);
      for (let i = 0; i < request.count; i++) f[i] = this.rng.int(request.sides) + 1;
      faces = f;
    } else {
      const given = this.supplied[this.used];
      if (given === undefined) throw new NeedFaces(request);
      this.used++;
      faces = given;
    }
    // Fixed-shape literals (no spread): this runs on every roll of every bot playout.
    const record: RollRecord =
      request.read === "each"
        ? { kind: request.kind, count: request.count, sides: request.sides, purpose: request.purpose, player: request.player, read: "each", faces, source: this.mode }
        : { kind: request.kind, count: request.count, sides: request.sides, purpose: request.purpose, player: request.player, faces, source: this.mode };
    this.rolls.push(record);
    if (this.events !== undefined) {
      const e: DiceRolledEvent =
        record.read === "each"
          ? { type: "dice-rolled", kind: record.kind, count: record.count, sides: record.sides, purpose: record.purpose, player: record.player, read: "each", faces: record.faces, source: record.source }
          : { type: "dice-rolled", kind: record.kind, count: record.count, sides: record.sides, purpose: record.purpose, player: record.player, faces: record.faces, source: record.source };
      this.events.push(e);
    }
    return faces;
  }
}

/**
 * The result of {@link runWithChance}: either the transition finished, or it stopped because
 * it needs the faces of real dice.
 *
 * @example
 * ```ts
 * import type { ChanceRun } from "@rulesmith/core";
 * function describe(r: ChanceRun<number>) { return r.done ? `got ${r.value}` : `roll ${r.request.count}d${r.request.sides}`; }
 * ```
 */
export type ChanceRun<T> =
  | {
      /** `true`: the transition ran to its end. */
      readonly done: true;
      /** What the transition returned. */
      readonly value: T;
      /** The generator state after the transition, to store back into the game state. */
      readonly rng: RngState;
      /** Every roll the transition made, in order. */
      readonly rolls: readonly RollRecord[];
    }
  | {
      /** `false`: the transition was abandoned because it needs the faces of real dice. */
      readonly done: false;
      /** The roll it is waiting for; store it as the pending decision. */
      readonly request: ChanceRequest;
      /** The rolls made before it stopped (all from faces already supplied); they are redone on the re-run. */
      readonly rolls: readonly RollRecord[];
    };

/**
 * The roll a transition stopped for, when `thrown` is the pause that {@link Chance} throws in
 * `"external"` mode once the faces supplied run out; `undefined` for anything else (a bug, to
 * rethrow). For the engine kit, which runs its transitions without {@link runWithChance}'s
 * closure and result object.
 *
 * @internal
 */
export function pausedFor(thrown: unknown): ChanceRequest | undefined {
  return thrown instanceof NeedFaces ? thrown.request : undefined;
}

/**
 * Runs a transition with a {@link Chance} source.
 *
 * This is how physical dice stay pure: in `"external"` mode, when the transition asks for
 * more dice than have been `supplied`, it is abandoned and the request returned. The caller
 * stores the request as a pending decision; once the faces are entered, it runs the same
 * transition again from the same state with one more list of faces. Since transitions are
 * deterministic, the re-run asks for the same dice and gets them.
 *
 * @param input - Mode, generator state and faces supplied so far.
 * @param body - The transition; it may throw only for bugs.
 * @param events - Where the chance source appends `dice-rolled` events.
 * @returns The value and the new generator state, or the request for faces.
 * @example
 * ```ts
 * import { runWithChance, seedRng } from "@rulesmith/core";
 * const first = runWithChance({ mode: "external", rng: seedRng(1), supplied: [] }, (c) => c.roll(2, 6, "hit roll", 0));
 * // first.done === false, first.request is { kind: "dice", count: 2, sides: 6, ... }
 * const second = runWithChance({ mode: "external", rng: seedRng(1), supplied: [[6, 6]] }, (c) => c.roll(2, 6, "hit roll", 0));
 * // second.done === true, second.value is [6, 6]
 * ```
 */
export function runWithChance<T>(
  input: { readonly mode: DiceMode; readonly rng: RngState; readonly supplied: readonly (readonly number[])[] },
  body: (chance: Chance) => T,
  events?: GameEvent[],
): ChanceRun<T> {
  const chance = new Chance(input.mode, input.rng, input.supplied, events);
  try {
    const value = body(chance);
    return { done: true, value, rng: chance.rngState(), rolls: chance.rolls };
  } catch (e) {
    if (e instanceof NeedFaces) return { done: false, request: e.request, rolls: chance.rolls };
    throw e;
  }
}

/**
 * Checks faces entered for a physical roll against what was asked: the right count, whole
 * numbers, each from 1 to the number of sides, and, for rolls of more than `limit` possible
 * answers (five or more d6), listed from lowest to highest, so that {@link chanceAnswers} can
 * list every accepted answer. Nothing changes on a bad answer. It takes time in proportion to
 * the faces entered, however many answers the roll has, so it also checks the faces of a roll
 * too large for {@link chanceAnswers} to list.
 *
 * @remarks
 * It never throws, whatever `faces` is: a cyclic or 100,000-level list is refused with a short
 * excerpt of the wrong face, and a list whose getters throw is refused as unreadable.
 *
 * @param request - The pending request.
 * @param faces - What the person entered (unknown, from outside).
 * @param limit - See {@link ANSWER_LIMIT}.
 * @returns The faces, or a `chance/bad-faces` error that says what is wrong.
 * @example
 * ```ts
 * import { validateFaces } from "@rulesmith/core";
 * const req = { kind: "dice", count: 2, sides: 6, purpose: "hit roll", player: 0 } as const;
 * validateFaces(req, [3, 7]); // { ok: false, error: { message: "7 is not a possible face: a d6 shows 1 to 6.", ... } }
 * validateFaces(req, [3]);    // { ok: false, error: { message: "The hit roll needs 2 dice, got 1.", ... } }
 * ```
 */
export function validateFaces(request: ChanceRequest, faces: unknown, limit = ANSWER_LIMIT): Result<readonly number[]> {
  try {
    return checkFaces(request, faces, limit);
  } catch (e) {
    // A getter on the list that throws: what was entered cannot be read, so it is refused.
    return err(ruleError(CoreErrorCode.BadFaces, `The faces entered for the ${request.purpose} could not be read (${thrownText(e)}).`));
  }
}

/** The most faces the example of a refusal shows. */
const SHOWN_FACES = 12;

function checkFaces(request: ChanceRequest, faces: unknown, limit: number): Result<readonly number[]> {
  const what = request.kind === "coin" ? (request.count === 1 ? "coin" : "coins") : request.count === 1 ? "die" : "dice";
  if (!Array.isArray(faces)) {
    return err(ruleError(CoreErrorCode.BadFaces, `The ${request.purpose} needs a list of ${request.count} ${what}.`));
  }
  const list = faces as unknown[];
  if (list.length !== request.count) {
    return err(
      ruleError(CoreErrorCode.BadFaces, `The ${request.purpose} needs ${request.count} ${what}, got ${list.length}.`, {
        details: { expected: request.count, got: list.length },
      }),
    );
  }
  const out: number[] = [];
  for (const f of list) {
    if (typeof f !== "number" || !Number.isInteger(f) || f < 1 || f > request.sides) {
      const shown = typeof f === "number" || typeof f === "string" || typeof f === "object" ? excerpt(f) : typeof f;
      const range =
        request.kind === "coin"
          ? "a coin shows 1 (heads) or 2 (tails)"
          : `a d${request.sides} shows 1 to ${request.sides}`;
      return err(ruleError(CoreErrorCode.BadFaces, `${shown} is not a possible face: ${range}.`, { details: { sides: request.sides } }));
    }
    out.push(f);
  }
  if (request.sides ** request.count > limit) {
    for (let i = 1; i < out.length; i++) {
      if ((out[i] ?? 0) < (out[i - 1] ?? 0)) {
        // The example shows the first faces only: a roll of a million dice is no sentence.
        const sorted = out.slice().sort((a, b) => a - b);
        const example = sorted.length <= SHOWN_FACES ? sorted.join(", ") : `${sorted.slice(0, SHOWN_FACES).join(", ")}, …`;
        return err(
          ruleError(CoreErrorCode.BadFaces, `For ${request.count} ${what}, enter the faces from lowest to highest (for example ${example}).`, {
            details: { sorted: true },
          }),
        );
      }
    }
  }
  return ok(out);
}

/**
 * The most answers {@link chanceAnswers} lists in every order (1296: four d6). Past it, a roll's
 * faces are listed, and must be entered, from lowest to highest. However they are listed,
 * {@link chanceAnswers} lists at most 100,000 answers (2,000,000 faces in all), and none for a
 * roll with more.
 *
 * @example
 * ```ts
 * import { ANSWER_LIMIT } from "@rulesmith/core";
 * 6 ** 4 <= ANSWER_LIMIT; // true — four d6 may be entered in any order
 * ```
 */
export const ANSWER_LIMIT = 1296;

/** The most answers {@link chanceAnswers} lists: past it, it lists none. */
const MAX_ANSWERS = 100_000;
/** The most faces {@link chanceAnswers} writes in all (answers times dice): past it, it lists none. */
const MAX_ANSWER_FACES = 2_000_000;

/**
 * How many answers a roll of `count` dice of `sides` faces has, in every order (`ordered`) or one
 * per multiset of faces; any number past `cap` is returned as `Infinity`. Bounded: at most `cap`
 * steps, whatever the count and sides (the multisets are counted as a binomial coefficient,
 * stopped as soon as it passes `cap`).
 */
function answerCount(count: number, sides: number, ordered: boolean, cap: number): number {
  if (ordered) {
    const n = sides ** count;
    return n > cap ? Infinity : n;
  }
  // C(sides + count - 1, r) with r = min(count, sides - 1): each step stays a whole number.
  const top = sides + count - 1;
  const r = Math.min(count, sides - 1);
  let n = 1;
  for (let j = 1; j <= r; j++) {
    n = (n * (top - j + 1)) / j;
    if (n > cap) return Infinity;
  }
  return n;
}

/**
 * Every answer a chance request accepts, in a fixed order (lexicographic), for
 * `legalActions`. Up to `limit` answers (1296, four d6) every order of the faces is listed;
 * past it only the answers whose faces do not decrease are listed, one per multiset of faces
 * (and {@link validateFaces} asks for the faces from lowest to highest).
 *
 * @remarks
 * Bounded: at most 100,000 answers and 2,000,000 faces in all (answers times dice) are listed.
 * A roll with more (a d1,000,000, 30d6, 3d1,000,000, 3,000,000 one-sided dice) lists none, in
 * a time that does not grow with its size: its faces are still entered with `apply` and
 * checked by {@link validateFaces} (lowest to highest past `limit`), but not offered as a list,
 * so `legalActions` is empty for the roll. No recursion either: the answers are counted
 * first and then written one after the other, so a long roll cannot overflow the stack. A
 * request that is not a whole number of dice from 1 (below 2^32) of 1 to 2^32 faces, or not
 * an object at all, lists none.
 *
 * @param request - The pending request.
 * @param limit - The most answers to list in every order (default 1296, four d6).
 * @returns The face lists, or an empty list when there are too many to list.
 * @example
 * ```ts
 * import { chanceAnswers } from "@rulesmith/core";
 * chanceAnswers({ kind: "coin", count: 1, sides: 2, purpose: "wake up", player: 1 }); // [[1], [2]]
 * chanceAnswers({ kind: "dice", count: 5, sides: 6, purpose: "damage", player: 0 }).length; // 252
 * chanceAnswers({ kind: "dice", count: 3, sides: 1_000_000, purpose: "lottery", player: 0 }); // []
 * ```
 */
export function chanceAnswers(request: ChanceRequest, limit = ANSWER_LIMIT): number[][] {
  const count = own(request, "count");
  const sides = own(request, "sides");
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count >= LIST_LIMIT || !isOutcomeCount(sides)) return [];
  const ordered = sides ** count <= limit;
  const total = answerCount(count, sides, ordered, MAX_ANSWERS);
  if (total > MAX_ANSWERS || total * count > MAX_ANSWER_FACES) return [];
  // An odometer over the faces, lowest first: the last die turns fastest; past `limit` a die
  // never shows less than the one before it.
  const out = new Array<number[]>(total);
  const cur = new Array<number>(count).fill(1);
  for (let n = 0; n < total; n++) {
    out[n] = cur.slice();
    let i = count - 1;
    while (i >= 0 && cur[i] === sides) i--;
    if (i < 0) break;
    const next = (cur[i] ?? 0) + 1;
    cur[i] = next;
    for (let j = i + 1; j < count; j++) cur[j] = ordered ? 1 : next;
  }
  return out;
}
