// The table of Wardom's match options: name, default, values and the rules each decides, in
// the order of the package README's Options section. A test checks it against the defaults,
// so an option cannot be added without its row.
import type { GameOption } from "@rulesmith/core";
import { DEFAULT_ENGINE_OPTIONS, type EngineOptions } from "./types.js";

const ROWS: readonly (readonly [keyof EngineOptions, string, readonly string[]])[] = [
  ["totals", "\"by-position\", \"all-stats\"", ["D-AMB-3"]],
  ["destroyCompare", "\"position-stat\", \"combat\", \"support\"", ["D-AMB-4"]],
  ["routing", "\"optional\", \"all-mandatory\" (Units beyond 3 go to the void)", ["D-AMB-5"]],
  ["winnerWager", "\"stays\", \"returns-to-hand\"", ["D-AMB-6"]],
  ["wagerVisibility", "\"face-down\", \"face-up\"", ["D-AMB-7"]],
  ["trWagerBan", "\"all-tr-units\", \"marked-only\"", ["D-AMB-8"]],
  ["trRepeatFromSideZone", "true, false", ["D-AMB-9"]],
  ["deckoutLoses", "false, true", ["D-AMB-10"]],
  ["fieldReplacement", "\"cost-gte\", \"cost-gt\", \"free\"", ["D-AMB-11"]],
  ["allowResolveToZeroPayment", "true, false", ["D-AMB-14"]],
  ["dangerDelay", "\"same-stage-next-round\", \"next-round-start\"", ["D-AMB-15"]],
  ["equipUsesActionSlot", "false, true", ["D-AMB-16"]],
  ["cleanseRemovesPermanent", "true, false", ["D-AMB-20"]],
  ["tenacityCompare", "\"winner-combat-total\", \"highest-unit-combat\"", ["D-AMB-22"]],
  ["comebackLimit", "\"once-per-round\", \"unlimited\"", ["D-AMB-26"]],
  ["silenceDisablesStatuses", "false, true", ["D-AMB-30"]],
  ["simultaneousLoss", "\"draw\", \"first-player-loses\"", ["D-AMB-36"]],
  ["maxRounds", "1 to 1000 (engine cap, then a draw)", []],
  ["autoPass", "\"public\" (a player is passed for in a response window only when what everyone sees rules out a Swift play), \"no-answer\" (whenever they have none: faster, but the opponent learns the hand holds no answer)", ["D-SEQ-3", "D-BTL-2"]],
];

/**
 * Every match option of Wardom: its name, its default, the values it takes (in words) and the
 * rules it decides, as the game package's `options` table.
 *
 * @example
 * ```ts
 * import { OPTION_TABLE } from "@rulesmith/wardom";
 * OPTION_TABLE.find((o) => o.name === "totals")?.rules;
 * ```
 */
export const OPTION_TABLE: readonly GameOption[] = /* @__PURE__ */ Object.freeze(ROWS.map(([name, values, rules]) => Object.freeze({ name, default: DEFAULT_ENGINE_OPTIONS[name], values, rules: Object.freeze(rules) })));
