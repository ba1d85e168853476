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
