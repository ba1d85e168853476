// Wardom's own part of a view: counters, the round, Units with their effective stats, the open
// sequence and the latest battle. The engine kit adds the zones, cards, definitions, the
// decision and the outcome, and removes every card id the viewer may not identify.
import type { Clock, KitView, PlayerId } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import type { BattleRecord, WardomState } from "./types.js";
import type { WardomDecision } from "./decision.js";
import { cardsIn, equipsOf, holder, lineUnits, statsOf, zid } from "./work.js";

/**
 * A Unit on the line or in the Side Zone as a viewer sees it (only Units the viewer may
 * identify are listed).
 * @example
 * ```ts
 * import { demoConfig, ruleset, type UnitView } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * const units: Readonly<Record<string, UnitView>> = start.ok ? ruleset.view(start.value, 0).game.units : {};
 * console.log(Object.keys(units).length); // 0 — nothing is on the line before the first round
 * ```
 */
export interface UnitView {
  /** Its effective Combat now: every change, Equip bonus, swap and Corruption roll applied, at least 0. */
  readonly combat: number;
  /** Its effective Support now, computed like `combat`. */
  readonly support: number;
  /** Names of the statuses it holds, its own and its Equips' (they apply only while face-up, D-STATUS-1). */
  readonly statuses: readonly string[];
  /** Instance ids of the Equips attached to it (D-EQUIP-1). */
  readonly equips: readonly string[];
  /** Whether this copy is marked True Recruited (D-TRUE-9). */
  readonly trueRecruited: boolean;
}

/**
 * One player's counters as everyone sees them.
 * @example
 * ```ts
 * import { demoConfig, ruleset, type SideView } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * const other: SideView | undefined = start.ok ? ruleset.view(start.value, 0).game.sides[1] : undefined;
 * console.log(other?.resolve); // 20
 * ```
 */
export interface SideView {
  /** The player's resolve (D-RES-1, D-WIN-2). */
  readonly resolve: number;
  /** The player's energy (D-ENERGY-1, D-ENERGY-2). */
  readonly energy: {
    /** Energy that can be spent now. */
    readonly available: number;
    /** Maximum energy, up to 10. */
    readonly max: number;
  };
}

/**
 * Wardom's own part of a view (`view.game`): the kit's view around it has every zone as the
 * viewer sees it (`view.zones["p0/hand"]`, with `null` for cards they may not identify, such as
 * the opponent's set cards and face-down wager, D-KW.Set-3), the cards and definitions they may
 * identify, the pending decision and the outcome.
 * @example
 * ```ts
 * import { currentRound } from "@rulesmith/core";
 * import { demoConfig, firstPlayerOf, ruleset, type GameView } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) {
 *   const v: GameView = ruleset.view(start.value, 0).game;
 *   console.log(currentRound(v.clock), v.clock.phase, firstPlayerOf(v.clock)); // 1 first-roll 0
 * }
 * ```
 */
export interface GameView {
  /**
   * The match's clock (public): the round is `currentRound(clock)`, the stage is `clock.phase`
   * (a Wardom `Phase`), whose Start, Resource or Main Stage it is is `clock.active` while a turn
   * is in progress, and who acts first this round is `firstPlayerOf(clock)` (D-ROUND-2, D-END-4).
   */
  readonly clock: Clock;
  /** Player 0's counters, then player 1's. */
  readonly sides: readonly [SideView, SideView];
  /** The Units on both lines and in both Side Zones that the viewer may identify, by instance id. */
  readonly units: Readonly<Record<string, UnitView>>;
  /** The entries of the open sequence, oldest first (D-SEQ-1); empty when none is open. */
  readonly stack: readonly {
    /** The entry's id on the sequence. */
    readonly id: number;
    /** The player who added it. */
    readonly controller: PlayerId;
    /** Instance id of its source card (`null` when the viewer may not identify it). */
    readonly source: string | null;
  }[];
  /** The latest battle (the destroyed Unit's id `null` if the viewer may not identify it), or `null` before the first. */
  readonly battle: BattleRecord | null;
}

/**
 * The whole view of a Wardom match for one viewer: the kit's part and {@link GameView}.
 * @example
 * ```ts
 * import { demoConfig, ruleset, type WardomView } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * if (start.ok) {
 *   const v: WardomView = ruleset.view(start.value, 1);
 *   console.log(v.zones["p0/hand"]?.cards); // [ null, null, null, null, null ] — player 0's hand is hidden from player 1
 * }
 * ```
 */
export type WardomView = KitView<GameView, WardomDecision, Card>;

/** @internal The game's part of a view (the kit scrubs ids the viewer may not identify). */
export function gameView(s: WardomState, canIdentify: (card: string) => boolean): GameView {
  const units: Record<string, UnitView> = {};
  for (const p of [0, 1] as const) {
    for (const id of [...lineUnits(s, p), ...cardsIn(s, zid(p, "side"))]) {
      if (!canIdentify(id)) continue;
      const st = statsOf(s, id);
      units[id] = { combat: st.combat, support: st.support, statuses: holder(s, id).statuses.map((g) => g.status), equips: equipsOf(s, id), trueRecruited: s.marked.includes(id) };
    }
  }
  const stack = (s.stack?.entries ?? []).map((e) => {
    const payload = e.payload;
    const src = typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as Readonly<Record<string, unknown>>)["source"] : undefined;
    return { id: e.id, controller: e.controller, source: typeof src === "string" && canIdentify(src) ? src : null };
  });
  const side = (p: 0 | 1): SideView => {
    const ps = s.players[p];
    return { resolve: ps.resolve, energy: { available: ps.energy.available, max: ps.energy.max } };
  };
  return { clock: s.clock, sides: [side(0), side(1)], units, stack, battle: s.battle };
}
