// The simulation worker: loads the game and bots named in its setup, then plays the batches of
// matches the main thread sends, posting one summary per match.
import { parentPort, workerData } from "node:worker_threads";
import { availableBots, parseBotList } from "./bots.js";
import { findGame, loadRegistry } from "./registry.js";
import { playSimMatch } from "./sim-match.js";
import { parseToWorker, parseWorkerSetup, type FromWorker } from "./worker-protocol.js";

async function main(): Promise<void> {
  const port = parentPort;
  if (port === null) return;
  const post = (m: FromWorker): void => {
    port.postMessage(m);
  };
  const setup = parseWorkerSetup(workerData);
  if (setup === undefined) {
    post({ type: "failed", message: "The worker was started without a valid setup." });
    return;
  }
  const game = findGame(await loadRegistry(), setup.game);
  if (!game.ok) {
    post({ type: "failed", message: game.error.message });
    return;
  }
  const bots = parseBotList(setup.bots.join(","), availableBots());
  if (!bots.ok) {
    post({ type: "failed", message: bots.error.message });
    return;
  }
  port.on("message", (raw: unknown) => {
    const m = parseToWorker(raw);
    if (m === undefined) return;
    if (m.type === "stop") {
      port.close();
      return;
    }
    for (let i = m.from; i < m.to; i++) post({ type: "match", match: playSimMatch(game.value, bots.value, setup.seed, i, setup.maxSteps, setup.players, setup.decks, setup.cards) });
    post({ type: "idle" });
  });
  post({ type: "ready" });
}

void main();
