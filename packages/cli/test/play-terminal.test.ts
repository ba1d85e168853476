// `rulesmith play` as a person sees it: in a real terminal (tmux), the board with card names
// and stats, the actions in words, and Ctrl-C that ends the match cleanly with its record.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect, repoRoot, rulesmith } from "./helpers.js";

const bin = fileURLToPath(new URL("../src/bin.ts", import.meta.url));
const TMUX = "/usr/bin/tmux";
const tmuxWorks = existsSync(TMUX) && spawnSync(TMUX, ["-V"]).status === 0;
/** A server of our own, on a socket in the test's directory, so the test never touches another tmux session. */
const socket = (): string => join(dir, "tmux.sock");

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "rulesmith-play-"));
});
afterAll(() => {
  if (tmuxWorks && existsSync(socket())) spawnSync(TMUX, ["-S", socket(), "kill-server"]);
});

function tmux(...args: string[]): string {
  const r = spawnSync(TMUX, ["-S", socket(), ...args], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`tmux ${args.join(" ")} failed: ${r.stderr}`);
  return r.stdout;
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 40_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function quote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** Why the terminal test is skipped, in its name: the report says so. */
const skipped = tmuxWorks ? "" : ` [skipped: ${TMUX} is missing or does not run; the piped-input tests below check the same board]`;

describe("rulesmith play in a terminal", () => {
  it.skipIf(!tmuxWorks)(`shows the board with card names and stats and the actions in words, summarises the bot's turn; Ctrl-C saves the match and exits with 130${skipped}`, async () => {
    const record = join(dir, "terminal.json");
    const status = join(dir, "terminal.status");
    const command = `NO_COLOR=1 ${quote(process.execPath)} --import tsx ${quote(bin)} play ward --seed 1 --record ${quote(record)}; echo $? > ${quote(status)}; sleep 600`;
    tmux("new-session", "-d", "-x", "120", "-y", "50", "-s", "play", "-c", repoRoot, command);
    const screen = (): string => tmux("capture-pane", "-p", "-t", "play");
    /** Everything the pane showed since the start, wrapped lines joined. */
    const history = (): string => tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "play");
    const prompts = (): number => history().split("Your choice (").length - 1;
    await until("the first prompt", () => (screen().includes("Your choice (1-1)") ? true : undefined));
    tmux("send-keys", "-t", "play", "1", "Enter");
    const board = await until("the summoning phase", () => {
      const s = screen();
      return s.includes("Your choice (1-2)") ? s : undefined;
    });
    // The board: names and stats, the turn and whose decision, hidden cards as counts.
    expect(board).toContain("Turn 1, your turn (Player 0), Summoning & Magic Phase. Waiting for you.");
    expect(board).toContain("Player 1: cemetery 0/300 HP, hand 0 cards, deck 30 cards");
    expect(board).toContain("Bear Wolf: creature, HP 40, AL 5, Speed 4, Attack 2d6+1 (Maul)");
    expect(board).toContain("Fireball: Standard magic.");
    // The actions, in words.
    expect(board).toContain("1. Summon Bear Wolf (AL 5, HP 40), sacrificing nothing");
    expect(board).toContain("2. Mulligan: shuffle your hand into the deck and draw as many");
    // No raw view fields, and no card ids on the board or in the actions (the play-by-play above names ids).
    const shown = board.slice(board.lastIndexOf("Your view:"));
    for (const raw of ["faceDown", "replacementIsNormal", "visibility", "sacrifices=", "cards:"]) expect(shown).not.toContain(raw);
    expect(shown).not.toMatch(/\bc\d+\b/);
    expect(shown.split("\n").filter((l) => l.trim() !== "").length).toBeLessThan(25);
    // The bot's first move, made between two of your decisions, is told as a summary.
    expect(history()).toContain("Player 1 (random) played 1 action: Go second (the opponent takes the first turn).");
    // Summon, then end each phase of turn 1, until the bot has played its turn up to your next decision.
    const told = (): boolean => history().includes("Player 1 (random) played 2 actions");
    let asked = prompts();
    tmux("send-keys", "-t", "play", "1", "Enter");
    for (let decisions = 0; !told(); decisions++) {
      if (decisions > 6) throw new Error(`no summary of the bot's turn after ${decisions} decisions:\n${history()}`);
      await until("the next prompt", () => (prompts() > asked ? true : undefined));
      asked = prompts();
      if (told()) break;
      const s = screen();
      const end = /^\s*(\d+)\. (End the|End your turn|Pass)/m.exec(s.slice(s.lastIndexOf("Your view:")))?.[1] ?? "1";
      tmux("send-keys", "-t", "play", end, "Enter");
    }
    const summary = history();
    expect(summary).toContain("Player 1 (random) played 2 actions: Mulligan: shuffle their hand into the deck and draw as many (once per match); Play Lead Boots on your Bear Wolf (HP 40/40).");
    expect(summary).toMatch(/\n {2}Player 1 plays Lead Boots \(c\d+\) on Bear Wolf \(c\d+\)\.\n/);
    await until("the prompt after the bot's turn", () => (screen().includes("Pass: let the chain resolve") ? true : undefined));
    // Ctrl-C at the prompt.
    tmux("send-keys", "-t", "play", "C-c");
    const code = await until("the exit status", async () => (existsSync(status) ? (await readFile(status, "utf8")).trim() : undefined));
    expect(code).toBe("130");
    const after = screen();
    expect(after).toContain("Interrupted (Ctrl-C): the match stopped before it ended.");
    expect(after).toMatch(/The match so far \(\d+ actions\) is saved to /);
    const replayed = await rulesmith(["replay", record]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain("No result: the match stopped before it ended.");
  });

  it.skipIf(!tmuxWorks)(`plays a whole Ward match against the MCTS bot with one undo, as the getting-started guide shows: the result names its rule and where it is explained, and the saved record replays${skipped}`, async () => {
    const record = join(dir, "whole.json");
    const status = join(dir, "whole.status");
    const command = `NO_COLOR=1 ${quote(process.execPath)} --import tsx ${quote(bin)} play ward --bot mcts --seed 1 --record ${quote(record)}; echo $? > ${quote(status)}; sleep 600`;
    tmux("new-session", "-d", "-x", "120", "-y", "60", "-s", "whole", "-c", repoRoot, command);
    const screen = (): string => tmux("capture-pane", "-p", "-J", "-t", "whole");
    /** The screen while the match waits for an answer: the prompt, with nothing typed yet, on its last line. */
    const waiting = (s: string): boolean => /^\? Your choice \([^)]*\):\s*$/.test(s.trimEnd().split("\n").at(-1) ?? "");
    let answered = 0;
    let undone = false;
    let last = "";
    while (!existsSync(status)) {
      if (answered > 400) throw new Error(`no result after ${answered} answers:\n${screen()}`);
      const s = await until("the next prompt or the end", () => {
        const now = screen();
        return (waiting(now) && now !== last) || existsSync(status) ? now : undefined;
      }, 120_000);
      if (existsSync(status)) break;
      const shown = s.slice(s.lastIndexOf("Your view:"));
      // Every board is words: no raw fields, no zone ids, no card ids.
      for (const raw of ["faceDown", "replacementIsNormal", "visibility"]) expect(shown).not.toContain(raw);
      expect(shown).not.toMatch(/\bp\d\/[a-z]|\bc\d+\b/);
      const choices = [...shown.matchAll(/^ {3}(\d+|u)\. (.+)$/gm)].map((m) => ({ key: m[1] ?? "1", words: m[2] ?? "" }));
      const first = (re: RegExp): string | undefined => choices.find((c) => re.test(c.words))?.key;
      let answer = first(/^(Attack|Battle)/) ?? first(/^Summon/) ?? "1";
      if (!undone && answered >= 8 && choices.some((c) => c.key === "u")) answer = "u";
      tmux("send-keys", "-t", "whole", answer, "Enter");
      last = s;
      answered++;
      if (answer === "u") {
        undone = true;
        await until("the undo", () => (screen().includes("Undone: back to your last decision.") ? true : undefined));
      }
    }
    expect(undone).toBe(true);
    expect((await readFile(status, "utf8")).trim()).toBe("0");
    const end = screen();
    expect(end).toMatch(/^Winner: Player [01] \((you|mcts)\), because .+ \[W-[\w.-]+\]\nsee https:\/\/github\.com\/rulesmith\/rulesmith\/blob\/main\/docs\/rules\/ward\.md#w-[\w-]+$/m);
    expect(end).toMatch(/^(You win!|You lose\. Better luck next time\.)$/m);
    expect(end).toContain(`Match record saved to ${record}.`);
    const replayed = await rulesmith(["replay", record]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain("The record replays: every action is legal and the match ends in the recorded state and outcome.");
  }, 300_000);
});

describe("rulesmith play with piped input: the board and the choices", () => {
  it("shows the board with names and stats, and two copies of a card as one choice marked (×2) that plays one of them", async () => {
    // Seed 4: in the first summoning phase the hand holds two Bear Wolves.
    const r = await rulesmith(["play", "ward", "--seed", "4"], "1\n2\n");
    expect(r.stdout).toContain("Turn 2, your turn (Player 0), Summoning & Magic Phase. Waiting for you.");
    expect(r.stdout).toMatch(/Primary: Cave Beetle \(HP 20\/20, AL \d+, Speed 2, Attack 1d6\+1 \(Pinch\)/);
    expect(r.stdout).toContain("Bear Wolf: creature, HP 40, AL 5, Speed 4, Attack 2d6+1 (Maul)");
    expect(r.stdout).toContain("   1. Summon Grizzly Bear (AL 6, HP 50), sacrificing nothing\n   2. Summon Bear Wolf (AL 5, HP 40), sacrificing nothing (×2)\n   3. Summon Fog (AL 5, HP 30), sacrificing nothing\n");
    expect(r.stdout).toContain("Your choice (1-4): 2\n");
    expect(r.stdout).toMatch(/Player 0 summons Bear Wolf \(c\d+\) as the primary creature\./);
    expect(r.stdout).not.toContain("faceDown");
    // The play-by-play is the game's prose: no card moves that its own lines tell again, no zone ids.
    expect(r.stdout).not.toContain(" moves from ");
    expect(r.stdout).not.toMatch(/\bp\d\/[a-z]/);
  });

  it("shows Wardom's and Guardians' boards in words too", async () => {
    const wardom = await rulesmith(["play", "wardom", "--seed", "1"], "1\n");
    expect(wardom.stdout).toMatch(/Player 0 \(you\): resolve 20, energy \d+\/\d+, deck \d+ cards/);
    expect(wardom.stdout).toMatch(/: Unit, cost \d+, Combat \d+, Support \d+, level \d+/);
    const guardians = await rulesmith(["play", "guardians", "--seed", "1"], "1\n");
    expect(guardians.stdout).toMatch(/Guardian: .+ \(HP \d+\/\d+\)/);
    expect(guardians.stdout).toMatch(/: Minion level \d, ATK \d+, HP \d+/);
    for (const r of [wardom, guardians]) expect(r.stdout.slice(r.stdout.indexOf("Your view:"))).not.toMatch(/faceDown|visibility: /);
  });
});

/** Starts `rulesmith play ...` with piped stdin that stays open, and a way to wait for its output. */
function playing(args: readonly string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", bin, "play", ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: undefined }, stdio: ["pipe", "pipe", "pipe"] });
  let seen = "";
  child.stdout.on("data", (d: Buffer) => (seen += d.toString()));
  const done = collect(child);
  return {
    child,
    done,
    output: () => seen,
    waitFor: (text: string, count = 1) => until(`"${text}"`, () => (seen.split(text).length - 1 >= count ? true : undefined)),
  };
}

describe("rulesmith play and Ctrl-C (SIGINT) with piped input", () => {
  it("at a prompt: writes the match so far to --record, says so, and exits with 130; the record replays", async () => {
    const record = join(dir, "sigint.json");
    const p = playing(["ward", "--seed", "1", "--record", record]);
    await p.waitFor("Your choice (1-1)");
    p.child.stdin.write("1\n");
    await p.waitFor("Your choice (1-2)");
    p.child.kill("SIGINT");
    const r = await p.done;
    expect(r.code).toBe(130);
    expect(r.stdout).toContain("Interrupted (Ctrl-C): the match stopped before it ended.");
    expect(r.stdout).toContain(`The match so far (2 actions) is saved to ${record}; it replays to where it stopped.`);
    expect(r.stderr).not.toContain("The input ended");
    const saved: unknown = JSON.parse(await readFile(record, "utf8"));
    expect(saved).toMatchObject({ game: "ward" });
    const replayed = await rulesmith(["replay", record]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain("The record replays");
  });

  it("while a bot thinks: the match stops when the bot's search returns, without its move, and the record is written", async () => {
    const record = join(dir, "sigint-bot.json");
    // Seed 1: after the roll the bot chooses who goes first, searching for 6 seconds.
    const p = playing(["ward", "--seed", "1", "--bot", "mcts:timeMs=6000", "--record", record]);
    await p.waitFor("Your choice (1-1)");
    p.child.stdin.write("1\n");
    await p.waitFor("Player 1 chooses who goes first.");
    await new Promise((r) => setTimeout(r, 1000));
    p.child.kill("SIGINT");
    const r = await p.done;
    expect(r.code).toBe(130);
    expect(r.stdout).not.toMatch(/Player \d goes first\./);
    expect(r.stdout).toContain(`The match so far (1 actions) is saved to ${record}`);
    const replayed = await rulesmith(["replay", record]);
    expect(replayed.code).toBe(0);
  });

  it("without --record: a short message and exit status 130", async () => {
    const p = playing(["dice-duel", "--seed", "11"]);
    await p.waitFor("Your choice");
    p.child.kill("SIGINT");
    const r = await p.done;
    expect(r.code).toBe(130);
    expect(r.stdout).toContain("Interrupted (Ctrl-C)");
    expect(p.output()).not.toContain("saved");
  });
});
