// Colour only where it helps: on a terminal, unless NO_COLOR says otherwise.
import pc from "picocolors";

/**
 * The colour functions of picocolors (`bold`, `green`, `dim`, ...), which return their input
 * unchanged when colour is off.
 *
 * @example
 * ```ts
 * import { colorsFor, type Colors } from "@rulesmith/cli";
 * // Colours only for a terminal, unless NO_COLOR or FORCE_COLOR says otherwise: plain text here.
 * const c: Colors = colorsFor({ isTTY: false }, {});
 * console.log(c.green("ok")); // ok
 * ```
 */
export type Colors = ReturnType<typeof pc.createColors>;

/**
 * Decides whether to colour a stream: never when `NO_COLOR` is set to anything but an empty
 * string (see no-color.org) or colour was turned off with `--no-color`; always when
 * `FORCE_COLOR` is set to anything but `0`; otherwise only when the stream is a terminal.
 *
 * @param stream - The stream written to (`process.stdout`).
 * @param env - The environment (`process.env`).
 * @param flag - `false` for `--no-color`.
 * @returns Whether to colour.
 * @example
 * ```ts
 * import { useColor } from "@rulesmith/cli";
 * useColor({ isTTY: true }, { NO_COLOR: "1" }); // false
 * useColor({ isTTY: true }, {});                // true
 * useColor({ isTTY: false }, {});               // false
 * ```
 */
export function useColor(stream: { readonly isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>, flag?: boolean): boolean {
  if (flag === false) return false;
  const noColor = env["NO_COLOR"];
  if (noColor !== undefined && noColor !== "") return false;
  const force = env["FORCE_COLOR"];
  if (force !== undefined && force !== "" && force !== "0") return true;
  return stream.isTTY === true;
}

/**
 * The colour functions for a stream, on or off by {@link useColor}.
 *
 * @param stream - The stream written to.
 * @param env - The environment.
 * @param flag - `false` for `--no-color`.
 * @returns The colour functions.
 * @example
 * ```ts
 * import { colorsFor } from "@rulesmith/cli";
 * colorsFor({ isTTY: false }, {}).red("x"); // "x"
 * ```
 */
export function colorsFor(stream: { readonly isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>, flag?: boolean): Colors {
  return pc.createColors(useColor(stream, env, flag));
}
