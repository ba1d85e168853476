// A check of "hidden means hidden" written from the public Ruleset API only, as an outsider
// would (first written for an outside review, 2026-12-07). Not a test file itself: the games'
// `hidden-swaps.test.ts` and `hidden-opening.test.ts` run it.
//
// Independent of the kit's own checks: which cards are hidden from a viewer is read off the
// viewer's *view* (a card id that appears nowhere in it), not from `secrets`; two states are
// made different by *moving whole instances* (the ids exchange places everywhere in the state
// but the instance table, as a different shuffle would deal them), or by exchanging their
// definitions, without asking the game's `swapHidden` or `holds`; only `parseState` filters out
// swaps that no real deal could give. Then everything the viewer gets must be the same.
import type { GameEvent, PlayerId, Result, Ruleset, Step, Viewer } from "@rulesmith/core";

/** Just what the harness reads of a kit state. */
interface KitLike {
  readonly cards: Record<string, { readonly def: string; readonly owner: number }>;
}

type RS = Ruleset<unknown, unknown> & {
  viewEvents(events: readonly GameEvent[], viewer: Viewer, around?: { before: unknown; after: unknown }): readonly GameEvent[];
  determinize(state: unknown, player: PlayerId, rng: readonly [number, number, number, number]): unknown;
  parseState(value: unknown): Result<unknown>;
  secrets(state: unknown, viewer: Viewer): { hiddenCards: readonly string[] };
};

export interface Leak {
  readonly kind: string;
  readonly viewer: Viewer;
  readonly swap: string;
  readonly at: string;
  readonly detail: string;
  readonly step: number;
  readonly seed: number;
  readonly actions?: readonly unknown[];
}

/** Stable text of JSON (sorted keys). */
export function stable(v: unknown): string {
  if (v === undefined) return "undefined";
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(stable).join(",")}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .filter((k) => o[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${stable(o[k])}`)
    .join(",")}}`;
}

/** The first path where two JSON values differ, with both sides (shortened). */
export function diff(a: unknown, b: unknown, path = ""): string | undefined {
  if (stable(a) === stable(b)) return undefined;
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null && Array.isArray(a) === Array.isArray(b)) {
    const ka = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of [...ka].sort()) {
      const d = diff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d !== undefined) return d;
    }
  }
  const cut = (x: unknown): string => {
    const s = stable(x);
    return s.length > 300 ? `${s.slice(0, 300)}…` : s;
  };
  return `${path || "(root)"}: ${cut(a)}  <>  ${cut(b)}`;
}

/** Every string in a JSON value (keys too). */
export function strings(v: unknown, out = new Set<string>(), depth = 0): Set<string> {
  if (depth > 80) return out;
  if (typeof v === "string") out.add(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out, depth + 1);
  else if (typeof v === "object" && v !== null)
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      strings(x, out, depth + 1);
    }
  return out;
}

/** Every card id mentioned in text (also inside prose such as "Frozen Touch of c55"). */
function idsInText(s: string, ids: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(/[A-Za-z][A-Za-z0-9_-]*/g)) if (ids.has(m[0])) out.push(m[0]);
  return out;
}

/** The card ids a viewer's view names anywhere (as a value, a key or inside prose). */
export function idsInView(view: unknown, ids: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const s of strings(view)) {
    if (ids.has(s)) out.add(s);
    else if (s.length > 3) for (const x of idsInText(s, ids)) out.add(x);
  }
  return out;
}

/** The state with ids `a` and `b` exchanged everywhere but in the instance table: the two instances change places. */
export function moveSwap(state: unknown, a: string, b: string): unknown {
  const ren = (v: unknown, depth: number): unknown => {
    if (typeof v === "string") return v === a ? b : v === b ? a : v;
    if (Array.isArray(v)) return v.map((x) => ren(x, depth + 1));
    if (typeof v === "object" && v !== null) {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        const k2 = k === a ? b : k === b ? a : k;
        out[k2] = depth === 0 && (k === "cards" || k === "defs") ? x : ren(x, depth + 1);
      }
      return out;
    }
    return v;
  };
  const out = ren(state, 0) as Record<string, unknown>;
  // The kit's zone index maps an id to its slot in `where` (the id's own slot, whatever the
  // deal): keep it, and exchange the two slots' zones instead.
  const z0 = (state as Record<string, unknown>)["zones"] as { index?: Record<string, number>; where?: string[] } | undefined;
  const z1 = out["zones"] as Record<string, unknown> | undefined;
  if (z0?.index !== undefined && z0.where !== undefined && z1 !== undefined) {
    const ia = z0.index[a];
    const ib = z0.index[b];
    const where = z0.where.slice();
    if (ia !== undefined && ib !== undefined) {
      where[ia] = z0.where[ib] ?? "";
      where[ib] = z0.where[ia] ?? "";
    }
    out["zones"] = { ...z1, index: z0.index, where };
  }
  return out;
}

/** The state with the definitions of `a` and `b` exchanged (ids stay where they are). */
export function defSwap(state: unknown, a: string, b: string): unknown {
  const s = state as KitLike;
  const ca = s.cards[a];
  const cb = s.cards[b];
  if (ca === undefined || cb === undefined) return state;
  return { ...(state as object), cards: { ...s.cards, [a]: { ...ca, def: cb.def }, [b]: { ...cb, def: ca.def } } };
}

/** Small seeded generator for the harness's own choices. */
export function mulberry(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Options {
  readonly config: (seed: number) => unknown;
  readonly seeds: readonly number[];
  /** Steps to play per match at most. */
  readonly maxSteps: number;
  /** Check one state in this many. */
  readonly every: number;
  /** Swaps per state and viewer. */
  readonly swaps: number;
  /** Chooses an action: random, or a greedy pick. */
  readonly choose?: (state: unknown, player: PlayerId, legal: readonly unknown[], rnd: () => number) => unknown;
  /** Decision kinds checked whenever they come up (with `specialRate`), besides one state in `every`. */
  readonly special?: readonly string[];
  readonly specialRate?: number;
  /** Stop at the first leak of each kind. */
  readonly firstOnly?: boolean;
  /** The definitions' names, to look for in texts of hidden cards. */
  readonly defName?: (def: unknown) => string | undefined;
}

export interface Report {
  leaks: Leak[];
  /** Differences after a step that acts on one of the swapped cards: what the actor does with a card may show some of it by the rules (a cost paid); read, not failed on. */
  info: Leak[];
  states: number;
  swapsTried: number;
  swapsChecked: number;
  stepsCompared: number;
  refusalsCompared: number;
  matches: number;
  finished: number;
  chance: number;
}

function card(state: unknown): KitLike["cards"] {
  return (state as KitLike).cards;
}

/** Card ids named by an action (strings that are card ids, anywhere in it). */
function cardIdsOf(action: unknown, ids: ReadonlySet<string>): string[] {
  return [...strings(action)].filter((s) => ids.has(s));
}

/** The action with every occurrence of `from` replaced by `to`. */
function replaceId(action: unknown, from: string, to: string): unknown {
  if (typeof action === "string") return action === from ? to : action;
  if (Array.isArray(action)) return action.map((x) => replaceId(x, from, to));
  if (typeof action === "object" && action !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(action)) out[k] = replaceId(x, from, to);
    return out;
  }
  return action;
}

/** Whether a step shows cards to `viewer` by a rule (a reveal, a hand shown): such a step may differ. */
function revealsTo(events: readonly GameEvent[], viewer: Viewer): boolean {
  for (const e of events) {
    if (e.type === "cards-revealed") {
      const to: unknown = (e as Record<string, unknown>)["to"];
      if (to === "all" || (Array.isArray(to) && viewer !== "spectator" && (to as unknown[]).includes(viewer))) return true;
    } else if (/reveal/i.test(e.type)) return true;
  }
  return false;
}

export function run(rules: RS, opts: Options): Report {
  const rep: Report = { leaks: [], info: [], states: 0, swapsTried: 0, swapsChecked: 0, stepsCompared: 0, refusalsCompared: 0, matches: 0, finished: 0, chance: 0 };
  const kinds = new Set<string>();
  for (const seed of opts.seeds) {
    const rnd = mulberry(seed * 7919 + 13);
    const start = rules.setup(opts.config(seed));
    if (!start.ok) throw new Error(`setup: ${start.error.message}`);
    let state = start.value;
    const played: unknown[] = [];
    rep.matches++;
    for (let step = 0; step < opts.maxSteps; step++) {
      const active = rules.activePlayers(state);
      const kind = rules.pending(state)?.kind ?? "";
      const special = opts.special?.includes(kind) === true && rnd() < (opts.specialRate ?? 1);
      if (step % opts.every === 0 || active.length === 0 || special) {
        checkState(rules, state, step, seed, played, rnd, opts, rep, kinds);
      }
      if (active.length === 0) {
        rep.finished++;
        break;
      }
      const p = active[Math.floor(rnd() * active.length)] ?? 0;
      const legal = rules.legalActions(state, p);
      const a = opts.choose !== undefined ? opts.choose(state, p, legal, rnd) : legal[Math.floor(rnd() * legal.length)];
      if ((rules.pending(state)?.kind ?? "") === "chance") rep.chance++;
      const r = rules.apply(state, p, a);
      if (!r.ok) throw new Error(`apply refused a listed action: ${r.error.message}`);
      played.push({ p, a });
      state = r.value.state;
    }
  }
  return rep;
}

function checkState(rules: RS, state: unknown, step: number, seed: number, played: readonly unknown[], rnd: () => number, opts: Options, rep: Report, kinds: Set<string>): void {
  rep.states++;
  const allIds = new Set(Object.keys(card(state)));
  const viewers: Viewer[] = [...rules.players(state), "spectator"];
  const add = (l: Omit<Leak, "step" | "seed" | "actions">): void => {
    if (opts.firstOnly === true && kinds.has(l.kind)) return;
    if (l.kind.startsWith("info:")) {
      kinds.add(l.kind);
      rep.info.push({ ...l, step, seed });
      return;
    }
    kinds.add(l.kind);
    rep.leaks.push({ ...l, step, seed, actions: played.slice() });
  };
  // One next step for the "same action in both states" comparison.
  const active = rules.activePlayers(state);
  const q = active.length === 0 ? undefined : active[Math.floor(rnd() * active.length)];
  const qList = q === undefined ? [] : rules.legalActions(state, q);
  const action = qList.length === 0 ? undefined : qList[Math.floor(rnd() * qList.length)];
  const next = q === undefined || action === undefined ? undefined : rules.apply(state, q, action);

  for (const v of viewers) {
    const view = rules.view(state, v);
    const shown = idsInView(view, allIds);
    const hidden = [...allIds].filter((id) => !shown.has(id));
    // Independent cross-check of the game's own list: a card the game calls identifiable that the
    // view never shows, or a card the game calls hidden that the view shows.
    const secret = new Set(rules.secrets(state, v).hiddenCards);
    for (const id of shown) if (secret.has(id)) add({ kind: "view-names-secret", viewer: v, swap: "", at: id, detail: `view of ${String(v)} names ${id}, which secrets() calls hidden` });
    if (hidden.length < 2) continue;
    const viewKey = stable(view);
    const pendKey = stable(rules.pending(state) ?? null);
    const listKey = v === "spectator" ? "" : stable(rules.legalActions(state, v));
    const detSeed: [number, number, number, number] = [(rnd() * 2 ** 32) >>> 0, (rnd() * 2 ** 32) >>> 0, (rnd() * 2 ** 32) >>> 0, 1 + ((rnd() * 2 ** 31) >>> 0)];
    let det: unknown;
    let detKey: string | undefined;
    let detViewKey: string | undefined;
    for (let k = 0; k < opts.swaps; k++) {
      const a = hidden[Math.floor(rnd() * hidden.length)] ?? "";
      const candidates = hidden.filter((b) => b !== a && card(state)[b]?.owner === card(state)[a]?.owner);
      if (candidates.length === 0) continue;
      const b = candidates[Math.floor(rnd() * candidates.length)] ?? "";
      for (const how of ["move", "def"] as const) {
        if (how === "def" && card(state)[a]?.def === card(state)[b]?.def) continue;
        rep.swapsTried++;
        const s2 = how === "move" ? moveSwap(state, a, b) : defSwap(state, a, b);
        const parsed = rules.parseState(JSON.parse(JSON.stringify(s2)));
        if (!parsed.ok) continue;
        rep.swapsChecked++;
        const sw = `${how}-swap ${a}<->${b} (${card(state)[a]?.def} / ${card(state)[b]?.def}, owner ${card(state)[a]?.owner})`;
        const view2 = rules.view(s2, v);
        const dv = diff(view, view2);
        if (dv !== undefined && stable(view2) !== viewKey) add({ kind: `view/${how}`, viewer: v, swap: sw, at: "view", detail: dv });
        const pend2 = rules.pending(s2) ?? null;
        if (stable(pend2) !== pendKey) add({ kind: `pending/${how}`, viewer: v, swap: sw, at: "pending", detail: diff(rules.pending(state) ?? null, pend2) ?? "" });
        if (v !== "spectator") {
          const list2 = rules.legalActions(s2, v);
          if (stable(list2) !== listKey) add({ kind: `legal/${how}`, viewer: v, swap: sw, at: "legalActions", detail: diff(rules.legalActions(state, v), list2) ?? "" });
          if (det === undefined) {
            det = rules.determinize(state, v, detSeed);
            // The sampled world looks the same to the player, and offers them the same choices.
            const dv = diff(view, rules.view(det, v));
            if (dv !== undefined) add({ kind: "determinize-view", viewer: v, swap: "", at: "view(determinize(state, v), v)", detail: dv });
            const dl = diff(rules.legalActions(state, v), rules.legalActions(det, v));
            if (dl !== undefined) add({ kind: "determinize-legal", viewer: v, swap: "", at: "legalActions(determinize(state, v), v)", detail: dl });
          }
          detKey ??= stable(det);
          detViewKey ??= stable(rules.view(det, v));
          const det2 = rules.determinize(s2, v, detSeed);
          if (stable(det2) !== detKey) {
            const dview = stable(rules.view(det2, v)) !== detViewKey;
            add({ kind: `determinize/${how}${dview ? "/view" : ""}`, viewer: v, swap: sw, at: "determinize", detail: `${dview ? `VIEW OF RESULT DIFFERS: ${diff(rules.view(det, v), rules.view(det2, v)) ?? ""}` : ""} state: ${diff(det, det2) ?? ""}` });
          }
          // Refusals: an action naming a (or b) that apply refuses must be refused in the same words in both states.
          const legal = rules.legalActions(state, v);
          const named = legal.filter((x) => cardIdsOf(x, allIds).length > 0).slice(0, 6);
          for (const base of named) {
            const ids = cardIdsOf(base, allIds);
            const from = ids[Math.floor(rnd() * ids.length)] ?? "";
            for (const to of [a, b]) {
              const bad = replaceId(base, from, to);
              const r1 = rules.apply(state, v, bad);
              const r2 = rules.apply(s2, v, bad);
              rep.refusalsCompared++;
              const t1 = r1.ok ? "accepted" : stable({ c: r1.error.code, m: r1.error.message, d: r1.error.details ?? null, r: r1.error.rule ?? null });
              const t2 = r2.ok ? "accepted" : stable({ c: r2.error.code, m: r2.error.message, d: r2.error.details ?? null, r: r2.error.rule ?? null });
              if (t1 !== t2) add({ kind: `refusal/${how}`, viewer: v, swap: sw, at: `apply(${stable(bad)})`, detail: `${t1}  <>  ${t2}` });
            }
          }
        }
        // The same next step in both states.
        if (next?.ok === true && q !== undefined) {
          const then = rules.apply(s2, q, action);
          if (!then.ok) continue;
          const after1 = next.value.state;
          const after2 = then.value.state;
          const ids1 = idsInView(rules.view(after1, v), allIds);
          const ids2 = idsInView(rules.view(after2, v), allIds);
          if (ids1.has(a) || ids1.has(b) || ids2.has(a) || ids2.has(b)) continue;
          // A step that reveals one of them on the way (then hides it again) may differ.
          if (revealsTo(next.value.events, v) || revealsTo(then.value.events, v)) continue;
          const e1 = rules.viewEvents(next.value.events, v, { before: state, after: after1 });
          const e2 = rules.viewEvents(then.value.events, v, { before: s2, after: after2 });
          const named1 = idsInView(e1, allIds);
          const named2 = idsInView(e2, allIds);
          if (named1.has(a) || named1.has(b) || named2.has(a) || named2.has(b)) continue;
          rep.stepsCompared++;
          const acts = cardIdsOf(action, allIds).some((x) => x === a || x === b) ? "info:acts-on-swapped/" : "";
          if (stable(e1) !== stable(e2)) add({ kind: `${acts}events/${how}`, viewer: v, swap: sw, at: `apply(${String(q)}, ${stable(action)})`, detail: diff(e1, e2) ?? "" });
          const bare1 = rules.viewEvents(next.value.events, v);
          const bare2 = rules.viewEvents(then.value.events, v);
          if (stable(bare1) !== stable(bare2)) add({ kind: `${acts}events-bare/${how}`, viewer: v, swap: sw, at: `apply(${String(q)}, ${stable(action)})`, detail: diff(bare1, bare2) ?? "" });
          const va1 = rules.view(after1, v);
          const va2 = rules.view(after2, v);
          if (stable(va1) !== stable(va2)) add({ kind: `${acts}view-after/${how}`, viewer: v, swap: sw, at: `after apply(${String(q)}, ${stable(action)})`, detail: diff(va1, va2) ?? "" });
        }
      }
    }
  }
}

export type { Step };

/** A greedy chooser from @rulesmith/bots (few samples: cheap), falling back to random. */
export async function greedyChooser(rules: RS, seed: number): Promise<NonNullable<Options["choose"]>> {
  const { greedyBot } = await import("@rulesmith/bots");
  const made = greedyBot(rules, { seed, samples: 2 });
  if (!made.ok) throw new Error(made.error.message);
  const bot = made.value;
  return (state, player, legal, rnd) => {
    if (legal.length > 1 && rnd() < 0.8) {
      const c = bot.choose(state, player);
      if (c.ok) return c.value;
    }
    return legal[Math.floor(rnd() * legal.length)];
  };
}

/** Prints a report and fails on any leak. */
export function assertNoLeak(name: string, rep: Report): void {
  console.log(
    `${name}: ${rep.matches} matches (${rep.finished} finished), ${rep.states} states, ${rep.swapsChecked}/${rep.swapsTried} swaps, ${rep.stepsCompared} next steps, ${rep.refusalsCompared} refusals, ${rep.chance} chance steps; ${rep.info.length} info`,
  );
  for (const l of rep.info.slice(0, 6)) console.log(`info: ${JSON.stringify(l).slice(0, 700)}`);
  for (const l of rep.leaks.slice(0, 12)) console.log(`leak: ${JSON.stringify({ ...l, actions: l.actions?.length })}`);
  const lines = rep.leaks.map((l) => `${l.kind} viewer ${String(l.viewer)} seed ${l.seed} step ${l.step}: ${l.swap} at ${l.at}: ${l.detail}`.slice(0, 700));
  if (lines.length > 0) throw new Error(`${name}: ${lines.length} leak(s):\n${lines.join("\n")}`);
  // A run that compared nothing would pass whatever the engine does.
  if (rep.swapsChecked === 0) throw new Error(`${name}: no swap was checked (${rep.swapsTried} tried): the run tests nothing`);
}

/**
 * Swaps *before* a step that opens a decision: hidden information a step bakes into the decision
 * it opens (a count of matching cards in a prompt) is fixed in the state after it, so swapping
 * after the fact cannot see it. For each step of random play whose pending decision differs from
 * the one before (kind or prompt), `pairs` pairs of cards hidden from a viewer before and after
 * the step change places, the same action is applied, and the pending decision, the view and the
 * events after the step must be the same. Play and swaps use separate generators, so a seed
 * always plays the same match.
 */
export function openingSwaps(rules: RS, opts: { config: (seed: number) => unknown; seeds: readonly number[]; maxSteps: number; pairs: number; kinds?: readonly string[] }): Report {
  const rep: Report = { leaks: [], info: [], states: 0, swapsTried: 0, swapsChecked: 0, stepsCompared: 0, refusalsCompared: 0, matches: 0, finished: 0, chance: 0 };
  const seenKinds = new Set<string>();
  for (const seed of opts.seeds) {
    const play = mulberry(seed * 31 + 1);
    const pick = mulberry(seed * 57 + 3);
    const start = rules.setup(opts.config(seed));
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    const allIds = new Set(Object.keys(card(state)));
    const played: unknown[] = [];
    rep.matches++;
    for (let step = 0; step < opts.maxSteps; step++) {
      const active = rules.activePlayers(state);
      if (active.length === 0) {
        rep.finished++;
        break;
      }
      const p = active[Math.floor(play() * active.length)] ?? 0;
      const legal = rules.legalActions(state, p);
      const action = legal[Math.floor(play() * legal.length)];
      const r = rules.apply(state, p, action);
      if (!r.ok) throw new Error(r.error.message);
      played.push({ p, a: action });
      const before = rules.pending(state);
      const after = rules.pending(r.value.state);
      const opens = after !== undefined && (before?.kind !== after.kind || before.prompt !== after.prompt) && (opts.kinds === undefined || opts.kinds.includes(after.kind));
      if (opens) {
        rep.states++;
        for (const v of [...rules.players(state), "spectator" as const]) {
          const known = new Set([...idsInView(rules.view(state, v), allIds), ...idsInView(rules.view(r.value.state, v), allIds)]);
          const hidden = [...allIds].filter((x) => !known.has(x));
          for (let t = 0; t < opts.pairs; t++) {
            const a = hidden[Math.floor(pick() * hidden.length)] ?? "";
            const b = hidden[Math.floor(pick() * hidden.length)] ?? "";
            if (a === b || card(state)[a]?.owner !== card(state)[b]?.owner || card(state)[a]?.def === card(state)[b]?.def) continue;
            rep.swapsTried++;
            const s2 = moveSwap(state, a, b);
            if (!rules.parseState(JSON.parse(JSON.stringify(s2))).ok) continue;
            const r2 = rules.apply(s2, p, action);
            if (!r2.ok) continue;
            const shown2 = idsInView(rules.view(r2.value.state, v), allIds);
            if (shown2.has(a) || shown2.has(b) || revealsTo(r.value.events, v) || revealsTo(r2.value.events, v)) continue;
            rep.swapsChecked++;
            const sw = `move-swap ${a}<->${b} (${card(state)[a]?.def} in ${where(state, a)} / ${card(state)[b]?.def} in ${where(state, b)}), before apply(${p}, ${stable(action)})`;
            const kind = after.kind;
            const dp = diff(after, rules.pending(r2.value.state) ?? null);
            const dv = diff(rules.view(r.value.state, v), rules.view(r2.value.state, v));
            const de = diff(rules.viewEvents(r.value.events, v, { before: state, after: r.value.state }), rules.viewEvents(r2.value.events, v, { before: s2, after: r2.value.state }));
            const detail = dp ?? dv ?? de;
            if (detail !== undefined && !seenKinds.has(kind)) {
              seenKinds.add(kind);
              rep.leaks.push({ kind: `opening/${kind}`, viewer: v, swap: sw, at: dp !== undefined ? "pending" : dv !== undefined ? "view" : "events", detail, step, seed, actions: played.slice() });
            }
          }
        }
      }
      state = r.value.state;
    }
  }
  return rep;
}

function where(state: unknown, id: string): string {
  const z = (state as { zones?: { index?: Record<string, number>; where?: string[] } }).zones;
  const i = z?.index?.[id];
  return i === undefined ? "?" : (z?.where?.[i] ?? "?");
}
