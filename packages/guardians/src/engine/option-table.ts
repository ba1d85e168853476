// The table of Guardians's match options: name, default, values and the rules each decides, in
// the order of the package README's Options section. A test checks it against the defaults,
// so an option cannot be added without its row.
import type { GameOption } from "@rulesmith/core";
import { DEFAULT_GAME_OPTIONS, type GameOptions } from "./engine-options.js";

const ROWS: readonly (readonly [keyof GameOptions, string, readonly string[]])[] = [
  ["players", "2, 3, 4 (free-for-all)", ["G-AMB-3"]],
  ["firstPlayer", "\"coin-flip-choose\", \"random\"", ["G-AMB-4"]],
  ["maxPlaceableMinionLevel", "1-99", ["G-AMB-1"]],
  ["tributeSource", "\"field\", \"hand\", \"either\"", ["G-AMB-2"]],
  ["setupTurnPlaceLimit", "\"unlimited\", \"one\"", ["G-AMB-5"]],
  ["sneakCountsAsPlace", "boolean", ["G-AMB-6"]],
  ["barrierPlace", "\"shares-place-limit\", \"unlimited\"", ["G-AMB-7"]],
  ["retaliation", "boolean", ["G-AMB-8"]],
  ["guardianIgnoresChain", "boolean", ["G-AMB-9"]],
  ["barrierBlocksGuardian", "boolean", ["G-AMB-9"]],
  ["enforceAttackerOrder", "boolean", ["G-AMB-10"]],
  ["frozenBlocksChain", "boolean", ["G-AMB-11"]],
  ["typeDamage", "\"match-attacker\", \"always\"", ["G-AMB-12"]],
  ["unselectedAttackCards", "\"discard\", \"bottom-of-attack-deck\"", ["G-AMB-13"]],
  ["guardianCountsInMainDeck", "boolean", ["G-AMB-16"]],
  ["attackDeckCopyLimit", "boolean", ["G-AMB-17"]],
  ["retreatSameCard", "boolean", ["G-AMB-20"]],
  ["poisonDamageTiming", "\"every-between\", \"owner-turns-only\"", ["G-AMB-23"]],
  ["confusedClearsBetweenTurns", "boolean", ["G-AMB-25"]],
  ["rushBypassesBarrier", "boolean", ["G-AMB-27"]],
  ["frozenAttackable", "boolean", ["G-AMB-28"]],
  ["exclusiveRotationConditions", "boolean", ["G-AMB-29"]],
  ["summoningSickness", "boolean", ["G-AMB-33"]],
  ["maxHand", "null or 1-99", ["G-AMB-34"]],
  ["questCountIncludesPlacementTurn", "boolean", ["G-AMB-36"]],
  ["simultaneousDefeat", "\"draw\", \"active-player-wins\"", ["G-AMB-40"]],
  ["extraPhaseResetsLimits", "boolean", ["G-AMB-44"]],
  ["activatedAbilities", "\"once-per-ability-per-turn\", \"unlimited\"", ["G-ENG-1"]],
  ["maxTurns", "1-10000", ["G-ENG-2"]],
];

/**
 * Every match option of Guardians: its name, its default, the values it takes (in words) and the
 * rules it decides, as the game package's `options` table.
 *
 * @example
 * ```ts
 * import { OPTION_TABLE } from "@rulesmith/guardians";
 * OPTION_TABLE.find((o) => o.name === "players")?.rules;
 * ```
 */
export const OPTION_TABLE: readonly GameOption[] = /* @__PURE__ */ Object.freeze(ROWS.map(([name, values, rules]) => Object.freeze({ name, default: DEFAULT_GAME_OPTIONS[name], values, rules: Object.freeze(rules) })));
