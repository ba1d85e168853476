// Names for card instances in a play-by-play, read from what the viewer may see.
import { isList, isRecord, own } from "@rulesmith/core";

const MAX_NODES = 200_000;

/**
 * Learns card names from a view and adds them to `names`: a card instance shown in the view as
 * `{ id, def }`, or as an entry `id: { def }` of a record keyed by instance id (the engine
 * kit's `cards`), gets the `name` of the card definition `{ id: def, name }` (or of the entry
 * `def: { name }` of a `defs` record) when the view holds one, else the definition id. Only
 * what the view shows is learned, so hidden cards stay unnamed.
 *
 * @remarks This reads common shapes of views (instances pointing to definitions by `def`),
 * not any one game's; a view without such a shape teaches nothing.
 * @param view - A player's or spectator's view.
 * @param names - The names learned so far (instance id to name); updated.
 * @returns `names`.
 * @example
 * ```ts
 * import { learnCardNames } from "@rulesmith/client";
 * learnCardNames({ defs: { "bear-wolf": { id: "bear-wolf", name: "Bear Wolf" } }, field: [{ id: "c3", def: "bear-wolf" }] }, new Map());
 * // Map { "c3" => "Bear Wolf" }
 * learnCardNames({ defs: { "bear-wolf": { name: "Bear Wolf" } }, cards: { c3: { def: "bear-wolf", owner: 0 } } }, new Map());
 * // Map { "c3" => "Bear Wolf" }
 * ```
 */
export function learnCardNames(view: unknown, names: Map<string, string>): Map<string, string> {
  const defNames = new Map<string, string>();
  const instances: [string, string][] = [];
  const stack: unknown[] = [view];
  let seen = 0;
  while (stack.length > 0 && seen < MAX_NODES) {
    const node = stack.pop();
    seen++;
    if (isList(node)) {
      for (const item of node) if (typeof item === "object" && item !== null) stack.push(item);
      continue;
    }
    if (!isRecord(node)) continue;
    const id = own(node, "id");
    if (typeof id === "string") {
      const name = own(node, "name");
      const def = own(node, "def");
      if (typeof name === "string" && name !== "") defNames.set(id, name);
      if (typeof def === "string" && def !== "") instances.push([id, def]);
    }
    for (const key of Object.keys(node)) {
      const v = own(node, key);
      if (typeof v !== "object" || v === null) continue;
      if (isRecord(v) && typeof own(v, "id") !== "string") {
        // An entry of a record keyed by id: `cards: { c3: { def } }`, `defs: { "bear-wolf": { name } }`.
        const def = own(v, "def");
        const name = own(v, "name");
        if (typeof def === "string" && def !== "") instances.push([key, def]);
        if (typeof name === "string" && name !== "" && isDefsRecord(view, node)) defNames.set(key, name);
      }
      stack.push(v);
    }
  }
  for (const [id, def] of instances) names.set(id, defNames.get(def) ?? def);
  return names;
}

/** Whether `node` is the view's top-level `defs` record (definitions keyed by id). @internal */
function isDefsRecord(view: unknown, node: object): boolean {
  return isRecord(view) && own(view, "defs") === node;
}
