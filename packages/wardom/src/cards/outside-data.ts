/**
 * Reading card files and deck lists from outside: the size limits, and the checks that run
 * before any schema so that no value (deep, cyclic, huge, a proxy or a getter that throws) can
 * make a parser throw or run for long.
 */
import { excerpt } from "@rulesmith/core";

/** The most arrays and objects inside one another in card data or a deck list; a card set needs about 10. */
const MAX_DEPTH = 32;

/**
 * The most values (arrays, objects, strings, numbers, booleans, `null`) in one call's data:
 * about 2,400 cards as dense as the sample cards, and few enough that a call stays well under
 * 100 ms.
 */
const MAX_VALUES = 50_000;

/** The longest string, key or value, in card data or a deck list: far beyond any printed text. */
const MAX_TEXT = 10_000;

/** The longest message a problem keeps (a schema message quotes the value it refuses). */
const MAX_MESSAGE = 300;

/** Keys refused anywhere in data from outside, so that nothing built from it can reach a prototype. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** One thing wrong with data from outside: where (a dot path such as `cards.3.abilities`, `""` for the whole value) and what. */
export interface DataProblem {
  readonly path: string;
  readonly message: string;
}

/** The most problems {@link screen} lists before it stops looking. */
const MAX_PROBLEMS = 100;

/** An array or object being walked: its keys (`undefined` for an array), the next item, and its path. */
interface Frame {
  readonly holder: object;
  /** The array's items, or `undefined` for an object. */
  readonly items: readonly unknown[] | undefined;
  /** The object's own enumerable keys, or `undefined` for an array. */
  readonly keys: readonly string[] | undefined;
  readonly length: number;
  readonly path: string;
  next: number;
}

/**
 * Why `value` cannot be checked against a schema, or `[]` when it can. Refused, each with its
 * path: what is not plain JSON (`undefined`, a function, `NaN`, a hole, a class instance such
 * as a `Map`, a cycle, a getter or setter), nesting deeper than {@link MAX_DEPTH}, more than
 * {@link MAX_VALUES} values, a string or key longer than {@link MAX_TEXT}, a key in
 * {@link FORBIDDEN_KEYS}, and a value whose proxy traps throw.
 *
 * @remarks
 * It never throws and never recurses. It lists every object's keys once and reads every value
 * once, by its property descriptor, so no getter runs; it stops at the limits, so its time is
 * bounded by them, except that listing the keys of one object with very many keys is slow in
 * itself (in V8 about 85 ms for 200,000 keys). `@rulesmith/core`'s `plainJsonProblem` says the
 * same of plain JSON, but lists an object's keys up to three times.
 *
 * @param value - Anything.
 * @param what - What the value is, for messages, in lower case: `"card data"`, `"the deck list"`.
 */
export function screen(value: unknown, what: string): DataProblem[] {
  const out: DataProblem[] = [];
  const stack: Frame[] = [];
  let values = 0;
  let path = "";
  const tooMany = (): DataProblem[] => [{ path: "", message: `${capital(what)} holds more than ${MAX_VALUES.toLocaleString("en")} values.` }];
  try {
    let current: unknown = value;
    for (;;) {
      if (++values > MAX_VALUES) return tooMany();
      const problem = valueProblem(current, stack, what);
      if (problem !== undefined) {
        out.push({ path, message: problem });
        if (out.length >= MAX_PROBLEMS) {
          out.push({ path: "", message: `${capital(what)} has more problems; the first ${MAX_PROBLEMS} are listed.` });
          return out;
        }
      } else if (typeof current === "object" && current !== null) {
        if (Array.isArray(current)) {
          const items: readonly unknown[] = current;
          if (values + items.length > MAX_VALUES) return tooMany();
          stack.push({ holder: items, items, keys: undefined, length: items.length, path, next: 0 });
        } else {
          const keys = Object.keys(current);
          if (values + keys.length > MAX_VALUES) return tooMany();
          stack.push({ holder: current, items: undefined, keys, length: keys.length, path, next: 0 });
        }
      }
      // On to the next value: the next item of the innermost unfinished array or object.
      let next: { readonly value: unknown } | undefined;
      while (next === undefined) {
        const top = stack[stack.length - 1];
        if (top === undefined) return out;
        if (top.next >= top.length) {
          stack.pop();
          continue;
        }
        const i = top.next++;
        const key = top.keys === undefined ? String(i) : (top.keys[i] ?? "");
        path = join(top.path, key.length > MAX_TEXT ? `${key.slice(0, 40)}…` : key);
        if (top.items !== undefined) {
          if (i in top.items) next = { value: top.items[i] };
          else out.push({ path, message: `A list in ${what} has a hole here; ${what} holds JSON values.` });
          continue;
        }
        const d = Object.getOwnPropertyDescriptor(top.holder, key);
        if (key.length > MAX_TEXT) out.push({ path, message: `A key in ${what} holds at most ${MAX_TEXT.toLocaleString("en")} characters, not ${key.length.toLocaleString("en")}.` });
        else if (FORBIDDEN_KEYS.has(key)) out.push({ path, message: `The key "${key}" is not allowed in ${what}.` });
        else if (d !== undefined && !("value" in d)) out.push({ path, message: clip(`"${key}" is a getter or setter; ${what} holds plain values.`) });
        else if (d !== undefined) next = { value: d.value as unknown };
      }
      current = next.value;
    }
  } catch (e) {
    return [{ path, message: unreadable(what, e) }];
  }
}

/** Why one value is not plain JSON within the limits (its parts are looked at later), or `undefined`. */
function valueProblem(value: unknown, stack: readonly Frame[], what: string): string | undefined {
  const only = `${what} holds only JSON values (objects, arrays, strings, numbers, booleans and null)`;
  switch (typeof value) {
    case "string":
      return value.length > MAX_TEXT ? `A string in ${what} holds at most ${MAX_TEXT.toLocaleString("en")} characters, not ${value.length.toLocaleString("en")}.` : undefined;
    case "number":
      return Number.isFinite(value) ? undefined : `${String(value)} is not a JSON number; ${only}.`;
    case "boolean":
      return undefined;
    case "object": {
      if (value === null) return undefined;
      if (stack.some((f) => f.holder === value)) return `This value contains itself (a cycle); ${only}.`;
      if (stack.length >= MAX_DEPTH) return `${capital(what)} is nested more than ${MAX_DEPTH} levels deep here.`;
      if (Array.isArray(value)) return undefined;
      const proto: unknown = Object.getPrototypeOf(value);
      return proto === Object.prototype || proto === null ? undefined : `${excerpt(value, 40)} is not a plain object; ${only}.`;
    }
    default:
      return `${typeof value === "undefined" ? "Undefined" : `A ${typeof value}`} is not a JSON value; ${only}.`;
  }
}

/**
 * An own data property of a value from outside, read without trusting its prototype; a getter
 * is not called (its value is `undefined`). May throw only for a proxy whose trap throws.
 */
export function own(value: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(value, key);
  return d === undefined ? undefined : (d.value as unknown);
}

/** The message for data whose getters or proxy traps threw while it was read. */
export function unreadable(what: string, e: unknown): string {
  return clip(`${capital(what)} could not be read: reading it threw ${excerpt(e, 120)}.`);
}

/** A message cut to {@link MAX_MESSAGE} characters, with `…` when cut, never inside a surrogate pair. */
export function clip(message: string): string {
  if (message.length <= MAX_MESSAGE) return message;
  let end = MAX_MESSAGE - 1;
  const last = message.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${message.slice(0, end)}…`;
}

function join(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
