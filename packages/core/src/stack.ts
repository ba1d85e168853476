import { CoreErrorCode, ruleError, type RuleError } from "./errors.js";
import { canonicalJson, isPlainJson, type JsonValue } from "./json.js";
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
 * let s = openStack(policy, [0, 1], { controller: 0, payload: "boost" });      // entry 1
 * if (!s.ok) throw new Error(s.error.message);
 * // stackNext(s.value): { kind: "awaiting", player: 1, entry: entry 1 }
 * s = stackRespond(s.value, 1, "negate entry 1");                                     // entry 2, answers 1
 * if (!s.ok) throw new Error(s.error.message);
 * s = stackRespond(s.value, 0, "negate entry 2");                                     // entry 3, answers 2
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
 * let s = openStack(policy, [0, 1], { controller: 0, payload: "fast effect" }); // entry 1, priority 1
 * if (!s.ok) throw new Error(s.error.message);
 * s = stackRespond(s.value, 1, "answer");                                           // entry 2, priority 0
 * if (!s.ok) throw new Error(s.error.message);
 * s = queueTrigger(s.value, 0, "when answered, gain 1", false);                // trigger 3, mandatory
 * if (!s.ok) throw new Error(s.error.message);
 * // stackPass(s.value, 0) is refused: trigger 3 is mandatory and must be added first
 * s = addTrigger(s.value, 0, 3);                                               // entry 3, priority 1
 * if (!s.ok) throw new Error(s.error.message);
 * s = stackPass(s.value, 1);                                                        // priority 0
 * if (!s.ok) throw new Error(s.error.message);
 * s = stackPass(s.value, 0);                                                        // both passed in a row
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
 * @example
 * ```ts
 * import type { StackEntry } from "@rulesmith/core";
 * const e: StackEntry = { id: 2, controller: 1, payload: { source: "c9" }, negated: false, respondsTo: 1, cost: { selfDamage: 10 } };
 * ```
 */
export interface StackEntry {
  /** The entry's id, from 1 up and never reused in this stack (an added trigger keeps its queued id). */
  readonly id: number;
  /** The player who put the entry on the stack and controls it. */
  readonly controller: PlayerId;
  /** The game's data for the entry (what to do when it resolves); the stack never reads it. */
  readonly payload: JsonValue;
  /** `true` once {@link negateEntry} marked it: it still resolves in its turn, as nothing, and its cost is never paid (W-6.2.2-2). */
  readonly negated: boolean;
  /** The id of the entry this one answers, or `null` for an entry that answers nothing (pushed, or an added trigger). */
  readonly respondsTo: number | null;
  /** Cost data the game pays only when the entry resolves un-negated (W-6.2.2-2, W-AMB-22), or `null` when there is none. */
  readonly cost: JsonValue | null;
}

/**
 * A trigger waiting to be placed on the stack by its controller. Mandatory triggers
 * (`optional: false`) must be added; optional ones may be declined (D-SEQ-5). Its `id` becomes
 * the id of the entry it makes.
 *
 * @example
 * ```ts
 * import type { QueuedTrigger } from "@rulesmith/core";
 * const t: QueuedTrigger = { id: 4, controller: 0, payload: { effect: "halt" }, optional: false };
 * ```
 */
export interface QueuedTrigger {
  /** The trigger's id, taken from the stack's `nextId`; the entry it makes when added keeps it. */
  readonly id: number;
  /** The player who must add or decline it, and who controls the entry it makes. */
  readonly controller: PlayerId;
  /** The game's data for the trigger; the stack never reads it. */
  readonly payload: JsonValue;
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
 *
 * @example
 * ```ts
 * import { createStack, type StackState } from "@rulesmith/core";
 * const r = createStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1]);
 * const closed: StackState | undefined = r.ok ? r.value : undefined;
 * ```
 */
export interface StackState {
  /** How this stack runs, as given to {@link createStack}. */
  readonly policy: StackPolicy;
  /** The seats, in the order priority and trigger placement go round. */
  readonly players: readonly PlayerId[];
  /** The entries, oldest first; the last one is the top, which resolves first (W-14.1.1-1, D-SEQ-4). */
  readonly entries: readonly StackEntry[];
  /** Triggers waiting for their controllers to add or decline them, in the order queued. */
  readonly queued: readonly QueuedTrigger[];
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
}

/**
 * What a game gives to put a new entry on the stack with {@link openStack} or
 * {@link pushEntry}. `cost` is cost data to pay only if the entry resolves un-negated.
 *
 * @example
 * ```ts
 * import type { EntryInput } from "@rulesmith/core";
 * const e: EntryInput = { controller: 0, payload: { source: "c3" }, cost: { selfDamage: 10 } };
 * ```
 */
export interface EntryInput {
  /** The player who puts the entry on the stack; must be one of the stack's players. */
  readonly controller: PlayerId;
  /** The game's data for the entry; the stack never reads it. */
  readonly payload: JsonValue;
  /** Cost data to pay only if the entry resolves un-negated; left out, the entry has no cost (`cost: null`). */
  readonly cost?: JsonValue;
}

/**
 * What happens now, from {@link stackNext}:
 *
 * - `awaiting`: `player` must act. `entry` is the entry they answer (respond or pass), or
 *   `null` when they must first add or decline their queued triggers.
 * - `resolve`: the game must resolve `entry` now (as nothing if it is negated), paying its
 *   cost first when `payCost` is true, then call {@link stackResolved}.
 * - `closed`: the stack is empty and nothing is queued.
 *
 * @example
 * ```ts
 * import type { StackNext } from "@rulesmith/core";
 * function prompt(n: StackNext): string {
 *   switch (n.kind) {
 *     case "awaiting": return `player ${n.player} to act`;
 *     case "resolve": return `resolve entry ${n.entry.id}`;
 *     case "closed": return "stack closed";
 *   }
 * }
 * ```
 */
export type StackNext =
  | {
      /** `"awaiting"`: a player must act before anything resolves. */
      readonly kind: "awaiting";
      /** The player who must act now. */
      readonly player: PlayerId;
      /** The entry they answer by responding or passing, or `null` when they must first add or decline their queued triggers. */
      readonly entry: StackEntry | null;
    }
  | {
      /** `"resolve"`: the game must resolve `entry` now, then report it with {@link stackResolved}. */
      readonly kind: "resolve";
      /** The entry to resolve; when it is negated, it resolves as nothing. */
      readonly entry: StackEntry;
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
 * - `respondTo`: the entry a {@link stackRespond} would answer, or `null` if the player may not
 *   respond. (Whether they have anything to respond with is the game's business.)
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
  /** The id of the entry a {@link stackRespond} from the player would answer, or `null` when they may not respond. */
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
export type StackEvent =
  | {
      /** `"stack-entry-added"`: an entry went on the stack. */
      readonly type: "stack-entry-added";
      /** The new entry, as it is on the stack. */
      readonly entry: StackEntry;
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
      readonly trigger: QueuedTrigger;
    }
  | {
      /** `"stack-trigger-declined"`: an optional trigger was declined and never goes on the stack. */
      readonly type: "stack-trigger-declined";
      /** The trigger declined. */
      readonly trigger: QueuedTrigger;
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
      readonly entry: StackEntry;
    }
  | {
      /** `"stack-closed"`: the stack became empty with nothing queued. */
      readonly type: "stack-closed";
    };

/**
 * Where stack operations append their {@link StackEvent}s: any array of events, such as the
 * `GameEvent[]` a transition is building.
 *
 * @example
 * ```ts
 * import { createStack, pushEntry, type GameEvent, type StackEventSink } from "@rulesmith/core";
 * const events: GameEvent[] = [];
 * const sink: StackEventSink = events;
 * const s = createStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1]);
 * if (s.ok) pushEntry(s.value, { controller: 0, payload: "x" }, sink); // events: [stack-entry-added]
 * ```
 */
export interface StackEventSink {
  /**
   * Appends one event; a game's `GameEvent[]` fits.
   *
   * @param event - The event a stack operation produced.
   * @returns Anything; the stack ignores it (an array's `push` returns its new length).
   */
  push(event: StackEvent): unknown;
}

// ---------------------------------------------------------------------------------------------
// Internals
// ---------------------------------------------------------------------------------------------

const NO_ENTRIES: readonly StackEntry[] = [];
const NO_TRIGGERS: readonly QueuedTrigger[] = [];
const NO_ANSWERS: readonly StackAnswer[] = [];
const NO_IDS: readonly number[] = [];
const NO_MOVES: StackMoves = { pass: false, respondTo: null, addTriggers: NO_IDS, declineTriggers: NO_IDS };
const CLOSED: StackNext = { kind: "closed" };

interface Refusal {
  ok: false;
  error: RuleError;
}

function refuse(stack: StackState | null, rule: keyof StackRuleIds | null, message: string, details?: JsonValue): Refusal {
  const id = rule === null ? undefined : stack?.policy.ruleIds?.[rule];
  return err(ruleError(CoreErrorCode.StackIllegal, message, { rule: id, details }));
}

function unknownPlayer(stack: StackState, player: PlayerId): Refusal {
  return err(
    ruleError(CoreErrorCode.UnknownPlayer, `Player ${String(player)} is not at this stack (players: ${stack.players.join(", ")}).`, {
      details: { player: typeof player === "number" && Number.isFinite(player) ? player : null },
    }),
  );
}

function seated(players: readonly PlayerId[], player: PlayerId): boolean {
  return players.includes(player);
}

/** The seat after `player` (or the first seat if `player` is not seated). */
function seatAfter(players: readonly PlayerId[], player: PlayerId): PlayerId {
  const i = players.indexOf(player);
  return players[(i + 1) % players.length] ?? player;
}

function findEntry(entries: readonly StackEntry[], id: number): StackEntry | undefined {
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
function placer(stack: StackState): PlayerId | null {
  if (stack.queued.length === 0) return null;
  for (const p of stack.players) {
    for (const t of stack.queued) if (t.controller === p) return p;
  }
  return null;
}

/** Once-per-entry: the newest entry with a player still to answer, and the first such player. */
function openWindow(
  players: readonly PlayerId[],
  entries: readonly StackEntry[],
  answered: readonly StackAnswer[],
): { readonly entry: number; readonly player: PlayerId } | null {
  const n = players.length;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e === undefined || e.negated) continue;
    const seat = players.indexOf(e.controller);
    for (let k = 1; k < n; k++) {
      const p = players[(seat + k) % n];
      if (p !== undefined && findAnswer(answered, e.id, p) === undefined) return { entry: e.id, player: p };
    }
  }
  return null;
}

/**
 * Builds the next state with every derived field put right: closes an empty stack, opens the
 * window (once-per-entry), or starts resolving when every player is done.
 */
function settle(
  policy: StackPolicy,
  players: readonly PlayerId[],
  entries: readonly StackEntry[],
  queued: readonly QueuedTrigger[],
  priority: PlayerId | null,
  passes: number,
  answered: readonly StackAnswer[],
  resolving: number | null,
  nextId: number,
): StackState {
  let window: number | null = null;
  const top = entries[entries.length - 1];
  if (resolving !== null) {
    priority = null;
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
  return { policy, players, entries, queued, priority, window, passes, answered, resolving, nextId };
}

function makeEntry(id: number, controller: PlayerId, payload: JsonValue, respondsTo: number | null, cost: JsonValue | undefined): StackEntry {
  return { id, controller, payload, negated: false, respondsTo, cost: cost ?? null };
}

function appended<T>(list: readonly T[], item: T): T[] {
  const out = list.slice();
  out.push(item);
  return out;
}

/** `JSON.stringify`, typed as it behaves: `undefined` for values JSON cannot show. */
const stringify: (value: unknown) => string | undefined = JSON.stringify;

function shown(value: unknown): string {
  return stringify(value) ?? String(value);
}

function policyProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "A stack policy is an object with `kind` and `resolve`.";
  const kind: unknown = (value as Record<string, unknown>)["kind"];
  const resolve: unknown = (value as Record<string, unknown>)["resolve"];
  const ruleIds: unknown = (value as Record<string, unknown>)["ruleIds"];
  if (kind !== "once-per-entry" && kind !== "alternating") {
    return `A stack policy's kind is "once-per-entry" or "alternating", not ${shown(kind)}.`;
  }
  if (resolve !== "whole-chain" && resolve !== "one-at-a-time") {
    return `A stack policy's resolve is "whole-chain" or "one-at-a-time", not ${shown(resolve)}.`;
  }
  if (ruleIds !== undefined) {
    if (typeof ruleIds !== "object" || ruleIds === null || Array.isArray(ruleIds)) return "A stack policy's ruleIds is an object of rule IDs.";
    for (const [k, v] of Object.entries(ruleIds)) {
      if (k !== "priority" && k !== "ownEntry" && k !== "respondOnce" && k !== "mandatoryTrigger") {
        return `A stack policy's ruleIds has no "${k}" (only priority, ownEntry, respondOnce, mandatoryTrigger).`;
      }
      if (typeof v !== "string") return `A stack policy's ruleIds.${k} is a rule ID string.`;
    }
  }
  return undefined;
}

function playersProblem(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return "A stack needs a list of at least one player.";
  const seen: unknown[] = [];
  for (const p of value as unknown[]) {
    if (typeof p !== "number" || !Number.isSafeInteger(p) || p < 0) return `${shown(p)} is not a player id (a seat number from 0).`;
    if (seen.includes(p)) return `Player ${p} is seated twice at the stack.`;
    seen.push(p);
  }
  return undefined;
}

/** Why `player` may not respond or pass now, or `undefined` if they may. */
function actorRefusal(stack: StackState, player: PlayerId, verb: "respond" | "pass"): Refusal | undefined {
  if (!seated(stack.players, player)) return unknownPlayer(stack, player);
  if (stack.resolving !== null) {
    return refuse(stack, null, `Entry ${stack.resolving} is resolving: nobody may ${verb} until the game reports it resolved.`);
  }
  if (stack.entries.length === 0 && stack.queued.length === 0) {
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
      `Player ${player} must add or decline their queued triggers (${mine.join(", ")}) before they may ${verb}.`,
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
function triggerCheck(
  stack: StackState,
  player: PlayerId,
  triggerId: number,
  verb: "add" | "decline",
): Refusal | { ok: true; trigger: QueuedTrigger; index: number } {
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
    return refuse(stack, null, `No trigger ${String(triggerId)} is queued (queued: ${stack.queued.map((t) => t.id).join(", ") || "none"}).`);
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

function isClosed(s: StackState): boolean {
  return s.entries.length === 0 && s.queued.length === 0 && s.resolving === null;
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
 * @returns The closed stack, or a `stack/illegal` error naming what is wrong.
 * @example
 * ```ts
 * import { createStack, stackNext } from "@rulesmith/core";
 * const s = createStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1]);
 * if (s.ok) stackNext(s.value); // { kind: "closed" }
 * ```
 */
export function createStack(policy: StackPolicy, players: readonly PlayerId[]): Result<StackState> {
  const problem = policyProblem(policy) ?? playersProblem(players);
  if (problem !== undefined) return refuse(null, null, problem);
  return ok(settle(policy, players.slice(), NO_ENTRIES, NO_TRIGGERS, null, 0, NO_ANSWERS, null, 1));
}

/**
 * Makes a stack and opens a window on its first entry: {@link createStack}, then
 * {@link pushEntry}.
 *
 * @param policy - How the stack runs.
 * @param players - The seats in order.
 * @param entry - The opening entry.
 * @param events - Where to append what happened.
 * @returns The open stack, or an error.
 * @example
 * ```ts
 * import { openStack, stackNext } from "@rulesmith/core";
 * const s = openStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "x" });
 * if (s.ok) stackNext(s.value); // { kind: "awaiting", player: 1, entry: { id: 1, ... } }
 * ```
 */
export function openStack(policy: StackPolicy, players: readonly PlayerId[], entry: EntryInput, events?: StackEventSink): Result<StackState> {
  const s = createStack(policy, players);
  return s.ok ? pushEntry(s.value, entry, events) : s;
}

/**
 * Puts a new entry on the stack that is not a response: a player's action that opens a window
 * (W-14.2.1-1, D-SEQ-2), or something a resolving entry creates. Allowed when the stack holds
 * no entries, or while an entry is resolving (the new entry goes above it and gets its own
 * window once the game reports the resolving entry resolved). While players are answering,
 * new entries come only through {@link stackRespond}.
 *
 * @param stack - The stack; not changed.
 * @param entry - Controller, payload and optional deferred cost.
 * @param events - Where to append `stack-entry-added`.
 * @returns The stack with the entry on top, or a `stack/illegal` error.
 * @example
 * ```ts
 * import { createStack, pushEntry } from "@rulesmith/core";
 * const s = createStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1]);
 * if (s.ok) pushEntry(s.value, { controller: 0, payload: { enters: "c4" } }); // player 1 may answer entry 1
 * ```
 */
export function pushEntry(stack: StackState, entry: EntryInput, events?: StackEventSink): Result<StackState> {
  if (!seated(stack.players, entry.controller)) return unknownPlayer(stack, entry.controller);
  const top = stack.entries[stack.entries.length - 1];
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
 *
 * @param stack - The stack; not changed.
 * @param player - Who responds.
 * @param payload - The game's data for the response.
 * @param cost - Cost data to pay only if the response resolves un-negated.
 * @param events - Where to append `stack-entry-added`.
 * @returns The stack with the response on top, or an error saying why the player may not respond.
 * @example
 * ```ts
 * import { openStack, stackRespond } from "@rulesmith/core";
 * const s = openStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "play" });
 * if (s.ok) {
 *   stackRespond(s.value, 1, "negate it");   // ok: entry 2 answers entry 1
 *   stackRespond(s.value, 0, "my own");      // error: player 0 may not respond on their own entry 1
 * }
 * ```
 */
export function stackRespond(stack: StackState, player: PlayerId, payload: JsonValue, cost?: JsonValue, events?: StackEventSink): Result<StackState> {
  const refused = actorRefusal(stack, player, "respond");
  if (refused !== undefined) return refused;
  const e = makeEntry(stack.nextId, player, payload, stack.window, cost);
  events?.push({ type: "stack-entry-added", entry: e, by: "response" });
  const entries = appended(stack.entries, e);
  if (stack.policy.kind === "alternating") {
    return ok(
      settle(stack.policy, stack.players, entries, stack.queued, seatAfter(stack.players, player), 0, stack.answered, null, stack.nextId + 1),
    );
  }
  const answer: StackAnswer = { entry: stack.window ?? e.id, player, responded: true };
  return ok(settle(stack.policy, stack.players, entries, stack.queued, null, 0, appended(stack.answered, answer), null, stack.nextId + 1));
}

/**
 * `player` passes on the open window.
 *
 * - once-per-entry: they are done with the window entry; when nobody is left to answer any
 *   entry, the stack starts resolving, newest first (W-14.1.1-1).
 * - alternating: priority goes to the next seat; when every player has passed in a row, the
 *   stack starts resolving, newest first (D-SEQ-4).
 *
 * A player with queued triggers may not pass before placing them; one with a mandatory trigger
 * queued never may (D-SEQ-5).
 *
 * @param stack - The stack; not changed.
 * @param player - Who passes.
 * @param events - Where to append `stack-passed`.
 * @returns The new stack, or an error saying why the player may not pass.
 * @example
 * ```ts
 * import { openStack, stackPass, stackNext } from "@rulesmith/core";
 * const s = openStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "play" });
 * const after = s.ok ? stackPass(s.value, 1) : s;
 * if (after.ok) stackNext(after.value); // { kind: "resolve", entry: { id: 1, ... }, payCost: false }
 * ```
 */
export function stackPass(stack: StackState, player: PlayerId, events?: StackEventSink): Result<StackState> {
  const refused = actorRefusal(stack, player, "pass");
  if (refused !== undefined) return refused;
  events?.push({ type: "stack-passed", player, entry: stack.window });
  if (stack.policy.kind === "alternating") {
    return ok(
      settle(
        stack.policy,
        stack.players,
        stack.entries,
        stack.queued,
        seatAfter(stack.players, player),
        stack.passes + 1,
        stack.answered,
        null,
        stack.nextId,
      ),
    );
  }
  const answer: StackAnswer = { entry: stack.window ?? -1, player, responded: false };
  return ok(settle(stack.policy, stack.players, stack.entries, stack.queued, null, 0, appended(stack.answered, answer), null, stack.nextId));
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
 * @returns The stack with the trigger queued, or an error for an unknown player.
 * @example
 * ```ts
 * import { createStack, queueTrigger, stackNext } from "@rulesmith/core";
 * const s = createStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1]);
 * const q = s.ok ? queueTrigger(s.value, 1, "at start of stage", false) : s;
 * if (q.ok) stackNext(q.value); // { kind: "awaiting", player: 1, entry: null }: player 1 must add trigger 1
 * ```
 */
export function queueTrigger(stack: StackState, controller: PlayerId, payload: JsonValue, optional: boolean, events?: StackEventSink): Result<StackState> {
  if (!seated(stack.players, controller)) return unknownPlayer(stack, controller);
  const t: QueuedTrigger = { id: stack.nextId, controller, payload, optional };
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
 * @returns The new stack, or an error (not theirs, not queued, not their turn to place).
 * @example
 * ```ts
 * import { createStack, queueTrigger, addTrigger } from "@rulesmith/core";
 * const s = createStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1]);
 * const q = s.ok ? queueTrigger(s.value, 0, "on entering", false) : s;
 * if (q.ok) addTrigger(q.value, 0, 1); // entry 1 on the stack, player 1 holds priority
 * ```
 */
export function addTrigger(stack: StackState, player: PlayerId, triggerId: number, events?: StackEventSink): Result<StackState> {
  const c = triggerCheck(stack, player, triggerId, "add");
  if (!c.ok) return c;
  const t = c.trigger;
  const e = makeEntry(t.id, t.controller, t.payload, null, undefined);
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
 * @returns The new stack, or an error (mandatory, not theirs, not queued, not their turn).
 * @example
 * ```ts
 * import { createStack, queueTrigger, declineTrigger } from "@rulesmith/core";
 * const s = createStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1]);
 * const q = s.ok ? queueTrigger(s.value, 0, "you can gain 1", true) : s;
 * if (q.ok) declineTrigger(q.value, 0, 1); // ok; the stack is closed again
 * ```
 */
export function declineTrigger(stack: StackState, player: PlayerId, triggerId: number, events?: StackEventSink): Result<StackState> {
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
 * @returns The new stack, or an error if there is no such entry.
 * @example
 * ```ts
 * import { openStack, negateEntry, stackPass, stackNext } from "@rulesmith/core";
 * const s = openStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "costly", cost: { selfDamage: 10 } });
 * const n = s.ok ? negateEntry(s.value, 1) : s;
 * if (n.ok) stackNext(n.value); // { kind: "resolve", entry: { id: 1, negated: true, ... }, payCost: false }
 * ```
 */
export function negateEntry(stack: StackState, entryId: number, events?: StackEventSink): Result<StackState> {
  let index = -1;
  for (let i = stack.entries.length - 1; i >= 0; i--) {
    if (stack.entries[i]?.id === entryId) {
      index = i;
      break;
    }
  }
  const e = stack.entries[index];
  if (e === undefined) {
    return refuse(stack, null, `No entry ${String(entryId)} is on the stack (entries: ${stack.entries.map((x) => x.id).join(", ") || "none"}).`);
  }
  if (e.negated) return ok(stack);
  const entries = stack.entries.slice();
  entries[index] = { id: e.id, controller: e.controller, payload: e.payload, negated: true, respondsTo: e.respondsTo, cost: e.cost };
  events?.push({ type: "stack-entry-negated", entry: entryId });
  return ok(
    settle(stack.policy, stack.players, entries, stack.queued, stack.priority, stack.passes, stack.answered, stack.resolving, stack.nextId),
  );
}

/**
 * What happens now: which player must act, which entry the game must resolve, or that the
 * stack is closed. Entries resolve newest first (W-14.1.1-1, D-SEQ-1).
 *
 * @param stack - The stack.
 * @returns `awaiting`, `resolve` (with `payCost`: pay the entry's cost only if it has one and
 *   is not negated, W-6.2.2-2) or `closed`.
 * @example
 * ```ts
 * import { openStack, stackNext } from "@rulesmith/core";
 * const s = openStack({ kind: "once-per-entry", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "x" });
 * if (s.ok) {
 *   const n = stackNext(s.value);
 *   if (n.kind === "awaiting") console.log(`player ${n.player} may respond or pass`);
 * }
 * ```
 */
export function stackNext(stack: StackState): StackNext {
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
 * `"one-at-a-time"` reopens the window on the new top entry; an empty stack closes.
 *
 * @param stack - The stack; not changed.
 * @param entryId - The entry that was resolved (must be the one `next` named).
 * @param events - Where to append `stack-entry-resolved` (and `stack-closed`).
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
export function stackResolved(stack: StackState, entryId: number, events?: StackEventSink): Result<StackState> {
  if (stack.resolving === null) {
    return refuse(stack, null, `No entry is resolving now, so entry ${String(entryId)} cannot be reported resolved; see stackNext().`);
  }
  if (stack.resolving !== entryId) {
    return refuse(stack, null, `Entry ${stack.resolving} is resolving, not entry ${String(entryId)}.`, { resolving: stack.resolving });
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
  const s = settle(stack.policy, stack.players, entries, stack.queued, priority, passes, answered, null, stack.nextId);
  if (isClosed(s)) events?.push({ type: "stack-closed" });
  return ok(s);
}

/**
 * The stack moves `player` may make now, for a game's `legalActions`: exactly the moves
 * {@link stackRespond}, {@link stackPass}, {@link addTrigger} and {@link declineTrigger} accept.
 *
 * @param stack - The stack.
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
export function stackMoves(stack: StackState, player: PlayerId): StackMoves {
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
  if (stack.priority !== player || stack.window === null) return NO_MOVES;
  return { pass: true, respondTo: stack.window, addTriggers: NO_IDS, declineTriggers: NO_IDS };
}

// ---------------------------------------------------------------------------------------------
// Saved states
// ---------------------------------------------------------------------------------------------

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 1;
}

function parseEntry(value: unknown, at: string, players: readonly PlayerId[]): StackEntry | string {
  if (!isRecord(value)) return `${at} is not an entry object.`;
  const { id, controller, payload, negated, respondsTo, cost } = value;
  if (!isId(id)) return `${at}.id is not an entry id (an integer from 1).`;
  if (typeof controller !== "number" || !players.includes(controller)) return `${at}.controller is not a seated player.`;
  if (!isPlainJson(payload)) return `${at}.payload is not plain JSON.`;
  if (typeof negated !== "boolean") return `${at}.negated is not true or false.`;
  if (respondsTo !== null && !isId(respondsTo)) return `${at}.respondsTo is neither null nor an entry id.`;
  if (!isPlainJson(cost)) return `${at}.cost is not plain JSON (null for none).`;
  return { id, controller, payload, negated, respondsTo, cost };
}

function parseTrigger(value: unknown, at: string, players: readonly PlayerId[]): QueuedTrigger | string {
  if (!isRecord(value)) return `${at} is not a trigger object.`;
  const { id, controller, payload, optional } = value;
  if (!isId(id)) return `${at}.id is not a trigger id (an integer from 1).`;
  if (typeof controller !== "number" || !players.includes(controller)) return `${at}.controller is not a seated player.`;
  if (!isPlainJson(payload)) return `${at}.payload is not plain JSON.`;
  if (typeof optional !== "boolean") return `${at}.optional is not true or false.`;
  return { id, controller, payload, optional };
}

function parseStack(value: unknown): StackState | string {
  if (!isRecord(value)) return "A stack state is an object.";
  const policyIssue = policyProblem(value["policy"]);
  if (policyIssue !== undefined) return policyIssue;
  const playersIssue = playersProblem(value["players"]);
  if (playersIssue !== undefined) return playersIssue;
  const rawPolicy = value["policy"];
  const rawPlayers = value["players"];
  if (!isRecord(rawPolicy) || !Array.isArray(rawPlayers)) return "A stack state needs a policy and players.";
  const kind = rawPolicy["kind"] === "alternating" ? "alternating" : "once-per-entry";
  const resolve = rawPolicy["resolve"] === "one-at-a-time" ? "one-at-a-time" : "whole-chain";
  const rawIds = rawPolicy["ruleIds"];
  let policy: StackPolicy = { kind, resolve };
  if (isRecord(rawIds)) {
    const ruleIds: Record<string, string> = {};
    for (const [k, v] of Object.entries(rawIds)) if (typeof v === "string") ruleIds[k] = v;
    policy = { kind, resolve, ruleIds };
  }
  const players: PlayerId[] = [];
  for (const p of rawPlayers as unknown[]) if (typeof p === "number") players.push(p);

  const rawEntries = value["entries"];
  const rawQueued = value["queued"];
  const rawAnswered = value["answered"];
  if (!Array.isArray(rawEntries)) return "A stack state's entries is a list.";
  if (!Array.isArray(rawQueued)) return "A stack state's queued is a list.";
  if (!Array.isArray(rawAnswered)) return "A stack state's answered is a list.";
  const entries: StackEntry[] = [];
  const ids: number[] = [];
  for (let i = 0; i < rawEntries.length; i++) {
    const e = parseEntry(rawEntries[i], `entries[${i}]`, players);
    if (typeof e === "string") return e;
    if (e.respondsTo !== null && !ids.includes(e.respondsTo)) return `entries[${i}] answers entry ${e.respondsTo}, which is not below it.`;
    ids.push(e.id);
    entries.push(e);
  }
  const queued: QueuedTrigger[] = [];
  for (let i = 0; i < rawQueued.length; i++) {
    const t = parseTrigger(rawQueued[i], `queued[${i}]`, players);
    if (typeof t === "string") return t;
    ids.push(t.id);
    queued.push(t);
  }
  if (new Set(ids).size !== ids.length) return "A stack state uses an id twice.";
  const answered: StackAnswer[] = [];
  for (let i = 0; i < rawAnswered.length; i++) {
    const a: unknown = rawAnswered[i];
    if (!isRecord(a)) return `answered[${i}] is not an answer object.`;
    const { entry, player, responded } = a;
    if (!isId(entry) || findEntry(entries, entry) === undefined) return `answered[${i}].entry is not an entry on the stack.`;
    if (typeof player !== "number" || !players.includes(player)) return `answered[${i}].player is not a seated player.`;
    if (typeof responded !== "boolean") return `answered[${i}].responded is not true or false.`;
    answered.push({ entry, player, responded });
  }
  const { priority, window, passes, resolving, nextId } = value;
  if (priority !== null && (typeof priority !== "number" || !players.includes(priority))) return "A stack state's priority is neither null nor a seated player.";
  if (window !== null && (!isId(window) || findEntry(entries, window) === undefined)) return "A stack state's window is neither null nor an entry on the stack.";
  if (typeof passes !== "number" || !Number.isSafeInteger(passes) || passes < 0 || passes > players.length) {
    return `A stack state's passes is a count from 0 to ${players.length}.`;
  }
  if (resolving !== null && (!isId(resolving) || findEntry(entries, resolving) === undefined)) {
    return "A stack state's resolving is neither null nor an entry on the stack.";
  }
  if (!isId(nextId) || ids.some((id) => id >= nextId)) return "A stack state's nextId is not above every id in use.";
  const parsed: StackState = { policy, players, entries, queued, priority, window, passes, answered, resolving, nextId };
  const settled = settle(policy, players, entries, queued, priority, passes, answered, resolving, nextId);
  if (canonicalJson(settled) !== canonicalJson(parsed)) {
    return "A stack state's priority, window, passes or resolving do not fit its entries and answers.";
  }
  return parsed;
}

/**
 * Validates a stack state from outside (a saved game) before use: its shape, the policy and
 * players, every entry, trigger and answer, the ids, and that who acts and what resolves fit
 * the entries. Builds a fresh state from the validated parts; unknown keys are dropped.
 *
 * @param value - Anything, such as part of `JSON.parse` output.
 * @returns The stack state, or a `state/invalid` error naming the first problem.
 * @example
 * ```ts
 * import { openStack, parseStackState } from "@rulesmith/core";
 * const s = openStack({ kind: "alternating", resolve: "whole-chain" }, [0, 1], { controller: 0, payload: "x" });
 * if (s.ok) parseStackState(JSON.parse(JSON.stringify(s.value))).ok; // true
 * parseStackState({ policy: null }).ok; // false
 * ```
 */
export function parseStackState(value: unknown): Result<StackState> {
  const parsed = parseStack(value);
  if (typeof parsed === "string") return err(ruleError(CoreErrorCode.BadState, parsed));
  return ok(parsed);
}
