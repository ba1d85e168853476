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
