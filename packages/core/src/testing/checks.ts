// Internal to the conformance kit: not exported from @rulesmith/core/testing.
import { CoreErrorCode } from "../errors.js";
import { redactEvents, type GameEvent } from "../events.js";
import { canonicalJson, plainJsonProblem } from "../json.js";
// The checks copy states and records as saving and loading them would (-0 becomes 0): what a
// ruleset must survive. A state is the ruleset's own, checked to be JSON by the "json" check.
import { jsonRoundTrip } from "../json-copy.js";
import { isRecord } from "../json-read.js";
import type { PlayerId, Viewer } from "../player.js";
import { appendActions, createRecord, finishRecord, replay } from "../record.js";
import { Rng, seedRng, type RngState } from "../rng.js";
import type { Ruleset, Step } from "../ruleset.js";
import { collectStrings, mutations } from "./candidates.js";
import { deepFreeze } from "../frozen.js";
import { ConformanceFailure, firstDifference, show, thrownText } from "./failure.js";
import { guardedApply, isSampled, playRandom, sample, type KitContext, type MatchSeeds } from "./random-match.js";

/** The most listed actions of one player tried per state by "legal-sound". */
const SOUND_CAP = 24;
/** The most candidate actions of one player tried per state by "legal-complete". */
const CANDIDATE_CAP = 48;

/** An action to throw at `apply`: anything, a listed action, or a listed action with one field replaced. @internal */
export type ProbeAction =
  | { readonly kind: "raw"; readonly value: unknown }
  | { readonly kind: "listed"; readonly pick: number }
  | { readonly kind: "tweak"; readonly pick: number; readonly field: number; readonly value: unknown };

/** One call of `apply` with a random player and action, on the state after `at` steps (modulo). @internal */
export interface Probe {
  readonly at: number;
  readonly player: unknown;
  readonly action: ProbeAction;
}

/** The input of "apply-total": a random match and probes on its states. @internal */
export interface ProbeInput extends MatchSeeds {
  readonly probes: readonly Probe[];
}

/** Canonical JSON of any value, or a readable form when it is not JSON. @internal */
export function key(value: unknown): string {
  try {
    return canonicalJson(value);
  } catch {
    return show(value);
  }
}

/** Every seat of the state, then `"spectator"`. @internal */
export function viewers<S>(rules: Ruleset<S, unknown>, state: S): Viewer[] {
  const out: Viewer[] = rules.players(state).slice();
  out.push("spectator");
  return out;
}

/** `apply`, where a throw fails "apply-total". @internal */
export function tryApply<S>(rules: Ruleset<S, unknown>, state: S, player: PlayerId, action: unknown, index: number): ReturnType<Ruleset<S, unknown>["apply"]> {
  try {
    return rules.apply(state, player, action);
  } catch (e) {
    throw new ConformanceFailure("apply-total", `apply(state, ${show(player)}, ${show(action)}) threw ${thrownText(e)}`, index);
  }
}

/** "determinism": two runs of the same seeds give the same states, events and choices. @internal */
export function checkDeterminism<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules } = ctx;
  const fail = (detail: string, step: number | undefined): ConformanceFailure => new ConformanceFailure("determinism", detail, step);
  const a = playRandom(ctx, seeds, "determinism");
  const b = playRandom(ctx, seeds, "determinism");
  const start = firstDifference(a.start, b.start);
  if (start !== undefined) throw fail(`setup(config(${seeds.configSeed})) gave two different states (first difference at ${start})`, 0);
  const n = Math.min(a.steps.length, b.steps.length);
  for (let i = 0; i < n; i++) {
    const x = a.steps[i];
    const y = b.steps[i];
    if (x === undefined || y === undefined) break;
    if (x.player !== y.player || key(x.action) !== key(y.action)) {
      throw fail(
        `activePlayers or legalActions differ between two runs: the same random choice picked ${show(x.action)} by player ${x.player} once and ${show(y.action)} by player ${y.player} once`,
        i,
      );
    }
    const where = firstDifference(x.step.state, y.step.state);
    if (where !== undefined) throw fail(`apply(state, ${x.player}, ${show(x.action)}) gave two different states in two runs (first difference at ${where})`, i);
    if (key(x.step.events) !== key(y.step.events)) throw fail(`apply(state, ${x.player}, ${show(x.action)}) gave different events in two runs`, i);
    if (isSampled(i)) {
      const again = tryApply(rules, x.before, x.player, x.action, i);
      const diff = again.ok ? firstDifference(again.value.state, x.step.state) : "the result";
      if (diff !== undefined) {
        throw fail(`applying ${show(x.action)} by player ${x.player} to the same state object twice gave different results (first difference at ${diff})`, i);
      }
      if (key(rules.legalActions(x.before, x.player)) !== key(rules.legalActions(x.before, x.player))) {
        throw fail(`legalActions(state, ${x.player}) gave two different lists for the same state`, i);
      }
    }
  }
  if (a.steps.length !== b.steps.length) throw fail(`two runs of the same match lasted ${a.steps.length} and ${b.steps.length} steps`, n);
  return a.steps.length;
}

/** "replay": a record of the match replays with core `replay` to the same final state. @internal */
export function checkReplay<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules } = ctx;
  const fail = (detail: string, step: number | undefined): ConformanceFailure => new ConformanceFailure("replay", detail, step);
  const t = playRandom(ctx, seeds, "replay");
  const begun = createRecord(rules, t.config);
  if (!begun.ok) throw fail(`the config cannot be recorded: ${begun.error.message}`, undefined);
  const full = appendActions(begun.value, t.steps.map((s) => ({ player: s.player, action: s.action })));
  if (!full.ok) throw fail(`an action cannot be recorded: ${full.error.message}`, undefined);
  const open: unknown = jsonRoundTrip(full.value);
  const again = replay(rules, open);
  if (!again.ok) {
    const details: unknown = again.error.details;
    const at: unknown = typeof details === "object" && details !== null ? Reflect.get(details, "index") : undefined;
    const index = typeof at === "number" ? at : undefined;
    throw fail(`replaying the match record failed: [${again.error.code}] ${again.error.message}`, index);
  }
  const where = firstDifference(again.value.state, t.final);
  if (where !== undefined) throw fail(`the replay of ${t.steps.length} recorded actions ended in another state (first difference at ${where})`, t.steps.length);
  const sealed: unknown = jsonRoundTrip(finishRecord(full.value, rules, t.final));
  const checked = replay(rules, sealed);
  if (!checked.ok) throw fail(`replaying the finished match record failed: [${checked.error.code}] ${checked.error.message}`, t.steps.length);
  return t.steps.length;
}

/**
 * The first object whose fields come in another order in `a` than in `b` (two values equal but
 * for that order), as text: `$: game, version, units, ... against game, version, cards, ...`.
 */
function keyOrderText(a: unknown, b: unknown, path = "$"): string {
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return path;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.join() !== kb.join()) return `${path}: ${ka.join(", ")} against ${kb.join(", ")}`;
  for (const k of ka) {
    const x: unknown = Reflect.get(a, k);
    const y: unknown = Reflect.get(b, k);
    if (JSON.stringify(x) !== JSON.stringify(y)) return keyOrderText(x, y, Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`);
  }
  return path;
}

/** "json": every state, event and listed action is plain JSON; parseState accepts every state and returns it as the same JSON text. @internal */
export function checkJson<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules } = ctx;
  const fail = (detail: string, step: number | undefined): ConformanceFailure => new ConformanceFailure("json", detail, step);
  const t = playRandom(ctx, seeds, "json", {
    visit: (state, index) => {
      const problem = plainJsonProblem(state);
      if (problem !== undefined) throw fail(`the state is not plain JSON: ${problem}`, index);
      const round = jsonRoundTrip(state);
      const where = firstDifference(round, state);
      if (where !== undefined) throw fail(`the state changes in a JSON round trip at ${where}`, index);
      if (rules.parseState !== undefined) {
        const parsed = rules.parseState(round);
        if (!parsed.ok) throw fail(`parseState refused a state the ruleset made itself: [${parsed.error.code}] ${parsed.error.message}`, index);
        const diff = firstDifference(parsed.value, state);
        if (diff !== undefined) throw fail(`parseState(state) returned another state (first difference at ${diff})`, index);
        // A server stores the text and may compare or hash it: the same state is the same text.
        const stored = JSON.stringify(state);
        const loaded = JSON.stringify(parsed.value);
        if (loaded !== stored) throw fail(`parseState(state) returned the state as another JSON text (its fields in another order): saved again, it would not equal the text it was loaded from (${keyOrderText(parsed.value, state)})`, index);
      }
      if (!isSampled(index)) return;
      for (const p of rules.activePlayers(state)) {
        const listed = plainJsonProblem(rules.legalActions(state, p));
        if (listed !== undefined) throw fail(`legalActions(state, ${p}) is not plain JSON: ${listed}`, index);
      }
    },
  });
  for (const s of t.steps) {
    const problem = plainJsonProblem(s.step.events);
    if (problem !== undefined) throw fail(`the events of apply(state, ${s.player}, ${show(s.action)}) are not plain JSON: ${problem}`, s.index);
  }
  return t.steps.length;
}

/** "immutability": apply, legalActions, view and the rest leave a deep-frozen state unchanged. @internal */
export function checkImmutability<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules } = ctx;
  const fail = (detail: string, step: number | undefined): ConformanceFailure => new ConformanceFailure("immutability", detail, step);
  const use = (what: string, state: S, index: number, call: () => unknown): void => {
    try {
      call();
    } catch (e) {
      throw fail(`${what} threw on a deep-frozen state (${thrownText(e)}): it writes to its input`, index);
    }
  };
  const fallback = guardedApply(rules);
  const t = playRandom(ctx, seeds, "immutability", {
    visit: (state, index) => {
      deepFreeze(state);
      const before = canonicalJson(state);
      use("activePlayers(state)", state, index, () => rules.activePlayers(state));
      use("pending(state)", state, index, () => rules.pending(state));
      use("outcome(state)", state, index, () => rules.outcome(state));
      for (const p of rules.players(state)) use(`legalActions(state, ${p})`, state, index, () => rules.legalActions(state, p));
      if (isSampled(index)) for (const v of viewers(rules, state)) use(`view(state, ${show(v)})`, state, index, () => rules.view(state, v));
      const after = canonicalJson(state);
      if (after !== before) throw fail(`reading the state changed it at ${firstDifference(JSON.parse(before), state) ?? "$"}`, index);
    },
    apply: (state, player, action, index) => {
      const before = canonicalJson(state);
      let result: ReturnType<typeof rules.apply> | undefined;
      let problem: string | undefined;
      try {
        result = rules.apply(state, player, action);
      } catch (e) {
        problem = `it threw ${thrownText(e)}`;
      }
      if (result !== undefined && !result.ok && result.error.code === CoreErrorCode.Internal) {
        problem = `it returned [${result.error.code}] ${result.error.message}`;
      }
      const call = `apply(state, ${player}, ${show(action)})`;
      if (problem !== undefined) {
        const copy = jsonRoundTrip(state);
        try {
          rules.apply(copy, player, action);
        } catch {
          // Only the change to the copy matters here.
        }
        const where = firstDifference(JSON.parse(before), copy);
        const found = where === undefined ? "" : `; on an unfrozen copy it changed the input state at ${where}`;
        throw fail(`${call} failed on a deep-frozen input state (${problem})${found}`, index);
      }
      const after = canonicalJson(state);
      if (after !== before) throw fail(`${call} changed the input state at ${firstDifference(JSON.parse(before), state) ?? "$"}`, index);
      return fallback(state, player, action, index);
    },
  });
  return t.steps.length;
}

/** "legal-sound": listed actions are accepted; players who may not act have none and are refused. @internal */
export function checkLegalSound<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules } = ctx;
  const fail = (detail: string, step: number): ConformanceFailure => new ConformanceFailure("legal-sound", detail, step);
  const rng = new Rng(seedRng(seeds.choiceSeed ^ 0x5bd1e995));
  const pool: unknown[] = [];
  const t = playRandom(ctx, seeds, "legal-sound", {
    visit: (state, index) => {
      const active = rules.activePlayers(state);
      const listed: unknown[] = [];
      for (const p of active) {
        const legal = rules.legalActions(state, p);
        for (const action of sample(legal, SOUND_CAP, rng)) {
          if (isSampled(index)) {
            const r = tryApply(rules, state, p, action, index);
            if (!r.ok) throw fail(`legalActions(state, ${p}) lists ${show(action)}, but apply refused it: [${r.error.code}] ${r.error.message}`, index);
          }
          listed.push(action);
        }
      }
      const probes = listed.length > 0 ? listed : pool;
      for (const p of rules.players(state)) {
        if (active.includes(p)) continue;
        const legal = rules.legalActions(state, p);
        if (legal.length > 0) {
          throw fail(`player ${p} is not in activePlayers (${show(active)}), but legalActions(state, ${p}) lists ${show(legal[0])}`, index);
        }
        if (!isSampled(index)) continue;
        const before = canonicalJson(state);
        for (const action of sample(probes, SOUND_CAP, rng)) {
          const r = tryApply(rules, state, p, action, index);
          if (r.ok) throw fail(`player ${p} may not act now (activePlayers is ${show(active)}), but apply(state, ${p}, ${show(action)}) accepted it`, index);
        }
        const where = canonicalJson(state) === before ? undefined : firstDifference(JSON.parse(before), state);
        if (where !== undefined) throw fail(`a refused action of player ${p}, who may not act now, changed the state at ${where}`, index);
      }
      for (const a of listed.slice(0, 4)) pool.push(a);
      if (pool.length > 64) pool.splice(0, pool.length - 64);
    },
  });
  return t.steps.length;
}

/** Canonical JSON with every list's items in sorted order: equal for actions that differ only in the order of a list. */
function unorderedKey(value: unknown, depth = 0): string {
  if (depth > 32 || typeof value !== "object" || value === null) return key(value);
  if (Array.isArray(value)) return `[${(value as readonly unknown[]).map((v) => unorderedKey(v, depth + 1)).sort().join(",")}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${unorderedKey(Reflect.get(value, k), depth + 1)}`)
    .join(",")}}`;
}

/**
 * Whether `action` is a faces answer without its roll number and `listed` the same answer with
 * it: the short form core documents (`{ type: "faces", faces }` is taken for the roll pending),
 * which the answer lists leave out.
 */
function isShortAnswer(action: unknown, listed: unknown): boolean {
  if (!isRecord(action) || !isRecord(listed) || Reflect.get(action, "type") !== "faces" || Reflect.get(listed, "type") !== "faces") return false;
  if (Object.keys(action).length !== 2 || Object.keys(listed).length !== 3 || !Object.hasOwn(listed, "roll")) return false;
  const a: unknown = Reflect.get(action, "faces");
  const b: unknown = Reflect.get(listed, "faces");
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if ((a as unknown[])[i] !== (b as unknown[])[i]) return false;
  return true;
}

/**
 * Whether an accepted action that is not listed is a listed action with a list in another
 * order (a set of cards, which rulesets built with the kit match in any order), or a listed
 * faces answer without its roll number (core's documented short form), that gives exactly the
 * same step. @internal
 */
export function isListedInAnotherOrder<S>(rules: Ruleset<S, unknown>, state: S, player: PlayerId, action: unknown, legal: readonly unknown[], step: { readonly state: unknown; readonly events: unknown }): boolean {
  const k = unorderedKey(action);
  for (const listed of legal) {
    if (!isShortAnswer(action, listed) && unorderedKey(listed) !== k) continue;
    const r = rules.apply(state, player, listed);
    if (r.ok && key(r.value.state) === key(step.state) && key(r.value.events) === key(step.events)) return true;
  }
  return false;
}

/** "legal-complete": near misses of listed actions that apply accepts must be listed too. @internal */
export function checkLegalComplete<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules, extraActions } = ctx;
  const rng = new Rng(seedRng(seeds.choiceSeed ^ 0x2545f491));
  const pool = new Map<string, unknown>();
  const strings = new Set<string>();
  const t = playRandom(ctx, seeds, "legal-complete", {
    visit: (state, index) => {
      if (index === 0) collectStrings(state, strings, 64);
      const active = rules.activePlayers(state);
      const lists = active.map((p) => rules.legalActions(state, p));
      if (isSampled(index)) {
        const words = [...strings];
        active.forEach((p, i) => {
          const legal = lists[i] ?? [];
          const listed = new Set(legal.map(key));
          const candidates = new Map<string, unknown>();
          const add = (c: unknown): void => {
            const k = key(c);
            if (!listed.has(k) && !candidates.has(k)) candidates.set(k, c);
          };
          lists.forEach((other, j) => {
            if (j !== i) for (const c of other) add(c);
          });
          for (const c of pool.values()) add(c);
          for (const a of sample(legal, 16, rng)) for (const m of mutations(a, words, rng)) add(m);
          if (extraActions !== undefined) for (const c of extraActions(state, p)) add(c);
          for (const c of sample([...candidates.values()], CANDIDATE_CAP, rng)) {
            const r = tryApply(rules, state, p, c, index);
            if (r.ok && !isListedInAnotherOrder(rules, state, p, c, legal, r.value)) {
              throw new ConformanceFailure("legal-complete", `apply(state, ${p}, ${show(c)}) accepted the action, but legalActions(state, ${p}) does not list it`, index);
            }
          }
        });
      }
      for (const list of lists) {
        for (const a of list.slice(0, 8)) {
          pool.set(key(a), a);
          collectStrings(a, strings, 64);
        }
      }
      while (pool.size > 64) {
        const first = pool.keys().next();
        if (first.done === true) break;
        pool.delete(first.value);
      }
    },
  });
  return t.steps.length;
}

function buildAction<S>(rules: Ruleset<S, unknown>, state: S, spec: ProbeAction): unknown {
  if (spec.kind === "raw") return spec.value;
  const listed: unknown[] = [];
  for (const p of rules.players(state)) for (const a of rules.legalActions(state, p)) listed.push(a);
  const picked = listed.length === 0 ? {} : listed[spec.pick % listed.length];
  if (spec.kind === "listed") return picked;
  if (Array.isArray(picked)) {
    const list = (picked as readonly unknown[]).slice();
    list[spec.field % (list.length + 1)] = spec.value;
    return list;
  }
  if (typeof picked !== "object" || picked === null) return spec.value;
  const keys = Object.keys(picked);
  const field = spec.field < keys.length * 2 ? (keys[spec.field % keys.length] ?? "extra") : `extra${spec.field % 3}`;
  const copy: Record<string, unknown> = { ...picked };
  Object.defineProperty(copy, field, { value: spec.value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Whether a value is shaped like a {@link Result} with a step or an error. @internal */
export function isResult(r: unknown): r is { ok: true; value: Step<unknown> } | { ok: false; error: { code: unknown; message: unknown } } {
  if (typeof r !== "object" || r === null || !("ok" in r)) return false;
  if (r.ok === true) return "value" in r;
  return r.ok === false && "error" in r && typeof r.error === "object" && r.error !== null && "code" in r.error && "message" in r.error;
}

/** Junk every ruleset gets on a few states of every match, besides the random probes. */
const JUNK: readonly unknown[] = [null, undefined, 0, -1, "", "x", true, [], [null], {}, { type: null }, { type: 1 }, { type: "x" }, { type: [] }, Object.create(null)];

/** "apply-total": apply returns a Result for any action and player, without throwing or changing the state. @internal */
export function checkApplyTotal<S>(ctx: KitContext<S>, input: ProbeInput): number {
  const { rules } = ctx;
  const t = playRandom(ctx, input, "apply-total");
  const states = [t.start, ...t.steps.map((s) => s.step.state)];
  const probe = (index: number, player: unknown, action: unknown): void => {
    const state = states[index] ?? t.start;
    // A player id that may be anything at all, on purpose: apply must refuse it, not throw.
    const who = player as PlayerId;
    const call = `apply(state, ${show(player)}, ${show(action)})`;
    const before = canonicalJson(state);
    let result: unknown;
    try {
      result = rules.apply(state, who, action);
    } catch (e) {
      throw new ConformanceFailure("apply-total", `${call} threw ${thrownText(e)}`, index);
    }
    if (!isResult(result)) throw new ConformanceFailure("apply-total", `${call} returned ${show(result)}, which is not a Result`, index);
    if (result.ok) {
      const active = rules.activePlayers(state);
      const legal = active.includes(who) ? rules.legalActions(state, who) : [];
      if (!legal.map(key).includes(key(action)) && !isListedInAnotherOrder(rules, state, who, action, legal, result.value)) {
        throw new ConformanceFailure("legal-complete", `${call} accepted the action, but legalActions(state, ${show(player)}) does not list it`, index);
      }
    } else {
      const e = result.error;
      if (typeof e.code !== "string" || typeof e.message !== "string") {
        throw new ConformanceFailure("apply-total", `${call} returned an error without a string code and message: ${show(e)}`, index);
      }
      if (e.code === CoreErrorCode.Internal) {
        throw new ConformanceFailure("apply-total", `${call} returned [${e.code}] ${e.message}: the ruleset threw inside`, index);
      }
    }
    const after = canonicalJson(state);
    if (after !== before) throw new ConformanceFailure("immutability", `${call} changed the input state at ${firstDifference(JSON.parse(before), state) ?? "$"}`, index);
    if (rules.parseState !== undefined) {
      try {
        rules.parseState(action);
      } catch (e) {
        throw new ConformanceFailure("apply-total", `parseState(${show(action)}) threw ${thrownText(e)}`, index);
      }
    }
  };
  const last = states.length - 1;
  for (const index of new Set([0, last >> 1, last])) {
    const players: unknown[] = [...rules.activePlayers(states[index] ?? t.start), -1, 99, "x"];
    for (const player of players) for (const action of JUNK) probe(index, player, action);
  }
  for (const p of input.probes) {
    const index = p.at % states.length;
    probe(index, p.player, buildAction(rules, states[index] ?? t.start, p.action));
  }
  return t.steps.length;
}

/** A word of text as card ids are written: letters, digits, `_` and `-` (the kit scrubs the same words). */
const WORD = /[\w-]+/g;

/** The first hidden card id that is a whole word of `text` ("Frozen Touch of c55" holds `c55`, "c550" does not). */
function hiddenWord(text: string, hidden: ReadonlySet<string>): string | undefined {
  if (hidden.has(text)) return text;
  for (const m of text.matchAll(WORD)) if (hidden.has(m[0])) return m[0];
  return undefined;
}

/**
 * Where a JSON value shows a hidden card id (a string or key equal to one, or one as a whole
 * word inside longer text) or all four numbers of the generator state. @internal
 */
export function findLeak(value: unknown, hidden: ReadonlySet<string>, rngs: readonly RngState[]): string | undefined {
  const found = rngs.map(() => new Map<number, string>());
  const seeNumber = (n: number, text: string | undefined, path: string): void => {
    rngs.forEach((rng, r) => {
      const map = found[r];
      for (let i = 0; i < 4; i++) {
        const x = rng[i];
        if (x === undefined || map === undefined || map.has(i)) continue;
        if (n === x || (text?.includes(String(x)) ?? false)) map.set(i, path);
      }
    });
  };
  const walk = (v: unknown, path: string): string | undefined => {
    if (typeof v === "string") {
      if (hidden.has(v)) return `shows the hidden card "${v}" at ${path}`;
      const word = hidden.size === 0 ? undefined : hiddenWord(v, hidden);
      if (word !== undefined) return `shows the hidden card "${word}" in the text ${show(v)} at ${path}`;
      seeNumber(Number.NaN, v, path);
    } else if (typeof v === "number") {
      seeNumber(v, undefined, path);
    } else if (Array.isArray(v)) {
      const list: readonly unknown[] = v;
      for (let i = 0; i < list.length; i++) {
        const leak = walk(list[i], `${path}[${i}]`);
        if (leak !== undefined) return leak;
      }
    } else if (typeof v === "object" && v !== null) {
      for (const [k, child] of Object.entries(v)) {
        if (hidden.has(k)) return `shows the hidden card "${k}" as a key at ${path}`;
        const word = hidden.size === 0 ? undefined : hiddenWord(k, hidden);
        if (word !== undefined) return `shows the hidden card "${word}" in the key ${show(k)} at ${path}`;
        const leak = walk(child, `${path}.${k}`);
        if (leak !== undefined) return leak;
      }
    }
    return undefined;
  };
  const leak = walk(value, "$");
  if (leak !== undefined) return leak;
  for (let r = 0; r < rngs.length; r++) {
    const map = found[r];
    if (map?.size === 4) return `shows the generator state (all four numbers of secrets().rng, at ${[...map.values()].join(", ")})`;
  }
  return undefined;
}

/** "views": no view, legal list or redacted event shows a card hidden from its viewer or the generator state. @internal */
export function checkViews<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules } = ctx;
  const secrets = rules.secrets?.bind(rules);
  if (secrets === undefined) {
    throw new ConformanceFailure("views", 'the ruleset has no secrets(state, viewer), which this check needs to know what each viewer must not see: implement secrets, or skip "views"', undefined);
  }
  const fail = (detail: string, step: number): ConformanceFailure => new ConformanceFailure("views", detail, step);
  const t = playRandom(ctx, seeds, "views", {
    visit: (state, index) => {
      if (!isSampled(index)) return;
      for (const v of viewers(rules, state)) {
        const sec = secrets(state, v);
        const view = rules.view(state, v);
        const problem = plainJsonProblem(view);
        if (problem !== undefined) throw fail(`view(state, ${show(v)}) is not plain JSON: ${problem}`, index);
        const hidden = new Set(sec.hiddenCards);
        const leak = findLeak(view, hidden, [sec.rng]);
        if (leak !== undefined) throw fail(`view(state, ${show(v)}) ${leak}`, index);
        if (v !== "spectator" && rules.activePlayers(state).includes(v)) {
          // A seat's legal actions are what its client offers it: they may name only what it may know.
          const offered = findLeak(rules.legalActions(state, v), hidden, [sec.rng]);
          if (offered !== undefined) throw fail(`legalActions(state, ${show(v)}) ${offered}`, index);
        }
        if (v === "spectator") {
          // Every viewer sees the decision awaited, so it may name only what the spectator may know.
          const shown = findLeak(rules.pending(state) ?? null, hidden, [sec.rng]);
          if (shown !== undefined) throw fail(`pending(state), which every viewer sees, ${shown}`, index);
        }
      }
    },
  });
  // The states around a step let a kit ruleset hide ids the viewer could identify at neither end.
  const redact = (events: readonly GameEvent[], v: Viewer, before: S, after: S): readonly GameEvent[] =>
    rules.viewEvents !== undefined ? rules.viewEvents(events, v, { before, after }) : redactEvents(events, v);
  // Without them, the events alone must be as safe: what a tool shows that keeps no states.
  const alone = (events: readonly GameEvent[], v: Viewer): readonly GameEvent[] => (rules.viewEvents !== undefined ? rules.viewEvents(events, v) : redactEvents(events, v));
  for (const s of t.steps) {
    // Every step, not only the sampled ones: redacting events is cheap, and a card named in an
    // event of one step in many (a roll that pauses before a card is discarded) is still a leak.
    const sampled = isSampled(s.index);
    for (const v of viewers(rules, s.before)) {
      const was = secrets(s.before, v);
      const now = secrets(s.step.state, v);
      const still = new Set(now.hiddenCards);
      const hidden = new Set(was.hiddenCards.filter((c) => still.has(c)));
      const bare = findLeak(alone(s.step.events, v), hidden, [was.rng, now.rng]);
      if (bare !== undefined) {
        const call = rules.viewEvents !== undefined ? `viewEvents(events, ${show(v)}) gives them without the states around the step` : `redactEvents(events, ${show(v)}) gives them`;
        throw fail(`the events of apply(state, ${s.player}, ${show(s.action)}), as ${call}, ${bare}`, s.index);
      }
      if (!sampled) continue;
      const leak = findLeak(redact(s.step.events, v, s.before, s.step.state), hidden, [was.rng, now.rng]);
      if (leak !== undefined) throw fail(`the events of apply(state, ${s.player}, ${show(s.action)}) as ${show(v)} sees them ${leak}`, s.index);
      // A step that says it revealed nothing is one an undo may go back past: no viewer, the
      // spectator included, may identify a card after it that they could not before.
      if (s.step.revealed === false) {
        const learned = new Set(was.hiddenCards.filter((c) => !still.has(c)));
        const shown = learned.size === 0 ? undefined : findLeak(rules.view(s.step.state, v), learned, []);
        if (shown !== undefined) {
          throw fail(`apply(state, ${s.player}, ${show(s.action)}) says revealed: false, but after it the view of ${show(v)} ${shown}, which was hidden from them before: an undo back past this step would let them act on it`, s.index);
        }
      }
    }
  }
  return t.steps.length;
}

/** "determinize": the determinized state looks the same to its player, is JSON, and plays on. @internal */
export function checkDeterminize<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules } = ctx;
  const determinize = rules.determinize?.bind(rules);
  if (determinize === undefined) return 0;
  const fail = (detail: string, step: number): ConformanceFailure => new ConformanceFailure("determinize", detail, step);
  const rng = new Rng(seedRng(seeds.choiceSeed ^ 0x68e31da4));
  const t = playRandom(ctx, seeds, "determinize", {
    visit: (state, index) => {
      if (!isSampled(index)) return;
      const before = canonicalJson(state);
      for (const p of rules.players(state)) {
        const d = determinize(state, p, [rng.nextU32(), rng.nextU32(), rng.nextU32(), rng.nextU32()]);
        const problem = plainJsonProblem(d);
        if (problem !== undefined) throw fail(`determinize(state, ${p}) is not plain JSON: ${problem}`, index);
        const where = firstDifference(rules.view(d, p), rules.view(state, p));
        if (where !== undefined) {
          throw fail(`view(determinize(state, ${p}), ${p}) differs from view(state, ${p}) at ${where}: player ${p} could tell the two states apart`, index);
        }
        // d looks the same to p as state does, so determinizing either with one seed must agree.
        const again: RngState = [rng.nextU32(), rng.nextU32(), rng.nextU32(), rng.nextU32()];
        const fromReal = canonicalJson(determinize(state, p, again));
        const fromSample = canonicalJson(determinize(d, p, again));
        if (fromReal !== fromSample) {
          throw fail(
            `determinize(state, ${p}, rng) depends on what player ${p} cannot see: two states with the same view of player ${p} gave different results for the same rng (sort the hidden card ids before dealing them)`,
            index,
          );
        }
        const active = rules.activePlayers(d);
        if (active.length === 0) continue;
        const q = active[rng.int(active.length)] ?? 0;
        const legal = rules.legalActions(d, q);
        if (legal.length === 0) throw fail(`after determinize(state, ${p}), player ${q} may act but has no legal action`, index);
        const action = legal[rng.int(legal.length)];
        const r = tryApply(rules, d, q, action, index);
        if (!r.ok) {
          throw fail(`after determinize(state, ${p}), apply refused the listed action ${show(action)} of player ${q}: [${r.error.code}] ${r.error.message}`, index);
        }
      }
      if (canonicalJson(state) !== before) throw fail(`determinize changed its input state at ${firstDifference(JSON.parse(before), state) ?? "$"}`, index);
    },
  });
  return t.steps.length;
}

/** "termination": the match ends within maxSteps, and once over nobody may act. @internal */
export function checkTermination<S>(ctx: KitContext<S>, seeds: MatchSeeds): number {
  const { rules } = ctx;
  const t = playRandom(ctx, seeds, "termination");
  const fail = (detail: string): ConformanceFailure => new ConformanceFailure("termination", detail, t.steps.length);
  if (!t.ended) throw fail(`the match did not end within ${ctx.maxSteps} steps (it still waits for ${show(rules.pending(t.final) ?? null)})`);
  const active = rules.activePlayers(t.final);
  if (active.length > 0) throw fail(`the match is over, but activePlayers still lists ${show(active)}`);
  const decision = rules.pending(t.final);
  if (decision !== undefined) throw fail(`the match is over, but pending still returns ${show(decision)}`);
  return t.steps.length;
}
