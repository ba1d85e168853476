// Internal to the conformance kit: not exported from @rulesmith/core/testing.
// The clear error of the built entry (entry.ts) when fast-check is not installed.

/**
 * What `@rulesmith/core/testing` says when fast-check, its optional peer dependency, is missing.
 * @internal
 */
export const FAST_CHECK_MISSING =
  "@rulesmith/core/testing needs fast-check, an optional peer dependency that is not installed. Install it with: npm install --save-dev fast-check" +
  " (the rest of @rulesmith/core, @rulesmith/core/examples included, needs nothing optional).";

/**
 * The clear error for a failed load of the kit when what is missing is fast-check itself
 * (Node's `ERR_MODULE_NOT_FOUND` from an ES module, `MODULE_NOT_FOUND` from `require`); it
 * keeps the code, with Node's error as its `cause`. Any other failure gives `undefined`: throw
 * it as it is.
 * @param e - What loading the kit threw.
 * @returns The error to throw instead, or `undefined`.
 * @internal
 */
export function fastCheckMissing(e: unknown): Error | undefined {
  if (!(e instanceof Error)) return undefined;
  const code: unknown = Reflect.get(e, "code");
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") return undefined;
  if (!/['"]fast-check['"]/.test(e.message)) return undefined;
  return Object.assign(new Error(FAST_CHECK_MISSING, { cause: e }), { code });
}
