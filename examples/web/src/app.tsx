// The page: the setup form, or one match (played, or a loaded record stepped through). Each new
// match gets its own bot worker; the old one is ended when a match replaces it.
import { useState, type ReactNode } from "react";
import type { BotRunner } from "@rulesmith/client";
import { webWorkerRunner } from "@rulesmith/client/web-worker";
import { isGameId, withGame, type GameId } from "./games.js";
import { MatchScreen } from "./match-screen.js";
import { readJsonFile } from "./record-file.js";
import { seatSpec } from "./seats.js";
import { Setup, type MatchChoice } from "./setup.js";

interface Session {
  /** A new key for every match, so that React makes a new screen. */
  readonly key: number;
  readonly screen: ReactNode;
  /** The bot worker of a played match. */
  readonly runner: BotRunner | null;
}

function botWorker(): BotRunner {
  return webWorkerRunner(new Worker(new URL("./bot-worker.ts", import.meta.url), { type: "module", name: "rulesmith bots" }));
}

let nextKey = 1;

export function App(): ReactNode {
  const [session, setSession] = useState<Session | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  // The updater may run twice (React's strict mode): closing a runner twice is harmless.
  const replace = (next: Session | null): void => {
    setSession((prev) => {
      if (prev !== next) prev?.runner?.close();
      return next;
    });
  };
  const toSetup = (): void => {
    replace(null);
  };

  const load = (file: File): void => {
    void readJsonFile(file).then((read) => {
      if (!read.ok) {
        setMessage(read.message);
        replace(null);
        return;
      }
      const record = read.value;
      const game: unknown = typeof record === "object" && record !== null && !Array.isArray(record) ? Reflect.get(record, "game") : undefined;
      if (!isGameId(game)) {
        setMessage(`${file.name} is not a record of Ward, Wardom or Guardians.`);
        replace(null);
        return;
      }
      setMessage(null);
      const key = nextKey++;
      const screen = withGame(game, {
        use: (entry) => <MatchScreen key={key} entry={entry} options={{ game: entry.game, record }} subtitle={`record ${file.name}`} onNewMatch={toSetup} onLoadRecord={load} />,
      });
      replace({ key, screen, runner: null });
    });
  };

  const start = (choice: MatchChoice): void => {
    const runner = botWorker();
    const key = nextKey++;
    const game: GameId = choice.game;
    const screen = withGame(game, {
      use: (entry) => {
        const options = {
          game: entry.game,
          config: entry.config(choice.seed, { players: choice.seats.length, dice: choice.dice }),
          seats: choice.seats.map((k) => seatSpec(k, choice.mctsIterations)),
          seed: choice.seed,
          physicalDice: choice.physical,
          runner,
        };
        return <MatchScreen key={key} entry={entry} options={options} subtitle={`${choice.seats.length} players, seed ${choice.seed}${choice.dice === "external" ? ", physical dice" : ""}`} onNewMatch={toSetup} onLoadRecord={load} />;
      },
    });
    setMessage(null);
    replace({ key, screen, runner });
  };

  if (session === null) return <Setup onStart={start} onLoadRecord={load} message={message} />;
  return session.screen;
}
