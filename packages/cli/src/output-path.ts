// Checking an output file (`--record FILE`, `--json FILE`) before any work starts, and writing it
// at the end with a sentence instead of a stack trace when that fails after all.
import { constants } from "node:fs";
import { access, stat, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileErrorText } from "./json-file.js";
import { quotedPath } from "./user-input.js";

function errorCode(e: unknown): unknown {
  return typeof e === "object" && e !== null ? Reflect.get(e, "code") : undefined;
}

/**
 * Says why a file cannot be written, without writing it: a missing directory, a directory
 * given where a file is meant, a part of the path that is a file, or no permission. An
 * existing file is fine (it will be replaced).
 *
 * @internal
 * @param path - The path the user gave.
 * @param option - The option it was given to, for the sentence (`"--record"`).
 * @returns A sentence such as `Cannot write --record "out/m.json": the directory "out" does not exist.`,
 *   or `undefined` when the file can be written.
 * @example
 * ```ts
 * const problem = await outputPathProblem("out/match.json", "--record");
 * ```
 */
export async function outputPathProblem(path: string, option: string): Promise<string | undefined> {
  const start = `Cannot write ${option} ${quotedPath(path)}`;
  if (path === "") return `${option} needs a file name.`;
  if (/[\\/]$/.test(path)) return `${start}: it names a directory; give a file name.`;
  try {
    const s = await stat(path);
    if (s.isDirectory()) return `${start}: it is a directory; give a file name.`;
    try {
      await access(path, constants.W_OK);
    } catch (e) {
      return `${start}: ${fileErrorText(e)}.`;
    }
    return undefined;
  } catch (e) {
    const code = errorCode(e);
    if (code !== "ENOENT" && code !== "ENOTDIR") return `${start}: ${fileErrorText(e)}.`;
  }
  const dir = dirname(path);
  const where = quotedPath(dir);
  try {
    const s = await stat(dir);
    if (!s.isDirectory()) return `${start}: ${where} is not a directory.`;
  } catch (e) {
    const code = errorCode(e);
    if (code === "ENOENT") return `${start}: the directory ${where} does not exist.`;
    if (code === "ENOTDIR") return `${start}: a part of the path is not a directory.`;
    return `${start}: ${fileErrorText(e)}.`;
  }
  try {
    await access(dir, constants.W_OK | constants.X_OK);
  } catch (e) {
    const code = errorCode(e);
    return code === "EACCES" || code === "EPERM" ? `${start}: permission denied in the directory ${where}.` : `${start}: ${fileErrorText(e)}.`;
  }
  return undefined;
}

/**
 * The first problem of the output files given, checked in order, for a command to stop on
 * before it starts any work.
 *
 * @internal
 * @param files - Each option and its path (`undefined` when the option was not given).
 * @returns The sentence of the first problem, or `undefined` when every file can be written.
 * @example
 * ```ts
 * const problem = await outputFilesProblem([["--record", "match.json"]]);
 * ```
 */
export async function outputFilesProblem(files: readonly (readonly [option: string, path: string | undefined])[]): Promise<string | undefined> {
  for (const [option, path] of files) {
    if (path === undefined) continue;
    const problem = await outputPathProblem(path, option);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/**
 * Writes an output file, returning why it failed (a disk that filled up during the run, a
 * directory removed meanwhile) as a sentence instead of throwing.
 *
 * @internal
 * @param path - The path the user gave.
 * @param option - The option it was given to (`"--record"`).
 * @param text - What to write.
 * @returns `undefined` when written, or a sentence such as `Could not write --record "m.json": the disk is full.`
 * @example
 * ```ts
 * const problem = await writeOutputFile("match.json", "--record", "{}\n");
 * ```
 */
export async function writeOutputFile(path: string, option: string, text: string): Promise<string | undefined> {
  try {
    await writeFile(path, text);
    return undefined;
  } catch (e) {
    return `Could not write ${option} ${quotedPath(path)}: ${fileErrorText(e)}.`;
  }
}
