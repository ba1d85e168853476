import { execFileSync } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isShardResultFile } from "../src/commands/merge.js";

describe("merge: is the word after --json a shard result to merge?", () => {
  it("reads only a regular file: a pipe, a directory or a missing path is the output, answered at once", async () => {
    const dir = await mkdtemp(join(tmpdir(), "rulesmith-merge-peek-"));
    const fifo = join(dir, "out.fifo");
    execFileSync("mkfifo", [fifo]);
    // Reading a FIFO with no writer would wait forever; the answer comes from stat alone.
    expect(await isShardResultFile(fifo)).toBe(false);
    expect(await isShardResultFile(dir)).toBe(false);
    expect(await isShardResultFile(join(dir, "missing.json"))).toBe(false);
    const shard = join(dir, "shard.json");
    await writeFile(shard, JSON.stringify({ format: "rulesmith-simulation-shard" }));
    expect(await isShardResultFile(shard)).toBe(true);
    const other = join(dir, "report.json");
    await writeFile(other, "{}");
    expect(await isShardResultFile(other)).toBe(false);
  }, 10_000);
});
