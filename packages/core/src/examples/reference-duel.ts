// The reference duel: the 12-move dice duel that rulesmith's speed is measured on, beside
// boardgame.io's reducer running the same game (packages/core/bench/). Written on the engine
// kit, so its playout speed is the kit's own cost.
import type { DiceMode } from "../chance.js";
import { CoreErrorCode, ruleError } from "../errors.js";
import type { DamageEvent } from "../events.js";
import { DEFAULT_DECKLISTS, type KitState } from "../kit-state.js";
import { defineGame, type GameDefinition, type KitRuleset } from "../kit.js";
import type { PlayerId } from "../player.js";
import { err, ok, type Result } from "../result.js";
import { seedRng } from "../rng.js";
import type { Decision, Outcome } from "../ruleset.js";
import type { DiceRolledEvent } from "../chance.js";
import { createZoneMap } from "../zone-map.js";

/** Hit points each player starts the reference duel with. @example
 * ```ts
 * import { REFERENCE_DUEL_HP } from "@rulesmith/core/examples";
 * REFERENCE_DUEL_HP; // 60
 * ```
 */
export const REFERENCE_DUEL_HP = 60;

/**
 * The reference duel's config: a seed and the dice mode (default `"seeded"`).
 * @example
 * ```ts
 * import type { ReferenceDuelConfig } from "@rulesmith/core/examples";
 * const c: ReferenceDuelConfig = { seed: 1, dice: "external" };
 * ```
 */
export interface ReferenceDuelConfig {
  /** The generator's seed: a finite number or a string. */
  readonly seed: number | string;
  /** `"seeded"` (default) or `"external"` for real dice. */
  readonly dice?: DiceMode;
}

/**
 * A move of the reference duel: `attack` (2d6 + 1 against 7 to hit, 3d6 + 1 damage) or `heavy`
 * (2d6 + 1 against 9, 5d6 + 1).
 * @example
 * ```ts
 * import type { ReferenceDuelAction } from "@rulesmith/core/examples";
 * const a: ReferenceDuelAction = { type: "heavy" };
 * ```
 */
export type ReferenceDuelAction =
  | {
      /** An ordinary attack. */
      readonly type: "attack";
    }
  | {
      /** A heavy attack: harder to land, more damage. */
      readonly type: "heavy";
    };

/**
 * The game's own part of a reference duel view: both players' HP.
 * @example
 * ```ts
 * import type { ReferenceDuelView } from "@rulesmith/core/examples";
 * const v: ReferenceDuelView = { hp: [60, 52] };
 * ```
 */
export interface ReferenceDuelView {
  /** Each player's HP. */
  readonly hp: readonly [number, number];
}

/**
 * The reference duel's state: the kit's fields (no cards) plus both players' HP, whose turn it
 * is and the outcome.
 * @example
 * ```ts
 * import type { ReferenceDuelState } from "@rulesmith/core/examples";
 * const hpOf = (s: ReferenceDuelState, p: 0 | 1) => s.hp[p];
 * ```
 */
export interface ReferenceDuelState extends KitState<never> {
  /** Each player's HP, from 0 to 60. */
  readonly hp: readonly [number, number];
  /** Whose move it is. */
  readonly turn: PlayerId;
  /** How the match ended, or `null`. */
  readonly outcome: Outcome | null;
}

/**
 * The reference duel's one decision: the player to move picks a move.
 * @example
 * ```ts
 * import type { ReferenceDuelDecision } from "@rulesmith/core/examples";
 * const d: ReferenceDuelDecision = { kind: "move", players: [0], prompt: "Attack or heavy attack?" };
 * ```
 */
export interface ReferenceDuelDecision extends Decision {
  /** Always `"move"`. */
  readonly kind: "move";
}

/**
 * The reference duel's events: core's `dice-rolled` and `damage`.
 * @example
 * ```ts
 * import type { ReferenceDuelEvent } from "@rulesmith/core/examples";
 * const total = (e: ReferenceDuelEvent) => (e.type === "damage" ? e.amount : e.faces.length);
 * ```
 */
export type ReferenceDuelEvent = DiceRolledEvent | DamageEvent;

const ATTACK: ReferenceDuelAction = { type: "attack" };
const HEAVY: ReferenceDuelAction = { type: "heavy" };
const MOVES: readonly ReferenceDuelAction[] = /* @__PURE__ */ Object.freeze([ATTACK, HEAVY]);
const PROMPT = "Attack (2d6+1 against 7, 3d6+1 damage) or heavy attack (2d6+1 against 9, 5d6+1)?";
const DECISIONS: readonly [ReferenceDuelDecision, ReferenceDuelDecision] = [
  { kind: "move", players: [0], prompt: PROMPT },
  { kind: "move", players: [1], prompt: PROMPT },
];
const SEATS: readonly PlayerId[] = /* @__PURE__ */ Object.freeze([0, 1]);
const FIELDS: readonly string[] = ["game", "cards", "defs", "zones", "decklists", "rng", "dice", "chance", "hp", "turn", "outcome"];
const EMPTY_ZONES = createZoneMap([]);

function setup(config: ReferenceDuelConfig): Result<ReferenceDuelState> {
  const c: unknown = config;
  if (typeof c !== "object" || c === null) return err(ruleError(CoreErrorCode.BadConfig, "The config is an object: { seed, dice? }."));
  const seed: unknown = Reflect.get(c, "seed");
  const dice: unknown = Reflect.get(c, "dice") ?? "seeded";
  if (!((typeof seed === "number" && Number.isFinite(seed)) || typeof seed === "string")) return err(ruleError(CoreErrorCode.BadConfig, "The seed is a finite number or a string."));
  if (dice !== "seeded" && dice !== "external") return err(ruleError(CoreErrorCode.BadConfig, 'The dice are "seeded" or "external".'));
  if (!EMPTY_ZONES.ok) return EMPTY_ZONES;
  return ok({
    game: "reference-duel",
    cards: {},
    defs: {},
    zones: EMPTY_ZONES.value,
    decklists: DEFAULT_DECKLISTS,
    rng: seedRng(seed),
    dice,
    chance: null,
    hp: [REFERENCE_DUEL_HP, REFERENCE_DUEL_HP],
    turn: 0,
    outcome: null,
  });
}

/**
 * The reference duel's declarations to the engine kit: what {@link referenceDuel} is built
 * from, and a short example of a game written on the kit.
 * @example
 * ```ts
 * import { defineGame } from "@rulesmith/core";
 * import { referenceDuelGame } from "@rulesmith/core/examples";
 * const duel = defineGame(referenceDuelGame);
 * ```
 */
export const referenceDuelGame: GameDefinition<ReferenceDuelState, ReferenceDuelAction, ReferenceDuelConfig, ReferenceDuelEvent, ReferenceDuelDecision, ReferenceDuelView, never> = {
  id: "reference-duel",
  version: 2,
  setup,
  seats: () => SEATS,
  decision: (s) => (s.outcome !== null ? null : s.turn === 0 ? DECISIONS[0] : DECISIONS[1]),
  outcome: (s) => s.outcome,
  legalActions: () => MOVES,
  copy: (s) => ({ game: s.game, cards: s.cards, defs: s.defs, zones: s.zones, decklists: s.decklists, rng: s.rng, dice: s.dice, chance: s.chance, hp: s.hp, turn: s.turn, outcome: s.outcome }),
  perform(w, player, action) {
    const heavy = action.type === "heavy";
    const foe: PlayerId = player === 0 ? 1 : 0;
    const [a = 1, b = 1] = w.chance.roll(2, 6, heavy ? "heavy attack's hit roll" : "attack's hit roll", player);
    const hp: [number, number] = [w.state.hp[0], w.state.hp[1]];
    if (a === 1 && b === 1) {
      // Double ones: a miss, and the attacker takes 1d6.
      const self = w.chance.die(6, "double ones", player);
      hp[player === 0 ? 0 : 1] = Math.max(0, hp[player === 0 ? 0 : 1] - self);
      w.emit({ type: "damage", amount: self, player });
    } else if ((a === 6 && b === 6) || a + b + 1 >= (heavy ? 9 : 7)) {
      const dice = heavy ? 5 : 3;
      const faces = w.chance.roll(dice, 6, heavy ? "heavy attack's damage" : "attack's damage", player);
      let damage = 1;
      for (const f of faces) damage += f;
      if (a === 6 && b === 6) damage *= 2;
      hp[foe] = Math.max(0, (foe === 0 ? hp[0] : hp[1]) - damage);
      w.emit({ type: "damage", amount: damage, player: foe });
    }
    w.set("hp", hp);
    w.set("turn", foe);
    if (hp[0] === 0 || hp[1] === 0) {
      const loser: PlayerId = hp[0] === 0 ? 0 : 1;
      const winner: PlayerId = loser === 0 ? 1 : 0;
      w.set("outcome", { winners: [winner], losers: [loser], reason: `player ${loser} has no HP left` });
    }
    return undefined;
  },
  view: (s) => ({ hp: s.hp }),
  layout: () => [],
  invariants(s, report) {
    for (const k of Object.keys(s)) report.check(FIELDS.includes(k), `$.${k.slice(0, 24)}`, "is not a field of a reference duel state");
    report.check(Object.keys(s.cards).length === 0 && Object.keys(s.defs).length === 0, "$", "has cards, but the reference duel has none");
    const hp: unknown = s.hp;
    if (!Array.isArray(hp) || hp.length !== 2) report.add("$.hp", "is not a list of two HP values");
    else (hp as unknown[]).forEach((v, i) => report.int(`$.hp[${i}]`, v, 0, REFERENCE_DUEL_HP));
    report.check(s.turn === 0 || s.turn === 1, "$.turn", "is not 0 or 1");
    const o: unknown = s.outcome;
    if (o !== null) {
      const good =
        typeof o === "object" &&
        !Array.isArray(o) &&
        Array.isArray(Reflect.get(o, "winners")) &&
        Array.isArray(Reflect.get(o, "losers")) &&
        typeof Reflect.get(o, "reason") === "string";
      report.check(good, "$.outcome", "is not null or { winners, losers, reason }");
      if (good && Array.isArray(hp)) report.check((hp as unknown[]).includes(0), "$.outcome", "says the match is over, but both players have HP left");
    } else if (Array.isArray(hp)) {
      report.check(!(hp as unknown[]).includes(0), "$.outcome", "is null, but a player has no HP left");
    }
  },
};

/**
 * The reference duel as a ruleset: two players with 60 HP, one move a turn, `attack` or
 * `heavy`; double ones on the hit roll cost the attacker 1d6, double sixes hit for double
 * damage. Built with {@link defineGame}; needs nothing optional.
 *
 * @example
 * ```ts
 * import { referenceDuel } from "@rulesmith/core/examples";
 * const start = referenceDuel.setup({ seed: 1 });
 * if (start.ok) {
 *   const step = referenceDuel.apply(start.value, 0, { type: "attack" });
 *   if (step.ok) console.log(step.value.events.map((e) => e.type)); // [ 'dice-rolled', ... ]
 * }
 * ```
 */
export const referenceDuel: KitRuleset<ReferenceDuelState, ReferenceDuelAction, ReferenceDuelConfig, ReferenceDuelEvent, ReferenceDuelDecision, ReferenceDuelView> =
  defineGame(referenceDuelGame);
