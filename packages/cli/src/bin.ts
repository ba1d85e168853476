// The `rulesmith` binary.
import { runCli } from "./program.js";

// A reader that stops early (`rulesmith demo | head`) is not an error of the command, nor does
// it make one a success: what stdout can no longer take is dropped, and the command ends with
// the status it would have had (1 for `rulesmith validate ward deck bad.json | head -1`), or,
// when it had work left (`demo`'s next match, `play`'s match, `worker`'s next shard), stops it
// with status 141.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE" || e.code === "ERR_STREAM_DESTROYED") return;
  throw e;
});

runCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env }).then(
  (status) => {
    process.exitCode = status;
  },
  (e: unknown) => {
    process.stderr.write(`rulesmith: unexpected error (a bug): ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
