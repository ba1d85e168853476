// Internal to the conformance kit: the checks of what rulesets built with defineGame promise
// beyond the Ruleset contract ("fast-path", "determinize-hidden"), and the parseState fuzzer
// ("parse-state"), which runs on every ruleset with a parseState.
import { CoreErrorCode } from "../errors.js";
import { redactEvents, type GameEvent } from "../events.js";
import { canonicalJson, plainJsonProblem } from "../json.js";
import { jsonRoundTrip } from "../json-copy.js";
import { isRecord, own } from "../json-read.js";
import type { PlayerId, Viewer } from "../player.js";
import type { Result } from "../result.js";
import { Rng, seedRng, type RngState } from "../rng.js";
import type { Ruleset, Step } from "../ruleset.js";
import { isResult, key, tryApply, viewers } from "./checks.js";
import { collectStrings, mutations } from "./candidates.js";
import { ConformanceFailure, differenceText, firstDifference, show, thrownText } from "./failure.js";
import { guardedApply, isSampled, playRandom, sample, type KitContext, type MatchSeeds } from "./random-match.js";

/** The fast path of a ruleset built with `defineGame`. @internal */
export interface FastPath<S> {
  applyIndex(state: S, player: PlayerId, index: number, options?: { readonly events?: boolean }): Result<Step<S>>;
}

/** The test hook of a ruleset built with `defineGame`: two hidden cards' definitions exchanged. @internal */
export interface HiddenSwap<S> {
  swapHidden(state: S, viewer: Viewer, a: string, b: string): S | undefined;
}

/** Whether a ruleset has the kit's fast path, `applyIndex`. @internal */
export function hasFastPath<S>(rules: Ruleset<S, unknown>): rules is Ruleset<S, unknown> & FastPath<S> {
  return typeof Reflect.get(rules, "applyIndex") === "function";
}

/** Whether a ruleset has the kit's `swapHidden`. @internal */
export function hasHiddenSwap<S>(rules: Ruleset<S, unknown>): rules is Ruleset<S, unknown> & HiddenSwap<S> {
  return typeof Reflect.get(rules, "swapHidden") === "function";
}

function seed4(rng: Rng): RngState {
  return [rng.nextU32(), rng.nextU32(), rng.nextU32(), rng.nextU32()];
}

function shuffledCopy<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = out[i];
    const u = out[j];
    if (t === undefined || u === undefined) continue;
    out[i] = u;
    out[j] = t;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// "fast-path"

/** Listed actions tried per active player and state, besides the last one. */
const FAST_INDICES = 5;

/** Indices that are never in a list of `n` actions. */
function outside(n: number): readonly number[] {
  return [-1, n, 0.5, Number.NaN];
}

/** "fast-path": applyIndex(state, p, i) gives the step of apply(state, p, list[i]) and refuses indices outside the list. @internal */
export function checkFastPath<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules } = ctx;
  if (!hasFastPath(rules)) return 0;
  const fail = (detail: string, step: number): ConformanceFailure => new ConformanceFailure("fast-path", detail, step);
  const rng = new Rng(seedRng(seeds.choiceSeed ^ 0x1b873593));

  const fast = (state: S, player: PlayerId, index: number, step: number, quiet = false): Result<Step<S>> => {
    let r: unknown;
    const call = `applyIndex(state, ${player}, ${String(index)}${quiet ? ", { events: false }" : ""})`;
    try {
      r = quiet ? rules.applyIndex(state, player, index, { events: false }) : rules.applyIndex(state, player, index);
    } catch (e) {
      throw fail(`${call} threw ${thrownText(e)}`, step);
    }
    if (!isResult(r)) throw fail(`${call} returned ${show(r)}, which is not a Result`, step);
    // isResult checked the shape; the step inside is the ruleset's own state type.
    return r as Result<Step<S>>;
  };

  const refused = (state: S, player: PlayerId, index: number, why: string, step: number): void => {
    const r = fast(state, player, index, step);
    const call = `applyIndex(state, ${player}, ${String(index)})`;
    if (r.ok) throw fail(`${call} accepted, but ${why}: it must be refused with an error`, step);
    if (typeof r.error.code !== "string" || typeof r.error.message !== "string") throw fail(`${call} returned an error without a string code and message: ${show(r.error)}`, step);
    if (r.error.code === CoreErrorCode.Internal) throw fail(`${call} returned [${r.error.code}] ${r.error.message}: the ruleset threw inside`, step);
  };

  const same = (state: S, player: PlayerId, list: readonly unknown[], index: number, step: number, copied: boolean): void => {
    const action = list[index];
    const call = `applyIndex(${copied ? "a JSON copy of the state" : "state"}, ${player}, ${index})`;
    const slowCall = `apply(state, ${player}, ${show(action)}) (item ${index} of legalActions)`;
    const slow = tryApply(rules, state, player, action, step);
    const quick = fast(copied ? jsonRoundTrip(state) : state, player, index, step);
    if (quick.ok !== slow.ok) {
      const said = (r: Result<Step<S>>): string => (r.ok ? "accepted it" : `refused it: [${r.error.code}] ${r.error.message}`);
      throw fail(`${call} ${said(quick)}, but ${slowCall} ${said(slow)}`, step);
    }
    if (!quick.ok || !slow.ok) {
      if (!quick.ok && !slow.ok && quick.error.code !== slow.error.code) throw fail(`${call} refused with [${quick.error.code}], but ${slowCall} with [${slow.error.code}]`, step);
      return;
    }
    const a = quick.value;
    const b = slow.value;
    const where = firstDifference(a.state, b.state);
    if (where !== undefined) throw fail(`${call} gave another state than ${slowCall} (first difference at ${where})`, step);
    if (key(a.events) !== key(b.events)) {
      throw fail(`${call} gave other events than ${slowCall} (first difference at ${differenceText(a.events, b.events)})`, step);
    }
    if (a.revealed !== b.revealed) throw fail(`${call} says revealed: ${String(a.revealed)}, but ${slowCall} says revealed: ${String(b.revealed)}`, step);
    if (a.random !== b.random) throw fail(`${call} says random: ${String(a.random)}, but ${slowCall} says random: ${String(b.random)}`, step);
    // A search's step, without its events: the same state and flags; the events are left out
    // (or, from a ruleset that ignores the option, the full step's).
    const quietCall = `applyIndex(state, ${player}, ${index}, { events: false })`;
    const q = fast(state, player, index, step, true);
    if (!q.ok) throw fail(`${quietCall} refused with [${q.error.code}] ${q.error.message}, but ${slowCall} accepted it`, step);
    const whereQuiet = firstDifference(q.value.state, b.state);
    if (whereQuiet !== undefined) throw fail(`${quietCall} gave another state than ${slowCall} (first difference at ${whereQuiet})`, step);
    if (q.value.events.length > 0 && key(q.value.events) !== key(b.events)) {
      throw fail(`${quietCall} gave events that are neither none nor those of ${slowCall} (first difference at ${differenceText(q.value.events, b.events)})`, step);
    }
    if (q.value.revealed !== b.revealed) throw fail(`${quietCall} says revealed: ${String(q.value.revealed)}, but ${slowCall} says revealed: ${String(b.revealed)}`, step);
    if (q.value.random !== b.random) throw fail(`${quietCall} says random: ${String(q.value.random)}, but ${slowCall} says random: ${String(b.random)}`, step);
  };

  const t = playRandom(ctx, seeds, "fast-path", {
    visit: (state, step) => {
      if (!isSampled(step)) return;
      const before = canonicalJson(state);
      const active = rules.activePlayers(state);
      for (const p of active) {
        const list = rules.legalActions(state, p);
        if (list.length === 0) continue;
        const all: number[] = [];
        for (let i = 0; i < list.length; i++) all.push(i);
        const picked = new Set(sample(all, FAST_INDICES, rng));
        picked.add(list.length - 1);
        for (const i of picked) same(state, p, list, i, step, false);
        // Once on a fresh copy: the fast path must not depend on the list legalActions remembers.
        same(state, p, list, list.length - 1, step, true);
        for (const i of outside(list.length)) refused(state, p, i, `legalActions(state, ${p}) has ${list.length} actions`, step);
      }
      for (const q of rules.players(state)) if (!active.includes(q)) refused(state, q, 0, `player ${q} may not act now (activePlayers is ${show(active)})`, step);
      if (canonicalJson(state) !== before) throw fail(`applyIndex changed its input state at ${firstDifference(JSON.parse(before), state) ?? "$"}`, step);
    },
  });
  return t.steps.length;
}

// ---------------------------------------------------------------------------------------------
// "determinize-hidden"

/** Hidden cards swapped (each with a random partner) per state and viewer. */
const SWAPS = 4;

/** Refused near misses of listed actions compared per player and state. */
const REFUSALS = 6;

/** An action apply refused, and its answer as text (`answerOf`). */
interface Refusal {
  readonly action: unknown;
  readonly answer: string;
}

/** What apply answered, as comparable text: accepted, or the refusal's code, message, rule and details. */
function answerOf(r: Result<unknown>): string {
  if (r.ok) return "an acceptance";
  const { code, message, rule, details } = r.error;
  return key({ code, message, rule: rule ?? null, details: details ?? null });
}

/** Partners tried for one card before giving up on it (swapHidden refuses some pairs). */
const PARTNERS = 4;
/** The most steps a side line plays to reach a state where another player must act. */
const SIDE_STEPS = 40;

/** Whether a `cards-revealed` event of a step showed `a` or `b` to `viewer` (a spectator sees reveals to all). */
function shownDuring(events: readonly GameEvent[], viewer: Viewer, a: string, b: string): boolean {
  for (const e of events) {
    if (e.type !== "cards-revealed") continue;
    const to: unknown = Reflect.get(e, "to");
    const cards: unknown = Reflect.get(e, "cards");
    const audience = to === "all" || (viewer !== "spectator" && Array.isArray(to) && (to as unknown[]).includes(viewer));
    if (audience && Array.isArray(cards) && ((cards as unknown[]).includes(a) || (cards as unknown[]).includes(b))) return true;
  }
  return false;
}

/** "determinize-hidden": exchanging two cards hidden from a player changes nothing that player sees, nor determinize. @internal */
export function checkDeterminizeHidden<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules } = ctx;
  const determinize = rules.determinize?.bind(rules);
  const secrets = rules.secrets?.bind(rules);
  if (!hasHiddenSwap(rules) || determinize === undefined || secrets === undefined) return 0;
  const rng = new Rng(seedRng(seeds.choiceSeed ^ 0x3c6ef372));
  const drive = guardedApply(rules);
  const redact = (events: readonly GameEvent[], v: Viewer, before: S, after: S): readonly GameEvent[] =>
    rules.viewEvents !== undefined ? rules.viewEvents(events, v, { before, after }) : redactEvents(events, v);

  /** Near misses of the player's listed actions (some naming cards hidden from them) that apply refuses, with its answers. */
  const refusals = (state: S, p: PlayerId, hidden: readonly string[], step: number): readonly Refusal[] => {
    const legal = rules.legalActions(state, p);
    if (legal.length === 0) return [];
    const words = new Set<string>(sample(hidden, 8, rng));
    collectStrings(state, words, 32);
    const listed = new Set(legal.map(key));
    const out: Refusal[] = [];
    for (const c of sample(sample(legal, 4, rng).flatMap((x) => mutations(x, [...words], rng)), REFUSALS, rng)) {
      if (listed.has(key(c))) continue;
      const r = tryApply(rules, state, p, c, step);
      if (!r.ok) out.push({ action: c, answer: answerOf(r) });
    }
    return out;
  };

  const swaps = (state: S, v: Viewer, step: number, where: string): void => {
    const hidden = secrets(state, v).hiddenCards;
    if (hidden.length < 2) return;
    const swapped = (a: string, b: string): string => `with the definitions of ${a} and ${b}, both hidden from ${show(v)}, exchanged (swapHidden(state, ${show(v)}, "${a}", "${b}"))${where}`;
    const view = rules.view(state, v);
    const pending = key(rules.pending(state) ?? null);
    const seed = seed4(rng);
    let dealt: string | undefined;
    let listed: string | undefined;
    let refused: readonly Refusal[] | undefined;
    let validated = false;
    // The next step, the same listed action on both states.
    const active = rules.activePlayers(state);
    const q = active.length === 0 ? undefined : active[rng.int(active.length)];
    const list = q === undefined ? [] : rules.legalActions(state, q);
    const action = list.length === 0 ? undefined : list[rng.int(list.length)];
    const next = q === undefined || action === undefined ? undefined : tryApply(rules, state, q, action, step);
    const order = shuffledCopy(hidden, rng);
    for (let k = 0; k < Math.min(SWAPS, order.length); k++) {
      const a = order[k] ?? "";
      let b = "";
      let s2: S | undefined;
      for (let tries = 0; tries < PARTNERS && s2 === undefined; tries++) {
        b = order[rng.int(order.length)] ?? "";
        if (b === a) continue;
        try {
          s2 = rules.swapHidden(state, v, a, b);
        } catch (e) {
          throw new ConformanceFailure("determinize-hidden", `swapHidden(state, ${show(v)}, "${a}", "${b}") threw ${thrownText(e)}${where}`, step);
        }
      }
      if (s2 === undefined) continue;
      // The swapped state must be a state of the game; checked once per state and viewer (it costs).
      if (rules.parseState !== undefined && !validated) {
        validated = true;
        const parsed = rules.parseState(jsonRoundTrip(s2));
        if (!parsed.ok) throw new ConformanceFailure("determinize-hidden", `swapHidden(state, ${show(v)}, "${a}", "${b}") made a state that parseState refuses${where}: ${parsed.error.message}`, step);
      }
      const swappedView = rules.view(s2, v);
      if (firstDifference(swappedView, view) !== undefined) {
        throw new ConformanceFailure("views", `view(state, ${show(v)}) depends on a card hidden from ${show(v)}: ${swapped(a, b)}, the view differs at ${differenceText(swappedView, view)}`, step);
      }
      if (v !== "spectator") {
        listed ??= key(rules.legalActions(state, v));
        const list2 = rules.legalActions(s2, v);
        if (key(list2) !== listed) {
          throw new ConformanceFailure("views", `legalActions(state, ${v}) depends on a card hidden from player ${v}: ${swapped(a, b)}, the list differs at ${differenceText(list2, JSON.parse(listed))}`, step);
        }
        // What apply answers the player for an action it refuses must not tell them a hidden card either.
        refused ??= refusals(state, v, hidden, step);
        for (const r of refused) {
          const other = answerOf(tryApply(rules, s2, v, r.action, step));
          if (other !== r.answer) {
            throw new ConformanceFailure(
              "views",
              `apply(state, ${v}, ${show(r.action)}) answers player ${v} according to a card hidden from them: ${swapped(a, b)}, it answers ${other} instead of ${r.answer}`,
              step,
            );
          }
        }
      }
      const decided = rules.pending(s2) ?? null;
      if (key(decided) !== pending) {
        throw new ConformanceFailure("views", `pending(state), which every viewer sees, depends on a card hidden from ${show(v)}: ${swapped(a, b)}, it is ${show(decided)} instead of ${pending}`, step);
      }
      if (v !== "spectator") {
        dealt ??= key(determinize(state, v, seed));
        const other = key(determinize(s2, v, seed));
        if (other !== dealt) {
          const at = differenceText(JSON.parse(other), JSON.parse(dealt));
          throw new ConformanceFailure(
            "determinize-hidden",
            `determinize(state, ${v}, rng) depends on what player ${v} cannot see: ${swapped(a, b)}, the view of player ${v} is the same but determinize gives another state for the same rng (first difference at ${at})`,
            step,
          );
        }
      }
      if (next?.ok !== true || q === undefined) continue;
      const then = tryApply(rules, s2, q, action, step);
      if (!then.ok) continue;
      // Only while both cards stay hidden from the viewer must the step look the same to them.
      const stillA = new Set(secrets(next.value.state, v).hiddenCards);
      const stillB = new Set(secrets(then.value.state, v).hiddenCards);
      if (!stillA.has(a) || !stillA.has(b) || !stillB.has(a) || !stillB.has(b)) continue;
      // A step that shows the viewer one of them on the way (a hand revealed, then shuffled away) may differ.
      if (shownDuring(next.value.events, v, a, b) || shownDuring(then.value.events, v, a, b)) continue;
      // So may a step that tells the viewer something about one of them, which the game's `holds`
      // then keeps (a card set face down on the line is a Unit, of the cost everyone saw paid):
      // after it, the two may no longer change places.
      if (rules.swapHidden(next.value.state, v, a, b) === undefined) continue;
      const seen = redact(next.value.events, v, state, next.value.state);
      const seen2 = redact(then.value.events, v, s2, then.value.state);
      if (key(seen) !== key(seen2)) {
        throw new ConformanceFailure(
          "views",
          `the events of apply(state, ${q}, ${show(action)}) as ${show(v)} sees them depend on a card hidden from ${show(v)}: ${swapped(a, b)}, they differ at ${differenceText(seen2, seen)}`,
          step,
        );
      }
    }
  };

  /** Plays on from `state` until a player other than `p` must act; that state, or undefined. */
  const sideLine = (state: S, p: PlayerId, step: number): { readonly state: S; readonly steps: number } | undefined => {
    let s = state;
    for (let i = 1; i <= SIDE_STEPS; i++) {
      const active = rules.activePlayers(s);
      if (active.length === 0) return undefined;
      const who = active[rng.int(active.length)] ?? 0;
      const list = rules.legalActions(s, who);
      if (list.length === 0) return undefined;
      s = drive(s, who, list[rng.int(list.length)], step).state;
      if (rules.activePlayers(s).some((x) => x !== p)) return { state: s, steps: i };
    }
    return undefined;
  };

  const t = playRandom(ctx, seeds, "determinize-hidden", {
    visit: (state, step) => {
      if (!isSampled(step)) return;
      const active = rules.activePlayers(state);
      for (const v of viewers(rules, state)) {
        swaps(state, v, step, "");
        if (v === "spectator" || active.length === 0 || active.some((x) => x !== v)) continue;
        // Deliberately also where another player has a decision to make.
        const side = sideLine(state, v, step);
        if (side !== undefined) swaps(side.state, v, step, ` (${side.steps} random step${side.steps === 1 ? "" : "s"} further on, where another player must act)`);
      }
    },
  });
  return t.steps.length;
}

// ---------------------------------------------------------------------------------------------
// "parse-state"

/** What the parseState fuzzer did, summed over the matches of one run. @internal */
export interface FuzzCounts {
  tried: number;
  refused: number;
  accepted: number;
  slowestMs: number;
}

/** States of one match the fuzzer corrupts: the start, two in the middle and the last. */
const FUZZ_STATES = 4;
/** How many times at most a parseState over `parseStateMs` is timed before it counts as slow (the fastest counts). */
const PARSE_TIMINGS = 6;
/** Shapes per state that get a value that is not JSON (the law needs no game knowledge). */
const LAW_SWEEP = 24;
/** Random corruptions per state. */
const RANDOM_MUTATIONS = 16;
/** Parts of a state the fuzzer looks at, at most. */
const MAX_SPOTS = 20_000;
/** The most listed actions applied, one after the other, from a state parseState accepted. */
const PLAY_ON = 40;

type Path = readonly (string | number)[];

/** A part of a state: where it is, its shape (the path with indices and table keys as `*`), and its value. */
interface Spot {
  readonly path: Path;
  readonly shape: string;
  readonly value: unknown;
}

/** A corruption of a fresh copy of the state, in place; returns the new root. */
interface Mutation {
  readonly what: string;
  /** Why every parseState must refuse it, whatever the game (it is not plain JSON, or it has a `__proto__` key). */
  readonly refuse?: string | undefined;
  readonly edit: (root: unknown) => unknown;
}

function pathText(path: Path): string {
  let out = "$";
  for (const k of path) out += typeof k === "number" ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`;
  return out;
}

/** A table: its keys are data (card ids, zone ids), so its entries share one shape. */
function isTable(o: object, ids: ReadonlySet<string>): boolean {
  const keys = Object.keys(o);
  if (keys.length === 0) return false;
  if (keys.every((k) => ids.has(k))) return true;
  if (keys.length < 3) return false;
  const values = Object.values(o);
  if (values.every((v) => Array.isArray(v))) return true;
  if (!values.every(isRecord)) return false;
  const first = values[0];
  const sig = isRecord(first) ? Object.keys(first).sort().join(",") : "";
  return values.every((v) => isRecord(v) && Object.keys(v).sort().join(",") === sig);
}

function spotsOf(root: unknown, ids: ReadonlySet<string>): Spot[] {
  const out: Spot[] = [];
  const todo: Spot[] = [{ path: [], shape: "$", value: root }];
  while (todo.length > 0 && out.length < MAX_SPOTS) {
    const spot = todo.pop();
    if (spot === undefined) break;
    out.push(spot);
    const v = spot.value;
    if (Array.isArray(v)) {
      const list: readonly unknown[] = v;
      for (let i = 0; i < list.length; i++) todo.push({ path: [...spot.path, i], shape: `${spot.shape}[*]`, value: list[i] });
    } else if (isRecord(v)) {
      const table = isTable(v, ids);
      for (const k of Object.keys(v)) todo.push({ path: [...spot.path, k], shape: table ? `${spot.shape}.*` : `${spot.shape}.${k}`, value: own(v, k) });
    }
  }
  return out;
}

function getAt(root: unknown, path: Path): unknown {
  let v = root;
  for (const k of path) v = typeof v === "object" && v !== null ? Reflect.get(v, k) : undefined;
  return v;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  const last = path[path.length - 1];
  if (last === undefined) return value;
  const parent = getAt(root, path.slice(0, -1));
  if (typeof parent === "object" && parent !== null) Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

function nested(levels: number): unknown[] {
  let v: unknown[] = [];
  for (let i = 0; i < levels; i++) v = [v];
  return v;
}

/** Random picks over spots, one shape at a time, so that a table of 60 cards counts as one shape. */
class Picker {
  private readonly byShape = new Map<string, Spot[]>();
  constructor(
    spots: readonly Spot[],
    private readonly rng: Rng,
  ) {
    for (const s of spots) {
      const list = this.byShape.get(s.shape);
      if (list === undefined) this.byShape.set(s.shape, [s]);
      else list.push(s);
    }
  }

  get shapes(): readonly (readonly Spot[])[] {
    return [...this.byShape.values()];
  }

  pick(where: (s: Spot) => boolean = () => true): Spot | undefined {
    const groups: Spot[][] = [];
    for (const list of this.byShape.values()) {
      const fit = list.filter(where);
      if (fit.length > 0) groups.push(fit);
    }
    const group = groups[this.rng.int(Math.max(1, groups.length))];
    return group?.[this.rng.int(group.length)];
  }
}

/** Replacement values that are JSON: parseState may accept them where the game allows them. */
const VALUES: readonly { readonly what: string; readonly make: () => unknown }[] = [
  { what: "-7", make: () => -7 },
  { what: "1e300", make: () => 1e300 },
  { what: "0.5", make: () => 0.5 },
  { what: "-1", make: () => -1 },
  { what: '""', make: () => "" },
  { what: '"x"', make: () => "x" },
  { what: "null", make: () => null },
  { what: "true", make: () => true },
  { what: "[]", make: () => [] },
  { what: "{}", make: () => ({}) },
];

/** Replacements that are not JSON: refused by every parseState. */
const NOT_JSON: readonly { readonly what: string; readonly make: (root: unknown) => unknown }[] = [
  { what: "NaN", make: () => Number.NaN },
  { what: "Infinity", make: () => Number.POSITIVE_INFINITY },
  { what: "-Infinity", make: () => Number.NEGATIVE_INFINITY },
  { what: "undefined", make: () => undefined },
  { what: "a cycle (the state itself)", make: (root) => root },
];

function notJsonAt(spot: Spot, kind: number): Mutation {
  const bad = NOT_JSON[kind % NOT_JSON.length] ?? { what: "NaN", make: () => Number.NaN };
  // A cycle needs a parent: at the root it goes in a new key.
  const path = spot.path.length === 0 && bad.what.startsWith("a cycle") ? ["cycle"] : spot.path;
  return { what: `${bad.what} at ${pathText(path)}`, refuse: "which is not plain JSON", edit: (root) => setAt(root, path, bad.make(root)) };
}

/** One random corruption of the state, from the kinds the "parse-state" check promises. */
function randomMutation(picker: Picker, ids: readonly string[], idSet: ReadonlySet<string>, rng: Rng): Mutation | undefined {
  const isIdList = (s: Spot): boolean => Array.isArray(s.value) && (s.value as readonly unknown[]).every((x) => typeof x === "string" && idSet.has(x));
  const kind = rng.int(12);
  switch (kind) {
    case 0:
    case 1:
    case 2: {
      const spot = picker.pick();
      const value = VALUES[rng.int(VALUES.length)];
      if (spot === undefined || value === undefined) return undefined;
      return { what: `${value.what} at ${pathText(spot.path)}`, edit: (root) => setAt(root, spot.path, value.make()) };
    }
    case 3: {
      const spot = picker.pick();
      return spot === undefined ? undefined : notJsonAt(spot, rng.int(NOT_JSON.length));
    }
    case 4: {
      const spot = picker.pick((s) => isRecord(s.value));
      if (spot === undefined) return undefined;
      return { what: `an array in place of the object at ${pathText(spot.path)}`, edit: (root) => setAt(root, spot.path, Object.values(getAt(root, spot.path) ?? {})) };
    }
    case 5: {
      const spot = picker.pick((s) => typeof s.value === "string" && idSet.has(s.value));
      if (spot === undefined || ids.length < 2) return undefined;
      let other = ids[rng.int(ids.length)] ?? "";
      if (other === spot.value) other = ids.find((x) => x !== spot.value) ?? other;
      return { what: `another card id, "${other}", at ${pathText(spot.path)}`, edit: (root) => setAt(root, spot.path, other) };
    }
    case 6: {
      const spot = picker.pick();
      if (spot === undefined) return undefined;
      return rng.int(2) === 0
        ? { what: `a 20,000-level nested array at ${pathText(spot.path)}`, edit: (root) => setAt(root, spot.path, nested(20_000)) }
        : { what: `an array of 200,000 zeros at ${pathText(spot.path)}`, edit: (root) => setAt(root, spot.path, new Array<number>(200_000).fill(0)) };
    }
    case 7: {
      const spot = picker.pick((s) => isRecord(s.value));
      if (spot === undefined) return undefined;
      const name = rng.int(3) === 0 ? "constructor" : "__proto__";
      return {
        what: `a key "${name}" added to ${pathText(spot.path)}`,
        refuse: name === "__proto__" ? 'and a "__proto__" key is never let through (DESIGN: refused and reported, not dropped)' : undefined,
        edit: (root) => {
          const o = getAt(root, spot.path);
          // As JSON.parse makes it: an own key, whose value would pollute a merge that copies it.
          if (typeof o === "object" && o !== null) Object.defineProperty(o, name, { value: { polluted: true }, enumerable: true, writable: true, configurable: true });
          return root;
        },
      };
    }
    case 8: {
      const spot = picker.pick((s) => isRecord(s.value) && Object.keys(s.value).length > 0);
      if (spot === undefined || !isRecord(spot.value)) return undefined;
      const keys = Object.keys(spot.value);
      const k = keys[rng.int(keys.length)] ?? "";
      return {
        what: `the key "${k}" removed from ${pathText(spot.path)}`,
        edit: (root) => {
          const o = getAt(root, spot.path);
          if (typeof o === "object" && o !== null) Reflect.deleteProperty(o, k);
          return root;
        },
      };
    }
    default: {
      // 9 and 10 move a card to another list of card ids, 11 duplicates one.
      const from = picker.pick((s) => isIdList(s) && (s.value as readonly unknown[]).length > 0);
      const to = picker.pick((s) => isIdList(s) && (kind === 11 || s !== from));
      if (from === undefined || to === undefined || (from === to && kind !== 11)) return undefined;
      const list = from.value as readonly string[];
      const i = rng.int(list.length);
      const card = list[i] ?? "";
      const at = rng.int((to.value as readonly unknown[]).length + 1);
      const move = kind !== 11;
      return {
        what: move ? `card "${card}" moved from ${pathText(from.path)} to ${pathText(to.path)}` : `card "${card}" of ${pathText(from.path)} also put in ${pathText(to.path)}`,
        edit: (root) => {
          const a = getAt(root, from.path);
          const b = getAt(root, to.path);
          if (!Array.isArray(a) || !Array.isArray(b)) return root;
          if (move) a.splice(i, 1);
          b.splice(at, 0, card);
          return root;
        },
      };
    }
  }
}

/** The card ids of a state: the keys of its `cards` table (the kit's), and every card some viewer may not identify. */
function cardIdsOf<S>(rules: Ruleset<S, unknown>, state: S, copy: unknown): string[] {
  const ids = new Set<string>();
  const table = own(copy, "cards");
  if (isRecord(table)) for (const id of Object.keys(table)) ids.add(id);
  if (rules.secrets !== undefined) for (const v of viewers(rules, state)) for (const id of rules.secrets(state, v).hiddenCards) ids.add(id);
  return [...ids].sort();
}

function isSeatList(v: unknown, seats: readonly PlayerId[]): v is readonly PlayerId[] {
  return Array.isArray(v) && new Set(v).size === v.length && (v as readonly unknown[]).every((p) => typeof p === "number" && seats.includes(p));
}

/** What breaks the Ruleset contract's promises about who acts and how a match ended, in one state; undefined when nothing does. */
function contractProblem(seats: unknown, active: unknown, decision: unknown, outcome: unknown, lists: readonly (readonly unknown[])[]): string | undefined {
  if (!Array.isArray(seats) || !(seats as readonly unknown[]).every((p) => typeof p === "number" && Number.isInteger(p)) || new Set(seats).size !== seats.length) return `players(state) is ${show(seats)}, not a list of distinct player ids`;
  const ids = seats as readonly PlayerId[];
  if (!isSeatList(active, ids)) return `activePlayers(state) is ${show(active)}, not a list of seats of ${show(ids)}`;
  const acting = active;
  if (outcome !== undefined) {
    const winners = isRecord(outcome) ? own(outcome, "winners") : undefined;
    const losers = isRecord(outcome) ? own(outcome, "losers") : undefined;
    const reason = isRecord(outcome) ? own(outcome, "reason") : undefined;
    if (!isSeatList(winners, ids) || !isSeatList(losers, ids) || typeof reason !== "string") return `outcome(state) is ${show(outcome)}, not { winners, losers, reason } with lists of seats`;
    if (losers.some((p) => winners.includes(p))) return `outcome(state) is ${show(outcome)}: a player both won and lost`;
    if (acting.length > 0) return `the match is over, but activePlayers(state) is ${show(acting)}`;
    if (decision !== undefined) return `the match is over, but pending(state) is ${show(decision)}`;
    return undefined;
  }
  if (acting.length === 0) return "the match is not over, but activePlayers(state) is empty";
  const asked = isRecord(decision) ? own(decision, "players") : undefined;
  if (!isRecord(decision) || typeof own(decision, "kind") !== "string" || typeof own(decision, "prompt") !== "string" || !isSeatList(asked, ids)) {
    return `pending(state) is ${show(decision ?? null)}, not a decision { kind, players, prompt }`;
  }
  if (asked.length !== acting.length || !asked.every((p) => acting.includes(p))) return `pending(state) asks ${show(asked)}, but activePlayers(state) is ${show(acting)}`;
  for (const p of acting) if ((lists[ids.indexOf(p)] ?? []).length === 0) return `activePlayers(state) lists player ${p}, but legalActions(state, ${p}) is empty`;
  return undefined;
}

/** For measuring a parseState: hears of every problem (the fuzzing then goes on) and every accepted corruption. @internal */
export interface FuzzWatch {
  readonly problem?: (failure: ConformanceFailure) => void;
  readonly accepted?: (what: string) => void;
}

/**
 * "parse-state": fuzzing. Corrupted copies of states of a random match never make parseState
 * throw or take longer than `parseStateMs`; a value that is not JSON is refused; a state it
 * accepts is plain JSON on which the game plays. Counts go into `counts`; with
 * `watch.problem`, every problem is handed to it and the fuzzing goes on, else the first one
 * throws.
 * @internal
 */
export function checkParseState<S>(ctx: KitContext<S>, seeds: MatchSeeds, counts: FuzzCounts, watch: FuzzWatch = {}): number {
  const { rules } = ctx;
  const parseState = rules.parseState?.bind(rules);
  if (parseState === undefined) return 0;
  const rng = new Rng(seedRng(seeds.choiceSeed ^ 0x510e527f));
  const t = playRandom(ctx, seeds, "parse-state");
  const states = [t.start, ...t.steps.map((s) => s.step.state)];
  const last = states.length - 1;
  const picked = [...new Set([0, Math.floor(last / 3), Math.floor((2 * last) / 3), last])].slice(0, FUZZ_STATES);

  const parse = (value: unknown, what: string, step: number): Result<S> => {
    counts.tried++;
    const began = performance.now();
    let r: unknown;
    try {
      r = parseState(value);
    } catch (e) {
      throw new ConformanceFailure("parse-state", `parseState threw ${thrownText(e)} on the state with ${what}`, step);
    }
    let ms = performance.now() - began;
    // A slow call is timed again, up to five more times, and the fastest counts: a pause of the
    // machine (a garbage collection, other processes on a busy machine) is not the parseState's,
    // a hang is slow every time. Three calls were not enough on a loaded 2-core machine, where a
    // state with an array of 200,000 zeros took just over 250 ms in each.
    let calls = 1;
    for (; calls < PARSE_TIMINGS && ms > ctx.parseStateMs; calls++) {
      const t0 = performance.now();
      try {
        parseState(value);
      } catch {
        // It did not throw the first time; the timing is all that is looked at here.
      }
      ms = Math.min(ms, performance.now() - t0);
    }
    counts.slowestMs = Math.max(counts.slowestMs, ms);
    if (ms > ctx.parseStateMs) throw new ConformanceFailure("parse-state", `parseState took ${Math.round(ms)} ms (more than parseStateMs, ${ctx.parseStateMs} ms, in each of ${calls} calls) on the state with ${what}`, step);
    if (!isResult(r)) throw new ConformanceFailure("parse-state", `parseState returned ${show(r)}, which is not a Result, on the state with ${what}`, step);
    // isResult checked the shape; an accepted value is the ruleset's own state type.
    return r as Result<S>;
  };

  /**
   * The game on a state parseState accepted: it keeps the Ruleset contract there, and a random
   * playout from it (a few dozen steps) keeps it too, with every state it makes accepted again.
   */
  const play = (s: S, what: string, step: number): void => {
    const bad = (detail: string): ConformanceFailure => new ConformanceFailure("parse-state", `parseState accepted the state with ${what}, but ${detail}`, step);
    const guard = <T>(call: string, f: () => T): T => {
      try {
        return f();
      } catch (e) {
        throw bad(`${call} then threw ${thrownText(e)}`);
      }
    };
    let state = s;
    for (let i = 0; i <= PLAY_ON; i++) {
      const on = i === 0 ? "" : ` (${i} steps on)`;
      const seats = guard("players(state)", () => rules.players(state));
      const active = guard("activePlayers(state)", () => rules.activePlayers(state));
      const decision = guard("pending(state)", () => rules.pending(state));
      const outcome = guard("outcome(state)", () => rules.outcome(state));
      const lists = seats.map((p) => guard(`legalActions(state, ${p})`, () => rules.legalActions(state, p)));
      const broken = contractProblem(seats, active, decision, outcome, lists);
      if (broken !== undefined) throw bad(`${broken}${on}`);
      if (i === 0 || i === PLAY_ON || active.length === 0) for (const v of [...seats, "spectator" as const]) guard(`view(state, ${show(v)})${on}`, () => rules.view(state, v));
      if (i === PLAY_ON || active.length === 0) return;
      const p = active[rng.int(active.length)] ?? 0;
      const list = lists[seats.indexOf(p)] ?? [];
      const action = list[rng.int(list.length)];
      const call = `apply(state, ${p}, ${show(action)})${on}`;
      const r = guard(call, () => rules.apply(state, p, action));
      if (!r.ok) throw bad(`legalActions lists the action, and ${call} refused it: [${r.error.code}] ${r.error.message}`);
      const problem = plainJsonProblem(r.value.state);
      if (problem !== undefined) throw bad(`${call} made a state that is not plain JSON: ${problem}`);
      const again = guard(`parseState(the state after ${call})`, () => parseState(jsonRoundTrip(r.value.state)));
      if (!again.ok) throw bad(`${call} made a state that parseState refuses: ${again.error.message}`);
      state = r.value.state;
    }
  };

  const attempt = (text: string, mutation: Mutation, step: number): void => {
    const what = `${mutation.what} (the state after step ${step})`;
    try {
      const value = mutation.edit(JSON.parse(text));
      const r = parse(value, what, step);
      if (!r.ok) {
        counts.refused++;
        const e: unknown = r.error;
        const code = own(e, "code");
        if (code !== CoreErrorCode.BadState) throw new ConformanceFailure("parse-state", `parseState refused the state with ${what} with the code ${show(code)}, not "${CoreErrorCode.BadState}"`, step);
        return;
      }
      counts.accepted++;
      watch.accepted?.(what);
      if (mutation.refuse !== undefined) throw new ConformanceFailure("parse-state", `parseState accepted the state with ${what}, ${mutation.refuse}`, step);
      const s = r.value;
      const problem = plainJsonProblem(s);
      if (problem !== undefined) throw new ConformanceFailure("parse-state", `parseState accepted the state with ${what} and returned a value that is not plain JSON: ${problem}`, step);
      const round = firstDifference(jsonRoundTrip(s), s);
      if (round !== undefined) throw new ConformanceFailure("parse-state", `parseState accepted the state with ${what} and returned a value that changes in a JSON round trip at ${round}`, step);
      if (Reflect.get({}, "polluted") !== undefined) throw new ConformanceFailure("parse-state", `parseState accepted the state with ${what} and polluted Object.prototype`, step);
      play(s, what, step);
    } catch (e) {
      if (watch.problem === undefined || !(e instanceof ConformanceFailure)) throw e;
      watch.problem(e);
    }
  };

  for (const step of picked) {
    const state = states[step] ?? t.start;
    const text = JSON.stringify(state);
    const copy: unknown = JSON.parse(text);
    const ids = cardIdsOf(rules, state, copy);
    const idSet = new Set(ids);
    const picker = new Picker(spotsOf(copy, idSet), rng);
    // The law: a value that is not plain JSON is refused, wherever it is.
    const shapes = sample(shuffledCopy(picker.shapes, rng), LAW_SWEEP, rng);
    const offset = rng.int(NOT_JSON.length);
    shapes.forEach((group, i) => {
      const spot = group[rng.int(group.length)];
      if (spot !== undefined) attempt(text, notJsonAt(spot, offset + i), step);
    });
    for (let i = 0; i < RANDOM_MUTATIONS; i++) {
      const m = randomMutation(picker, ids, idSet, rng);
      if (m !== undefined) attempt(text, m, step);
    }
  }
  return t.steps.length;
}
