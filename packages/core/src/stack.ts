import { CoreErrorCode, ruleError, type RuleError } from "./errors.js";
import { excerpt, plainJsonProblem, type JsonValue } from "./json.js";
import { isRecord, own } from "./json-read.js";
import { clipMessage, thrownText } from "./outside-data.js";
import type { PlayerId } from "./player.js";
import { err, ok, type Result } from "./result.js";

// ---------------------------------------------------------------------------------------------
// Policy
// ---------------------------------------------------------------------------------------------

/**
 * The rule IDs a game attaches to the errors its stack policy produces, one per kind of refusal.
 * Core knows no game's rule numbers; a game names them here and every refusal of that kind
 * carries the ID in `RuleError.rule`.
 *
 * - `priority`: a player acted when another player was to act.
 * - `ownEntry`: a player tried to answer their own entry (once-per-entry).
 * - `respondOnce`: a player tried to answer an entry a second time (once-per-entry).
 * - `mandatoryTrigger`: a player tried to pass with a mandatory trigger queued, or to decline one.
 *
 * @example
 * ```ts
 * import type { StackRuleIds } from "@rulesmith/core";
 * const ids: StackRuleIds = { respondOnce: "W-14.4.3-1", ownEntry: "W-AMB-37" };
 * ```
 */
export interface StackRuleIds {
  /** The rule ID for acting, or placing triggers, while another player is to act (D-SEQ-3, D-AMB-49). */
  readonly priority?: string;
  /** The rule ID for answering one's own entry under once-per-entry (W-AMB-37). */
  readonly ownEntry?: string;
  /** The rule ID for answering an entry a second time under once-per-entry (W-14.4.3-1). */
  readonly respondOnce?: string;
  /** The rule ID for passing with a mandatory trigger queued, or declining one (D-SEQ-5). */
  readonly mandatoryTrigger?: string;
}

/**
 * How a stack runs: who may answer an entry, and when entries resolve. Plain JSON, chosen by
 * the game and stored in every {@link StackState}.
 *
 * **`kind: "once-per-entry"`** (implements W-14.1.1-1, W-14.4.1-1, W-14.4.3-1, W-AMB-36,
 * W-AMB-37). Every entry opens a window to each player other than its controller, who may
 * answer it once: respond with exactly one new entry, or pass. A player never answers their
 * own entry. The window that is open is always on the newest entry with a player still to
 * answer; the players answer it in seat order, starting after its controller. When no entry on
 * the stack has a player still to answer, the entries resolve newest first. Negated entries
 * open no window.
 *
 * **`kind: "alternating"`** (implements D-SEQ-1, D-SEQ-3, D-SEQ-4, D-SEQ-5, D-AMB-33,
 * D-AMB-49, D-KW.Swift-2). One player holds priority; they add one entry or pass, and priority
 * goes to the next seat either way. After an entry is added the player after its controller
 * holds priority. When every player has passed in a row, the stack resolves.
 *
 * **Queued triggers (both kinds).** Triggers the game queues with {@link queueTrigger} are
 * placed before anyone may respond or pass: the controllers act in seat order, each adding
 * (in the order they choose) or declining every trigger of theirs; mandatory triggers cannot
 * be declined.
 *
 * **`resolve`.** `"whole-chain"`: once the windows close, the entries resolve newest first
 * one after the other, with no window in between unless a resolution adds entries or queues
 * triggers. `"one-at-a-time"`: after each resolution the window on the new top entry reopens:
 * priority goes back to the player after its controller (alternating), or the players who had
 * passed on it may answer it again (once-per-entry; who already responded stays done).
 *
 * @example
 * Once-per-entry, two players, whole chain (the W-EX-13 chain in generic words):
 * ```ts
 * import { openStack, stackRespond, stackPass, stackNext, stackResolved, negateEntry } from "@rulesmith/core";
 * const policy = { kind: "once-per-entry", resolve: "whole-chain" } as const;
 * let s = openStack(policy, [0, 1], { controller: 0, payload: "boost" });      // { ok: true, ... } — entry 1
 * if (!s.ok) throw new Error(s.error.message);
 * // stackNext(s.value): { kind: "awaiting", player: 1, entry: entry 1 }
 * s = stackRespond(s.value, 1, "negate entry 1");                                     // { ok: true, ... } — entry 2, answers 1
 * if (!s.ok) throw new Error(s.error.message);
 * s = stackRespond(s.value, 0, "negate entry 2");                                     // { ok: true, ... } — entry 3, answers 2
 * if (!s.ok) throw new Error(s.error.message);
 * // player 0 may not respond again to entry 2, nor to their own entry 3; player 1 answers 3:
 * s = stackPass(s.value, 1);
 * if (!s.ok) throw new Error(s.error.message);
 * // stackNext(s.value): { kind: "resolve", entry: entry 3 } -> the game negates entry 2
 * s = negateEntry(s.value, 2);
 * if (!s.ok) throw new Error(s.error.message);
 * s = stackResolved(s.value, 3);
 * // next: resolve entry 2 (negated: nothing happens), then entry 1, then { kind: "closed" }
 * ```
 * @example
 * Alternating, two players, whole chain, with a mandatory trigger:
 * ```ts
 * import { openStack, stackRespond, stackPass, queueTrigger, addTrigger, stackNext } from "@rulesmith/core";
 * const policy = { kind: "alternating", resolve: "whole-chain" } as const;
 * let s = openStack(policy, [0, 1], { controller: 0, payload: "fast effect" }); // { ok: true, ... } — entry 1, priority 1
 * if (!s.ok) throw new Error(s.error.message);
 * s = stackRespond(s.value, 1, "answer");                                           // { ok: true, ... } — entry 2, priority 0
 * if (!s.ok) throw new Error(s.error.message);
 * s = queueTrigger(s.value, 0, "when answered, gain 1", false);                // { ok: true, ... } — trigger 3, mandatory
 * if (!s.ok) throw new Error(s.error.message);
 * // stackPass(s.value, 0) is refused: trigger 3 is mandatory and must be added first
 * s = addTrigger(s.value, 0, 3);                                               // { ok: true, ... } — entry 3, priority 1
 * if (!s.ok) throw new Error(s.error.message);
 * s = stackPass(s.value, 1);                                                        // { ok: true, ... } — priority 0
 * if (!s.ok) throw new Error(s.error.message);
 * s = stackPass(s.value, 0);                                                        // { ok: true, ... } — both passed in a row
 * // stackNext(s.value): { kind: "resolve", entry: entry 3 }, then 2, then 1
 * ```
 */
export interface StackPolicy {
  /** Who may answer: `"once-per-entry"`, each other player answers each entry once (Ward); `"alternating"`, priority goes round until every player passes in a row (Wardom). */
  readonly kind: "once-per-entry" | "alternating";
  /** When entries resolve: `"whole-chain"`, all of them one after the other once the windows close; `"one-at-a-time"`, with a window reopened on the new top entry after each. */
  readonly resolve: "whole-chain" | "one-at-a-time";
  /** The rule IDs to attach to each kind of refusal; refusals carry no rule ID when left out. */
  readonly ruleIds?: StackRuleIds;
}

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

/**
 * One entry on a stack: something a player put there (a response, an opening entry or an added
 * trigger) that will resolve later. The stack never runs it: `payload` is the game's data.
 *
 * - `respondsTo`: the entry this one answers, or `null` for an opening entry or a trigger.
 * - `negated`: set by {@link negateEntry}; the entry still resolves, as nothing.
 * - `cost`: cost data the game pays only when the entry resolves un-negated (W-6.2.2-2,
 *   W-AMB-22), or `null` when there is none. {@link stackNext} says whether to pay it.
 *
 * @typeParam P - The game's payload type (any JSON by default); a game that names it reads
 *   `payload` without a cast.
 * @typeParam C - The game's cost type (any JSON by default); `cost` is `C` or `null` for none.
 * @example
 * ```ts
 * import type { StackEntry } from "@rulesmith/core";
 * const e: StackEntry = { id: 2, controller: 1, payload: { source: "c9" }, negated: false, respondsTo: 1, cost: { selfDamage: 10 } };
 * const typed: StackEntry<{ card: string }, { selfDamage: number }> = { id: 3, controller: 0, payload: { card: "c4" }, negated: false, respondsTo: 2, cost: null };
 * console.log(typed.payload.card); // c4 — a string, no cast
 * ```
 */
export interface StackEntry<P = JsonValue, C = JsonValue> {
  /** The entry's id, from 1 up and never reused in this stack (an added trigger keeps its queued id). */
  readonly id: number;
  /** The player who put the entry on the stack and controls it. */
  readonly controller: PlayerId;
  /** The game's data for the entry (what to do when it resolves); the stack never reads it. */
  readonly payload: P;
  /** `true` once {@link negateEntry} marked it: it still resolves in its turn, as nothing, and its cost is never paid (W-6.2.2-2). */
  readonly negated: boolean;
  /** The id of the entry this one answers, or `null` for an entry that answers nothing (pushed, or an added trigger). */
  readonly respondsTo: number | null;
  /** Cost data the game pays only when the entry resolves un-negated (W-6.2.2-2, W-AMB-22), or `null` when there is none. */
  readonly cost: C | null;
}

/**
 * A trigger waiting to be placed on the stack by its controller. Mandatory triggers
 * (`optional: false`) must be added; optional ones may be declined (D-SEQ-5). Its `id` becomes
 * the id of the entry it makes.
 *
 * @typeParam P - The game's payload type (any JSON by default), the same as its entries': the
 *   trigger's payload becomes the payload of the entry it makes.
 * @example
 * ```ts
 * import type { QueuedTrigger } from "@rulesmith/core";
 * const t: QueuedTrigger = { id: 4, controller: 0, payload: { effect: "halt" }, optional: false };
 * const typed: QueuedTrigger<{ effect: string }> = { id: 5, controller: 1, payload: { effect: "gain 1" }, optional: true };
 * ```
 */
export interface QueuedTrigger<P = JsonValue> {
  /** The trigger's id, taken from the stack's `nextId`; the entry it makes when added keeps it. */
  readonly id: number;
  /** The player who must add or decline it, and who controls the entry it makes. */
  readonly controller: PlayerId;
  /** The game's data for the trigger; the stack never reads it. */
  readonly payload: P;
  /** `true` for an optional ("you can") trigger its controller may decline; `false` for a mandatory one that must be added (D-SEQ-5). */
  readonly optional: boolean;
}

/**
 * Once-per-entry bookkeeping: `player` has answered `entry`, by responding or by passing.
 *
 * @example
 * ```ts
 * import type { StackAnswer } from "@rulesmith/core";
 * const a: StackAnswer = { entry: 1, player: 1, responded: true };
 * ```
 */
export interface StackAnswer {
  /** The id of the entry answered. */
  readonly entry: number;
  /** The player who answered it. */
  readonly player: PlayerId;
  /** `true` if they responded with an entry, `false` if they passed (a pass may be reopened under `"one-at-a-time"`; a response never is). */
  readonly responded: boolean;
}

/**
 * A stack of entries and the window around it, as plain JSON. Change it only through the
 * functions of this module; read what to do next with {@link stackNext}.
 *
 * - `players`: the seats in the order priority and trigger placement go round.
 * - `entries`: oldest first; the last one is the top, which resolves first.
 * - `queued`: triggers waiting for their controllers to add or decline them.
 * - `priority`: the player who answers the open window (`null` when none is open). While
 *   triggers are queued, their controllers act first and `priority` waits.
 * - `window`: the entry a response now answers, or `null`.
 * - `passes`: consecutive passes (alternating policy).
 * - `answered`: who has answered which entry (once-per-entry policy).
 * - `resolving`: the entry the game must resolve now, or `null`.
 * - `nextId`: the id the next entry or trigger gets; ids are never reused.
 * - `priorityWindow`: `true` while the stack is a priority window ({@link openPriorityWindow})
 *   that stays open until every player passes in a row with nothing on it; absent otherwise.
 *
 * A game that names its payload and cost types (`StackState<MyPayload, MyCost>`) reads them
 * from every entry, trigger, {@link StackNext} and {@link StackEvent} without a cast, and the
 * operations accept only payloads and costs of those types. The type parameters are never
 * inferred from a payload: they come from the stack passed in, or are named when a stack is
 * made ({@link createStack}, {@link openStack}) or loaded ({@link parseStackState}, from its
 * validators).
 *
 * The payload and cost types must describe plain JSON, as the whole state is saved as JSON.
 * They are not written `extends JsonValue` because TypeScript would then refuse payload types
 * declared as interfaces (an interface has no index signature). Whatever the types say,
 * {@link pushEntry}, {@link openStack}, {@link stackRespond} and {@link queueTrigger} refuse a
 * payload or cost that is not plain JSON data nested at most 100 levels deep (a cycle, a
 * function, `undefined`, a class instance), and {@link parseStackState} checks saved ones.
 *
 * @typeParam P - The payload type of its entries and queued triggers (any JSON by default).
 * @typeParam C - The cost type of its entries (any JSON by default); an entry without a cost has `cost: null`.
 * @example
 * ```ts
 * import { createStack, stackNext, pushEntry, type StackState } from "@rulesmith/core";
 * const r = createStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1]);
 * const closed: StackState | undefined = r.ok ? r.value : undefined;
 *
 * type Play = { readonly card: string };
 * const typed = createStack<Play>({ kind: "alternating", resolve: "whole-chain" }, [0, 1]);
 * const s = typed.ok ? pushEntry(typed.value, { controller: 0, payload: { card: "c7" } }) : typed;
 * if (s.ok) {
 *   const n = stackNext(s.value);
 *   if (n.kind === "awaiting" && n.entry !== null) console.log(n.entry.payload.card); // c7
 * }
 * ```
 */
export interface StackState<P = JsonValue, C = JsonValue> {
  /** How this stack runs, as given to {@link createStack}. */
  readonly policy: StackPolicy;
  /** The seats, in the order priority and trigger placement go round. */
  readonly players: readonly PlayerId[];
  /** The entries, oldest first; the last one is the top, which resolves first (W-14.1.1-1, D-SEQ-4). */
  readonly entries: readonly StackEntry<P, C>[];
  /** Triggers waiting for their controllers to add or decline them, in the order queued. */
  readonly queued: readonly QueuedTrigger<P>[];
  /** The player who answers the open window, or `null` when none is open; while triggers are queued, their controllers act first and this waits. */
  readonly priority: PlayerId | null;
  /** The id of the entry a response now answers, or `null` when no window is open. */
  readonly window: number | null;
  /** Consecutive passes since an entry was last added, from 0 to the number of players (alternating policy; always 0 under once-per-entry). */
  readonly passes: number;
  /** Who has answered which entry, by responding or passing (once-per-entry policy; always empty under alternating). */
  readonly answered: readonly StackAnswer[];
  /** The id of the entry the game must resolve now, or `null`; while it is set, nobody may respond or pass. */
  readonly resolving: number | null;
  /** The id the next entry or queued trigger gets, from 1 up; ids are never reused. */
  readonly nextId: number;
  /**
   * `true` while the stack is a priority window opened by {@link openPriorityWindow}: it stays
   * open with nothing on it, priority going round, until every player passes in a row with
   * nothing on the stack and nothing queued; entries added meanwhile resolve as usual and the
   * window then reopens, the first seat holding priority. Absent on any other stack (which closes
   * as soon as it is empty), and on a window once it has closed.
   */
  readonly priorityWindow?: true;
}

/**
 * What a game gives to put a new entry on the stack with {@link openStack} or
 * {@link pushEntry}. `cost` is cost data to pay only if the entry resolves un-negated.
 *
 * @typeParam P - The stack's payload type (any JSON by default).
 * @typeParam C - The stack's cost type (any JSON by default).
 * @example
 * ```ts
 * import type { EntryInput } from "@rulesmith/core";
 * const e: EntryInput = { controller: 0, payload: { source: "c3" }, cost: { selfDamage: 10 } };
 * const typed: EntryInput<{ source: string }, { selfDamage: number }> = { controller: 1, payload: { source: "c4" } };
 * ```
 */
export interface EntryInput<P = JsonValue, C = JsonValue> {
  /** The player who puts the entry on the stack; must be one of the stack's players. */
  readonly controller: PlayerId;
  /** The game's data for the entry; the stack never reads it. */
  readonly payload: P;
  /** Cost data to pay only if the entry resolves un-negated; left out, the entry has no cost (`cost: null`). */
  readonly cost?: C;
}

/**
 * What happens now, from {@link stackNext}:
 *
 * - `awaiting`: `player` must act. `entry` is the entry they answer (respond or pass), or
 *   `null` when they must first add or decline their queued triggers, or when a priority
 *   window ({@link openPriorityWindow}) is open with nothing on the stack: then they add an
 *   entry or pass ({@link stackMoves} tells the two apart: `pass` is true only in the window).
 * - `resolve`: the game must resolve `entry` now (as nothing if it is negated), paying its
 *   cost first when `payCost` is true, then call {@link stackResolved}.
 * - `closed`: the stack is empty and nothing is queued.
 *
 * @typeParam P - The stack's payload type (any JSON by default).
 * @typeParam C - The stack's cost type (any JSON by default).
 * @example
 * ```ts
 * import type { StackNext } from "@rulesmith/core";
 * function prompt(n: StackNext<{ card: string }>): string {
 *   switch (n.kind) {
 *     case "awaiting": return `player ${n.player} to act`;
 *     case "resolve": return `resolve ${n.entry.payload.card} (entry ${n.entry.id})`;
 *     case "closed": return "stack closed";
 *   }
 * }
 * ```
 */
export type StackNext<P = JsonValue, C = JsonValue> =
  | {
      /** `"awaiting"`: a player must act before anything resolves. */
      readonly kind: "awaiting";
      /** The player who must act now. */
      readonly player: PlayerId;
      /** The entry they answer by responding or passing, or `null` when they must first add or decline their queued triggers, or when a priority window is open with nothing on the stack. */
      readonly entry: StackEntry<P, C> | null;
    }
  | {
      /** `"resolve"`: the game must resolve `entry` now, then report it with {@link stackResolved}. */
      readonly kind: "resolve";
      /** The entry to resolve; when it is negated, it resolves as nothing. */
      readonly entry: StackEntry<P, C>;
      /** `true` when the game must pay the entry's cost first: it has one and is not negated (W-6.2.2-2). */
      readonly payCost: boolean;
    }
  | {
      /** `"closed"`: the stack is empty and nothing is queued; nobody is waited for. */
      readonly kind: "closed";
    };

/**
 * The stack moves a player may make now, from {@link stackMoves}, for a game's
 * `legalActions`:
 *
 * - `pass`: whether {@link stackPass} is legal.
 * - `respondTo`: the entry a {@link stackRespond} would answer, or `null`. A player may respond
 *   exactly when they may pass: with `pass` true, `null` means a response answers nothing (a
 *   priority window open with nothing on the stack, {@link openPriorityWindow}); with `pass`
 *   false, they may not respond. (Whether they have anything to respond with is the game's
 *   business.)
 * - `addTriggers`: ids of queued triggers {@link addTrigger} accepts from them now.
 * - `declineTriggers`: ids of queued triggers {@link declineTrigger} accepts from them now.
 *
 * @example
 * ```ts
 * import type { StackMoves } from "@rulesmith/core";
 * const m: StackMoves = { pass: true, respondTo: 1, addTriggers: [], declineTriggers: [] };
 * ```
 */
export interface StackMoves {
  /** `true` when {@link stackPass} accepts a pass from the player now. */
  readonly pass: boolean;
  /** The id of the entry a {@link stackRespond} from the player would answer, or `null`: when `pass` is true, a response answers nothing (an empty priority window); otherwise they may not respond. */
  readonly respondTo: number | null;
  /** Ids of their queued triggers that {@link addTrigger} accepts from them now. */
  readonly addTriggers: readonly number[];
  /** Ids of their optional queued triggers that {@link declineTrigger} accepts from them now. */
  readonly declineTriggers: readonly number[];
}

/**
 * What a stack operation did, for games to pass on as events (every one is a `GameEvent`):
 *
 * - `stack-entry-added`: an entry went on the stack, `by` a push, a response or a trigger.
 * - `stack-passed`: `player` passed on entry `entry`.
 * - `stack-trigger-queued` / `stack-trigger-declined`: a trigger was queued / declined.
 * - `stack-entry-negated`: entry `entry` was negated.
 * - `stack-entry-resolved`: the game reported `entry` resolved and it left the stack.
 * - `stack-closed`: the stack became empty with nothing queued.
 *
 * @typeParam P - The stack's payload type (any JSON by default).
 * @typeParam C - The stack's cost type (any JSON by default).
 * @example
 * ```ts
 * import type { StackEvent } from "@rulesmith/core";
 * function line(e: StackEvent): string {
 *   switch (e.type) {
 *     case "stack-entry-added": return `entry ${e.entry.id} by player ${e.entry.controller}`;
 *     case "stack-passed": return `player ${e.player} passes`;
 *     case "stack-trigger-queued": return `trigger ${e.trigger.id} queued`;
 *     case "stack-trigger-declined": return `trigger ${e.trigger.id} declined`;
 *     case "stack-entry-negated": return `entry ${e.entry} negated`;
 *     case "stack-entry-resolved": return `entry ${e.entry.id} resolved`;
 *     case "stack-closed": return "stack closed";
 *   }
 * }
 * ```
 */
export type StackEvent<P = JsonValue, C = JsonValue> =
  | {
      /** `"stack-entry-added"`: an entry went on the stack. */
      readonly type: "stack-entry-added";
      /** The new entry, as it is on the stack. */
      readonly entry: StackEntry<P, C>;
      /** How it got there: `"push"` ({@link pushEntry}, {@link openStack}), `"response"` ({@link stackRespond}) or `"trigger"` ({@link addTrigger}). */
      readonly by: "push" | "response" | "trigger";
    }
  | {
      /** `"stack-passed"`: a player passed on the open window. */
      readonly type: "stack-passed";
      /** The player who passed. */
      readonly player: PlayerId;
      /** The id of the entry they passed on, or `null` if no window was open. */
      readonly entry: number | null;
    }
  | {
      /** `"stack-trigger-queued"`: a trigger was queued for its controller to add or decline. */
      readonly type: "stack-trigger-queued";
      /** The trigger queued. */
      readonly trigger: QueuedTrigger<P>;
    }
  | {
      /** `"stack-trigger-declined"`: an optional trigger was declined and never goes on the stack. */
      readonly type: "stack-trigger-declined";
      /** The trigger declined. */
      readonly trigger: QueuedTrigger<P>;
    }
  | {
      /** `"stack-entry-negated"`: an entry was negated; it stays on the stack and resolves as nothing. */
      readonly type: "stack-entry-negated";
      /** The id of the entry negated. */
      readonly entry: number;
    }
  | {
      /** `"stack-entry-resolved"`: the game reported an entry resolved, and it left the stack. */
      readonly type: "stack-entry-resolved";
      /** The entry that resolved, as it was on the stack (`negated` tells whether it did anything). */
      readonly entry: StackEntry<P, C>;
    }
  | {
      /** `"stack-closed"`: the stack became empty with nothing queued. */
      readonly type: "stack-closed";
    };

/**
 * Where stack operations append their {@link StackEvent}s: any array of events, such as the
 * `GameEvent[]` a transition is building.
 *
 * @typeParam P - The stack's payload type (any JSON by default).
 * @typeParam C - The stack's cost type (any JSON by default).
 * @example
 * ```ts
 * import { createStack, pushEntry, type GameEvent, type StackEventSink } from "@rulesmith/core";
 * const events: GameEvent[] = [];
 * const sink: StackEventSink = events;
 * const s = createStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1]);
 * if (s.ok) pushEntry(s.value, { controller: 0, payload: "x" }, sink); // { ok: true, ... } — and events holds one stack-entry-added
 * ```
 */
export interface StackEventSink<P = JsonValue, C = JsonValue> {
  /**
   * Appends one event; a game's `GameEvent[]` fits.
   *
   * @param event - The event a stack operation produced.
   * @returns Anything; the stack ignores it (an array's `push` returns its new length).
   */
  push(event: StackEvent<P, C>): unknown;
}

// ---------------------------------------------------------------------------------------------
// Internals
// ---------------------------------------------------------------------------------------------

const NO_ENTRIES: readonly never[] = [];
const NO_TRIGGERS: readonly never[] = [];
const NO_ANSWERS: readonly StackAnswer[] = [];
const NO_IDS: readonly number[] = [];
const NO_MOVES: StackMoves = { pass: false, respondTo: null, addTriggers: NO_IDS, declineTriggers: NO_IDS };
const CLOSED: { readonly kind: "closed" } = { kind: "closed" };

interface Refusal {
  ok: false;
  error: RuleError;
}

/** Any stack, whatever its payload and cost types, for the helpers that never read them. */
type AnyStack = StackState<unknown, unknown>;

function refuse(stack: AnyStack | null, rule: keyof StackRuleIds | null, message: string, details?: JsonValue): Refusal {
  const id = rule === null ? undefined : stack?.policy.ruleIds?.[rule];
  return err(ruleError(CoreErrorCode.StackIllegal, message, { rule: id, details }));
}

function unknownPlayer(stack: AnyStack, player: PlayerId): Refusal {
  return err(
    ruleError(CoreErrorCode.UnknownPlayer, `Player ${excerpt(player)} is not at this stack (players: ${idList(stack.players)}).`, {
      details: { player: typeof player === "number" && Number.isFinite(player) ? player : null },
    }),
  );
}

/** How many ids a message lists before it counts the rest. */
const LISTED = 12;

/** Seats or entry ids for a message: all of them when they are few, else the first ones and how many more; `none` for none. */
function idList(ids: readonly number[]): string {
  if (ids.length === 0) return "none";
  return ids.length <= LISTED ? ids.join(", ") : `${ids.slice(0, LISTED).join(", ")} and ${ids.length - LISTED} more`;
}

/**
 * Why a payload or cost the game hands the stack is not plain JSON data within the limits a
 * saved stack keeps ({@link MAX_DEPTH} levels), or `undefined` when it is. The stack is part of
 * the game state, which is saved as JSON.
 */
function dataRefusal(stack: AnyStack, value: unknown, what: string): Refusal | undefined {
  const problem = plainJsonProblem(value, { maxDepth: MAX_DEPTH, maxNodes: MAX_VALUES });
  if (problem === undefined) return undefined;
  return refuse(stack, null, clipMessage(`The ${what} must be plain JSON data (the stack is saved with the game), where $ is the ${what}: ${problem}.`, 300));
}

function seated(players: readonly PlayerId[], player: PlayerId): boolean {
  return players.includes(player);
}

/** The seat after `player` (or the first seat if `player` is not seated). */
function seatAfter(players: readonly PlayerId[], player: PlayerId): PlayerId {
  const i = players.indexOf(player);
  return players[(i + 1) % players.length] ?? player;
}

function findEntry<P, C>(entries: readonly StackEntry<P, C>[], id: number): StackEntry<P, C> | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e?.id === id) return e;
  }
  return undefined;
}

function findAnswer(answered: readonly StackAnswer[], entry: number, player: PlayerId): StackAnswer | undefined {
  for (const a of answered) if (a.entry === entry && a.player === player) return a;
  return undefined;
}

/** The first seat with a queued trigger: the player who must place triggers now (D-AMB-49). */
function placer(stack: AnyStack): PlayerId | null {
  if (stack.queued.length === 0) return null;
  const waiting = new Set<PlayerId>();
  for (const t of stack.queued) waiting.add(t.controller);
  for (const p of stack.players) if (waiting.has(p)) return p;
  return null;
}

/** A key for "`player` answered `entry`", for sets of answers. */
function answerKey(entry: number, player: PlayerId): string {
  return `${entry}:${player}`;
}

/** Once-per-entry: the newest entry with a player still to answer, and the first such player. */
function openWindow(
  players: readonly PlayerId[],
  entries: readonly StackEntry<unknown, unknown>[],
  answered: readonly StackAnswer[],
): { readonly entry: number; readonly player: PlayerId } | null {
  const n = players.length;
  // A set, not a scan of `answered` per seat: a saved state may hold many answers.
  const done = new Set<string>();
  for (const a of answered) done.add(answerKey(a.entry, a.player));
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e === undefined || e.negated) continue;
    const seat = players.indexOf(e.controller);
    for (let k = 1; k < n; k++) {
      const p = players[(seat + k) % n];
      if (p !== undefined && !done.has(answerKey(e.id, p))) return { entry: e.id, player: p };
    }
  }
  return null;
}

/**
 * Builds the next state with every derived field put right: closes an empty stack, opens the
 * window (once-per-entry), or starts resolving when every player is done.
 */
function settle<P, C>(
  policy: StackPolicy,
  players: readonly PlayerId[],
  entries: readonly StackEntry<P, C>[],
  queued: readonly QueuedTrigger<P>[],
  priority: PlayerId | null,
  passes: number,
  answered: readonly StackAnswer[],
  resolving: number | null,
  nextId: number,
  held: boolean,
): StackState<P, C> {
  let window: number | null = null;
  const top = entries[entries.length - 1];
  if (resolving !== null) {
    priority = null;
  } else if (top === undefined && held) {
    // An open priority window with nothing on the stack: priority goes round until every player
    // has passed in a row; then it closes. While triggers are queued their controllers act first.
    if (queued.length === 0 && passes >= players.length) {
      held = false;
      priority = null;
      passes = 0;
    } else {
      priority ??= players[0] ?? null;
    }
  } else if (top === undefined) {
    priority = null;
    if (queued.length === 0) {
      passes = 0;
      answered = NO_ANSWERS;
    }
  } else if (policy.kind === "alternating") {
    if (passes >= players.length) {
      priority = null;
      if (queued.length === 0) resolving = top.id;
    } else {
      priority ??= seatAfter(players, top.controller);
      window = top.id;
    }
  } else {
    const w = openWindow(players, entries, answered);
    if (w === null) {
      priority = null;
      if (queued.length === 0) resolving = top.id;
    } else {
      priority = w.player;
      window = w.entry;
    }
  }
  // The flag only when set, so that stacks without a priority window keep their saved shape.
  if (held) return { policy, players, entries, queued, priority, window, passes, answered, resolving, nextId, priorityWindow: true };
  return { policy, players, entries, queued, priority, window, passes, answered, resolving, nextId };
}

function makeEntry<P, C>(
  id: number,
  controller: PlayerId,
  payload: P,
  respondsTo: number | null,
  cost: C | null | undefined,
): StackEntry<P, C> {
  return { id, controller, payload, negated: false, respondsTo, cost: cost ?? null };
}

function appended<T>(list: readonly T[], item: T): T[] {
  const out = list.slice();
  out.push(item);
  return out;
}

/** A value from the caller for a message: a short excerpt, which never throws and never runs long. */
function shown(value: unknown): string {
  return excerpt(value);
}

/**
 * Frozen policies already found valid: a game opens its chains with one constant policy, checked
 * once (the check was a twentieth of a Ward battle step). Only frozen ones, which cannot change.
 */
const goodPolicies = new WeakSet();

function policyProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return "A stack policy is an object with `kind` and `resolve`.";
  const kind = own(value, "kind");
  const resolve = own(value, "resolve");
  const ruleIds = own(value, "ruleIds");
  if (kind !== "once-per-entry" && kind !== "alternating") {
    return `A stack policy's kind is "once-per-entry" or "alternating", not ${shown(kind)}.`;
  }
  if (resolve !== "whole-chain" && resolve !== "one-at-a-time") {
    return `A stack policy's resolve is "whole-chain" or "one-at-a-time", not ${shown(resolve)}.`;
  }
  if (ruleIds !== undefined) {
    if (!isRecord(ruleIds)) return "A stack policy's ruleIds is an object of rule IDs.";
    for (const [k, v] of Object.entries(ruleIds)) {
      if (k !== "priority" && k !== "ownEntry" && k !== "respondOnce" && k !== "mandatoryTrigger") {
        return `A stack policy's ruleIds has no ${shown(k)} (only priority, ownEntry, respondOnce, mandatoryTrigger).`;
      }
      if (typeof v !== "string") return `A stack policy's ruleIds.${k} is a rule ID string, not ${shown(v)}.`;
    }
  }
  return undefined;
}

function playersProblem(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return "A stack needs a list of at least one player.";
  const seen = new Set<number>();
  for (const p of value as unknown[]) {
    if (typeof p !== "number" || !Number.isSafeInteger(p) || p < 0) return `${shown(p)} is not a player id (a seat number from 0).`;
    if (seen.has(p)) return `Player ${p} is seated twice at the stack.`;
    seen.add(p);
  }
  return undefined;
}

/** Why `player` may not respond or pass now, or `undefined` if they may. */
function actorRefusal(stack: AnyStack, player: PlayerId, verb: "respond" | "pass"): Refusal | undefined {
  if (!seated(stack.players, player)) return unknownPlayer(stack, player);
  if (stack.resolving !== null) {
    return refuse(stack, null, `Entry ${stack.resolving} is resolving: nobody may ${verb} until the game reports it resolved.`);
  }
  if (stack.entries.length === 0 && stack.queued.length === 0 && stack.priorityWindow !== true) {
    return refuse(stack, null, `No window is open: the stack is empty, so player ${player} has nothing to ${verb === "pass" ? "pass on" : "respond to"}.`);
  }
  const first = placer(stack);
  if (first !== null) {
    if (first !== player) {
      return refuse(stack, "priority", `Player ${first} is placing their queued triggers first; player ${player} must wait.`);
    }
    const mine: number[] = [];
    let mandatory: number | null = null;
    for (const t of stack.queued) {
      if (t.controller !== player) continue;
      mine.push(t.id);
      if (!t.optional) mandatory ??= t.id;
    }
    if (verb === "pass" && mandatory !== null) {
      return refuse(stack, "mandatoryTrigger", `Player ${player} may not pass: trigger ${mandatory} is mandatory and must be added first.`, {
        trigger: mandatory,
      });
    }
    return refuse(
      stack,
      mandatory === null ? "priority" : "mandatoryTrigger",
      `Player ${player} must add or decline their queued triggers (${idList(mine)}) before they may ${verb}.`,
      { triggers: mine },
    );
  }
  if (stack.priority === player) return undefined;
  const holder = stack.priority ?? player;
  const w = stack.window === null ? undefined : findEntry(stack.entries, stack.window);
  if (stack.policy.kind === "once-per-entry" && w !== undefined) {
    if (w.controller === player) {
      if (w.respondsTo !== null) {
        return refuse(
          stack,
          "respondOnce",
          `Player ${player} already answered entry ${w.respondsTo} with entry ${w.id} (one entry per response); player ${holder} answers entry ${w.id} now.`,
          { entry: w.respondsTo },
        );
      }
      return refuse(stack, "ownEntry", `Player ${player} may not ${verb} on their own entry ${w.id}; player ${holder} answers it.`, { entry: w.id });
    }
    const a = findAnswer(stack.answered, w.id, player);
    if (a !== undefined) {
      return refuse(
        stack,
        "respondOnce",
        `Player ${player} has already ${a.responded ? "responded to" : "passed on"} entry ${w.id}; each player answers an entry at most once.`,
        { entry: w.id },
      );
    }
    return refuse(stack, "priority", `Player ${holder} answers entry ${w.id} first; player ${player} must wait.`, { entry: w.id });
  }
  return refuse(stack, "priority", `Player ${holder} holds priority, not player ${player}.`);
}

/** Why `player` may not add or decline trigger `triggerId` now; else the trigger and its index. */
function triggerCheck<P>(
  stack: StackState<P, unknown>,
  player: PlayerId,
  triggerId: number,
  verb: "add" | "decline",
): Refusal | { ok: true; trigger: QueuedTrigger<P>; index: number } {
  if (!seated(stack.players, player)) return unknownPlayer(stack, player);
  if (stack.resolving !== null) {
    return refuse(stack, null, `Entry ${stack.resolving} is resolving: triggers are placed once the game reports it resolved.`);
  }
  let index = -1;
  for (let i = 0; i < stack.queued.length; i++) {
    if (stack.queued[i]?.id === triggerId) {
      index = i;
      break;
    }
  }
  const trigger = stack.queued[index];
  if (trigger === undefined) {
    return refuse(stack, null, `No trigger ${shown(triggerId)} is queued (queued: ${idList(stack.queued.map((t) => t.id))}).`);
  }
  if (trigger.controller !== player) {
    return refuse(stack, "priority", `Trigger ${triggerId} is player ${trigger.controller}'s; player ${player} may not ${verb} it.`, {
      trigger: triggerId,
    });
  }
  const first = placer(stack);
  if (first !== player) {
    return refuse(stack, "priority", `Player ${String(first)} places their queued triggers first; player ${player} must wait.`);
  }
  if (verb === "decline" && !trigger.optional) {
    return refuse(stack, "mandatoryTrigger", `Trigger ${triggerId} is mandatory: player ${player} must add it, not decline it.`, {
      trigger: triggerId,
    });
  }
  return { ok: true, trigger, index };
}

function without<T>(list: readonly T[], index: number): T[] {
  const out = list.slice();
  out.splice(index, 1);
  return out;
}

function isClosed(s: AnyStack): boolean {
  return s.entries.length === 0 && s.queued.length === 0 && s.resolving === null && s.priorityWindow !== true;
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

/**
 * Makes an empty, closed stack with a policy and its players.
 *
 * @param policy - How the stack runs (checked, since it may come from a config file).
 * @param players - The seats, in the order priority and trigger placement go round (list the
 *   player who places triggers first, first). Distinct ids, at least one.
 * @typeParam P - The payload type the stack's entries and triggers will carry; name it
 *   (`createStack<MyPayload>(...)`), or it is any JSON.
 * @typeParam C - The cost type its entries will carry; name it, or it is any JSON.
 * @returns The closed stack, or a `stack/illegal` error naming what is wrong.
 * @example
 * ```ts
 * import { createStack, stackNext } from "@rulesmith/core";
 * const s = createStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1]);
 * if (s.ok) stackNext(s.value); // { kind: "closed" }
 * const typed = createStack<{ card: string }, { selfDamage: number }>({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1]);
 * ```
 */
export function createStack<P = JsonValue, C = JsonValue>(policy: StackPolicy, players: readonly PlayerId[]): Result<StackState<P, C>> {
  const problem = (goodPolicies.has(policy) ? undefined : policyProblem(policy)) ?? playersProblem(players);
  if (problem === undefined && Object.isFrozen(policy) && (policy.ruleIds === undefined || Object.isFrozen(policy.ruleIds))) goodPolicies.add(policy);
  if (problem !== undefined) return refuse(null, null, problem);
  return ok(settle(policy, players.slice(), NO_ENTRIES, NO_TRIGGERS, null, 0, NO_ANSWERS, null, 1, false));
}

/**
 * Makes a stack and opens a window on its first entry: {@link createStack}, then
 * {@link pushEntry}.
 *
 * @param policy - How the stack runs.
 * @param players - The seats in order.
 * @param entry - The opening entry.
 * @param events - Where to append what happened.
 * @typeParam P - The payload type of the stack; name it (`openStack<MyPayload>(...)`), or it
 *   is any JSON. It is not inferred from `entry`, so that a first payload `"x"` does not make a
 *   stack of `"x"` payloads only.
 * @typeParam C - The cost type of the stack; name it, or it is any JSON.
 * @returns The open stack, or an error.
 * @example
 * ```ts
 * import { openStack, stackNext } from "@rulesmith/core";
 * const s = openStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "x" });
 * if (s.ok) stackNext(s.value); // { kind: "awaiting", player: 1, entry: { id: 1, ... } }
 * const typed = openStack<{ card: string }>({ kind: "alternating", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: { card: "c2" } });
 * ```
 */
export function openStack<P = JsonValue, C = JsonValue>(
  policy: StackPolicy,
  players: readonly PlayerId[],
  entry: NoInfer<EntryInput<P, C>>,
  events?: NoInfer<StackEventSink<P, C>>,
): Result<StackState<P, C>> {
  const s = createStack<P, C>(policy, players);
  return s.ok ? pushEntry(s.value, entry, events) : s;
}

/**
 * Opens a priority window with nothing on the stack: the first seat holds priority and may add
 * an entry (with {@link stackRespond}, answering nothing) or pass; priority goes round as in any
 * alternating window (D-SEQ-3). Entries added meanwhile are answered and resolve as usual; when
 * the stack is empty again the window reopens, the first seat holding priority and no passes
 * counted. It closes (`stackNext` says `closed`, `stack-closed` is appended) when every player
 * passes in a row with nothing on the stack and nothing queued. For a moment where players may
 * act before the game goes on, such as a response window before a battle is calculated.
 *
 * Only the `"alternating"` policy has priority to go round; a once-per-entry policy is refused.
 *
 * @param policy - How the stack runs; its kind must be `"alternating"`.
 * @param players - The seats in order; the first holds priority first.
 * @typeParam P - The payload type of the stack; name it, or it is any JSON.
 * @typeParam C - The cost type of the stack; name it, or it is any JSON.
 * @returns The open window (`priorityWindow: true`, no entries), or a `stack/illegal` error.
 * @example
 * ```ts
 * import { openPriorityWindow, stackNext, stackPass, stackRespond, stackMoves } from "@rulesmith/core";
 * const policy = { kind: "alternating", resolve: "whole-chain" } as const;
 * const w = openPriorityWindow(policy, [0, 1]);
 * if (!w.ok) throw new Error(w.error.message);
 * stackNext(w.value);      // { kind: "awaiting", player: 0, entry: null }
 * stackMoves(w.value, 0);  // { pass: true, respondTo: null, ... } — pass, or add an entry answering nothing
 * const played = stackRespond(w.value, 0, "swift effect");   // { ok: true, ... } — entry 1, answers nothing
 * if (played.ok) stackNext(played.value);                      // { kind: "awaiting", player: 1, entry: { id: 1, ... } }
 * const passed = stackPass(w.value, 0);                       // { ok: true, ... } — priority 1, one pass
 * const closed = passed.ok ? stackPass(passed.value, 1) : passed;
 * if (closed.ok) console.log(stackNext(closed.value).kind); // closed — both passed with nothing on it
 * ```
 */
export function openPriorityWindow<P = JsonValue, C = JsonValue>(policy: StackPolicy, players: readonly PlayerId[]): Result<StackState<P, C>> {
  const s = createStack<P, C>(policy, players);
  if (!s.ok) return s;
  if (policy.kind !== "alternating") {
    return refuse(s.value, null, `A priority window needs the "alternating" policy, where priority goes round; this stack's is "${policy.kind}".`);
  }
  return ok(settle(policy, s.value.players, NO_ENTRIES, NO_TRIGGERS, null, 0, NO_ANSWERS, null, 1, true));
}

/**
 * Puts a new entry on the stack that is not a response: a player's action that opens a window
 * (W-14.2.1-1, D-SEQ-2), or something a resolving entry creates. Allowed when the stack holds
 * no entries, or while an entry is resolving (the new entry goes above it and gets its own
 * window once the game reports the resolving entry resolved). While players are answering,
 * and in an open priority window ({@link openPriorityWindow}) even with nothing on the stack,
 * new entries come only through {@link stackRespond}.
 *
 * @param stack - The stack; not changed.
 * @param entry - Controller, payload and optional deferred cost.
 * @param events - Where to append `stack-entry-added`.
 * @typeParam P - The stack's payload type, taken from `stack`.
 * @typeParam C - The stack's cost type, taken from `stack`.
 * @returns The stack with the entry on top, or a `stack/illegal` error (also for an `entry`
 *   that is not an object, or a payload or cost that is not plain JSON data nested at most 100
 *   levels deep), or `player/unknown` for a controller who is not seated.
 * @example
 * ```ts
 * import { createStack, pushEntry } from "@rulesmith/core";
 * const s = createStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1]);
 * if (s.ok) pushEntry(s.value, { controller: 0, payload: { enters: "c4" } }); // { ok: true, ... } — player 1 may answer entry 1
 * ```
 */
export function pushEntry<P = JsonValue, C = JsonValue>(
  stack: StackState<P, C>,
  entry: NoInfer<EntryInput<P, C>>,
  events?: NoInfer<StackEventSink<P, C>>,
): Result<StackState<P, C>> {
  const given: unknown = entry; // checked: a caller without types may pass anything
  if (!isRecord(given)) return refuse(stack, null, `An entry is an object with a controller and a payload, not ${shown(given)}.`);
  if (!seated(stack.players, entry.controller)) return unknownPlayer(stack, entry.controller);
  const bad = dataRefusal(stack, entry.payload, "entry's payload") ?? (entry.cost === undefined ? undefined : dataRefusal(stack, entry.cost, "entry's cost"));
  if (bad !== undefined) return bad;
  const top = stack.entries[stack.entries.length - 1];
  if (top === undefined && stack.priorityWindow === true) {
    const holder = stack.priority === null ? "" : ` (player ${stack.priority} holds priority)`;
    return refuse(
      stack,
      "priority",
      `A priority window is open${holder}: a new entry joins only through stackRespond from the player who holds priority.`,
    );
  }
  if (top !== undefined && stack.resolving === null) {
    return refuse(
      stack,
      null,
      `Players are answering entry ${stack.window ?? top.id}: a new entry joins only as a response from the player who may act, or while an entry resolves.`,
    );
  }
  const e = makeEntry(stack.nextId, entry.controller, entry.payload, null, entry.cost);
  events?.push({ type: "stack-entry-added", entry: e, by: "push" });
  return ok(
    settle(
      stack.policy,
      stack.players,
      appended(stack.entries, e),
      stack.queued,
      seatAfter(stack.players, e.controller),
      0,
      stack.answered,
      stack.resolving,
      stack.nextId + 1,
      stack.priorityWindow === true,
    ),
  );
}

/**
 * `player` answers the open window with one new entry (one entry per response). The entry
 * answers `stack.window`.
 *
 * - once-per-entry: only a player other than the window entry's controller, once per entry,
 *   in seat order (W-14.4.1-1, W-14.4.3-1, W-AMB-36, W-AMB-37).
 * - alternating: only the player with priority; priority then goes to the next seat (D-SEQ-3).
 *   In a priority window ({@link openPriorityWindow}) with nothing on the stack, the player with
 *   priority adds the first entry this way, and it answers nothing (`respondsTo: null`).
 *
 * @param stack - The stack; not changed.
 * @param player - Who responds.
 * @param payload - The game's data for the response.
 * @param cost - Cost data to pay only if the response resolves un-negated.
 * @param events - Where to append `stack-entry-added`.
 * @typeParam P - The stack's payload type, taken from `stack`.
 * @typeParam C - The stack's cost type, taken from `stack`.
 * @returns The stack with the response on top, or an error saying why the player may not
 *   respond, or a `stack/illegal` error for a payload or cost that is not plain JSON data
 *   nested at most 100 levels deep.
 * @example
 * ```ts
 * import { openStack, stackRespond } from "@rulesmith/core";
 * const s = openStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "play" });
 * if (s.ok) {
 *   stackRespond(s.value, 1, "negate it");   // { ok: true, ... } — entry 2 answers entry 1
 *   stackRespond(s.value, 0, "my own");      // { ok: false, error: { message: "Player 0 may not respond on their own entry 1; player 1 answers it.", ... } }
 * }
 * ```
 */
export function stackRespond<P = JsonValue, C = JsonValue>(
  stack: StackState<P, C>,
  player: PlayerId,
  payload: NoInfer<P>,
  cost?: NoInfer<C>,
  events?: NoInfer<StackEventSink<P, C>>,
): Result<StackState<P, C>> {
  const refused = actorRefusal(stack, player, "respond");
  if (refused !== undefined) return refused;
  const bad = dataRefusal(stack, payload, "response's payload") ?? (cost === undefined ? undefined : dataRefusal(stack, cost, "response's cost"));
  if (bad !== undefined) return bad;
  const e = makeEntry(stack.nextId, player, payload, stack.window, cost);
  events?.push({ type: "stack-entry-added", entry: e, by: "response" });
  const entries = appended(stack.entries, e);
  if (stack.policy.kind === "alternating") {
    return ok(
      settle(stack.policy, stack.players, entries, stack.queued, seatAfter(stack.players, player), 0, stack.answered, null, stack.nextId + 1, stack.priorityWindow === true),
    );
  }
  const answer: StackAnswer = { entry: stack.window ?? e.id, player, responded: true };
  return ok(settle(stack.policy, stack.players, entries, stack.queued, null, 0, appended(stack.answered, answer), null, stack.nextId + 1, stack.priorityWindow === true));
}

/**
 * `player` passes on the open window.
 *
 * - once-per-entry: they are done with the window entry; when nobody is left to answer any
 *   entry, the stack starts resolving, newest first (W-14.1.1-1).
 * - alternating: priority goes to the next seat; when every player has passed in a row, the
 *   stack starts resolving, newest first (D-SEQ-4). In a priority window
 *   ({@link openPriorityWindow}) with nothing on the stack, every player passing in a row closes
 *   the window instead (and appends `stack-closed`).
 *
 * A player with queued triggers may not pass before placing them; one with a mandatory trigger
 * queued never may (D-SEQ-5).
 *
 * @param stack - The stack; not changed.
 * @param player - Who passes.
 * @param events - Where to append `stack-passed`.
 * @typeParam P - The stack's payload type, taken from `stack`.
 * @typeParam C - The stack's cost type, taken from `stack`.
 * @returns The new stack, or an error saying why the player may not pass.
 * @example
 * ```ts
 * import { openStack, stackPass, stackNext } from "@rulesmith/core";
 * const s = openStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "play" });
 * const after = s.ok ? stackPass(s.value, 1) : s;
 * if (after.ok) stackNext(after.value); // { kind: "resolve", entry: { id: 1, ... }, payCost: false }
 * ```
 */
export function stackPass<P = JsonValue, C = JsonValue>(stack: StackState<P, C>, player: PlayerId, events?: NoInfer<StackEventSink<P, C>>): Result<StackState<P, C>> {
  const refused = actorRefusal(stack, player, "pass");
  if (refused !== undefined) return refused;
  events?.push({ type: "stack-passed", player, entry: stack.window });
  if (stack.policy.kind === "alternating") {
    const s = settle(
      stack.policy,
      stack.players,
      stack.entries,
      stack.queued,
      seatAfter(stack.players, player),
      stack.passes + 1,
      stack.answered,
      null,
      stack.nextId,
      stack.priorityWindow === true,
    );
    // Only a priority window closes on a pass: every player passed in a row with nothing on it.
    if (stack.priorityWindow === true && isClosed(s)) events?.push({ type: "stack-closed" });
    return ok(s);
  }
  const answer: StackAnswer = { entry: stack.window ?? -1, player, responded: false };
  return ok(settle(stack.policy, stack.players, stack.entries, stack.queued, null, 0, appended(stack.answered, answer), null, stack.nextId, stack.priorityWindow === true));
}

/**
 * Queues a trigger: the game calls this when something triggers, at any time (during a window,
 * while an entry resolves, or on a closed stack, which it opens, D-SEQ-2). Queued triggers are
 * placed by their controllers, in seat order, before anyone responds or passes again. The
 * trigger's id is the input stack's `nextId`.
 *
 * @param stack - The stack; not changed.
 * @param controller - Who controls the trigger.
 * @param payload - The game's data for it.
 * @param optional - `true` if its controller may decline it ("you can" effects).
 * @param events - Where to append `stack-trigger-queued`.
 * @typeParam P - The stack's payload type, taken from `stack`.
 * @typeParam C - The stack's cost type, taken from `stack`.
 * @returns The stack with the trigger queued, or an error: `player/unknown` for an unknown
 *   player, `stack/illegal` for an `optional` that is not `true` or `false` or a payload that
 *   is not plain JSON data nested at most 100 levels deep.
 * @example
 * ```ts
 * import { createStack, queueTrigger, stackNext } from "@rulesmith/core";
 * const s = createStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1]);
 * const q = s.ok ? queueTrigger(s.value, 1, "at start of stage", false) : s;
 * if (q.ok) stackNext(q.value); // { kind: "awaiting", player: 1, entry: null } — player 1 must add trigger 1
 * ```
 */
export function queueTrigger<P = JsonValue, C = JsonValue>(
  stack: StackState<P, C>,
  controller: PlayerId,
  payload: NoInfer<P>,
  optional: boolean,
  events?: NoInfer<StackEventSink<P, C>>,
): Result<StackState<P, C>> {
  if (!seated(stack.players, controller)) return unknownPlayer(stack, controller);
  const flag: unknown = optional; // checked: a caller without types may pass anything
  if (typeof flag !== "boolean") return refuse(stack, null, `A trigger is optional (true) or mandatory (false), not ${shown(flag)}.`);
  const bad = dataRefusal(stack, payload, "trigger's payload");
  if (bad !== undefined) return bad;
  const t: QueuedTrigger<P> = { id: stack.nextId, controller, payload, optional };
  events?.push({ type: "stack-trigger-queued", trigger: t });
  return ok(
    settle(
      stack.policy,
      stack.players,
      stack.entries,
      appended(stack.queued, t),
      stack.priority,
      stack.passes,
      stack.answered,
      stack.resolving,
      stack.nextId + 1,
      stack.priorityWindow === true,
    ),
  );
}

/**
 * `player` puts one of their queued triggers on the stack as an entry (with the trigger's id,
 * answering nothing). The first seat with queued triggers places all of theirs, in the order
 * they choose, before the next seat (D-AMB-49). Then the window opens on the newest entry; under
 * the alternating policy the player after the last trigger's controller holds priority.
 *
 * @param stack - The stack; not changed.
 * @param player - The trigger's controller.
 * @param triggerId - Which queued trigger.
 * @param events - Where to append `stack-entry-added`.
 * @typeParam P - The stack's payload type, taken from `stack`.
 * @typeParam C - The stack's cost type, taken from `stack`.
 * @returns The new stack, or an error (not theirs, not queued, not their turn to place).
 * @example
 * ```ts
 * import { createStack, queueTrigger, addTrigger } from "@rulesmith/core";
 * const s = createStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1]);
 * const q = s.ok ? queueTrigger(s.value, 0, "on entering", false) : s;
 * if (q.ok) addTrigger(q.value, 0, 1); // { ok: true, value: { priority: 1, ... } } — entry 1 on the stack, player 1 holds priority
 * ```
 */
export function addTrigger<P = JsonValue, C = JsonValue>(
  stack: StackState<P, C>,
  player: PlayerId,
  triggerId: number,
  events?: NoInfer<StackEventSink<P, C>>,
): Result<StackState<P, C>> {
  const c = triggerCheck(stack, player, triggerId, "add");
  if (!c.ok) return c;
  const t = c.trigger;
  const e = makeEntry<P, C>(t.id, t.controller, t.payload, null, undefined);
  events?.push({ type: "stack-entry-added", entry: e, by: "trigger" });
  return ok(
    settle(
      stack.policy,
      stack.players,
      appended(stack.entries, e),
      without(stack.queued, c.index),
      seatAfter(stack.players, player),
      0,
      stack.answered,
      null,
      stack.nextId,
      stack.priorityWindow === true,
    ),
  );
}

/**
 * `player` declines one of their optional queued triggers; it never goes on the stack.
 * Mandatory triggers cannot be declined (D-SEQ-5).
 *
 * @param stack - The stack; not changed.
 * @param player - The trigger's controller.
 * @param triggerId - Which queued trigger.
 * @param events - Where to append `stack-trigger-declined` (and `stack-closed` if that empties it).
 * @typeParam P - The stack's payload type, taken from `stack`.
 * @typeParam C - The stack's cost type, taken from `stack`.
 * @returns The new stack, or an error (mandatory, not theirs, not queued, not their turn).
 * @example
 * ```ts
 * import { createStack, queueTrigger, declineTrigger } from "@rulesmith/core";
 * const s = createStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1]);
 * const q = s.ok ? queueTrigger(s.value, 0, "you can gain 1", true) : s;
 * if (q.ok) declineTrigger(q.value, 0, 1); // { ok: true, value: { entries: [], ... } } — the stack is closed again
 * ```
 */
export function declineTrigger<P = JsonValue, C = JsonValue>(
  stack: StackState<P, C>,
  player: PlayerId,
  triggerId: number,
  events?: NoInfer<StackEventSink<P, C>>,
): Result<StackState<P, C>> {
  const c = triggerCheck(stack, player, triggerId, "decline");
  if (!c.ok) return c;
  events?.push({ type: "stack-trigger-declined", trigger: c.trigger });
  const s = settle(
    stack.policy,
    stack.players,
    stack.entries,
    without(stack.queued, c.index),
    stack.priority,
    stack.passes,
    stack.answered,
    null,
    stack.nextId,
    stack.priorityWindow === true,
  );
  if (isClosed(s)) events?.push({ type: "stack-closed" });
  return ok(s);
}

/**
 * Marks an entry negated: it stays on the stack and still resolves in its turn, as nothing, and
 * its cost is never paid (W-6.2.2-2, W-18.27-1). A negated entry opens no window. Negating an
 * entry that is already negated changes nothing.
 *
 * @param stack - The stack; not changed.
 * @param entryId - The entry to negate.
 * @param events - Where to append `stack-entry-negated`.
 * @typeParam P - The stack's payload type, taken from `stack`.
 * @typeParam C - The stack's cost type, taken from `stack`.
 * @returns The new stack, or an error if there is no such entry.
 * @example
 * ```ts
 * import { openStack, negateEntry, stackPass, stackNext } from "@rulesmith/core";
 * const s = openStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "costly", cost: { selfDamage: 10 } });
 * const n = s.ok ? negateEntry(s.value, 1) : s;
 * if (n.ok) stackNext(n.value); // { kind: "resolve", entry: { id: 1, negated: true, ... }, payCost: false }
 * ```
 */
export function negateEntry<P = JsonValue, C = JsonValue>(stack: StackState<P, C>, entryId: number, events?: NoInfer<StackEventSink<P, C>>): Result<StackState<P, C>> {
  let index = -1;
  for (let i = stack.entries.length - 1; i >= 0; i--) {
    if (stack.entries[i]?.id === entryId) {
      index = i;
      break;
    }
  }
  const e = stack.entries[index];
  if (e === undefined) {
    return refuse(stack, null, `No entry ${shown(entryId)} is on the stack (entries: ${idList(stack.entries.map((x) => x.id))}).`);
  }
  if (e.negated) return ok(stack);
  const entries = stack.entries.slice();
  entries[index] = { id: e.id, controller: e.controller, payload: e.payload, negated: true, respondsTo: e.respondsTo, cost: e.cost };
  events?.push({ type: "stack-entry-negated", entry: entryId });
  return ok(
    settle(stack.policy, stack.players, entries, stack.queued, stack.priority, stack.passes, stack.answered, stack.resolving, stack.nextId, stack.priorityWindow === true),
  );
}

/**
 * What happens now: which player must act, which entry the game must resolve, or that the
 * stack is closed. Entries resolve newest first (W-14.1.1-1, D-SEQ-1).
 *
 * @param stack - The stack.
 * @typeParam P - The stack's payload type, taken from `stack`.
 * @typeParam C - The stack's cost type, taken from `stack`.
 * @returns `awaiting`, `resolve` (with `payCost`: pay the entry's cost only if it has one and
 *   is not negated, W-6.2.2-2) or `closed`.
 * @example
 * ```ts
 * import { openStack, stackNext } from "@rulesmith/core";
 * const s = openStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "x" });
 * if (s.ok) {
 *   const n = stackNext(s.value);
 *   if (n.kind === "awaiting") console.log(`player ${n.player} may respond or pass`); // player 1 may respond or pass
 * }
 * ```
 */
export function stackNext<P = JsonValue, C = JsonValue>(stack: StackState<P, C>): StackNext<P, C> {
  if (stack.resolving !== null) {
    const e = findEntry(stack.entries, stack.resolving);
    if (e !== undefined) return { kind: "resolve", entry: e, payCost: e.cost !== null && !e.negated };
  }
  const first = placer(stack);
  if (first !== null) return { kind: "awaiting", player: first, entry: null };
  if (stack.priority !== null) {
    return { kind: "awaiting", player: stack.priority, entry: (stack.window === null ? undefined : findEntry(stack.entries, stack.window)) ?? null };
  }
  return CLOSED;
}

/**
 * The game reports that it has resolved the entry {@link stackNext} asked for; it leaves the stack.
 * Then, in this order: queued triggers are placed; entries pushed during the resolution get
 * their window; otherwise `"whole-chain"` goes on resolving the next entry and
 * `"one-at-a-time"` reopens the window on the new top entry; an empty stack closes, unless it
 * is a priority window ({@link openPriorityWindow}), which reopens with nothing on it, the
 * first seat holding priority and no passes counted.
 *
 * @param stack - The stack; not changed.
 * @param entryId - The entry that was resolved (must be the one `next` named).
 * @param events - Where to append `stack-entry-resolved` (and `stack-closed`).
 * @typeParam P - The stack's payload type, taken from `stack`.
 * @typeParam C - The stack's cost type, taken from `stack`.
 * @returns The new stack, or an error if that entry is not the one resolving.
 * @example
 * ```ts
 * import { openStack, stackPass, stackResolved, stackNext } from "@rulesmith/core";
 * const s = openStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "x" });
 * const p = s.ok ? stackPass(s.value, 1) : s;
 * const r = p.ok ? stackResolved(p.value, 1) : p;
 * if (r.ok) stackNext(r.value); // { kind: "closed" }
 * ```
 */
export function stackResolved<P = JsonValue, C = JsonValue>(stack: StackState<P, C>, entryId: number, events?: NoInfer<StackEventSink<P, C>>): Result<StackState<P, C>> {
  if (stack.resolving === null) {
    return refuse(stack, null, `No entry is resolving now, so entry ${shown(entryId)} cannot be reported resolved; see stackNext().`);
  }
  if (stack.resolving !== entryId) {
    return refuse(stack, null, `Entry ${stack.resolving} is resolving, not entry ${shown(entryId)}.`, { resolving: stack.resolving });
  }
  let index = -1;
  for (let i = stack.entries.length - 1; i >= 0; i--) {
    if (stack.entries[i]?.id === entryId) {
      index = i;
      break;
    }
  }
  const done = stack.entries[index];
  if (done === undefined) return refuse(stack, null, `Entry ${entryId} is not on the stack.`);
  const pushedAbove = index < stack.entries.length - 1;
  const entries = without(stack.entries, index);
  const top = entries[entries.length - 1];
  let answered = stack.answered;
  if (stack.policy.kind === "once-per-entry" && answered.length > 0) {
    const reopen = top !== undefined && !pushedAbove && stack.policy.resolve === "one-at-a-time" ? top.id : null;
    const kept: StackAnswer[] = [];
    for (const a of answered) {
      if (a.entry === entryId || (a.entry === reopen && !a.responded)) continue;
      kept.push(a);
    }
    answered = kept;
  }
  let priority: PlayerId | null = null;
  let passes = stack.passes;
  if (top === undefined || pushedAbove || stack.policy.resolve === "one-at-a-time") {
    passes = 0;
    if (top !== undefined) priority = seatAfter(stack.players, top.controller);
  }
  events?.push({ type: "stack-entry-resolved", entry: done });
  const s = settle(stack.policy, stack.players, entries, stack.queued, priority, passes, answered, null, stack.nextId, stack.priorityWindow === true);
  if (isClosed(s)) events?.push({ type: "stack-closed" });
  return ok(s);
}

/**
 * The stack moves `player` may make now, for a game's `legalActions`: exactly the moves
 * {@link stackRespond}, {@link stackPass}, {@link addTrigger} and {@link declineTrigger} accept.
 *
 * @param stack - The stack, of any payload and cost types (moves never read them).
 * @param player - The player.
 * @returns Whether they may pass, which entry a response would answer, and which triggers they
 *   may add or decline.
 * @example
 * ```ts
 * import { openStack, stackMoves } from "@rulesmith/core";
 * const s = openStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "x" });
 * if (s.ok) {
 *   stackMoves(s.value, 1); // { pass: true, respondTo: 1, addTriggers: [], declineTriggers: [] }
 *   stackMoves(s.value, 0); // { pass: false, respondTo: null, addTriggers: [], declineTriggers: [] }
 * }
 * ```
 */
export function stackMoves(stack: StackState<unknown, unknown>, player: PlayerId): StackMoves {
  if (stack.resolving !== null) return NO_MOVES;
  const first = placer(stack);
  if (first !== null) {
    if (first !== player) return NO_MOVES;
    const add: number[] = [];
    const decline: number[] = [];
    for (const t of stack.queued) {
      if (t.controller !== player) continue;
      add.push(t.id);
      if (t.optional) decline.push(t.id);
    }
    return { pass: false, respondTo: null, addTriggers: add, declineTriggers: decline };
  }
  if (stack.priority !== player) return NO_MOVES;
  // An open priority window with nothing on the stack: the player may pass, or add an entry that answers nothing.
  if (stack.window === null && (stack.priorityWindow !== true || stack.entries.length > 0)) return NO_MOVES;
  return { pass: true, respondTo: stack.window, addTriggers: NO_IDS, declineTriggers: NO_IDS };
}

// ---------------------------------------------------------------------------------------------
// Saved states
// ---------------------------------------------------------------------------------------------

function isId(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 1;
}

/**
 * How deep a payload or cost may nest (arrays and objects inside one another). Deeper data is
 * refused, so that no recursive reader of the state (`canonicalJson`, a game's hash) overflows
 * its call stack on it; 100 leaves room for the game state around the stack.
 */
const MAX_DEPTH = 100;

/** How many values a saved stack state may hold in all: seats, entries, triggers and answers, and every JSON value inside payloads and costs. */
const MAX_VALUES = 1_000_000;

/** A game's validator for payloads or costs, as {@link parseStackState} takes it. */
type Validator = (value: JsonValue, path: string) => Result<unknown>;

/** Values a parse may still read before it refuses the state as too large. */
interface Budget {
  left: number;
}

/** A container whose children `jsonProblem` is reading: its path, the container, and the index of the next child. */
type Frame =
  | { readonly at: string; readonly node: readonly unknown[]; readonly keys: null; readonly size: number; next: number }
  | { readonly at: string; readonly node: object; readonly keys: readonly string[]; readonly size: number; next: number };

function tooLarge(at: string): string {
  return `${shortPath(at)} is too large: a stack state holds at most ${MAX_VALUES} values in all.`;
}

/** A path for a message: its start and its end when it is long (a payload 100 levels deep has a path of 300 characters or more). */
function shortPath(at: string): string {
  return at.length <= 120 ? at : `${at.slice(0, 80)}…${at.slice(-36)}`;
}

/** Checks one value; returns a problem, a frame for a container to read, or `undefined` for a good leaf. */
function visit(value: unknown, at: string, budget: Budget): string | Frame | undefined {
  budget.left -= 1;
  if (budget.left < 0) return tooLarge(at);
  switch (typeof value) {
    case "string":
    case "boolean":
      return undefined;
    case "number":
      return Number.isFinite(value) ? undefined : `${shortPath(at)} is ${String(value)}`;
    case "undefined":
      return `${shortPath(at)} is undefined`;
    case "object": {
      if (value === null) return undefined;
      if (Array.isArray(value)) {
        const node: readonly unknown[] = value;
        if (node.length > budget.left) return tooLarge(at);
        return { at, node, keys: null, size: node.length, next: 0 };
      }
      const proto: unknown = Object.getPrototypeOf(value);
      if ((proto !== Object.prototype && proto !== null) || !isRecord(value)) return `${shortPath(at)} is not a plain object`;
      const keys = Object.keys(value);
      if (keys.length > budget.left) return tooLarge(at);
      return { at, node: value, keys, size: keys.length, next: 0 };
    }
    default:
      return `${shortPath(at)} is a ${typeof value}`;
  }
}

/**
 * Where `value` is not plain JSON (in the sense of `isPlainJson`), nests deeper than
 * {@link MAX_DEPTH} or overruns the budget; `undefined` when it is fine. It reads the value
 * with a loop and an explicit stack, never recursion, so hostile nesting cannot overflow the
 * call stack; a cycle is refused as nesting too deep.
 */
function jsonProblem(value: unknown, at: string, budget: Budget): string | undefined {
  const open: Frame[] = [];
  let node: unknown = value;
  let where = at;
  for (;;) {
    const seen = visit(node, where, budget);
    if (typeof seen === "string") return seen;
    if (seen !== undefined) {
      if (open.length >= MAX_DEPTH) return `${shortPath(where)} nests deeper than ${MAX_DEPTH} levels (or holds a cycle)`;
      open.push(seen);
    }
    let top = open[open.length - 1];
    while (top !== undefined && top.next >= top.size) {
      open.pop();
      top = open[open.length - 1];
    }
    if (top === undefined) return undefined;
    const i = top.next++;
    if (top.keys === null) {
      if (!(i in top.node)) return `${shortPath(`${top.at}[${i}]`)} is a hole`;
      node = top.node[i];
      where = `${top.at}[${i}]`;
    } else {
      const key = top.keys[i] ?? "";
      node = own(top.node, key);
      where = `${top.at}.${clipMessage(key, 24)}`;
    }
  }
}

/** {@link jsonProblem} as a type guard: `true` when `value` is plain JSON within the limits; else the problem goes to `problems`. */
function isJsonWithin(value: unknown, at: string, budget: Budget, problems: string[]): value is JsonValue {
  const problem = jsonProblem(value, at, budget);
  if (problem !== undefined) problems.push(problem);
  return problem === undefined;
}

function bad(message: string, details?: JsonValue): Refusal {
  return err(ruleError(CoreErrorCode.BadState, message, { details }));
}

/** `value` (plain JSON within the limits) through the game's validator, if any. */
function payloadAt(value: unknown, at: string, what: string, budget: Budget, validate: Validator | undefined): Result<unknown> {
  const problems: string[] = [];
  if (!isJsonWithin(value, at, budget, problems)) return bad(clipMessage(`${at} is not plain JSON${what}: ${problems.join("; ")}.`, 300), { path: at });
  if (validate === undefined) return ok(value);
  let r: Result<unknown>;
  try {
    r = validate(value, at);
  } catch (e) {
    return bad(clipMessage(`${at}: the game's validator threw: ${e instanceof Error ? e.message : thrownText(e)}`, 300), { path: at });
  }
  if (r.ok) return r;
  return err(
    ruleError(CoreErrorCode.BadState, clipMessage(`${at}: ${r.error.message}`, 300), {
      rule: r.error.rule,
      details: r.error.details === undefined ? { path: at, code: r.error.code } : { path: at, code: r.error.code, details: r.error.details },
    }),
  );
}

/** What the entry and trigger parsers share: the seats, the game's validators and the budget. */
interface ParseContext {
  readonly seats: ReadonlySet<number>;
  readonly parsePayload: Validator | undefined;
  readonly parseCost: Validator | undefined;
  readonly budget: Budget;
}

/** Tells whether `value` is one of the seats at this stack (unlike core's `isSeat`, which asks only for a whole number from 0). */
function isSeatOf(value: unknown, seats: ReadonlySet<number>): value is PlayerId {
  return typeof value === "number" && seats.has(value);
}

function parseEntry(value: unknown, at: string, cx: ParseContext): Result<StackEntry<unknown, unknown>> {
  if (!isRecord(value)) return bad(`${at} is not an entry object.`);
  const id = own(value, "id");
  const controller = own(value, "controller");
  const payload = own(value, "payload");
  const negated = own(value, "negated");
  const respondsTo = own(value, "respondsTo");
  const cost = own(value, "cost");
  if (!isId(id)) return bad(`${at}.id is not an entry id (an integer from 1).`);
  if (!isSeatOf(controller, cx.seats)) return bad(`${at}.controller is not a seated player.`);
  if (typeof negated !== "boolean") return bad(`${at}.negated is not true or false.`);
  if (respondsTo !== null && !isId(respondsTo)) return bad(`${at}.respondsTo is neither null nor an entry id.`);
  const p = payloadAt(payload, `${at}.payload`, "", cx.budget, cx.parsePayload);
  if (!p.ok) return p;
  if (cost === null) return ok({ id, controller, payload: p.value, negated, respondsTo, cost: null });
  const c = payloadAt(cost, `${at}.cost`, " (null for none)", cx.budget, cx.parseCost);
  if (!c.ok) return c;
  return ok({ id, controller, payload: p.value, negated, respondsTo, cost: c.value });
}

function parseTrigger(value: unknown, at: string, cx: ParseContext): Result<QueuedTrigger<unknown>> {
  if (!isRecord(value)) return bad(`${at} is not a trigger object.`);
  const id = own(value, "id");
  const controller = own(value, "controller");
  const payload = own(value, "payload");
  const optional = own(value, "optional");
  if (!isId(id)) return bad(`${at}.id is not a trigger id (an integer from 1).`);
  if (!isSeatOf(controller, cx.seats)) return bad(`${at}.controller is not a seated player.`);
  if (typeof optional !== "boolean") return bad(`${at}.optional is not true or false.`);
  const p = payloadAt(payload, `${at}.payload`, "", cx.budget, cx.parsePayload);
  if (!p.ok) return p;
  return ok({ id, controller, payload: p.value, optional });
}

function parsePolicy(raw: object): StackPolicy {
  const kind = own(raw, "kind") === "alternating" ? "alternating" : "once-per-entry";
  const resolve = own(raw, "resolve") === "one-at-a-time" ? "one-at-a-time" : "whole-chain";
  const rawIds = own(raw, "ruleIds");
  if (!isRecord(rawIds)) return { kind, resolve };
  const ruleIds: Record<string, string> = {};
  for (const [k, v] of Object.entries(rawIds)) if (typeof v === "string") ruleIds[k] = v;
  return { kind, resolve, ruleIds };
}

function parseStack(value: unknown, parsePayload: Validator | undefined, parseCost: Validator | undefined): Result<StackState<unknown, unknown>> {
  if (!isRecord(value)) return bad("A stack state is an object.");
  const rawPolicy = own(value, "policy");
  const policyIssue = policyProblem(rawPolicy);
  if (policyIssue !== undefined || !isRecord(rawPolicy)) return bad(policyIssue ?? "A stack state needs a policy.");
  const rawPlayers = own(value, "players");
  const playersIssue = playersProblem(rawPlayers);
  if (playersIssue !== undefined || !Array.isArray(rawPlayers)) return bad(playersIssue ?? "A stack state needs players.");
  const policy = parsePolicy(rawPolicy);
  const players: PlayerId[] = [];
  for (const p of rawPlayers as unknown[]) if (typeof p === "number") players.push(p);
  const seats: ReadonlySet<number> = new Set(players);

  const rawEntries = own(value, "entries");
  const rawQueued = own(value, "queued");
  const rawAnswered = own(value, "answered");
  if (!Array.isArray(rawEntries)) return bad("A stack state's entries is a list.");
  if (!Array.isArray(rawQueued)) return bad("A stack state's queued is a list.");
  if (!Array.isArray(rawAnswered)) return bad("A stack state's answered is a list.");
  const budget: Budget = { left: MAX_VALUES - players.length - rawEntries.length - rawQueued.length - rawAnswered.length };
  if (budget.left < 0) return bad(tooLarge("The stack state"));
  const cx: ParseContext = { seats, parsePayload, parseCost, budget };

  const entries: StackEntry<unknown, unknown>[] = [];
  const byId = new Map<number, StackEntry<unknown, unknown>>();
  const ids = new Set<number>();
  let maxId = 0;
  for (let i = 0; i < rawEntries.length; i++) {
    const r = parseEntry((rawEntries as unknown[])[i], `entries[${i}]`, cx);
    if (!r.ok) return r;
    const e = r.value;
    if (ids.has(e.id)) return bad(`entries[${i}].id ${e.id} is used twice: a stack state uses an id twice.`);
    if (e.respondsTo !== null) {
      const answered = byId.get(e.respondsTo);
      if (answered === undefined) return bad(`entries[${i}] answers entry ${e.respondsTo}, which is not below it.`);
      if (policy.kind === "once-per-entry" && answered.controller === e.controller) {
        return bad(`entries[${i}] answers its controller's own entry ${e.respondsTo}, which once-per-entry never allows (W-AMB-37).`);
      }
    }
    ids.add(e.id);
    byId.set(e.id, e);
    maxId = Math.max(maxId, e.id);
    entries.push(e);
  }
  const queued: QueuedTrigger<unknown>[] = [];
  for (let i = 0; i < rawQueued.length; i++) {
    const r = parseTrigger((rawQueued as unknown[])[i], `queued[${i}]`, cx);
    if (!r.ok) return r;
    const t = r.value;
    if (ids.has(t.id)) return bad(`queued[${i}].id ${t.id} is used twice: a stack state uses an id twice.`);
    ids.add(t.id);
    maxId = Math.max(maxId, t.id);
    queued.push(t);
  }
  if (policy.kind === "alternating" && rawAnswered.length > 0) return bad("A stack state's answered is empty under the alternating policy.");
  const answered: StackAnswer[] = [];
  const answers = new Set<string>();
  for (let i = 0; i < rawAnswered.length; i++) {
    const a: unknown = (rawAnswered as unknown[])[i];
    if (!isRecord(a)) return bad(`answered[${i}] is not an answer object.`);
    const entry = own(a, "entry");
    const player = own(a, "player");
    const responded = own(a, "responded");
    const answeredEntry = isId(entry) ? byId.get(entry) : undefined;
    if (!isId(entry) || answeredEntry === undefined) return bad(`answered[${i}].entry is not an entry on the stack.`);
    if (!isSeatOf(player, seats)) return bad(`answered[${i}].player is not a seated player.`);
    if (typeof responded !== "boolean") return bad(`answered[${i}].responded is not true or false.`);
    if (answeredEntry.controller === player) return bad(`answered[${i}]: player ${player} answers their own entry ${entry}, which nobody does.`);
    const key = answerKey(entry, player);
    if (answers.has(key)) return bad(`answered[${i}]: player ${player} answers entry ${entry} twice.`);
    answers.add(key);
    answered.push({ entry, player, responded });
  }
  const priority = own(value, "priority");
  const window = own(value, "window");
  const passes = own(value, "passes");
  const resolving = own(value, "resolving");
  const nextId = own(value, "nextId");
  if (priority !== null && !isSeatOf(priority, seats)) return bad("A stack state's priority is neither null nor a seated player.");
  if (window !== null && (!isId(window) || !byId.has(window))) return bad("A stack state's window is neither null nor an entry on the stack.");
  if (typeof passes !== "number" || !Number.isSafeInteger(passes) || passes < 0 || passes > players.length) {
    return bad(`A stack state's passes is a count from 0 to ${players.length}.`);
  }
  if (policy.kind === "once-per-entry" && passes !== 0) return bad("A stack state's passes is 0 under the once-per-entry policy.");
  if (resolving !== null && (!isId(resolving) || !byId.has(resolving))) {
    return bad("A stack state's resolving is neither null nor an entry on the stack.");
  }
  if (!isId(nextId) || nextId <= maxId) return bad("A stack state's nextId is not above every id in use.");
  const rawHeld = own(value, "priorityWindow");
  if (rawHeld !== undefined && typeof rawHeld !== "boolean") return bad("A stack state's priorityWindow is true, false or left out.");
  const held = rawHeld === true;
  if (held && policy.kind !== "alternating") return bad('A stack state is a priority window only under the "alternating" policy.');
  const settled = settle(policy, players, entries, queued, priority, passes, answered, resolving, nextId, held);
  if (
    settled.priority !== priority ||
    settled.window !== window ||
    settled.passes !== passes ||
    settled.resolving !== resolving ||
    settled.answered.length !== answered.length
  ) {
    return bad("A stack state's priority, window, passes or resolving do not fit its entries and answers.");
  }
  if ((settled.priorityWindow === true) !== held) return bad("A stack state is an open priority window that every player has passed in a row with nothing on it, so it is closed.");
  return ok(settled);
}

/**
 * Validates a stack state from outside (a saved game) before use, and builds a fresh state from
 * the validated parts (unknown keys are dropped). It never throws, and its work grows with the
 * size of the input, never faster: hostile input (an entry replaced by an array, `NaN` or
 * `1e300` for an id, a huge list, a deep nest, a cycle) is refused with a `state/invalid` error
 * naming the first problem. Give it validators to check the game's payloads and costs too (the
 * other signatures).
 *
 * What it checks, in this order:
 *
 * - the state is an object; its `policy` is a valid {@link StackPolicy}; `players` is a
 *   non-empty list of distinct seat numbers (integers from 0);
 * - `entries`, `queued` and `answered` are lists, and the state holds at most 1,000,000 values
 *   in all (seats, entries, triggers, answers and every JSON value in their payloads and costs);
 * - each entry is an object (not an array) with an integer `id` from 1, a seated `controller`,
 *   a boolean `negated`, a `respondsTo` that is `null` or the id of an entry below it (under
 *   once-per-entry, not one of its own controller's), a plain-JSON `payload`, and a `cost` that
 *   is `null` or plain JSON; payloads and costs nest at most 100 levels deep;
 * - each queued trigger is an object (not an array) with an integer `id` from 1, a seated
 *   `controller`, a boolean `optional` and a plain-JSON `payload`;
 * - no id is used twice, by entries and triggers together;
 * - `answered` is empty under the alternating policy; each answer is an object naming an entry
 *   on the stack, a seated player who is not that entry's controller, and a boolean
 *   `responded`; no player answers the same entry twice;
 * - `priority` is `null` or a seated player; `window` and `resolving` are `null` or the id of an
 *   entry on the stack; `passes` is an integer from 0 to the number of players (0 under
 *   once-per-entry); `nextId` is an integer above every id in use;
 * - `priorityWindow` is `true`, `false` or left out, and `true` only under the alternating
 *   policy;
 * - `priority`, `window`, `passes`, `resolving` and `priorityWindow` are what the stack's own
 *   operations would have made of these entries, triggers and answers (an open priority window
 *   with nothing on it has a seat holding priority and fewer passes than players).
 *
 * @param value - Anything, such as part of `JSON.parse` output.
 * @returns The stack state, with payloads and costs of any JSON, or a `state/invalid` error
 *   naming the first problem.
 * @example
 * ```ts
 * import { jsonRoundTrip, openStack, parseStackState } from "@rulesmith/core";
 * const s = openStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "x" });
 * if (s.ok) parseStackState(jsonRoundTrip(s.value)).ok; // true
 * parseStackState({ policy: null }).ok; // false
 * ```
 */
export function parseStackState(value: unknown): Result<StackState>;
/**
 * Validates a stack state from outside as the one-argument form does (every check listed
 * there), then passes every payload, of entries and queued triggers, through the game's
 * validator, with its path (`"entries[0].payload"`), so that the game reads its payloads
 * without a cast. The parsed state holds what the validator returns. A refusal from the
 * validator becomes a `state/invalid` error whose message starts with the path, keeping its
 * `rule`, with `details: { path, code, details }`; a validator that throws is reported the
 * same way. Costs only have to be plain JSON.
 *
 * @param value - Anything, such as part of `JSON.parse` output.
 * @param parsePayload - The game's validator for payloads; it sees only values that are
 *   already plain JSON.
 * @typeParam P - The payload type, from what `parsePayload` returns.
 * @returns The stack state with payloads of type `P`, or a `state/invalid` error naming the
 *   first problem.
 * @example
 * ```ts
 * import { jsonRoundTrip, openStack, parseStackState, stackNext, ok, err, ruleError, type JsonValue, type Result } from "@rulesmith/core";
 * interface Play {
 *   readonly card: string;
 * }
 * function parsePlay(v: JsonValue, path: string): Result<Play> {
 *   if (typeof v === "object" && v !== null && !Array.isArray(v)) {
 *     const card = (v as { readonly [k: string]: JsonValue })["card"];
 *     if (typeof card === "string") return ok({ card });
 *   }
 *   return err(ruleError("play/invalid", `${path} is not a play.`));
 * }
 * const s = openStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: { card: "c1" } });
 * const saved: unknown = s.ok ? jsonRoundTrip(s.value) : null;
 * const typed = parseStackState(saved, parsePlay);
 * if (typed.ok) {
 *   const n = stackNext(typed.value);
 *   if (n.kind === "awaiting" && n.entry !== null) console.log(n.entry.payload.card); // c1
 * }
 * parseStackState({ policy: null }, parsePlay).ok; // false
 * ```
 */
export function parseStackState<P>(value: unknown, parsePayload: (value: JsonValue, path: string) => Result<P>): Result<StackState<P>>;
/**
 * Validates a stack state from outside as the one-argument form does (every check listed
 * there), then passes every payload through `parsePayload` and every cost that is not `null`
 * (an entry without a cost) through `parseCost`, each with its path (`"entries[0].cost"`). The
 * parsed state holds what the validators return; their refusals, or throws, become
 * `state/invalid` errors whose message starts with the path, keeping the `rule`, with
 * `details: { path, code, details }`. To check costs only, pass `(v) => ok(v)` for payloads.
 *
 * @param value - Anything, such as part of `JSON.parse` output.
 * @param parsePayload - The game's validator for payloads of entries and queued triggers.
 * @param parseCost - The game's validator for entry costs; never called for `null`.
 * @typeParam P - The payload type, from what `parsePayload` returns.
 * @typeParam C - The cost type, from what `parseCost` returns.
 * @returns The stack state with payloads of type `P` and costs of type `C` (or `null`), or a
 *   `state/invalid` error naming the first problem.
 * @example
 * ```ts
 * import { jsonRoundTrip, openStack, parseStackState, ok, err, ruleError, type JsonValue, type Result } from "@rulesmith/core";
 * interface Cost {
 *   readonly selfDamage: number;
 * }
 * function parseCost(v: JsonValue, path: string): Result<Cost> {
 *   const n = typeof v === "object" && v !== null && !Array.isArray(v) ? (v as { readonly [k: string]: JsonValue })["selfDamage"] : undefined;
 *   return typeof n === "number" ? ok({ selfDamage: n }) : err(ruleError("cost/invalid", `${path} is not a cost.`));
 * }
 * const s = openStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "x", cost: { selfDamage: 10 } });
 * const saved: unknown = s.ok ? jsonRoundTrip(s.value) : null;
 * const typed = parseStackState(saved, (v) => ok(v), parseCost);
 * if (typed.ok) console.log(typed.value.entries[0]?.cost?.selfDamage); // 10
 * ```
 */
export function parseStackState<P, C>(
  value: unknown,
  parsePayload: (value: JsonValue, path: string) => Result<P>,
  parseCost: (value: JsonValue, path: string) => Result<C>,
): Result<StackState<P, C>>;
export function parseStackState(value: unknown, parsePayload?: Validator, parseCost?: Validator): Result<StackState<unknown, unknown>> {
  try {
    return parseStack(value, parsePayload, parseCost);
  } catch (e) {
    // Only hostile objects get here (a getter or proxy that throws): JSON data cannot.
    return bad(clipMessage(`A stack state could not be read: ${e instanceof Error ? e.message : thrownText(e)}`, 300));
  }
}
