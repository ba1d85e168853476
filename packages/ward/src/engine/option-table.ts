// The table of Ward's match options: name, default, values and the rules each decides, in
// the order of the package README's Options section. A test checks it against the defaults,
// so an option cannot be added without its row.
import type { GameOption } from "@rulesmith/core";
import { DEFAULT_OPTIONS } from "./options.js";
import type { WardOptions } from "./types.js";

const ROWS: readonly (readonly [keyof WardOptions, string, readonly string[]])[] = [
  ["cemeteryThreshold", "any whole number ≥ 1", ["W-4.2.1-1"]],
  ["cemeteryLossMode", "\"auto\" (loss at once), \"callout\" (the opponent's call-out action)", ["W-AMB-4"]],
  ["simultaneousLoss", "\"draw\", \"active-player-loses\", \"roll-off\"", ["W-AMB-5"]],
  ["firstPlayerChooser", "\"lower\", \"higher\" (ties always reroll)", ["W-AMB-1", "W-AMB-19"]],
  ["handLimitCheck", "\"after-draw\", \"before-draw\"", ["W-AMB-3"]],
  ["countDiscardedCreatures", "true, false", ["W-AMB-7"]],
  ["reshuffleLoopCap", "whole number", ["W-AMB-9"]],
  ["allowTargetLimitedSummons", "true, false", ["W-AMB-16"]],
  ["limitedSummonBattle", "\"additional\", \"instead-of-primary\"", ["W-AMB-17"]],
  ["magicCapScope", "\"infinite-only\", \"all-lingering\"", ["W-AMB-26"]],
  ["criticalHitAlwaysHits", "false (all sixes must still meet the AL; only a Critical Miss is automatic), true (the old reading: all sixes always hit)", ["W-AMB-61"]],
  ["pctRounding", "\"floor\", \"ceil\", \"half-up\"", ["W-AMB-29"]],
  ["dotEndsWithSource", "true, false", ["W-AMB-30"]],
  ["dotStackScope", "\"any\", \"same-source\"", ["W-AMB-31"]],
  ["hotStacking", "true, false", ["W-AMB-31"]],
  ["maxTurnCycles", "whole number, or null for no Time Out", ["W-AMB-43", "W-15.1-4"]],
  ["autoPass", "\"empty-hand\" (a window is passed for a player only when their hand is empty), \"no-answer\" (whenever they hold no answer: fewer decisions, but the opponent can tell)", ["W-14.4.1-1"]],
  ["format", "\"casual\", \"official\" (deck construction by the official rules)", ["W-3.2.2-1", "W-18.5-1", "W-18.23-1"]],
  ["banned", "a list of card names or ids banned in official play", ["W-18.5-1"]],
  ["limited", "a list of card names or ids limited to one copy in official play", ["W-18.23-1"]],
];

/**
 * Every match option of Ward: its name, its default, the values it takes (in words) and the
 * rules it decides, as the game package's `options` table.
 *
 * @example
 * ```ts
 * import { OPTION_TABLE } from "@rulesmith/ward";
 * OPTION_TABLE.find((o) => o.name === "cemeteryThreshold")?.rules;
 * ```
 */
export const OPTION_TABLE: readonly GameOption[] = /* @__PURE__ */ Object.freeze(ROWS.map(([name, values, rules]) => Object.freeze({ name, default: DEFAULT_OPTIONS[name], values, rules: Object.freeze(rules) })));
