// The charm duel: a small card game on the engine kit with hidden decks and hands, face-down
// cards, reveals, a set-valued choice and a decision for the player who is not on turn, so that
// the kit's visibility model, determinize and matching are exercised end to end.
import type { DiceMode, DiceRolledEvent } from "../chance.js";
import { dealCardIds } from "../card-ids.js";
import { CoreErrorCode, ruleError } from "../errors.js";
import type { DamageEvent } from "../events.js";
import { DEFAULT_DECKLISTS, type DecklistVisibility, type KitState } from "../kit-state.js";
import { defineGame, type GameDefinition, type KitRuleset, type Work } from "../kit.js";
import type { PlayerId } from "../player.js";
import { err, ok, type Result } from "../result.js";
import { Rng, seedRng, shuffled } from "../rng.js";
import type { Decision, Outcome } from "../ruleset.js";
import { canonicalJson } from "../json.js";
import { createZoneMap } from "../zone-map.js";
import type { CardMovedEvent, CardsRevealedEvent, ZoneDef } from "../zones.js";

/**
 * A charm: its name and value (added to a strike), or a ward (halves a strike against you).
 * @example
 * ```ts
 * import type { Charm } from "@rulesmith/core/examples";
 * const c: Charm = { name: "Flame", value: 2, ward: false };
 * ```
 */
export interface Charm {
  /** The charm's name. */
  readonly name: string;
  /** Damage it adds to the strike it is set for. */
  readonly value: number;
  /** `true` for a ward: discard it from your hand to halve a strike against you. */
  readonly ward: boolean;
}

/** The charms of the duel, by definition id. */
const CHARMS: Readonly<Record<string, Charm>> = {
  spark: { name: "Spark", value: 1, ward: false },
  flame: { name: "Flame", value: 2, ward: false },
  blaze: { name: "Blaze", value: 3, ward: false },
  ward: { name: "Ward", value: 0, ward: true },
};

/** Each player's deck, in decklist order. */
const DECK: readonly string[] = ["spark", "spark", "spark", "flame", "flame", "flame", "blaze", "blaze", "ward", "ward"];

/** Hit points each player starts the charm duel with. @example
 * ```ts
 * import { CHARM_DUEL_HP } from "@rulesmith/core/examples";
 * CHARM_DUEL_HP; // 20
 * ```
 */
export const CHARM_DUEL_HP = 20;
const HAND = 3;
const TURN_LIMIT = 30;

/**
 * The charm duel's config.
 * @example
 * ```ts
 * import type { CharmDuelConfig } from "@rulesmith/core/examples";
 * const c: CharmDuelConfig = { seed: 1, dice: "external", decklists: "open" };
 * ```
 */
export interface CharmDuelConfig {
  /** The generator's seed: a finite number or a string. */
  readonly seed: number | string;
  /** `"seeded"` (default) or `"external"`. */
  readonly dice?: DiceMode;
  /** Whether the decklists are known to both players (default `"hidden"`). */
  readonly decklists?: DecklistVisibility;
}

/**
 * A charm duel action:
 * - `set`: lay a charm from your hand face down (one at a time) for your next strike;
 * - `strike`: roll 2d6 plus your set charm's value (it is revealed, then discarded);
 * - `swap`: discard two charms from your hand (a set: any order) and draw two;
 * - `block` / `take`: answer a strike against you with a ward from your hand, or not.
 * @example
 * ```ts
 * import type { CharmDuelAction } from "@rulesmith/core/examples";
 * const a: CharmDuelAction = { type: "swap", cards: ["c3", "c8"] };
 * ```
 */
export type CharmDuelAction =
  | {
      /** Lay a charm face down. */
      readonly type: "set";
      /** The charm, from your hand. */
      readonly card: string;
    }
  | {
      /** Strike. */
      readonly type: "strike";
    }
  | {
      /** Swap two charms. */
      readonly type: "swap";
      /** The two charms to discard, in any order. */
      readonly cards: readonly string[];
    }
  | {
      /** Block a strike with a ward. */
      readonly type: "block";
      /** The ward, from your hand. */
      readonly card: string;
    }
  | {
      /** Take the strike's damage. */
      readonly type: "take";
    };

/**
 * The game's own part of a charm duel view: HP and the turn number.
 * @example
 * ```ts
 * import type { CharmDuelView } from "@rulesmith/core/examples";
 * const v: CharmDuelView = { hp: [20, 14], turn: 3 };
 * ```
 */
export interface CharmDuelView {
  /** Each player's HP. */
  readonly hp: readonly [number, number];
  /** The turn number. */
  readonly turn: number;
}

/**
 * The charm duel's state: the kit's fields plus HP, the turn, a strike waiting for its answer,
 * and the outcome.
 * @example
 * ```ts
 * import type { CharmDuelState } from "@rulesmith/core/examples";
 * const hp = (s: CharmDuelState) => s.hp;
 * ```
 */
export interface CharmDuelState extends KitState<Charm> {
  /** Each player's HP. */
  readonly hp: readonly [number, number];
  /** Whose turn it is. */
  readonly active: PlayerId;
  /** The turn number, from 1. */
  readonly turn: number;
  /** The damage of a strike waiting for the defender's block or take, or `null`. */
  readonly strike: number | null;
  /** How the match ended, or `null`. */
  readonly outcome: Outcome | null;
}

/**
 * The charm duel's decisions: the player on turn acts, or the defender answers a strike.
 * @example
 * ```ts
 * import type { CharmDuelDecision } from "@rulesmith/core/examples";
 * const d: CharmDuelDecision = { kind: "answer", players: [1], prompt: "Block with a ward, or take 9 damage?", details: { damage: 9 } };
 * ```
 */
export type CharmDuelDecision = CharmDuelTurn | CharmDuelAnswer;

/**
 * The player on turn sets, strikes or swaps.
 * @example
 * ```ts
 * import type { CharmDuelTurn } from "@rulesmith/core/examples";
 * const d: CharmDuelTurn = { kind: "turn", players: [0], prompt: "Set a charm, strike, or swap two charms." };
 * ```
 */
export interface CharmDuelTurn extends Decision {
  /** Always `"turn"`. */
  readonly kind: "turn";
}

/**
 * The defender blocks or takes a strike.
 * @example
 * ```ts
 * import type { CharmDuelAnswer } from "@rulesmith/core/examples";
 * const d: CharmDuelAnswer = { kind: "answer", players: [1], prompt: "Block or take 7?", details: { damage: 7 } };
 * ```
 */
export interface CharmDuelAnswer extends Decision {
  /** Always `"answer"`. */
  readonly kind: "answer";
  /** The strike waiting for its answer. */
  readonly details: {
    /** Its damage before a block. */
    readonly damage: number;
  };
}

/**
 * The charm duel's events: core's dice, moves, reveals and damage.
 * @example
 * ```ts
 * import type { CharmDuelEvent } from "@rulesmith/core/examples";
 * const isMove = (e: CharmDuelEvent) => e.type === "card-moved";
 * ```
 */
export type CharmDuelEvent = DiceRolledEvent | DamageEvent | CardMovedEvent | CardsRevealedEvent;

/** Zone ids: `p0/deck`, `p0/hand`, `p0/set`, `p0/discard`. */
function zid(p: PlayerId, z: "deck" | "hand" | "set" | "discard"): string {
  return `p${p}/${z}`;
}

const SEATS: readonly PlayerId[] = /* @__PURE__ */ Object.freeze([0, 1]);
const FIELDS: readonly string[] = ["game", "cards", "defs", "zones", "decklists", "rng", "dice", "chance", "hp", "active", "turn", "strike", "outcome"];

function zoneDefs(): ZoneDef[] {
  const out: ZoneDef[] = [];
  for (const p of SEATS) {
    out.push(
      { id: zid(p, "deck"), owner: p, visibility: "hidden" },
      { id: zid(p, "hand"), owner: p, visibility: "owner" },
      { id: zid(p, "set"), owner: p, visibility: "public", capacity: 1 },
      { id: zid(p, "discard"), owner: p, visibility: "public" },
    );
  }
  return out;
}

const LAYOUT: readonly ZoneDef[] = zoneDefs();
const CHARMS_JSON = canonicalJson(CHARMS);

function setup(config: CharmDuelConfig): Result<CharmDuelState> {
  const c: unknown = config;
  if (typeof c !== "object" || c === null) return err(ruleError(CoreErrorCode.BadConfig, "The config is an object: { seed, dice?, decklists? }."));
  const seed: unknown = Reflect.get(c, "seed");
  const dice: unknown = Reflect.get(c, "dice") ?? "seeded";
  const decklists: unknown = Reflect.get(c, "decklists") ?? DEFAULT_DECKLISTS;
  if (!((typeof seed === "number" && Number.isFinite(seed)) || typeof seed === "string")) return err(ruleError(CoreErrorCode.BadConfig, "The seed is a finite number or a string."));
  if (dice !== "seeded" && dice !== "external") return err(ruleError(CoreErrorCode.BadConfig, 'The dice are "seeded" or "external".'));
  if (decklists !== "open" && decklists !== "hidden") return err(ruleError(CoreErrorCode.BadConfig, 'The decklists are "open" or "hidden".'));
  const rng = new Rng(seedRng(seed));
  const entries = SEATS.flatMap((owner) => DECK.map((def) => ({ def, owner })));
  const dealt = dealCardIds(rng, entries);
  const placement: Record<string, string[]> = {};
  for (const p of SEATS) {
    const deck = shuffled(rng, dealt.byOwner[p] ?? []);
    placement[zid(p, "hand")] = deck.slice(0, HAND);
    placement[zid(p, "deck")] = deck.slice(HAND);
  }
  const zones = createZoneMap(LAYOUT, placement);
  if (!zones.ok) return zones;
  return ok({
    game: "charm-duel",
    cards: dealt.cards,
    defs: CHARMS,
    zones: zones.value,
    decklists,
    rng: rng.state(),
    dice,
    chance: null,
    hp: [CHARM_DUEL_HP, CHARM_DUEL_HP],
    active: 0,
    turn: 1,
    strike: null,
    outcome: null,
  });
}

function other(p: PlayerId): PlayerId {
  return p === 0 ? 1 : 0;
}

function cardsIn(s: CharmDuelState, zone: string): readonly string[] {
  return s.zones.zones[zone]?.cards ?? [];
}

function charmOf(s: CharmDuelState, card: string): Charm | undefined {
  const c = s.cards[card];
  return c === undefined ? undefined : s.defs[c.def];
}

function legalActions(s: CharmDuelState, player: PlayerId): readonly CharmDuelAction[] {
  const hand = cardsIn(s, zid(player, "hand"));
  if (s.strike !== null) {
    const out: CharmDuelAction[] = [{ type: "take" }];
    for (const c of hand) if (charmOf(s, c)?.ward === true) out.push({ type: "block", card: c });
    return out;
  }
  const out: CharmDuelAction[] = [{ type: "strike" }];
  if (cardsIn(s, zid(player, "set")).length === 0) for (const c of hand) if (charmOf(s, c)?.ward === false) out.push({ type: "set", card: c });
  if (cardsIn(s, zid(player, "deck")).length >= 2) {
    const sorted = hand.slice().sort();
    for (let i = 0; i < sorted.length; i++) for (let j = i + 1; j < sorted.length; j++) out.push({ type: "swap", cards: [sorted[i] ?? "", sorted[j] ?? ""] });
  }
  return out;
}

function drawUp(w: Work<CharmDuelState, CharmDuelEvent>, p: PlayerId, target: number): void {
  const have = w.zones.map.zones[zid(p, "hand")]?.cards.length ?? 0;
  const left = w.zones.map.zones[zid(p, "deck")]?.cards.length ?? 0;
  const n = Math.min(target - have, left);
  if (n > 0) w.zones.draw(zid(p, "deck"), zid(p, "hand"), n);
}

function endTurn(w: Work<CharmDuelState, CharmDuelEvent>, p: PlayerId): void {
  drawUp(w, p, HAND);
  const hp = w.state.hp;
  if (hp[0] === 0 || hp[1] === 0) {
    const loser: PlayerId = hp[0] === 0 ? 0 : 1;
    w.set("outcome", { winners: [other(loser)], losers: [loser], reason: `player ${loser} has no HP left` });
    return;
  }
  if (w.state.turn >= TURN_LIMIT) {
    w.set("outcome", { winners: [], losers: [], reason: `turn ${TURN_LIMIT} ended with both players standing` });
    return;
  }
  w.set("turn", w.state.turn + 1);
  w.set("active", other(p));
}

function perform(w: Work<CharmDuelState, CharmDuelEvent>, player: PlayerId, action: CharmDuelAction): Result<void> | undefined {
  switch (action.type) {
    case "set":
      return w.zones.move(action.card, zid(player, "set"), { faceDown: true });
    case "swap": {
      const moved = w.zones.moveMany(action.cards, zid(player, "discard"), { faceDown: false });
      if (!moved.ok) return moved;
      drawUp(w, player, HAND);
      endTurn(w, player);
      return undefined;
    }
    case "strike": {
      const faces = w.chance.roll(2, 6, "strike", player);
      let damage = (faces[0] ?? 0) + (faces[1] ?? 0);
      const set = w.zones.map.zones[zid(player, "set")]?.cards[0];
      if (set !== undefined) {
        w.zones.reveal([set], "all");
        damage += charmOf(w.state, set)?.value ?? 0;
        w.zones.move(set, zid(player, "discard"), { faceDown: false });
      }
      w.set("strike", damage);
      return undefined;
    }
    case "block":
    case "take": {
      const attacker = other(player);
      let damage = w.state.strike ?? 0;
      if (action.type === "block") {
        const moved = w.zones.move(action.card, zid(player, "discard"), { faceDown: false });
        if (!moved.ok) return moved;
        damage = Math.floor(damage / 2);
      }
      const hp: [number, number] = [w.state.hp[0], w.state.hp[1]];
      hp[player === 0 ? 0 : 1] = Math.max(0, hp[player === 0 ? 0 : 1] - damage);
      w.set("hp", hp);
      w.set("strike", null);
      w.emit({ type: "damage", amount: damage, player });
      endTurn(w, attacker);
      return undefined;
    }
  }
}

/**
 * The charm duel's declarations to the engine kit.
 * @example
 * ```ts
 * import { defineGame } from "@rulesmith/core";
 * import { charmDuelGame } from "@rulesmith/core/examples";
 * const duel = defineGame(charmDuelGame);
 * ```
 */
export const charmDuelGame: GameDefinition<CharmDuelState, CharmDuelAction, CharmDuelConfig, CharmDuelEvent, CharmDuelDecision, CharmDuelView, Charm> = {
  id: "charm-duel",
  version: 2,
  setup,
  seats: () => SEATS,
  decision(s) {
    if (s.outcome !== null) return null;
    if (s.strike !== null) {
      const p = other(s.active);
      return { kind: "answer", players: [p], prompt: `Block with a ward (half damage), or take ${s.strike} damage?`, details: { damage: s.strike } };
    }
    return { kind: "turn", players: [s.active], prompt: "Set a charm, strike, or swap two charms." };
  },
  outcome: (s) => s.outcome,
  legalActions,
  perform,
  sets: ["cards"],
  view: (s) => ({ hp: s.hp, turn: s.turn }),
  layout: () => LAYOUT,
  holds: (zone, def, owner) => zone.owner === owner && (zone.id !== zid(owner, "set") || !def.ward),
  invariants(s, report) {
    for (const k of Object.keys(s)) report.check(FIELDS.includes(k), `$.${k.slice(0, 24)}`, "is not a field of a charm duel state");
    report.check(canonicalJson(s.defs) === CHARMS_JSON, "$.defs", "are not the charms of the duel");
    report.check(Object.keys(s.cards).length === SEATS.length * DECK.length, "$.cards", `are not the duel's ${SEATS.length * DECK.length} cards`);
    for (const p of SEATS) {
      const down = (z: "deck" | "hand" | "set" | "discard"): number => s.zones.zones[zid(p, z)]?.faceDown.length ?? 0;
      const count = (z: "deck" | "hand" | "set" | "discard"): number => s.zones.zones[zid(p, z)]?.cards.length ?? 0;
      report.check(down("hand") === 0 && down("discard") === 0 && down("deck") === count("deck") && down("set") === count("set"), "$.zones", `has cards of player ${p} facing the wrong way`);
    }
    const hp: unknown = s.hp;
    if (!Array.isArray(hp) || hp.length !== 2) report.add("$.hp", "is not a list of two HP values");
    else (hp as unknown[]).forEach((v, i) => report.int(`$.hp[${i}]`, v, 0, CHARM_DUEL_HP));
    report.check(s.active === 0 || s.active === 1, "$.active", "is not 0 or 1");
    report.int("$.turn", s.turn, 1, TURN_LIMIT);
    if (s.strike !== null) report.int("$.strike", s.strike, 0, 12 + 3);
    for (const p of SEATS) report.check((s.zones.zones[zid(p, "hand")]?.cards.length ?? 0) <= HAND + 1, `$.zones.zones.${zid(p, "hand")}`, `holds more than ${HAND + 1} cards`);
    const o: unknown = s.outcome;
    report.check(o === null || (typeof o === "object" && !Array.isArray(o) && typeof Reflect.get(o, "reason") === "string"), "$.outcome", "is not null or an outcome");
  },
};

/**
 * The charm duel as a ruleset, built with {@link defineGame}: two players, hidden decks and
 * hands of charms, face-down set charms, strikes of 2d6 plus the set charm, wards that halve a
 * strike, and a set-valued swap. An example of a card game on the kit.
 *
 * @example
 * ```ts
 * import { charmDuel } from "@rulesmith/core/examples";
 * const start = charmDuel.setup({ seed: 2 });
 * if (start.ok) {
 *   const view = charmDuel.view(start.value, 1);
 *   console.log(view.zones["p0/hand"]?.cards); // [ null, null, null ] — player 0's hand is hidden from player 1
 * }
 * ```
 */
export const charmDuel: KitRuleset<CharmDuelState, CharmDuelAction, CharmDuelConfig, CharmDuelEvent, CharmDuelDecision, CharmDuelView> =
  defineGame(charmDuelGame);
