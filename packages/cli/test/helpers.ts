// Runs the `rulesmith` command from TypeScript source in a child process, as a user would.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The repository root, where tsx finds the tsconfig paths to the workspace sources. */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const bin = fileURLToPath(new URL("../src/bin.ts", import.meta.url));

/** What a run of the command gave. */
export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `node --import tsx packages/cli/src/bin.ts ...args`, feeding `input` on stdin (then
 * closing it), with colour forced off unless `env` says otherwise.
 */
export function rulesmith(args: readonly string[], input = "", env: Readonly<Record<string, string>> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const childEnv: Record<string, string | undefined> = { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined, ...env };
    const child = spawn(process.execPath, ["--import", "tsx", bin, ...args], { cwd: repoRoot, env: childEnv, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => {
      resolve({ code, stdout, stderr });
    });
    child.stdin.on("error", () => {
      // The command may finish before reading every answer.
    });
    child.stdin.end(input);
  });
}

/** Parses JSON output into an unknown value for guarded reads. */
export function parsed(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return value;
}
