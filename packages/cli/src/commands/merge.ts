// `rulesmith merge`: shard results (from `rulesmith simulate --shard i/n --json FILE`) merged into
// the report of the whole simulation.
import { stat } from "node:fs/promises";
import { own } from "@rulesmith/core";
import type { CliIo } from "../cli-io.js";
import { output } from "../cli-io.js";
import { forbiddenKeyError, readJsonFile } from "../json-file.js";
import { outputFilesProblem, writeOutputFile } from "../output-path.js";
import { mergeShards, parseSimulationShard, type SimulationShard } from "../shards.js";
import { quotedPath, shownText } from "../user-input.js";
import { reportLines } from "./simulate.js";
import { ruleErrorText } from "../rule-link.js";

/**
 * The options of `rulesmith merge`. `json` is `true` for JSON on stdout, a file name to write the
 * JSON there (the table still prints), or `undefined`.
 *
 * @internal
 * @example
 * ```ts
 * const options: MergeCommandOptions = { files: ["shard-0.json", "shard-1.json"], json: "report.json" };
 * ```
 */
export interface MergeCommandOptions {
  readonly files: readonly string[];
  readonly json?: string | true;
  readonly color?: boolean;
}

/** A shard result larger than this is not looked into: the word after `--json` is then the output. */
const SHARD_PEEK_LIMIT = 256 * 1024 * 1024;

/**
 * Whether a file holds a shard result (`"format": "rulesmith-simulation-shard"`, the rest not
 * checked): `merge --json shard-0.json shard-1.json` then merges it instead of writing over it.
 * Only a regular file is read: a pipe, a terminal or `/dev/stdout` (`--json /dev/stdout`) is an
 * output, and reading it would wait forever.
 *
 * @internal
 * @param file - A path the user gave.
 * @returns `false` too for a path that is not a regular file, a file larger than 256 MB, or one
 *   that cannot be read or is not JSON.
 * @example
 * ```ts
 * await isShardResultFile("shard-0.json"); // true for what `simulate --shard 0/2 --json shard-0.json` wrote
 * ```
 */
export async function isShardResultFile(file: string): Promise<boolean> {
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > SHARD_PEEK_LIMIT) return false;
  } catch {
    return false;
  }
  const read = await readJsonFile(file);
  return read.ok && own(read.value.value, "format") === "rulesmith-simulation-shard";
}

/**
 * Whether two paths name one existing file (the same device and inode: `a.json`, `./a.json` and
 * a link to it alike).
 */
async function sameFile(a: string, b: string): Promise<boolean> {
  try {
    const [x, y] = await Promise.all([stat(a), stat(b)]);
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}

/**
 * Runs `rulesmith merge <shard.json>...`: reads every shard result, checks they are all the
 * shards of one simulation, each once, and prints the whole simulation's table, or JSON: the
 * same report as a single run (`timing` aside).
 *
 * @internal
 * @param io - Streams.
 * @param options - Parsed options.
 * @returns The exit status: 2 for a `--json` file that cannot be written or is one of the shard
 *   files (checked first), 1 for a
 *   shard file that cannot be read or is not a shard result, shards of different simulations,
 *   a missing shard, or a file that could not be written at the end, else 0.
 * @example
 * ```ts
 * const status = await mergeCommand(io, { files: ["a.json", "b.json"] });
 * ```
 */
export async function mergeCommand(io: CliIo, options: MergeCommandOptions): Promise<number> {
  const out = output(io, options.color);
  const unwritable = await outputFilesProblem([["--json", typeof options.json === "string" ? options.json : undefined]]);
  if (unwritable !== undefined) {
    out.error(unwritable);
    return 2;
  }
  // `--json=shard-0.json` would write the report over one of the shards it merges.
  const target = options.json;
  if (typeof target === "string") {
    for (const file of options.files) {
      if (await sameFile(file, target)) {
        out.error(`--json ${quotedPath(target)} is one of the shard files to merge, ${quotedPath(file)}: the report would be written over it. Give another file.`);
        return 2;
      }
    }
  }
  const shards: SimulationShard[] = [];
  for (const file of options.files) {
    const read = await readJsonFile(file);
    if (!read.ok) {
      out.error(ruleErrorText(read.error));
      return 1;
    }
    const [forbidden] = read.value.forbidden;
    if (forbidden !== undefined) {
      out.error(`${quotedPath(file)} is not a shard result: ${forbiddenKeyError(forbidden, read.value.forbidden.length - 1).message} (at ${forbidden.path})`);
      return 1;
    }
    const shard = parseSimulationShard(read.value.value);
    if (!shard.ok) {
      out.error(`${quotedPath(file)} is not a shard result: ${shard.error.message}`);
      return 1;
    }
    shards.push(shard.value);
  }
  const merged = mergeShards(shards, options.files.map(quotedPath));
  if (!merged.ok) {
    out.error(ruleErrorText(merged.error));
    return 1;
  }
  const json = `${JSON.stringify(merged.value, null, 2)}\n`;
  if (options.json === true) {
    io.stdout.write(json);
    return 0;
  }
  const count = shards[0]?.shard.count ?? 0;
  out.line(`merged ${count} shard${count === 1 ? "" : "s"} from ${options.files.length} file${options.files.length === 1 ? "" : "s"}`);
  for (const line of reportLines(merged.value)) out.line(line);
  if (typeof options.json === "string") {
    const failed = await writeOutputFile(options.json, "--json", json);
    if (failed !== undefined) {
      out.error(failed);
      return 1;
    }
    out.line(out.c.dim(`JSON written to ${shownText(options.json, Infinity)}.`));
  }
  return 0;
}
