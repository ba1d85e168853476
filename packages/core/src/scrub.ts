// Removing card ids from any JSON value: what views, pending decisions and events do with the
// ids a viewer may not know.

const TOKEN = /[\w-]+/g;

/**
 * `value` with every mention of a hidden card removed: a string equal to a hidden id becomes
 * `null`, an object key equal to one is dropped, and a hidden id inside longer text ("Frozen
 * Touch of c55") becomes "a card". Parts without a mention are shared, not copied, and `value`
 * is not changed. It is what views, pending decisions and events use; a client uses it for
 * text it shows to a viewer from elsewhere, such as a bot's error, with the ids a ruleset's
 * `secrets(state, viewer).hiddenCards` names.
 *
 * @param value - Any JSON value.
 * @param hidden - The ids of the cards the reader may not know.
 * @returns The value without them (the same value when none is mentioned).
 * @example
 * ```ts
 * import { scrubIds } from "@rulesmith/core";
 * scrubIds({ card: "c55", note: "Frozen Touch of c55", seen: "c3" }, new Set(["c55"]));
 * // { card: null, note: "Frozen Touch of a card", seen: "c3" }
 * ```
 */
export function scrubIds(value: unknown, hidden: ReadonlySet<string>): unknown {
  if (hidden.size === 0) return value;
  return scrub(value, hidden, 0);
}

/** Up to this many hidden ids, a text is searched for each before it is split into words. */
const FEW = 4;

function mentionsAny(text: string, ids: ReadonlySet<string>): boolean {
  for (const id of ids) if (text.includes(id)) return true;
  return false;
}

function scrub(value: unknown, hidden: ReadonlySet<string>, depth: number): unknown {
  if (typeof value === "string") {
    if (hidden.has(value)) return null;
    if (value.length < 2) return value;
    // A text can hold a hidden id as a word only if it holds it at all: for the few ids of an
    // event (the judge of a step's events), a substring test spares the regular expression.
    if (hidden.size <= FEW && !mentionsAny(value, hidden)) return value;
    const text = value.replace(TOKEN, (t) => (hidden.has(t) ? "a card" : t));
    return text === value ? value : text;
  }
  if (typeof value !== "object" || value === null) return value;
  // Deeper than any state parseState accepts: dropped rather than walked, so nothing slips through.
  if (depth > 64) return null;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    const list = value as readonly unknown[];
    for (let i = 0; i < list.length; i++) {
      const v = list[i];
      const s = scrub(v, hidden, depth + 1);
      if (s !== v) {
        out ??= list.slice();
        out[i] = s;
      }
    }
    return out ?? value;
  }
  let out: Record<string, unknown> | undefined;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  for (const k of keys) {
    const v = obj[k];
    const s = hidden.has(k) ? undefined : scrub(v, hidden, depth + 1);
    if (s !== v || hidden.has(k)) {
      out ??= { ...obj };
      if (hidden.has(k)) Reflect.deleteProperty(out, k);
      else Object.defineProperty(out, k, { value: s, enumerable: true, writable: true, configurable: true });
    }
  }
  return out ?? value;
}

/**
 * Whether `scrubbed` is `value` with some card ids removed as {@link scrubIds} removes them,
 * and nothing else changed: each difference is a card id (`isCard`) turned to `null`, dropped
 * as a key, or turned to "a card" inside text. The visibility fields of an event (`visibleTo`,
 * `publicForm`) are not compared at the top. @internal
 */
export function onlyIdsRemoved(value: unknown, scrubbed: unknown, isCard: (id: string) => boolean): boolean {
  return same(value, scrubbed, isCard, 0);
}

function same(value: unknown, scrubbed: unknown, isCard: (id: string) => boolean, depth: number): boolean {
  if (value === scrubbed) return true;
  if (typeof value === "string") {
    if (scrubbed === null) return isCard(value);
    return typeof scrubbed === "string" && sameText(value, scrubbed, isCard);
  }
  if (typeof value !== "object" || value === null || typeof scrubbed !== "object" || scrubbed === null || depth > 64) return false;
  if (Array.isArray(value) || Array.isArray(scrubbed)) {
    if (!Array.isArray(value) || !Array.isArray(scrubbed)) return false;
    const a = value as readonly unknown[];
    const b = scrubbed as readonly unknown[];
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i], isCard, depth + 1)) return false;
    return true;
  }
  const a = value as Record<string, unknown>;
  const b = scrubbed as Record<string, unknown>;
  const top = depth === 0;
  for (const k of Object.keys(b)) {
    if (top && (k === "visibleTo" || k === "publicForm")) continue;
    if (!Object.hasOwn(a, k) || !same(a[k], b[k], isCard, depth + 1)) return false;
  }
  for (const k of Object.keys(a)) {
    if (top && (k === "visibleTo" || k === "publicForm")) continue;
    if (!Object.hasOwn(b, k) && !isCard(k)) return false;
  }
  return true;
}

/** Whether `scrubbed` is the text `value` with some card ids in it turned to "a card". */
function sameText(value: string, scrubbed: string, isCard: (id: string) => boolean): boolean {
  let pattern = "";
  let cards = false;
  let last = 0;
  for (const m of value.matchAll(TOKEN)) {
    const t = m[0];
    pattern += escape(value.slice(last, m.index)) + (isCard(t) ? `(?:${escape(t)}|a card)` : escape(t));
    if (isCard(t)) cards = true;
    last = m.index + t.length;
  }
  if (!cards) return false;
  pattern += escape(value.slice(last));
  return new RegExp(`^${pattern}$`).test(scrubbed);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
