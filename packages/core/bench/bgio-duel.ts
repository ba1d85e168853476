/**
 * The speed yardstick the game packages reuse: the "reference duel" played through
 * boardgame.io 0.50.2's own reducer, and {@link measure}, which times any engine's random
 * playouts the same way. An engine's speed is quoted as its actions per second divided by
 * {@link bgioPlayout}'s, measured in the same process (see `compare.ts`).
 *
 * The reference duel: two players with 60 HP take one move per turn, player "0" first.
 * A move is `attack` (2d6+1 against 7 to hit, 3d6+1 damage) or `heavy` (2d6+1 against 9,
 * 5d6+1 damage). Double ones on the hit roll miss and deal 1d6 to the attacker; double sixes
 * hit for double damage. A player at 0 HP or less loses. A move hurts either the defender or
 * the attacker, never both, so no move can drop both players; should one ever do so, the
 * mover loses.
 *
 * Not published: `packages/core/package.json` ships only `dist`.
 *
 * @remarks
 * boardgame.io runs in production mode here, as a production server would run it:
 * - `NODE_ENV` is set to `"production"` before boardgame.io is loaded, so `core/logger.ts`
 *   turns `info` logging into a no-op (it reads `NODE_ENV` once, at load) and
 *   `plugin-serializable.ts` skips its per-move JSON-serializability walk of `G` (it reads
 *   `NODE_ENV` on every move).
 * - `disableUndo: true`, so the reducer keeps no undo stack (`updateUndoRedoState` and
 *   `InitializeGame` otherwise copy one more entry per move).
 * - Moves go through `CreateGameReducer` as the server does it (`isClient` unset: the
 *   deltalog, flow triggers and plugin flushes all run), with dice from the seeded
 *   `random` plugin.
 *
 * Gotcha: importing this module sets `process.env.NODE_ENV` for the whole process, and has
 * no effect on a boardgame.io that something else loaded earlier.
 */
import type { Ctx, FnContext, Game, State } from "boardgame.io";

process.env["NODE_ENV"] = "production";
const { CreateGameReducer, InitializeGame, ProcessGameConfig } = await import("boardgame.io/internal");

/** A player's seat index; boardgame.io names the same seats "0" and "1". */
type Seat = 0 | 1;

/** The reference duel's `G`: each player's hit points, by seat. Not `readonly`: moves write to boardgame.io's Immer draft, as its docs do. */
export interface BgioDuelState {
  hp: [number, number];
}

/** The two moves of the reference duel. */
export type BgioDuelMove = "attack" | "heavy";

/** What a move needs to hit (on 2d6+1) and how many d6 (+1) it deals on a hit. */
const SWINGS: Readonly<Record<BgioDuelMove, { readonly toHit: number; readonly damageDice: number }>> = {
  attack: { toHit: 7, damageDice: 3 },
  heavy: { toHit: 9, damageDice: 5 },
};

const STARTING_HP = 60;

/** The longest playout allowed before {@link bgioPlayout} decides the game is stuck. */
const MAX_MOVES = 10_000;

const seatOf = (ctx: Ctx): Seat => (ctx.currentPlayer === "0" ? 0 : 1);

/** One swing: the hit roll with its double-one and double-six rules, then the damage. */
function swing(G: BgioDuelState, attacker: Seat, random: FnContext["random"], move: BgioDuelMove): void {
  const { toHit, damageDice } = SWINGS[move];
  const first = random.D6();
  const second = random.D6();
  if (first === 1 && second === 1) {
    G.hp[attacker] -= random.D6();
    return;
  }
  const critical = first === 6 && second === 6;
  if (!critical && first + second + 1 < toHit) return;
  const damage = random.D6(damageDice).reduce((sum, face) => sum + face, 1);
  G.hp[attacker === 0 ? 1 : 0] -= critical ? 2 * damage : damage;
}

/**
 * The reference duel as a boardgame.io game: one move per turn, dice from its `random`
 * plugin, the game ending through `endIf` with `{ winner: "0" | "1" }`.
 *
 * @remarks
 * `disableUndo` is set, as for a production server. {@link bgioPlayout} gives each playout
 * its own `seed`.
 */
export const bgioDuelGame: Game<BgioDuelState> = {
  name: "reference-duel",
  disableUndo: true,
  setup: () => ({ hp: [STARTING_HP, STARTING_HP] }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    attack: ({ G, ctx, random }) => {
      swing(G, seatOf(ctx), random, "attack");
    },
    heavy: ({ G, ctx, random }) => {
      swing(G, seatOf(ctx), random, "heavy");
    },
  },
  endIf: ({ G, ctx }) => {
    const mover = seatOf(ctx);
    const other: Seat = mover === 0 ? 1 : 0;
    if (G.hp[mover] <= 0) return { winner: String(other) };
    if (G.hp[other] <= 0) return { winner: String(mover) };
    return undefined;
  },
};

/** Processed once, as a server does for its game list; per-playout copies only change the seed. */
const processedGame = ProcessGameConfig(bgioDuelGame);
const reducer = CreateGameReducer({ game: processedGame });

/** mulberry32: the move chooser's own PRNG, so that move choice never draws on the game's dice. */
function chooser(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The initial state of a reference duel whose dice are seeded with `seed`.
 *
 * @param seed - The game's `seed`, read by boardgame.io's random plugin.
 * @returns The state `InitializeGame` builds for two players.
 */
export function bgioInitialState(seed: number): State {
  return InitializeGame({ game: { ...processedGame, seed }, numPlayers: 2 });
}

/**
 * Both players' hit points in a reference duel state, checked: boardgame.io types `G` as `any`.
 *
 * @param state - A state from {@link bgioInitialState} or boardgame.io's reducer.
 * @returns Player "0"'s and player "1"'s HP.
 * @throws If `state.G` is not a reference duel's.
 */
export function bgioHp(state: State): readonly [number, number] {
  const G: unknown = state.G;
  const hp: unknown = typeof G === "object" && G !== null && "hp" in G ? G.hp : undefined;
  if (Array.isArray(hp) && hp.length === 2) {
    const a: unknown = hp[0];
    const b: unknown = hp[1];
    if (typeof a === "number" && typeof b === "number") return [a, b];
  }
  throw new Error(`not a reference duel state: ${JSON.stringify(G)}`);
}

/**
 * The winner of a finished reference duel, or `undefined` while it is still on.
 *
 * @param state - A state returned by boardgame.io's reducer.
 * @returns `"0"` or `"1"`.
 */
export function bgioWinner(state: State): "0" | "1" | undefined {
  const over: unknown = state.ctx.gameover;
  if (over === undefined) return undefined;
  if (typeof over === "object" && over !== null && "winner" in over && (over.winner === "0" || over.winner === "1")) {
    return over.winner;
  }
  throw new Error(`unexpected gameover ${JSON.stringify(over)}`);
}

/**
 * Plays one random reference duel through boardgame.io's reducer, from `InitializeGame` to
 * gameover, the current player picking `attack` or `heavy` uniformly at random.
 *
 * @param seed - Seeds both the game's dice (boardgame.io's `seed`) and the move chooser.
 * @param onState - Called with every state, the initial one included (for tests; leave it
 *   out when timing).
 * @returns The number of moves applied.
 * @throws If the reducer rejects a move, or the duel runs past 10,000 moves.
 *
 * @example
 * const moves = bgioPlayout(1); // the same number for seed 1 on every run
 */
export function bgioPlayout(seed: number, onState?: (state: State) => void): number {
  const pick = chooser(seed);
  let state = bgioInitialState(seed);
  onState?.(state);
  let moves = 0;
  while (state.ctx.gameover === undefined) {
    if (moves === MAX_MOVES) throw new Error(`seed ${seed}: no winner after ${MAX_MOVES} moves`);
    const type: BgioDuelMove = pick() < 0.5 ? "attack" : "heavy";
    const next = reducer(state, { type: "MAKE_MOVE", payload: { type, args: undefined, playerID: state.ctx.currentPlayer } });
    if (next.transients !== undefined) {
      throw new Error(`seed ${seed}: move ${type} rejected: ${JSON.stringify(next.transients.error)}`);
    }
    state = next;
    moves++;
    onState?.(state);
  }
  return moves;
}

/** How fast an engine plays random playouts, as {@link measure} times it. */
export interface Measurement {
  /** Actions applied per second of wall time. */
  readonly actionsPerSecond: number;
  /** Actions applied in the timed run. */
  readonly actions: number;
  /** Playouts finished in the timed run. */
  readonly playouts: number;
  /** Length of the timed run, in milliseconds. */
  readonly ms: number;
}

/**
 * Times an engine's random playouts: a short untimed warm-up, then playouts with seeds
 * 1, 2, 3, ... until `ms` milliseconds have passed (the last playout is finished and counted).
 *
 * @param playout - Plays one game from its initial state to the end and returns the number
 *   of actions applied; {@link bgioPlayout} is the reference.
 * @param ms - How long to time, in milliseconds.
 * @returns The actions per second and the counts behind them.
 *
 * @remarks
 * The warm-up (a quarter of `ms`, at most 1 s, seeds from 1 again) lets the JIT compile the
 * engine before the clock starts; boardgame.io takes about a second of playouts to reach
 * full speed, so a run of under 2 s understates a cold engine.
 *
 * @example
 * const { actionsPerSecond } = measure(bgioPlayout, 1000);
 */
export function measure(playout: (seed: number) => number, ms: number): Measurement {
  const warmUpEnd = performance.now() + Math.min(1000, ms / 4);
  for (let seed = 1; performance.now() < warmUpEnd; seed++) playout(seed);

  const start = performance.now();
  const end = start + ms;
  let actions = 0;
  let playouts = 0;
  let now = start;
  while (now < end) {
    actions += playout(playouts + 1);
    playouts++;
    now = performance.now();
  }
  const elapsed = now - start;
  return { actionsPerSecond: (actions / elapsed) * 1000, actions, playouts, ms: elapsed };
}
