import type { Viewer } from "./player.js";
import type { Decision } from "./ruleset.js";

/**
 * Words for an action a game's own wording does not know (a new action type, or one a client
 * made up): its type with dashes as spaces, then each field as `name value`, with every card a
 * game can name written by name. Games use it as the fallback of their `describeAction`, so a
 * client always has a sentence to show, never raw JSON.
 *
 * @remarks
 * Strings, numbers and booleans are written as they are, a list of strings item by item
 * (`"none"` when empty); a string is a card when `cardName` returns a name for it. Nested
 * objects and other values are left out. It never throws, whatever `action` is.
 *
 * @param action - Any value, usually an action object with a `type`.
 * @param cardName - The name to write for a card id, or `undefined` when the string is not a card
 *   (a game passes its view's lookup, which says "a hidden card" for one the viewer cannot see).
 * @returns Such as `"Sacrifice, card Bear Wolf, for The Hero"`; `"Act"` for a value with no type.
 * @example
 * ```ts
 * import { genericActionWords } from "@rulesmith/core";
 * const names: Record<string, string> = { c3: "Bear Wolf" };
 * genericActionWords({ type: "dig-in", card: "c3", depth: 2, with: ["c3"] }, (id) => names[id]);
 * // "Dig in, card Bear Wolf, depth 2, with Bear Wolf"
 * ```
 */
export function genericActionWords(action: unknown, cardName: (id: string) => string | undefined): string {
  try {
    return words(action, cardName);
  } catch {
    // Only a value that is not plain data (a throwing getter, a proxy) gets here.
    return "Act";
  }
}

function words(action: unknown, cardName: (id: string) => string | undefined): string {
  const isObject = typeof action === "object" && action !== null && !Array.isArray(action);
  const type: unknown = isObject ? Reflect.get(action, "type") : undefined;
  const head = typeof type === "string" && type !== "" ? type.replace(/-/g, " ") : "act";
  const parts: string[] = [head];
  if (isObject) {
    const name = (v: string): string => cardName(v) ?? v;
    for (const key of Object.keys(action)) {
      if (key === "type") continue;
      const v: unknown = Reflect.get(action, key);
      if (typeof v === "string") parts.push(`${key} ${name(v)}`);
      else if (typeof v === "number" || typeof v === "boolean") parts.push(`${key} ${String(v)}`);
      else if (Array.isArray(v) && v.every((x) => typeof x === "string")) parts.push(`${key} ${v.map(name).join(", ") || "none"}`);
    }
  }
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Who a match is waiting for, as a board or a status line says it to `viewer`: `"Waiting for
 * you."`, `"Waiting for Player 0 and Player 1."`; for a roll of real dice also what to roll, so
 * that everyone at the table knows who throws the dice: `"Waiting for Player 0 to roll 2d6 for
 * the hit roll."`, `"Waiting for you to flip a coin for the burn damage of Ember Imp (tails: 2
 * damage)."`. The games' `describeView` boards start with it.
 *
 * @remarks
 * A `"chance"` decision's prompt is the engine kit's (`"Roll 2d6 for the hit roll"`, `"Flip a
 * coin for the ..."`), read as what the players named must do; a prompt worded otherwise follows
 * a colon (`"Waiting for you to roll: ..."`). The viewer is `"you"`; every other seat is
 * `Player N`.
 *
 * @param pending - The pending decision (`ruleset.pending`, or a view's `pending`).
 * @param viewer - Who reads the line: a seat or `"spectator"`.
 * @returns One sentence.
 * @example
 * ```ts
 * import { waitingWords } from "@rulesmith/core";
 * waitingWords({ kind: "mulligan", players: [1], prompt: "Keep this hand?" }, 0); // "Waiting for Player 1."
 * waitingWords({ kind: "chance", players: [0], prompt: "Roll 2d6 for the hit roll" }, 0); // "Waiting for you to roll 2d6 for the hit roll."
 * waitingWords({ kind: "chance", players: [1], prompt: "Flip a coin for the confusion check" }, "spectator"); // "Waiting for Player 1 to flip a coin for the confusion check."
 * ```
 */
export function waitingWords(pending: Pick<Decision, "kind" | "players" | "prompt">, viewer: Viewer): string {
  const seats: readonly unknown[] = Array.isArray(pending.players) ? pending.players : [];
  const names = seats.map((p) => (p === viewer ? "you" : typeof p === "number" ? `Player ${p}` : "a player"));
  const who = names.length <= 1 ? (names[0] ?? "the players") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
  if (pending.kind !== "chance") return `Waiting for ${who}.`;
  const prompt = typeof pending.prompt === "string" ? pending.prompt.replace(/[.\s]+$/, "") : "";
  if (prompt === "") return `Waiting for ${who} to roll.`;
  const what = /^(Roll|Flip) /.test(prompt) ? `${prompt.charAt(0).toLowerCase()}${prompt.slice(1)}` : `roll: ${prompt}`;
  return `Waiting for ${who} to ${what}.`;
}

/**
 * Words for a roll-off that tied and is rolled again, as the games' `describeEvent` say their
 * `roll-tied` events: `"The first-player roll is a tie, 7 against 7: both players roll again."`;
 * with three or more players, only those tied for the highest score roll again: `"The roll for
 * the first player is a tie at 5 between Player 0 and Player 2: they roll again."`.
 *
 * @remarks
 * `scores` is each player's die or total in the order of `players` (Ward's `faces`, Wardom's
 * `totals`). Scores that are not a list of numbers, or seats that do not match them one for
 * one, are left out of the sentence rather than guessed; a `purpose` that is not a non-empty
 * string reads as `"roll"`. It never throws, whatever it is given.
 *
 * @param purpose - The roll that tied (`"speed roll-off"`), as the sentence names it.
 * @param scores - Each player's score, in the order of `players`.
 * @param players - Who rolled, in order; needed only to say who rolls again when not everyone does.
 * @returns One sentence.
 * @example
 * ```ts
 * import { rollTiedWords } from "@rulesmith/core";
 * rollTiedWords("speed roll-off", [3, 3]); // "The speed roll-off is a tie, 3 against 3: both players roll again."
 * rollTiedWords("roll for the first player", [5, 2, 5], [0, 1, 2]); // "The roll for the first player is a tie at 5 between Player 0 and Player 2: they roll again."
 * rollTiedWords("roll for the first player", [4, 4, 4], [0, 1, 2]); // "The roll for the first player is a tie at 4: all 3 players roll again."
 * ```
 */
export function rollTiedWords(purpose: unknown, scores: unknown, players?: unknown): string {
  const what = typeof purpose === "string" && purpose !== "" ? purpose : "roll";
  try {
    return `The ${what} is a tie${tieWords(scores, players)}`;
  } catch {
    // Only a value that is not plain data (a throwing getter, a proxy) gets here.
    return `The ${what} is a tie: the players roll again.`;
  }
}

/** The rest of {@link rollTiedWords}'s sentence: the scores, then who rolls again. */
function tieWords(scores: unknown, players: unknown): string {
  const nums: readonly unknown[] = Array.isArray(scores) ? scores : [];
  const seats: readonly unknown[] = Array.isArray(players) ? players : [];
  const valid = nums.length >= 2 && nums.every((n) => typeof n === "number" && Number.isFinite(n));
  if (!valid) return seats.length === 2 ? ": both players roll again." : ": the players roll again.";
  const values = nums as readonly number[];
  if (values.length === 2) return `, ${values[0] ?? 0} against ${values[1] ?? 0}: both players roll again.`;
  const top = Math.max(...values);
  const named = seats.length === values.length && seats.every((p) => typeof p === "number" && Number.isInteger(p) && p >= 0);
  const tied = named ? seats.filter((_, i) => values[i] === top).map((p) => `Player ${String(p)}`) : [];
  if (values.every((v) => v === top)) return ` at ${top}: all ${values.length} players roll again.`;
  if (tied.length < 2) return `, ${values.slice(0, -1).join(", ")} and ${values[values.length - 1] ?? 0}: the players tied for the highest roll again.`;
  return ` at ${top} between ${tied.slice(0, -1).join(", ")} and ${tied[tied.length - 1] ?? ""}: they roll again.`;
}
