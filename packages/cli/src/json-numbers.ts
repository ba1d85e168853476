// A number too large for JavaScript (`1e400`) in a JSON file: JSON.parse reads it as Infinity,
// which is no JSON value, so the file is refused. What it said is found again in the text, with
// its path, for a message that names both (`cards[3].hp` is 1e400).
import { dataPathText } from "@rulesmith/core";

/** Where a value sits: object keys and array indices from the top. */
type Path = readonly (string | number)[];

/** One array or object open at the scanner's place, and the key or index of its current value. */
interface Open {
  readonly list: boolean;
  at: string | number | undefined;
}

/**
 * The numbers of a JSON text that are too large to be read as JavaScript numbers (JSON.parse
 * makes them `Infinity` or `-Infinity`), each as written and with its path, in document order.
 * The text must be valid JSON (JSON.parse took it).
 *
 * @internal
 * @param text - The JSON text.
 * @returns Each such number and its path.
 * @example
 * ```ts
 * oversizedNumbers('{"cards":[{"hp":1e400}]}'); // [{ path: ["cards", 0, "hp"], numeral: "1e400" }]
 * ```
 */
export function oversizedNumbers(text: string): { readonly path: Path; readonly numeral: string }[] {
  const found: { path: Path; numeral: string }[] = [];
  const stack: Open[] = [];
  let keyNext = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? "";
    const top = stack[stack.length - 1];
    if (ch === "{" || ch === "[") {
      stack.push({ list: ch === "[", at: ch === "[" ? 0 : undefined });
      keyNext = ch === "{";
      i++;
    } else if (ch === "}" || ch === "]") {
      stack.pop();
      i++;
    } else if (ch === ",") {
      if (top?.list === true && typeof top.at === "number") top.at++;
      keyNext = top?.list === false;
      i++;
    } else if (ch === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      if (keyNext && top !== undefined) {
        const key: unknown = JSON.parse(text.slice(i, end + 1));
        top.at = typeof key === "string" ? key : undefined;
        keyNext = false;
      }
      i = end + 1;
    } else if (ch === "-" || (ch >= "0" && ch <= "9")) {
      let end = i + 1;
      while (end < text.length && /[\d.eE+-]/.test(text[end] ?? "")) end++;
      const numeral = text.slice(i, end);
      if (!Number.isFinite(Number(numeral))) found.push({ path: stack.map((o) => o.at ?? ""), numeral });
      i = end;
    } else {
      i++;
    }
  }
  return found;
}

/**
 * The sentence for a number too large at a path, naming the path and the number as written
 * when the text has it there (the last one, as JSON.parse keeps the last of a repeated key).
 *
 * @internal
 * @param text - The JSON text.
 * @param path - Where core's screening found the infinity.
 * @param value - The value there (`Infinity` or `-Infinity`).
 * @returns Such as "`cards[3].hp` is 1e400, too large a number: …".
 * @example
 * ```ts
 * oversizedNumberText('{"hp":1e400}', ["hp"], Infinity);
 * ```
 */
export function oversizedNumberText(text: string, path: Path, value: number): string {
  const where = dataPathText(path);
  const wanted = JSON.stringify(path);
  const numeral = oversizedNumbers(text).filter((n) => JSON.stringify(n.path) === wanted).pop()?.numeral ?? String(value);
  const shown = numeral.length > 40 ? `${numeral.slice(0, 39)}…` : numeral;
  return `${where === "" ? "The value" : `\`${where}\``} is ${shown}, too large a number: numbers in rulesmith data are at most about 1.8e308 in size.`;
}
