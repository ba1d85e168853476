// Runs the `rulesmith` command from TypeScript source in a child process, as a user would.
import { spawn, type ChildProcessByStdio } from "node:child_process";
import { PassThrough, Readable, type Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import type { GameRegistry } from "../src/game-module.js";
import { runCli } from "../src/program.js";

/** The repository root, where tsx finds the tsconfig paths to the workspace sources. */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const bin = fileURLToPath(new URL("../src/bin.ts", import.meta.url));

/** What a run of the command gave. */
export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Who runs the child process: a user and group id (for a test that needs a user other than root). */
export interface RunAs {
  readonly uid: number;
  readonly gid: number;
}

/** What a spawned child printed, and its exit code, once it closes. */
export function collect(child: ChildProcessByStdio<Writable | null, Readable, Readable>): Promise<Run> {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Runs `node --import tsx packages/cli/src/bin.ts ...args`, feeding `input` on stdin (then
 * closing it), with colour forced off unless `env` says otherwise, from the repository root.
 */
export function rulesmith(args: readonly string[], input = "", env: Readonly<Record<string, string>> = {}, as?: RunAs): Promise<Run> {
  return new Promise((resolve, reject) => {
    const childEnv: Record<string, string | undefined> = { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined, ...env };
    const child = spawn(process.execPath, ["--import", "tsx", bin, ...args], { cwd: repoRoot, env: childEnv, stdio: ["pipe", "pipe", "pipe"], ...(as === undefined ? {} : { uid: as.uid, gid: as.gid }) });
    collect(child).then(resolve, reject);
    child.stdin.on("error", () => {
      // The command may finish before reading every answer.
    });
    child.stdin.end(input);
  });
}

/**
 * Runs the command line in this process with `runCli`, on captured streams (stdin: `input`,
 * no terminal, no colour): faster than a child process, for checks of exit status and messages.
 */
export async function rulesmithHere(args: readonly string[], input = "", registry?: GameRegistry): Promise<Run> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
  stderr.setEncoding("utf8").on("data", (d: string) => (err += d));
  const code = await runCli(args, { stdin: Readable.from(input === "" ? [] : [input]), stdout, stderr, env: { NO_COLOR: "1" } }, registry);
  // Let the streams hand on what was written last.
  await new Promise((resolve) => setImmediate(resolve));
  return { code, stdout: out, stderr: err };
}

/** Parses JSON output into an unknown value for guarded reads. */
export function parsed(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return value;
}
