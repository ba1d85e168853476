import { ClientErrorCode, inProcessRunner, runBotTask, type BotTask } from "@rulesmith/client";
import { nodeWorkerRunner } from "@rulesmith/client/node-worker";
import { serveWebWorker, webWorkerRunner } from "@rulesmith/client/web-worker";
import { demoConfig as guardiansDemo, guardiansPackage, ruleset as guardians } from "@rulesmith/guardians";
import { demoConfig as wardDemo, wardPackage } from "@rulesmith/ward";
import { MessageChannel } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { botSeats, playOut, start, unwrap } from "./helpers.js";

// bot-worker.mjs registers tsx and loads bot-worker.ts, which serves the games from their sources.
const worker = nodeWorkerRunner(new URL("./bot-worker.mjs", import.meta.url));
afterAll(() => {
  worker.close();
});

function tasks(): BotTask[] {
  const state = unwrap(guardians.setup(guardiansDemo(5, 3)));
  const player = guardians.activePlayers(state)[0] ?? 0;
  const json = JSON.parse(JSON.stringify(state)) as BotTask["state"];
  return [
    { game: "guardians", bot: { kind: "random" }, seed: "5:0:0", state: json, player },
    { game: "guardians", bot: { kind: "greedy", options: { samples: 2 } }, seed: "5:0:0", state: json, player },
    { game: "guardians", bot: { kind: "mcts", options: { iterations: 30 } }, seed: "9:1:4", state: json, player },
  ];
}

describe("bot tasks", () => {
  it("a bot starts from the game's own options for its kind, and the spec's options win", () => {
    const task = tasks()[2];
    if (task === undefined) throw new Error("no mcts task");
    // The game's options reach the bot: a bad one is the bot's own options error.
    const tuned = { ...guardiansPackage, botOptions: { mcts: { iterations: -1 } } };
    const refused = runBotTask([tuned], { ...task, bot: { kind: "mcts" } });
    expect(refused).toMatchObject({ ok: false, error: { message: expect.stringContaining("iterations") as unknown } });
    // The spec's own iterations (30) win over the game's.
    expect(unwrap(runBotTask([tuned], task))).toEqual(unwrap(runBotTask([guardiansPackage], task)));
    // A playout policy can be set by the spec too; an unknown one is the bot's options error.
    const greedyPlayouts = { ...task, bot: { kind: "mcts" as const, options: { iterations: 30, playoutPolicy: "greedy" } } };
    expect(runBotTask([guardiansPackage], greedyPlayouts).ok).toBe(true);
    const unknown = { ...task, bot: { kind: "mcts" as const, options: { playoutPolicy: "smart" } } };
    expect(runBotTask([guardiansPackage], unknown)).toMatchObject({ ok: false, error: { message: expect.stringContaining("playoutPolicy") as unknown } });
  });

  it("a task for a game the runner does not serve is refused with a short message, however long the name", () => {
    const task = tasks()[0];
    if (task === undefined) throw new Error("no task");
    const r = runBotTask([guardiansPackage], { ...task, game: "x".repeat(1_000_000) });
    expect(r).toMatchObject({ ok: false, error: { code: ClientErrorCode.BadOptions } });
    expect(r.ok ? 0 : r.error.message.length).toBeLessThan(300);
  });
});

describe("the Node worker runner", () => {
  it("runs a bot decision in a worker thread and gives the same action as in-process for the same seed", async () => {
    const local = inProcessRunner([guardiansPackage]);
    for (const task of tasks()) {
      const there = unwrap(await worker.run(task));
      const here = unwrap(await local.run(task));
      expect(there).toEqual(here);
      expect(unwrap(runBotTask([guardiansPackage], task))).toEqual(here);
    }
  });

  it("plays a whole match through the controller, the same match as in-process", async () => {
    const options = { game: wardPackage, config: wardDemo(7), seats: botSeats(2, null), seed: 7 } as const;
    const inWorker = start({ ...options, runner: worker });
    unwrap(await inWorker.settled());
    const inProcess = start(options);
    unwrap(await inProcess.settled());
    expect(inWorker.status().outcome).not.toBeNull();
    expect(unwrap(inWorker.record())).toEqual(unwrap(inProcess.record()));
    inWorker.close();
    inProcess.close();
  });

  it("answers a task for a game it does not serve with an error, not a crash", async () => {
    const r = await worker.run({ game: "chess", bot: { kind: "random" }, seed: "s", state: {}, player: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: ClientErrorCode.BadOptions } });
  });

  it("a worker that fails makes the bots stop with client/bot-failed", async () => {
    const broken = nodeWorkerRunner(new URL("./no-such-worker.mjs", import.meta.url));
    const match = start({ game: wardPackage, config: wardDemo(1), seats: botSeats(2, null), runner: broken });
    const r = await match.settled();
    expect(r).toMatchObject({ ok: false, error: { code: ClientErrorCode.BotFailed } });
    expect(match.status().botError?.code).toBe(ClientErrorCode.BotFailed);
    broken.close();
    match.close();
  });
});

describe("the Web Worker runner", () => {
  it("speaks the same protocol over a message port", async () => {
    const { port1, port2 } = new MessageChannel();
    const stop = unwrap(serveWebWorker([guardiansPackage], port2));
    const runner = webWorkerRunner(port1);
    const local = inProcessRunner([guardiansPackage]);
    const all = tasks();
    for (const task of all.slice(0, 2)) expect(unwrap(await runner.run(task))).toEqual(unwrap(await local.run(task)));
    runner.close();
    expect(await runner.run(all[0] ?? { game: "guardians", bot: { kind: "random" }, seed: "s", state: null, player: 0 })).toMatchObject({ ok: false, error: { code: ClientErrorCode.Closed } });
    stop();
    port2.close();
  });

  it("a controller with a person and a bot in a worker plays to the end", async () => {
    const { port1, port2 } = new MessageChannel();
    unwrap(serveWebWorker([wardPackage], port2));
    const runner = webWorkerRunner(port1);
    const match = start({ game: wardPackage, config: wardDemo(8), seats: botSeats(2, 1), seed: 8, runner });
    await playOut(match, 8);
    expect(match.status().outcome).not.toBeNull();
    runner.close();
    port2.close();
    match.close();
  });

  it("serveWebWorker outside a worker says so", () => {
    expect(serveWebWorker([wardPackage])).toMatchObject({ ok: false, error: { code: ClientErrorCode.BadOptions } });
  });
});
