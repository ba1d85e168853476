/**
 * How long one MCTS decision takes at the default budget, on positions from real matches of
 * the three games, beside the iterations per second and a greedy decision on the same
 * positions:
 *
 *     pnpm build
 *     pnpm exec tsx --tsconfig tsconfig.dist.json packages/bots/bench/decisions.ts [positions per game, default 100] [mcts options as JSON]
 *
 * Each game's MCTS starts from its package's `botOptions` (as `rulesmith simulate --bots mcts`
 * does), under the options given; `{"bare":true}` times the bots' own defaults instead.
 *
 * The positions are every decision with a choice (two or more legal actions, not a dice roll)
 * of matches between two greedy bots (seeds 1, 2, ...), spread evenly over as many matches as
 * it takes. Every decision is timed alone after a warm-up, by the wall clock (what a player
 * waits) and by the process's CPU time (what a machine shared with other work still tells:
 * on a loaded machine the wall clock also counts the time others ran); the figures are the
 * median and the 90th percentile. With `--tsconfig tsconfig.dist.json` it imports the built
 * packages (`dist`), as a client would; without it tsx maps `@rulesmith/*` to the sources.
 */
import { greedyBot, mctsBot, type Evaluate, type MctsBotOptions } from "@rulesmith/bots";
import type { PlayerId, Ruleset } from "@rulesmith/core";
import * as guardians from "@rulesmith/guardians";
import * as ward from "@rulesmith/ward";
import * as wardom from "@rulesmith/wardom";

interface Position<S> {
  readonly state: S;
  readonly player: PlayerId;
}

function isRoll(action: unknown): boolean {
  return typeof action === "object" && action !== null && (action as { type?: unknown }).type === "faces";
}

/** Decisions with a choice from greedy-vs-greedy matches, `count` of them spread over the matches. */
function positions<S, A>(rules: Ruleset<S, A>, config: (seed: number) => unknown, evaluate: Evaluate<S>, count: number): Position<S>[] {
  const all: Position<S>[] = [];
  for (let seed = 1; all.length < count * 4 && seed <= 40; seed++) {
    const start = rules.setup(config(seed));
    if (!start.ok) throw new Error(start.error.message);
    let s = start.value;
    const bots = [0, 1].map((p) => greedyBot(rules, { seed: seed * 10 + p, evaluate }));
    for (let step = 0; step < 3000 && rules.outcome(s) === undefined; step++) {
      const p = rules.activePlayers(s)[0] ?? 0;
      const legal = rules.legalActions(s, p);
      if (legal.length > 1 && !isRoll(legal[0])) all.push({ state: s, player: p });
      const bot = bots[p];
      if (!bot?.ok) throw new Error("no bot");
      const a = bot.value.choose(s, p);
      if (!a.ok) throw new Error(a.error.message);
      const r = rules.apply(s, p, a.value);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  const out: Position<S>[] = [];
  for (let i = 0; i < count && all.length > 0; i++) {
    const p = all[Math.floor((i * all.length) / count)];
    if (p !== undefined) out.push(p);
  }
  return out;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

interface Timing {
  readonly median: number;
  readonly p90: number;
  readonly cpuMedian: number;
  readonly iterations: number;
  readonly ms: number;
}

function timeDecisions<S>(list: readonly Position<S>[], decide: (p: Position<S>) => number): Timing {
  for (const p of list.slice(0, 5)) decide(p);
  const times: number[] = [];
  const cpu: number[] = [];
  let iterations = 0;
  let ms = 0;
  for (const p of list) {
    const c = cpuMs();
    const t = performance.now();
    iterations += decide(p);
    const dt = performance.now() - t;
    cpu.push(cpuMs() - c);
    times.push(dt);
    ms += dt;
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p90: quantile(times, 0.9), cpuMedian: quantile(cpu, 0.5), iterations, ms };
}

function benchGame<S, A>(name: string, rules: Ruleset<S, A>, config: (seed: number) => unknown, evaluate: Evaluate<S>, count: number, options: MctsBotOptions<S>): void {
  const list = positions(rules, config, evaluate, count);
  const mcts = mctsBot(rules, { seed: 1, evaluate, ...options });
  const greedy = greedyBot(rules, { seed: 1, evaluate });
  if (!mcts.ok || !greedy.ok) throw new Error("bad options");
  const m = timeDecisions(list, (p) => {
    const r = mcts.value.search(p.state, p.player);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.iterations;
  });
  const g = timeDecisions(list, (p) => {
    const r = greedy.value.choose(p.state, p.player);
    if (!r.ok) throw new Error(r.error.message);
    return 0;
  });
  const rate = Math.round((m.iterations / m.ms) * 1000).toLocaleString("en-US");
  console.log(
    `| ${name} | ${list.length} | ${JSON.stringify(options) === "{}" ? "defaults" : `\`${JSON.stringify(options)}\``} | ${m.median.toFixed(1)} ms | ${m.p90.toFixed(1)} ms | ${m.cpuMedian.toFixed(1)} ms | ${rate} | ${g.median.toFixed(1)} ms |`,
  );
}

const count = Number(process.argv[2] ?? 100);
const options = JSON.parse(process.argv[3] ?? "{}") as MctsBotOptions<unknown>;
// Each game's own starting options for MCTS (its package's `botOptions`, as the command line
// and the client pass them), then the options given here; `{"bare":true}` leaves the game's out.
const bare = (options as { bare?: unknown }).bare === true;
const given = { ...options } as Record<string, unknown>;
delete given["bare"];
const gameOptions = (pkg: { readonly botOptions?: Readonly<Record<string, unknown>> }): MctsBotOptions<unknown> =>
  ({ ...(bare ? {} : (pkg.botOptions?.["mcts"] as object | undefined)), ...given });
console.log(`MCTS options: ${JSON.stringify(options)} over each game's own (${bare ? "left out" : "its package's botOptions"}), defaults for the rest; ${count} positions per game`);
console.log("| game | positions | MCTS options | MCTS median decision | MCTS 90th percentile | MCTS median CPU time | MCTS iterations/s | greedy median decision |");
console.log("|---|---|---|---|---|---|---|---|");
benchGame("Ward", ward.ruleset, (seed) => ward.demoConfig(seed), ward.evaluate, count, gameOptions(ward.wardPackage));
benchGame("Wardom", wardom.ruleset, (seed) => wardom.demoConfig(seed), wardom.evaluate, count, gameOptions(wardom.wardomPackage));
benchGame("Guardians", guardians.ruleset, (seed) => guardians.demoConfig(seed), guardians.evaluate, count, gameOptions(guardians.guardiansPackage));
