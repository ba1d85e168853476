// lineAsker: answers read one line at a time, without reading the whole input ahead.
import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { output } from "../src/cli-io.js";
import { lineAsker } from "../src/prompt.js";

const accept = (a: string) => ({ ok: true as const, value: a });

describe("lineAsker", () => {
  it("answers each question with the next line, and undefined once the input ends", async () => {
    const screen = new PassThrough();
    const io = { stdin: Readable.from(["a\nb\n"]), stdout: screen, stderr: screen, env: {} };
    const asker = lineAsker(io, output(io));
    expect(await asker.ask("1?", accept)).toBe("a");
    expect(await asker.ask("2?", accept)).toBe("b");
    expect(await asker.ask("3?", accept)).toBeUndefined();
    asker.close();
  });

  it("stops reading ahead while a thousand answers wait, so endless input (yes 1 | ...) stays in the pipe", async () => {
    let pulled = 0;
    // An endless input in chunks of 100 lines, counting what the asker has taken.
    const endless = new Readable({
      read() {
        pulled += 100;
        this.push("1\n".repeat(100));
      },
    });
    const screen = new PassThrough();
    screen.resume();
    const io = { stdin: endless, stdout: screen, stderr: screen, env: {} };
    const asker = lineAsker(io, output(io));
    expect(await asker.ask("?", accept)).toBe("1");
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 5));
    // Without the pause, every tick pulls more: here reading stops after about a thousand lines.
    expect(pulled).toBeLessThan(20_000);
    const before = pulled;
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 5));
    expect(pulled).toBe(before);
    // Answers still come, and reading goes on as they are taken.
    for (let i = 0; i < 1500; i++) expect(await asker.ask("?", accept)).toBe("1");
    expect(pulled).toBeGreaterThan(1500);
    asker.close();
    endless.destroy();
  });
});
