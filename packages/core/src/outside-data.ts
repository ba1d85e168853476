// The first look at data from outside (card files, deck lists), before any schema: one walk
// that copies it as plain JSON and says what is wrong, so that no value (deep, cyclic, huge, a
// getter, a proxy whose traps throw, a `__proto__` key) can make a parser throw or run long.

import { problemCount, problemSentence } from "./errors.js";
import { excerpt } from "./json.js";

/**
 * How {@link screenData} names the data in its messages, and its limits. Every field is
 * optional; a limit that is missing, negative or not a number takes its default.
 *
 * @example
 * ```ts
 * import { screenData, type ScreenOptions } from "@rulesmith/core";
 * const options: ScreenOptions = { what: "the deck list", maxDepth: 4 };
 * screenData({ name: "Mine", cards: [] }, options).problems; // []
 * ```
 */
export interface ScreenOptions {
  /** What the data is, in lower case, for messages: `"card data"`, `"the deck list"` (default `"the data"`). */
  readonly what?: string | undefined;
  /** The most arrays and objects inside one another (default 32; a card set needs about 10). */
  readonly maxDepth?: number | undefined;
  /** The most values in all: every array, object, string, number, boolean and `null` (default 50,000). */
  readonly maxValues?: number | undefined;
  /** The longest string or key, in UTF-16 code units (default 10,000). */
  readonly maxText?: number | undefined;
  /** The most problems listed before the walk stops (default 100); one more says that there are more. */
  readonly maxProblems?: number | undefined;
}

/**
 * One thing wrong with data from outside, found by {@link screenData}.
 *
 * @example
 * ```ts
 * import { screenData, type DataProblem } from "@rulesmith/core";
 * const [p]: readonly DataProblem[] = screenData({ cards: [{ hp: Number.NaN }] }).problems;
 * p?.path; // ["cards", 0, "hp"]
 * ```
 */
export interface DataProblem {
  /** Where: object keys and array indices from the top (`[]` for the value as a whole); {@link dataPathText} writes it. */
  readonly path: readonly (string | number)[];
  /** What is wrong, as a sentence for people of at most 300 characters; it does not repeat the path. */
  readonly message: string;
  /**
   * `true` for a key named `__proto__`, `constructor` or `prototype`: the key is left out of the
   * copy and nothing else is wrong with the place, so a parser may go on and report it with
   * the schema's problems. `false` for every other problem, after which the copy is partial.
   */
  readonly forbidden: boolean;
}

/**
 * What {@link screenData} found: a plain copy of the data and its problems.
 *
 * @example
 * ```ts
 * import { screenData, type ScreenedData } from "@rulesmith/core";
 * const r: ScreenedData = screenData({ id: "wall" });
 * r.copy; // { id: "wall" }
 * ```
 */
export interface ScreenedData {
  /**
   * A plain copy: objects and arrays rebuilt, keys with `forbidden` problems left out. With no
   * problems it deep-equals the value; with only forbidden-key problems it is the value without
   * those keys. After any other problem it is partial (what was refused is left out, and the
   * walk may have stopped): fit to name things in a message (a card's `id`), not to parse.
   */
  readonly copy: unknown;
  /** Every problem found, in the order found; empty when the value is plain JSON within the limits. */
  readonly problems: readonly DataProblem[];
}

/**
 * Keys refused in data from outside: `__proto__`, which assignment turns into a prototype, and
 * `constructor` and `prototype`, which valibot's `record` (like most schema libraries) leaves out
 * of the table it returns. @internal
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set(["__proto__", "constructor", "prototype"]);
const DEFAULTS = { what: "the data", maxDepth: 32, maxValues: 50_000, maxText: 10_000, maxProblems: 100 } as const;
/** The longest message a problem keeps (a message may quote a key or what a trap threw). */
const MAX_MESSAGE = 300;
/** A key shown in a path or a message is cut to this many characters. */
const SHOWN_KEY = 40;

type Key = string | number;

/** An array or object being walked, and the copy of it being built. */
interface Frame {
  readonly holder: object;
  readonly copy: unknown[] | Record<string, unknown>;
  /** The object's own enumerable string keys, or `undefined` for an array. */
  readonly keys: readonly string[] | undefined;
  readonly length: number;
  /** The frame this one's value sits in, and its key there (`undefined` for the top value). */
  readonly up: Frame | undefined;
  readonly at: Key | undefined;
  next: number;
}

/**
 * The path of a frame's value from the top. Built only for a problem: a frame keeps a link to
 * its parent, not its own copy of the path, so a walk stays linear in the depth.
 */
function pathOf(frame: Frame): Key[] {
  const out: Key[] = [];
  for (let f: Frame | undefined = frame; f?.at !== undefined; f = f.up) out.push(f.at);
  return out.reverse();
}

interface Limits {
  readonly what: string;
  readonly maxDepth: number;
  readonly maxValues: number;
  readonly maxText: number;
  readonly maxProblems: number;
}

/**
 * Looks at data from outside before any schema does: makes a plain copy of it and lists what
 * is wrong, each problem with its path.
 *
 * Refused: what is not plain JSON (`undefined`, a function, a symbol, a bigint, `NaN` or an
 * infinity, a hole in an array, a class instance such as a `Map` or a `Date`, a cycle, a getter
 * or setter), nesting deeper than `maxDepth`, more than `maxValues` values, a string or key
 * longer than `maxText`, and a value whose proxy traps throw (reported where it threw, after
 * which the walk stops). Keys named `__proto__`, `constructor` or `prototype` are reported with
 * `forbidden: true` and left out of the copy.
 *
 * @remarks
 * It never throws, whatever the value or the options, and never recurses. It lists each
 * object's keys once and reads every value once, by its property descriptor, so no getter
 * runs, and a schema that then parses the copy sees exactly what was looked at (a proxy cannot
 * answer differently the second time). It stops at the limits, so its time is bounded by them
 * (about 10 ms for 50,000 values), except that listing the keys of one object with very many
 * keys is slow in itself (in V8 about 25 ms for 100,000 keys).
 *
 * When to use: on card files, deck lists and any other data a parser takes from outside, with
 * the schema run on `copy` when there are no problems but forbidden keys. For a yes or no on a
 * value of your own (a state, an action), {@link plainJsonProblem} is cheaper.
 *
 * @param value - Anything.
 * @param options - What the data is called in messages, and the limits.
 * @returns The copy and the problems.
 * @example
 * ```ts
 * import { dataPathText, screenData } from "@rulesmith/core";
 * const r = screenData(JSON.parse('{"cards":[{"id":"a","__proto__":{}}, {"hp":1e999}]}'), { what: "card data" });
 * r.problems.map((p) => `${dataPathText(p.path)}: ${p.message}`);
 * // ['cards[0].__proto__: The key "__proto__" is not allowed in card data.',
 * //  "cards[1].hp: Infinity is not a JSON number; card data holds only JSON values (objects, arrays, strings, numbers, booleans and null)."]
 * screenData({ id: "a" }).copy; // { id: "a" }
 * ```
 */
export function screenData(value: unknown, options?: ScreenOptions): ScreenedData {
  const limits = readLimits(options);
  const { what, maxValues, maxText, maxProblems } = limits;
  const problems: DataProblem[] = [];
  const stack: Frame[] = [];
  /** The arrays and objects on the stack, for the cycle check. */
  const open = new Set<object>();
  let values = 0;
  let copy: unknown;
  let parent: Frame | undefined;
  let key: Key = "";
  const pathHere = (): readonly Key[] => {
    if (parent === undefined) return [];
    const path = pathOf(parent);
    path.push(key);
    return path;
  };
  /** Adds a problem; `true` when the list is full and the walk must stop. */
  const problem = (message: string, forbidden = false, path = pathHere()): boolean => {
    problems.push({ path, message: clipMessage(message), forbidden });
    if (problems.length < maxProblems) return false;
    problems.push({ path: [], message: clipMessage(`${capital(what)} has more problems; the first ${count(maxProblems)} are listed.`), forbidden: false });
    return true;
  };
  const tooMany = (): ScreenedData => {
    problem(`${capital(what)} holds at most ${count(maxValues)} values; this holds more.`, false, []);
    return { copy, problems };
  };
  let current: unknown = value;
  try {
    for (;;) {
      if (++values > maxValues) return tooMany();
      const why = valueProblem(current, stack.length, open, limits);
      let made: unknown = current;
      if (why !== undefined) {
        if (problem(why)) return { copy, problems };
      } else if (typeof current === "object" && current !== null) {
        const up = parent;
        const at = parent === undefined ? undefined : key;
        open.add(current);
        if (Array.isArray(current)) {
          const items: readonly unknown[] = current;
          const length = items.length;
          if (values + length > maxValues) return tooMany();
          const out: unknown[] = [];
          made = out;
          stack.push({ holder: items, copy: out, keys: undefined, length, up, at, next: 0 });
        } else {
          const keys = Object.keys(current);
          if (values + keys.length > maxValues) return tooMany();
          const out: Record<string, unknown> = {};
          made = out;
          stack.push({ holder: current, copy: out, keys, length: keys.length, up, at, next: 0 });
        }
      }
      // A refused value is left out of the copy (an array keeps its other items where they were);
      // an accepted one, or its rebuilt copy, is put in.
      if (why === undefined) {
        if (parent === undefined) copy = made;
        else if (Array.isArray(parent.copy)) parent.copy[Number(key)] = made;
        else parent.copy[key] = made;
      }
      // On to the next value: the next item of the innermost unfinished array or object.
      let found = false;
      while (!found) {
        const top = stack[stack.length - 1];
        if (top === undefined) return { copy, problems };
        if (top.next >= top.length) {
          stack.pop();
          open.delete(top.holder);
          continue;
        }
        const i = top.next++;
        parent = top;
        const name = top.keys === undefined ? String(i) : (top.keys[i] ?? "");
        key = top.keys === undefined ? i : shownKey(name);
        if (name.length > maxText) {
          if (problem(`A key in ${what} holds at most ${count(maxText)} characters, not ${count(name.length)}.`)) return { copy, problems };
          continue;
        }
        if (top.keys !== undefined && FORBIDDEN_KEYS.has(name)) {
          if (problem(`The key "${name}" is not allowed in ${what}.`, true)) return { copy, problems };
          continue;
        }
        const d = Object.getOwnPropertyDescriptor(top.holder, name);
        let refused: string | undefined;
        if (d === undefined) refused = top.keys === undefined ? `A list in ${what} has a hole here; ${what} holds JSON values.` : `This key vanished while ${what} was read.`;
        else if (!("value" in d)) refused = `${top.keys === undefined ? `Item ${i}` : `"${key}"`} is a getter or setter; ${what} holds plain values.`;
        if (refused === undefined) {
          current = d?.value as unknown;
          found = true;
        } else if (problem(refused)) return { copy, problems };
      }
    }
  } catch (e) {
    problem(`${capital(what)} could not be read: reading it threw ${thrownText(e)}.`);
    return { copy, problems };
  }
}

/** Why one value is not plain JSON within the limits (its parts are looked at later), or `undefined`. */
function valueProblem(value: unknown, depth: number, open: ReadonlySet<object>, limits: Limits): string | undefined {
  const { what } = limits;
  const only = `${what} holds only JSON values (objects, arrays, strings, numbers, booleans and null)`;
  switch (typeof value) {
    case "string":
      return value.length > limits.maxText ? `A string in ${what} holds at most ${count(limits.maxText)} characters, not ${count(value.length)}.` : undefined;
    case "number":
      return Number.isFinite(value) ? undefined : `${String(value)} is not a JSON number; ${only}.`;
    case "boolean":
      return undefined;
    case "object": {
      if (value === null) return undefined;
      if (open.has(value)) return `This value contains itself (a cycle); ${only}.`;
      if (depth >= limits.maxDepth) return `${capital(what)} is nested more than ${count(limits.maxDepth)} levels deep here.`;
      if (Array.isArray(value)) return undefined;
      const proto: unknown = Object.getPrototypeOf(value);
      return proto === Object.prototype || proto === null ? undefined : `This is ${valueKind(value)}, not a plain object; ${only}.`;
    }
    default:
      return `${typeof value === "undefined" ? "Undefined" : `A ${typeof value}`} is not a JSON value; ${only}.`;
  }
}

/** The options with their defaults; a hostile options object gives the defaults. */
function readLimits(options: ScreenOptions | undefined): Limits {
  const read = (name: keyof ScreenOptions): unknown => {
    try {
      if (options === undefined) return undefined;
      const d = Object.getOwnPropertyDescriptor(options, name);
      return d !== undefined && "value" in d ? (d.value as unknown) : undefined;
    } catch {
      return undefined;
    }
  };
  const limit = (name: "maxDepth" | "maxValues" | "maxText" | "maxProblems"): number => {
    const n = read(name);
    return typeof n === "number" && n >= 0 ? Math.floor(n) : DEFAULTS[name];
  };
  const what = read("what");
  return {
    what: typeof what === "string" && what !== "" ? clipMessage(what, 80) : DEFAULTS.what,
    maxDepth: limit("maxDepth"),
    maxValues: limit("maxValues"),
    maxText: limit("maxText"),
    maxProblems: Math.max(limit("maxProblems"), 1),
  };
}

/**
 * A path from {@link screenData} (or a schema issue's keys) as text: `cards[3].effects[0].amount`,
 * or with `style` `"dots"`, `cards.3.effects.0.amount`. `""` for the value as a whole.
 *
 * @param path - Object keys and array indices, from the top.
 * @param style - `"brackets"` (the default) writes indices as `[3]`; `"dots"` as `.3`.
 * @returns The path as text.
 * @example
 * ```ts
 * import { dataPathText } from "@rulesmith/core";
 * dataPathText(["cards", 3, "hp"]);         // "cards[3].hp"
 * dataPathText(["cards", 3, "hp"], "dots"); // "cards.3.hp"
 * dataPathText([]);                         // ""
 * ```
 */
export function dataPathText(path: readonly unknown[], style: "brackets" | "dots" = "brackets"): string {
  let out = "";
  for (const k of path) {
    if (typeof k === "number" && style === "brackets") out += `[${k}]`;
    else out += out === "" ? String(k) : `.${String(k)}`;
  }
  return out;
}

/**
 * What kind of value this is, for a message, found without running any getter or listing any
 * key: `null`, `a list`, `an object`, `a Map`, `an instance of Thing`, `a function`; a string,
 * number, boolean or bigint is quoted as {@link excerpt} writes it (cut to 40 characters).
 *
 * @param value - Anything.
 * @returns A few words, at most about 60 characters; never throws.
 * @example
 * ```ts
 * import { valueKind } from "@rulesmith/core";
 * valueKind(new Map());    // "a Map"
 * valueKind([1, 2]);       // "a list"
 * valueKind("ember-imp");  // '"ember-imp"'
 * class Card {}
 * valueKind(new Card());   // "an instance of Card"
 * ```
 */
export function valueKind(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return "a symbol";
  if (typeof value !== "object") return typeof value === "undefined" ? "undefined" : excerpt(value, 40);
  try {
    if (Array.isArray(value)) return "a list";
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto === null || proto === Object.prototype || typeof proto !== "object") return "an object";
    const ctor: unknown = Object.getOwnPropertyDescriptor(proto, "constructor")?.value;
    const name: unknown = typeof ctor === "function" ? Object.getOwnPropertyDescriptor(ctor, "name")?.value : undefined;
    if (typeof name !== "string" || name === "" || name.length > 40) return "an object that is not plain";
    return ["Map", "Set", "Date", "Error", "RegExp", "Promise"].includes(name) || name.endsWith("Array") ? `a ${name}` : `an instance of ${name}`;
  } catch {
    return "a value that cannot be read";
  }
}

/**
 * What a getter or proxy trap threw, for a message: its own `message` when it has a string one
 * (read as a data property, so no getter runs), else {@link valueKind} of it.
 *
 * @param thrown - What a `catch` caught.
 * @returns At most 120 characters; never throws.
 * @example
 * ```ts
 * import { thrownText } from "@rulesmith/core";
 * thrownText(new Error("trap boom")); // '"trap boom"'
 * thrownText(42);                     // "42"
 * ```
 */
export function thrownText(thrown: unknown): string {
  try {
    if (typeof thrown === "string") return excerpt(thrown, 120);
    const d = typeof thrown === "object" && thrown !== null ? Object.getOwnPropertyDescriptor(thrown, "message") : undefined;
    return d !== undefined && typeof d.value === "string" ? excerpt(d.value, 120) : valueKind(thrown);
  } catch {
    return "a value that cannot be read";
  }
}

/**
 * A message cut to `max` characters (default 300), ending in `…` when cut, never inside a
 * surrogate pair: the length every problem message of a parser keeps, since a message may quote
 * a key or a value from outside.
 *
 * @param message - The message.
 * @param max - The most characters to keep (default 300, at least 2).
 * @returns The message, or its start and `…`.
 * @example
 * ```ts
 * import { clipMessage } from "@rulesmith/core";
 * clipMessage("short");                  // "short"
 * clipMessage("x".repeat(1_000)).length; // 300
 * ```
 */
export function clipMessage(message: string, max = MAX_MESSAGE): string {
  const room = typeof max === "number" && max >= 2 ? Math.floor(max) : MAX_MESSAGE;
  if (message.length <= room) return message;
  let end = room - 1;
  const last = message.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${message.slice(0, end)}…`;
}

/** A key as shown in a path or message: cut to {@link SHOWN_KEY} characters. */
function shownKey(name: string): string {
  return clipMessage(name, SHOWN_KEY);
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function count(n: number): string {
  return n.toLocaleString("en");
}

/**
 * The message of a refusal that lists many problems of outside data, worded alike in every
 * game: `${subject} a problem: ...` or `${subject} N problems: ...`, listing as many problems
 * as fit in `max` characters (at least the first, cut short if it is long) and counting the
 * rest (`and 3 more`). The games word a bad card file with it (`"The card data has"`).
 *
 * @param subject - What has the problems, with its verb: `"The card data has"`.
 * @param problems - The problems, each a sentence or a clause; at least one.
 * @param max - The longest message (default 300 characters).
 * @returns The message.
 * @example
 * ```ts
 * import { problemSummary } from "@rulesmith/core";
 * problemSummary("The card data has", ["imp: the field `hp` is -1", "imp: unknown field `bogus`"]); // "The card data has 2 problems: imp: the field `hp` is -1; imp: unknown field `bogus`."
 * problemSummary("The card data has", ["a".repeat(40), "b".repeat(40), "c".repeat(40)], 100); // "The card data has 3 problems: aaaa...; and 2 more." — the b's would not fit in 100 characters
 * ```
 */
export function problemSummary(subject: string, problems: readonly string[], max = MAX_MESSAGE): string {
  const room = typeof max === "number" && max >= 2 ? Math.floor(max) : MAX_MESSAGE;
  const lead = `${subject} ${problemCount(problems.length)}: `;
  const sentence = (shown: number): string =>
    problemSentence(lead, shown < problems.length ? [...problems.slice(0, shown), `and ${problems.length - shown} more`] : problems.slice(0, shown));
  let shown = 1;
  while (shown < problems.length && sentence(shown + 1).length <= room) shown++;
  return clipMessage(sentence(shown), room);
}

/**
 * The message every game gives a refused card file: {@link problemSummary} with the subject
 * `"The card data has"`, each problem after the label of its card (`imp: the field ...`), or
 * alone when it concerns the data as a whole (a card labelled `"(set)"` or `"(card)"`).
 *
 * @param problems - Each problem's card label and sentence; at least one.
 * @param max - The longest message (default 300 characters).
 * @returns The message.
 * @example
 * ```ts
 * import { cardDataSummary } from "@rulesmith/core";
 * cardDataSummary([{ card: "imp", message: "the field `hp` is -1" }, { card: "(set)", message: "The set needs a name." }]); // "The card data has 2 problems: imp: the field `hp` is -1; The set needs a name."
 * ```
 */
export function cardDataSummary(problems: readonly { readonly card: string; readonly message: string }[], max = MAX_MESSAGE): string {
  return problemSummary(
    "The card data has",
    problems.map((p) => (p.card === "(set)" || p.card === "(card)" ? p.message : `${p.card}: ${p.message}`)),
    max,
  );
}
