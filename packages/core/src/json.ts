/**
 * A JSON value: what every rulesmith state, action, event and record is made of.
 *
 * @example
 * ```ts
 * import type { JsonValue } from "@rulesmith/core";
 * const v: JsonValue = { hp: [20, 18], over: false };
 * ```
 */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * How deep and how large {@link plainJsonProblem} and {@link isPlainJson} let a value be.
 * A value past either limit is reported as a problem, like a function or a cycle would be.
 *
 * @example
 * ```ts
 * import { plainJsonProblem, type JsonLimits } from "@rulesmith/core";
 * const strict: JsonLimits = { maxDepth: 2, maxNodes: 100 };
 * plainJsonProblem({ a: { b: [] } }, strict); // "$.a.b is nested deeper than 2 levels"
 * ```
 */
export interface JsonLimits {
  /**
   * The most arrays and objects inside one another (default 200): `{ a: [1] }` is 2 deep. A
   * negative or `NaN` limit means the default; `Infinity` means no limit.
   */
  readonly maxDepth?: number | undefined;
  /**
   * The most parts in all (default 1,000,000): every array, object, string, number, boolean
   * and `null`, counted each time it is met, so an object shared by two parents counts twice.
   * A negative or `NaN` limit means the default; `Infinity` means no limit.
   */
  readonly maxNodes?: number | undefined;
}

const DEFAULT_MAX_DEPTH = 200;
const DEFAULT_MAX_NODES = 1_000_000;

/**
 * Tells whether a value is plain JSON data that survives `JSON.parse(JSON.stringify(v))`
 * unchanged: no `undefined`, functions, class instances, Maps, Sets, Dates, `NaN`,
 * infinities or cycles, and no deeper or larger than the limits. {@link plainJsonProblem}
 * says why not.
 *
 * @param value - Any value.
 * @param limits - How deep and how large the value may be (default 200 levels, 1,000,000 parts).
 * @returns `true` when the value is plain JSON within the limits.
 * @example
 * ```ts
 * import { isPlainJson } from "@rulesmith/core";
 * isPlainJson({ a: [1, "b", null] }); // true
 * isPlainJson({ a: undefined });      // false
 * isPlainJson(new Map());             // false
 * isPlainJson([[[]]], { maxDepth: 2 }); // false
 * ```
 */
export function isPlainJson(value: unknown, limits?: JsonLimits): value is JsonValue {
  return plainJsonProblem(value, limits) === undefined;
}

/**
 * One array or object on the way from the root to the part being looked at. The part is
 * `items[next - 1]`; for an object, `items` holds its own enumerable values in `Object.keys`
 * order, so the key is looked up only when a path is written.
 */
interface Frame {
  readonly holder: object;
  readonly items: readonly unknown[];
  readonly isArray: boolean;
  next: number;
}

/** Up to this depth an ancestor is found by scanning the stack; deeper, a `Set` is kept. */
const SCAN_DEPTH = 16;
/** A written path shows at most this many segments from its start and from its end. */
const PATH_HEAD = 6;
const PATH_TAIL = 2;
/** A key in a written path is cut to this many characters. */
const PATH_KEY = 24;

/**
 * Finds the first place where a value is not plain JSON, as a path like `$.players[1].hand`.
 *
 * @remarks
 * The walk is iterative, so a value of any depth gets an answer, never a `RangeError`: past
 * `limits.maxDepth` levels the answer is `"… is nested deeper than N levels"`, and past
 * `limits.maxNodes` parts it is `"the value has more than N parts"`. A getter or proxy that
 * throws gives `"… could not be read (…)"`; nothing is thrown. Paths are short however deep
 * the problem: at most the first 6 and the last 2 steps are written, with `…` between, and a
 * long key is cut. A path is built only when there is a problem: a first quick pass, in no
 * particular order, says whether there is one, so checking a small action allocates little.
 *
 * @param value - Any value.
 * @param limits - How deep and how large the value may be (default 200 levels, 1,000,000 parts).
 * @returns A description of the first problem, or `undefined` when the value is plain JSON
 * within the limits.
 * @example
 * ```ts
 * import { plainJsonProblem } from "@rulesmith/core";
 * plainJsonProblem({ a: [1, undefined] }); // "$.a[1] is undefined"
 * plainJsonProblem(new Array(2_000_000).fill(0)); // "the value has more than 1000000 parts"
 * ```
 */
export function plainJsonProblem(value: unknown, limits?: JsonLimits): string | undefined {
  const maxDepth = limits === undefined ? DEFAULT_MAX_DEPTH : limitOf(limits, "maxDepth", DEFAULT_MAX_DEPTH);
  const maxNodes = limits === undefined ? DEFAULT_MAX_NODES : limitOf(limits, "maxNodes", DEFAULT_MAX_NODES);
  // Most values are fine: say so after one quick pass, and walk again in order only to describe
  // a problem. With neither limit the quick pass could circle a cycle forever, so it is skipped.
  if ((maxDepth !== Infinity || maxNodes !== Infinity) && isPlainWithin(value, maxDepth, maxNodes)) return undefined;
  return firstProblem(value, maxDepth, maxNodes);
}

/**
 * Whether a value is plain JSON within the limits, visiting its parts in any order and keeping
 * no path. A cycle is caught by the limits: it makes the value infinitely deep and large.
 */
function isPlainWithin(value: unknown, maxDepth: number, maxNodes: number): boolean {
  if (maxNodes < 1) return false;
  if (typeof value !== "object" || value === null) return isPlainScalar(value);
  const todo: object[] = [value];
  const depths: number[] = [1];
  let nodes = 1;
  try {
    for (let holder = todo.pop(); holder !== undefined; holder = todo.pop()) {
      const depth = depths.pop() ?? 0;
      if (depth > maxDepth) return false;
      if (Array.isArray(holder)) {
        const items: readonly unknown[] = holder;
        for (let i = 0; i < items.length; i++) {
          if (++nodes > maxNodes || !(i in items)) return false;
          const item = items[i];
          if (typeof item === "object" && item !== null) {
            todo.push(item);
            depths.push(depth + 1);
          } else if (!isPlainScalar(item)) return false;
        }
      } else {
        const proto: unknown = Object.getPrototypeOf(holder);
        if (proto !== Object.prototype && proto !== null) return false;
        // Read by its own keys: typed as a record only to index it; every member is checked below.
        const members = holder as Readonly<Record<string, unknown>>;
        for (const key in members) {
          if (!Object.hasOwn(members, key)) continue;
          if (++nodes > maxNodes) return false;
          const member = members[key];
          if (typeof member === "object" && member !== null) {
            todo.push(member);
            depths.push(depth + 1);
          } else if (!isPlainScalar(member)) return false;
        }
      }
    }
  } catch {
    return false;
  }
  return true;
}

function isPlainScalar(value: unknown): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value);
    case "object":
      return value === null;
    default:
      return false;
  }
}

/** The first problem in depth-first order, with its path: the walk that writes the message. */
function firstProblem(value: unknown, maxDepth: number, maxNodes: number): string | undefined {
  const stack: Frame[] = [];
  let ancestors: Set<object> | undefined;
  let nodes = 0;
  let current: unknown = value;
  try {
    for (;;) {
      if (++nodes > maxNodes) return `the value has more than ${maxNodes} parts`;
      switch (typeof current) {
        case "string":
        case "boolean":
          break;
        case "number":
          if (!Number.isFinite(current)) return `${pathOf(stack)} is ${String(current)}`;
          break;
        case "undefined":
          return `${pathOf(stack)} is undefined`;
        case "object": {
          if (current === null) break;
          if (isAncestor(stack, ancestors, current)) return `${pathOf(stack)} is a cycle`;
          let items: readonly unknown[];
          let isArray = false;
          if (Array.isArray(current)) {
            items = current;
            isArray = true;
          } else {
            const proto: unknown = Object.getPrototypeOf(current);
            if (proto !== Object.prototype && proto !== null) return `${pathOf(stack)} is not a plain object`;
            items = Object.values(current);
          }
          if (stack.length >= maxDepth) return `${pathOf(stack)} is nested deeper than ${maxDepth} level${maxDepth === 1 ? "" : "s"}`;
          stack.push({ holder: current, items, isArray, next: 0 });
          if (ancestors !== undefined) ancestors.add(current);
          else if (stack.length > SCAN_DEPTH) ancestors = new Set(stack.map((f) => f.holder));
          break;
        }
        default:
          return `${pathOf(stack)} is a ${typeof current}`;
      }
      // Move on to the next part: the next item of the innermost unfinished array or object.
      for (;;) {
        const top = stack[stack.length - 1];
        if (top === undefined) return undefined;
        if (top.next < top.items.length) {
          const i = top.next++;
          if (top.isArray && !(i in top.items)) return `${pathOf(stack)} is a hole`;
          current = top.items[i];
          break;
        }
        stack.pop();
        ancestors?.delete(top.holder);
      }
    }
  } catch (e) {
    return `${pathOf(stack)} could not be read (${excerpt(e)})`;
  }
}

/** A limit from the caller's options, or the default when it is missing, negative or `NaN`. */
function limitOf(limits: JsonLimits | undefined, name: keyof JsonLimits, fallback: number): number {
  try {
    const n: unknown = limits?.[name];
    return typeof n === "number" && n >= 0 ? n : fallback;
  } catch {
    return fallback;
  }
}

/** Whether `value` is one of the arrays and objects on the stack: found by a scan while the stack is short, else in `ancestors`. */
function isAncestor(stack: readonly { readonly holder: object }[], ancestors: ReadonlySet<object> | undefined, value: object): boolean {
  if (ancestors !== undefined) return ancestors.has(value);
  for (const frame of stack) if (frame.holder === value) return true;
  return false;
}

/** The path to the part being looked at: `$`, then `.key` or `[index]` per level, shortened when deep. */
function pathOf(stack: readonly Frame[]): string {
  let path = "$";
  const n = stack.length;
  for (let j = 0; j < n; j++) {
    if (j === PATH_HEAD && n > PATH_HEAD + PATH_TAIL) {
      path += "…";
      j = n - PATH_TAIL - 1;
      continue;
    }
    const frame = stack[j];
    if (frame !== undefined) path += segmentOf(frame);
  }
  return path;
}

function segmentOf(frame: Frame): string {
  const i = frame.next - 1;
  if (frame.isArray) return `[${i}]`;
  try {
    const key = Object.keys(frame.holder)[i] ?? "?";
    return `.${key.length > PATH_KEY ? `${cutText(key, PATH_KEY - 1)}…` : key}`;
  } catch {
    return ".?";
  }
}

/**
 * Parses JSON text without ever throwing, and without letting `__proto__` keys turn into
 * prototypes: such keys are dropped.
 *
 * @remarks
 * Text of any depth is read (the `__proto__` keys are removed by an iterative walk, not by a
 * reviver, which would overflow the call stack on deep text). Whether the value is then too
 * deep or too large for a purpose is for {@link plainJsonProblem} to say.
 *
 * @param text - JSON text from outside (a file, a network message, a saved game).
 * @returns The parsed value, or `undefined` together with the parser's message.
 * @example
 * ```ts
 * import { parseJson } from "@rulesmith/core";
 * parseJson('{"a":1}'); // { ok: true, value: { a: 1 } }
 * parseJson("{oops");  // { ok: false, error: { code: "json/parse", ... } }
 * ```
 */
export function parseJson(text: string):
  | {
      /** `true`: the text was valid JSON. */
      ok: true;
      /** The parsed value, with every `__proto__` key dropped. */
      value: JsonValue;
    }
  | {
      /** `false`: the text was not valid JSON. */
      ok: false;
      /** Why the text was refused. */
      error: {
        /** Always `"json/parse"`. */
        code: "json/parse";
        /** "Not valid JSON: " followed by the parser's own message, for a person. */
        message: string;
      };
    } {
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch (e) {
    return { ok: false, error: { code: "json/parse", message: `Not valid JSON: ${e instanceof Error ? e.message : String(e)}` } };
  }
  dropProtoKeys(value);
  return { ok: true, value };
}

/**
 * Deletes every own `__proto__` key in a freshly parsed value (JSON.parse makes them own data
 * properties, which a later spread or `Object.assign` would turn into a prototype).
 */
function dropProtoKeys(root: JsonValue): void {
  const todo: JsonValue[] = [root];
  for (let v = todo.pop(); v !== undefined; v = todo.pop()) {
    if (typeof v !== "object" || v === null) continue;
    if (!Array.isArray(v) && Object.hasOwn(v, "__proto__")) Reflect.deleteProperty(v, "__proto__");
    for (const child of Object.values<JsonValue>(v)) if (typeof child === "object" && child !== null) todo.push(child);
  }
}

/** One array or object being written by {@link canonicalJson}. */
interface CanonicalFrame {
  readonly holder: object;
  /** The array's items; for an object, unused (its members are read by key). */
  readonly items: readonly unknown[];
  /** The object's keys, sorted; `undefined` for an array. */
  readonly keys: readonly string[] | undefined;
  next: number;
  /** Whether a member has been written yet (an object skips its `undefined` members). */
  wrote: boolean;
}

/** The longest text {@link canonicalJson} writes; a value past it gets {@link TOO_LARGE}. */
const MAX_CANONICAL = 10_000_000;
/** The longest text {@link hashJson} hashes: it never holds the text, so it can go further. */
const MAX_HASHED = 1_000_000_000;
/**
 * Text is set aside in chunks of about this many characters. Each chunk is flattened when set
 * aside, so that a long text never becomes a rope of millions of small strings.
 */
const CHUNK = 16_384;
const TOO_LARGE = /* @__PURE__ */ JSON.stringify(`[canonicalJson: more than ${MAX_CANONICAL} characters]`);
const UNREADABLE = /* @__PURE__ */ JSON.stringify("[canonicalJson: the value could not be read]");
const NO_ITEMS: readonly unknown[] = [];

/**
 * Serializes a JSON value with object keys sorted, so that equal values give equal text.
 * Used for hashing states and comparing them.
 *
 * @remarks
 * Iterative: a value of any depth is written in full, never a `RangeError`. It never throws,
 * and for a value that is not JSON it still returns the same text every time:
 * `undefined`, functions and symbols become `null` (object members that are `undefined` are
 * left out), `NaN` and infinities become `null`, holes in arrays become `null`, a bigint is
 * written as its digits, a Map, Set or Date as `{}` (only own enumerable keys are written), and
 * a reference back to an object that contains it (a cycle) as `null`. Text longer than
 * 10,000,000 characters is not built: such a value gives the JSON string
 * `"[canonicalJson: more than 10000000 characters]"`, and a value whose getters or proxy
 * traps throw gives `"[canonicalJson: the value could not be read]"`. Check
 * {@link isPlainJson} first when those cases must be told apart.
 *
 * Gotcha: its time is proportional to the value's size as a tree, and a part shared by two
 * parents is written twice, so a small value built from shared parts can stand for a huge text
 * (it stops at the limit above). Before writing a value from outside, check it with
 * {@link isPlainJson}, which stops at `maxNodes` parts.
 *
 * @param value - A JSON value.
 * @returns Canonical JSON text.
 * @example
 * ```ts
 * import { canonicalJson } from "@rulesmith/core";
 * canonicalJson({ b: 1, a: [2] }); // '{"a":[2],"b":1}'
 * ```
 */
export function canonicalJson(value: unknown): string {
  try {
    if (typeof value !== "object" || value === null) {
      if (typeof value === "string" && value.length > MAX_CANONICAL) return TOO_LARGE;
      const text = scalarJson(value);
      return text.length > MAX_CANONICAL ? TOO_LARGE : text;
    }
    const chunks: string[] = [];
    const tail = writeCanonical(value, chunks, MAX_CANONICAL);
    if (tail === undefined) return TOO_LARGE;
    if (chunks.length === 0) return tail;
    chunks.push(tail);
    return chunks.join("");
  } catch (e) {
    return e instanceof RangeError ? TOO_LARGE : UNREADABLE;
  }
}

/** The canonical text of anything that is not a (non-null) object. */
function scalarJson(value: unknown): string {
  switch (typeof value) {
    case "string":
      return quote(value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "bigint":
      return value.toString();
    default:
      return "null";
  }
}

/** `JSON.stringify(s)`, faster for the short plain strings (ids, keys) that actions are made of. */
function quote(s: string): string {
  if (s.length > 64) return JSON.stringify(s);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(s);
  }
  return `"${s}"`;
}

/** `Object.keys(obj).sort()`, by insertion for the few keys most objects have (same order: UTF-16 code units). */
function sortedKeys(obj: object): string[] {
  const keys = Object.keys(obj);
  if (keys.length > 12) return keys.sort();
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i] ?? "";
    let j = i;
    for (; j > 0; j--) {
      const before = keys[j - 1] ?? "";
      if (before < key) break;
      keys[j] = before;
    }
    keys[j] = key;
  }
  return keys;
}

/**
 * Writes the canonical text of an array or object: every full chunk goes to `sink`, and what is
 * left at the end is returned. Returns `undefined` as soon as the text is longer than `max`.
 */
function writeCanonical(root: object, sink: { push(chunk: string): unknown }, max: number): string | undefined {
  const stack: CanonicalFrame[] = [];
  let ancestors: Set<object> | undefined;
  let out = "";
  /** Characters handed to the sink, plus `undefined` members skipped: the work done so far. */
  let work = 0;
  let current: unknown = root;
  for (;;) {
    // Write the current part, or open it.
    if (typeof current !== "object") {
      if (typeof current === "string" && current.length > max) return undefined;
      out += scalarJson(current);
    } else if (current === null || isAncestor(stack, ancestors, current)) {
      out += "null";
    } else {
      if (Array.isArray(current)) {
        out += "[";
        stack.push({ holder: current, items: current, keys: undefined, next: 0, wrote: false });
      } else {
        out += "{";
        stack.push({ holder: current, items: NO_ITEMS, keys: sortedKeys(current), next: 0, wrote: false });
      }
      if (ancestors !== undefined) ancestors.add(current);
      else if (stack.length > SCAN_DEPTH) ancestors = new Set(stack.map((f) => f.holder));
    }
    // Move on: write separators and closing brackets up to the next part.
    for (;;) {
      if (out.length > CHUNK) {
        work += out.length;
        if (work > max) return undefined;
        out.charCodeAt(0); // flattens the rope in V8, so its pieces can be collected
        sink.push(out);
        out = "";
      }
      const top = stack[stack.length - 1];
      if (top === undefined) return work + out.length > max ? undefined : out;
      const keys = top.keys;
      if (keys === undefined) {
        if (top.next < top.items.length) {
          if (top.next > 0) out += ",";
          current = top.items[top.next++];
          break;
        }
        out += "]";
      } else {
        let member: unknown;
        while (top.next < keys.length) {
          const key = keys[top.next++] ?? "";
          member = Reflect.get(top.holder, key);
          if (member !== undefined) {
            out += top.wrote ? `,${quote(key)}:` : `${quote(key)}:`;
            top.wrote = true;
            break;
          }
          if (++work > max) return undefined;
        }
        if (member !== undefined) {
          current = member;
          break;
        }
        out += "}";
      }
      stack.pop();
      ancestors?.delete(top.holder);
    }
  }
}

/**
 * A 32-bit FNV-1a hash of a value's canonical JSON, as 8 hex digits. Match records use it to
 * notice a tampered config or a replay that ends somewhere else.
 *
 * @remarks
 * It hashes {@link canonicalJson}'s text, so it never throws either and gives one hash for any
 * depth. It hashes the text piece by piece as it is written and never holds all of it, so it
 * goes past `canonicalJson`'s 10,000,000 characters: values whose text is longer than
 * 1,000,000,000 characters all get the hash of `"[canonicalJson: more than 10000000 characters]"`.
 * Its time is proportional to the value's size as a tree (a part shared by two parents is
 * hashed twice); check {@link isPlainJson}, which stops at `maxNodes` parts, before hashing a
 * value from outside.
 *
 * @param value - A JSON value.
 * @returns The hash as 8 lowercase hex digits.
 * @example
 * ```ts
 * import { hashJson } from "@rulesmith/core";
 * hashJson({ a: 1 }) === hashJson({ a: 1 }); // true
 * ```
 */
export function hashJson(value: unknown): string {
  if (typeof value !== "object" || value === null) return fnvHex(canonicalJson(value));
  const hash = new Fnv();
  try {
    const tail = writeCanonical(value, hash, MAX_HASHED);
    if (tail === undefined) return fnvHex(TOO_LARGE);
    hash.push(tail);
    return hash.hex();
  } catch (e) {
    return fnvHex(e instanceof RangeError ? TOO_LARGE : UNREADABLE);
  }
}

/** 32-bit FNV-1a over text handed over in pieces. */
class Fnv {
  private h = 0x811c9dc5;
  push(text: string): void {
    let h = this.h;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    this.h = h;
  }
  hex(): string {
    return this.h.toString(16).padStart(8, "0");
  }
}

function fnvHex(text: string): string {
  const hash = new Fnv();
  hash.push(text);
  return hash.hex();
}

/** The longest excerpt {@link excerpt} writes, whatever `max` it is given. */
const EXCERPT_LIMIT = 10_000;
/** Arrays and objects nested deeper than this are written as `[…]` and `{…}`. */
const EXCERPT_DEPTH = 8;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const BIG = 10n ** 30n;

/** The excerpt being written: it stops growing once it is longer than `room`. */
interface Excerpt {
  text: string;
  readonly room: number;
}

/**
 * A short rendering of any value for an error message: `"abc"`, `NaN`, `-0`, `12n`,
 * `[1,2]`, `{type:"summon",card:"c12"}`, `Map(3)`, cut with `…` to at most `max` characters.
 *
 * @remarks
 * It never throws and its work is bounded by `max`, whatever the value: a string is cut before
 * it is quoted, an array of millions of items or a cyclic or 20,000-level value is only read as
 * far as the excerpt reaches, and arrays and objects deeper than 8 levels are written as `[…]`
 * and `{…}`. The keys of each object it opens are listed, which costs as much as that object
 * has keys. Strings are quoted and escaped as in JSON, so an excerpt stays on one line.
 * Object keys that are identifiers are written bare; holes in arrays are left empty (`[1,,3]`);
 * other objects are written as `Map(3)`, `Set(2)`, `Date(1970-01-01T00:00:00.000Z)`,
 * `TypeError("bad")`, `Uint8Array(16 bytes)` or, for a class instance, `Card {id:"c1"}`;
 * functions as `[Function: name]`; a bigint past 30 digits in hexadecimal. A value whose
 * getters or proxy traps throw is written as far as it could be read, then `…` (or
 * `(unreadable)` when nothing could be read).
 *
 * When to use: to quote what a caller passed in an error message. Not for logs that must be
 * parsed back (it is not JSON); use {@link canonicalJson} for that.
 *
 * @param value - Any value.
 * @param max - The most characters to return (default 40; at least 1, at most 10,000).
 * @returns The rendering, at most `max` characters long, ending in `…` when it was cut.
 * @example
 * ```ts
 * import { excerpt } from "@rulesmith/core";
 * excerpt("a".repeat(100), 10);          // '"aaaaaaa…"'
 * excerpt([1, Number.NaN, -0, 12n]);     // '[1,NaN,-0,12n]'
 * excerpt({ type: "summon", card: "c12", sacrifices: ["c3", "c4"] });
 * // '{type:"summon",card:"c12",sacrifices:["…'
 * let deep: unknown = 0;
 * for (let i = 0; i < 20_000; i++) deep = [deep];
 * excerpt(deep); // '[[[[[[[[[…]]]]]]]]]'
 * ```
 */
export function excerpt(value: unknown, max = 40): string {
  const room = typeof max !== "number" || Number.isNaN(max) ? 40 : Math.min(Math.max(Math.floor(max), 1), EXCERPT_LIMIT);
  const out: Excerpt = { text: "", room };
  try {
    if (typeof value === "string") return quotedExcerpt(value, room);
    render(out, value, 0);
    return clip(out.text, room);
  } catch {
    return clip(out.text === "" ? "(unreadable)" : `${out.text}…`, room);
  }
}

/** A top-level string: quoted, and when cut, cut inside the quotes (`"abc…"`). */
function quotedExcerpt(s: string, room: number): string {
  const quoted = JSON.stringify(s.length > room ? s.slice(0, room) : s);
  if (s.length <= room && quoted.length <= room) return quoted;
  if (room < 4) return clip(quoted, room);
  return `${cutText(quoted, room - 2)}…"`;
}

/** The text itself when it fits in `room` characters, else its start and `…`. */
function clip(text: string, room: number): string {
  return text.length <= room ? text : `${cutText(text, room - 1)}…`;
}

/** The longest start of `text` of at most `n` characters that splits no JSON escape and no surrogate pair. */
function cutText(text: string, n: number): string {
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const step = c === 0x5c ? (text.charCodeAt(i + 1) === 0x75 ? 6 : 2) : c >= 0xd800 && c <= 0xdbff ? 2 : 1;
    if (i + step > n) break;
    i += step;
  }
  return text.slice(0, i);
}

function isFull(out: Excerpt): boolean {
  return out.text.length > out.room;
}

function put(out: Excerpt, piece: string): void {
  if (isFull(out)) return;
  out.text += piece.length > out.room + 1 ? piece.slice(0, out.room + 1) : piece;
}

/** Cuts a string from outside before anything copies or escapes all of it. */
function head(out: Excerpt, s: string): string {
  return s.length > out.room + 1 ? s.slice(0, out.room + 1) : s;
}

function render(out: Excerpt, value: unknown, depth: number): void {
  switch (typeof value) {
    case "string":
      put(out, JSON.stringify(head(out, value)));
      return;
    case "number":
      put(out, Object.is(value, -0) ? "-0" : String(value));
      return;
    case "bigint":
      put(out, value < BIG && value > -BIG ? `${value.toString()}n` : `${value < 0n ? "-" : ""}0x${(value < 0n ? -value : value).toString(16)}n`);
      return;
    case "boolean":
      put(out, value ? "true" : "false");
      return;
    case "undefined":
      put(out, "undefined");
      return;
    case "symbol":
      put(out, `Symbol(${head(out, value.description ?? "")})`);
      return;
    case "function": {
      const name: unknown = value.name;
      put(out, typeof name === "string" && name !== "" ? `[Function: ${head(out, name)}]` : "[Function (anonymous)]");
      return;
    }
    case "object":
      if (value === null) put(out, "null");
      else if (Array.isArray(value)) renderArray(out, value, depth);
      else renderObject(out, value, depth);
      return;
  }
}

function renderArray(out: Excerpt, items: readonly unknown[], depth: number): void {
  if (depth >= EXCERPT_DEPTH) {
    put(out, items.length === 0 ? "[]" : "[…]");
    return;
  }
  put(out, "[");
  for (let i = 0; i < items.length && !isFull(out); i++) {
    if (i > 0) put(out, ",");
    if (i in items) render(out, items[i], depth + 1);
  }
  put(out, "]");
}

function renderObject(out: Excerpt, value: object, depth: number): void {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    const special = specialObject(out, value, proto);
    if (special !== undefined) {
      put(out, special);
      return;
    }
  }
  if (depth >= EXCERPT_DEPTH) {
    put(out, "{…}");
    return;
  }
  put(out, "{");
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length && !isFull(out); i++) {
    const key = keys[i] ?? "";
    const shown = head(out, key);
    if (i > 0) put(out, ",");
    put(out, IDENTIFIER.test(shown) ? shown : JSON.stringify(shown));
    put(out, ":");
    render(out, Reflect.get(value, key), depth + 1);
  }
  put(out, "}");
}

/**
 * How an object that is not plain is written: `Map(2)`, `Date(…)`, `TypeError("…")`, or, for
 * anything else, `undefined` after writing its class name (its own keys follow).
 */
function specialObject(out: Excerpt, value: object, proto: unknown): string | undefined {
  if (value instanceof Map) return `Map(${value.size})`;
  if (value instanceof Set) return `Set(${value.size})`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "Date(invalid)" : `Date(${value.toISOString()})`;
  const name = constructorName(proto);
  if (value instanceof Error) {
    const message: unknown = value.message;
    return `${name}(${typeof message === "string" ? JSON.stringify(head(out, message)) : ""})`;
  }
  if (ArrayBuffer.isView(value)) return `${name}(${value.byteLength} bytes)`;
  put(out, `${name} `);
  return undefined;
}

function constructorName(proto: unknown): string {
  if (typeof proto !== "object" || proto === null) return "Object";
  const ctor: unknown = Reflect.get(proto, "constructor");
  if (typeof ctor !== "function") return "Object";
  const name: unknown = ctor.name;
  return typeof name === "string" && name !== "" ? name.slice(0, 40) : "Object";
}
