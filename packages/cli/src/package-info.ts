// Where this module lives, and the version of the package it belongs to.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { own } from "@rulesmith/core";

/**
 * The URL of the running module: `import.meta.url`, or in the CommonJS build (where
 * `import.meta` is empty) the URL of `__filename`. Both `src/` and `dist/` sit right under the
 * package folder, so paths relative to it work from source and from the build.
 *
 * @internal
 * @returns The URL.
 * @example
 * ```ts
 * new URL("./worker.js", moduleUrl());
 * ```
 */
export function moduleUrl(): string {
  const url: unknown = import.meta.url;
  if (typeof url === "string" && url !== "") return url;
  return pathToFileURL(typeof __filename === "string" ? __filename : "index.js").href;
}

/**
 * The version in this package's `package.json`, or `"unknown"` when it cannot be read.
 *
 * @internal
 * @returns Such as `"0.1.0"`.
 * @example
 * ```ts
 * packageVersion(); // "0.0.0"
 * ```
 */
export function packageVersion(): string {
  try {
    const parsed: unknown = JSON.parse(readFileSync(new URL("../package.json", moduleUrl()), "utf8"));
    const version = own(parsed, "version");
    return typeof version === "string" ? version : "unknown";
  } catch {
    return "unknown";
  }
}
