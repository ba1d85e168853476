// The built entry of @rulesmith/core/testing (packages/core/tsup.config.ts), in ESM and in
// CommonJS. It loads the kit, index.ts, and when fast-check is not installed stops with a
// message that says so and how to install it, instead of Node's bare "Cannot find package
// 'fast-check'". The kit is loaded dynamically because in ESM a static import of a missing
// package fails while Node links the modules, before any code of this package runs.
// index.ts stays the public list: the type declarations, the workspace and the tests use it.
import { fastCheckMissing } from "./fast-check-missing.js";
import type * as Kit from "./index.js";
import type * as Self from "./entry.js";

/** The output format, `"esm"` or `"cjs"`: tsup defines it in each build. */
declare const TSUP_FORMAT: "esm" | "cjs";

let kit: typeof Kit;
try {
  // ESM: a dynamic import awaited at the top level. CommonJS: a require, evaluated right here.
  // esbuild drops the branch of the other format, so the CommonJS build has no top-level await.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  kit = TSUP_FORMAT === "esm" ? await import("./index.js") : (require("./index.js") as typeof Kit);
} catch (e) {
  throw fastCheckMissing(e) ?? e;
}

// eslint-disable-next-line @typescript-eslint/no-deprecated -- the dice duel's old names stay exported, as index.ts says
export const { checkRuleset, CHECK_NAMES, checkTitle, deepFreeze, assertOk, assertErr, randomStates, checkCardWords, withHiddenSwapped, diceDuel, START_HP, HAND_SIZE } = kit;

// Every value that index.ts exports is listed above: one added there fails to compile here.
type Unlisted = Exclude<keyof typeof Kit, keyof typeof Self>;
const _complete: [Unlisted] extends [never] ? true : Unlisted = true;
