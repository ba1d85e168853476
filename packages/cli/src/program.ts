// The `rulesmith` command line: commander parses the arguments and runs a command.
import { randomInt } from "node:crypto";
import { Argument, Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { own } from "@rulesmith/core";
import { availableBots } from "./bots.js";
import type { CliIo } from "./cli-io.js";
import { demoCommand } from "./commands/demo.js";
import { playCommand } from "./commands/play.js";
import { replayCommand } from "./commands/replay.js";
import { isShardResultFile, mergeCommand } from "./commands/merge.js";
import { workerCommand } from "./commands/queue-worker.js";
import { simulateCommand } from "./commands/simulate.js";
import { validateCommand } from "./commands/validate.js";
import type { GameRegistry } from "./game-module.js";
import { packageVersion } from "./package-info.js";
import { loadRegistry } from "./registry.js";
import { seatsInWords } from "./seats.js";
import { MAX_SEED } from "./sim-match.js";
import { shortenQuotes } from "./user-input.js";

function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(max === Number.MAX_SAFE_INTEGER ? `Expected a whole number from ${min}.` : `Expected a whole number from ${min} to ${max}.`);
    }
    return n;
  };
}

function str(opts: object, key: string): string | undefined {
  const v = own(opts, key);
  return typeof v === "string" ? v : undefined;
}

function num(opts: object, key: string): number | undefined {
  const v = own(opts, key);
  return typeof v === "number" ? v : undefined;
}

function flag(opts: object, key: string): boolean {
  return own(opts, key) === true;
}

function seedOf(opts: object): number {
  return num(opts, "seed") ?? randomInt(1, 1_000_000);
}

/** How many players each game seats, for the help of `--players`. */
function playerRanges(registry: GameRegistry): string {
  const ranges = registry.games.filter((g) => g.example !== true).map((g) => `${g.id} ${seatsInWords(g).replace(/^exactly /, "")}`);
  return ranges.length === 0 ? "" : ` (${ranges.join(", ")})`;
}

/**
 * Whether `--json` was followed on the command line by `value` as a word of its own, which
 * commander then took as the option's file (`--json [file]`), where the user may have meant the
 * command's argument: `simulate --json ward --games 10`. `--json=value` names a file on purpose.
 */
function jsonTookWord(argv: readonly string[], value: string): boolean {
  return argv.some((word, i) => word === "--json" && argv[i + 1] === value);
}

/** The `json` option of `simulate` and `merge`: stdout, a file, or neither. */
function jsonOption(value: unknown): { json?: string | true } {
  return value === true ? { json: true } : typeof value === "string" ? { json: value } : {};
}

function gameList(registry: GameRegistry): string {
  const playable = registry.games.map((g) => g.id);
  const partial = registry.unplayable.map((g) => `${g.id} (validate only)`);
  return [...playable, ...partial].join(", ");
}

/**
 * Runs the `rulesmith` command line on the given arguments and streams, as the `rulesmith`
 * binary does with `process.argv.slice(2)`.
 *
 * @param argv - The arguments after the program name (`["demo", "--game", "ward"]`).
 * @param io - Streams and environment.
 * @param registry - The games; {@link loadRegistry} by default.
 * @returns The exit status: 0 success; 1 a failed check or match, a record that does not replay,
 *   a file that cannot be read; 2 a usage error (an unknown command, option, game or bot, a bad
 *   value, an output file that cannot be written), found before any work starts.
 * @example
 * ```ts
 * import { PassThrough, Readable } from "node:stream";
 * import { buildRegistry, diceDuelModule, runCli } from "@rulesmith/cli";
 * import { diceDuel } from "@rulesmith/core/examples";
 * // Capture what the command prints instead of writing to the terminal.
 * const stdout = new PassThrough();
 * const stderr = new PassThrough();
 * let printed = "";
 * stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
 * const registry = buildRegistry([], [diceDuelModule(diceDuel)]);
 * const status = await runCli(["demo", "--game", "dice-duel", "--seed", "7"], { stdin: Readable.from([]), stdout, stderr, env: {} }, registry);
 * status; // 0 — and `printed` holds the play-by-play of one dice duel
 * ```
 */
export async function runCli(argv: readonly string[], io: CliIo, registry?: GameRegistry): Promise<number> {
  const games = registry ?? (await loadRegistry());
  let status = 0;
  const bots = availableBots()
    .map((b) => b.id)
    .join(", ");
  const program = new Command("rulesmith")
    .description("Play, simulate, replay and check rulesmith card-and-dice games.")
    .version(packageVersion())
    .option("--no-color", "never colour the output (colour is used only on a terminal, and never with NO_COLOR set)")
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      // Commander quotes the bad value in its messages; a long one is cut to a short excerpt.
      outputError: (s, write) => {
        write(shortenQuotes(s));
      },
    })
    .addHelpText("after", `\nGames: ${gameList(games)}\nBots: ${bots}`);
  const color = (): boolean | undefined => (own(program.opts(), "color") === false ? false : undefined);
  const maxSteps = new Option("--max-steps <n>", "stop a match after this many actions").argParser(wholeNumber(1)).default(10_000);
  const players = (): Option =>
    new Option("--players <n>", `how many players, as the game allows${playerRanges(games)}; default: one per deck with --decks, else as many as the bots listed fill when two or more are listed, else its fewest`).argParser(wholeNumber(1));
  const decksOf = (opts: object): { decks?: string } => {
    const decks = str(opts, "decks");
    return decks === undefined ? {} : { decks };
  };
  const playersOf = (opts: object): { players?: number } => {
    const n = num(opts, "players");
    return n === undefined ? {} : { players: n };
  };

  program
    .command("demo")
    .description("watch whole bot-vs-bot matches as a play-by-play (one per game without --game)")
    .option("--game <id>", `the game (${games.games.map((g) => g.id).join(", ")})`)
    .option("--seed <n>", "the match seed, 0 to 4294967295 (random when not given)", wholeNumber(0, MAX_SEED))
    .addOption(players())
    .option("--bots <list>", `the bots by seat, comma-separated (${bots}; options as name:key=value): one bot per seat, or a single bot in every seat`, "random")
    .option("--reveal", "show hidden information (hands, draws) too")
    .option("--verbose", "show every event, bookkeeping included")
    .option("--record <file>", "save the match record as JSON (of one match: give --game)")
    .option("--decks <files>", "with --game: deck-list JSON files, comma-separated, one per seat in seat order, played instead of the starter decks (--players defaults to their number)")
    .option("--cards <file>", "with --game: a card file (a card set or a list, in the game's card format) added to the game's sample cards; an id of a sample card is refused; --decks are checked against both")
    .option("--json", "print JSON instead of text")
    .addOption(maxSteps)
    .action(async (opts: object) => {
      const game = str(opts, "game");
      const record = str(opts, "record");
      const cards = str(opts, "cards");
      const c = color();
      status = await demoCommand(io, games, {
        ...(cards === undefined ? {} : { cards }),
        ...decksOf(opts),
        seed: seedOf(opts),
        ...playersOf(opts),
        bots: str(opts, "bots") ?? "random",
        reveal: flag(opts, "reveal"),
        verbose: flag(opts, "verbose"),
        json: flag(opts, "json"),
        maxSteps: num(opts, "maxSteps") ?? 10_000,
        ...(game === undefined ? {} : { game }),
        ...(record === undefined ? {} : { record }),
        ...(c === undefined ? {} : { color: c }),
      });
    });

  program
    .command("play")
    .description("play against a bot in the terminal (answers may be piped in)")
    .argument("<game>", "the game")
    .addOption(players())
    .option("--bot <list>", `the bots in the other seats (${bots}; options as name:key=value): a single bot in every other seat, or one per other seat in seat order, comma-separated`, "random")
    .addOption(new Option("--dice <mode>", "seeded dice, or external: real dice rolled at the table").choices(["seeded", "external"]).default("seeded"))
    .option("--seat <n>", "your seat, 0 to players - 1 (0 plays first in seat order)", wholeNumber(0), 0)
    .option("--seed <n>", "the match seed, 0 to 4294967295 (random when not given)", wholeNumber(0, MAX_SEED))
    .option("--record <file>", "save the match record as JSON")
    .option("--decks <files>", "deck-list JSON files, comma-separated, one per seat in seat order (yours is the one at --seat), played instead of the starter decks (--players defaults to their number)")
    .option("--cards <file>", "a card file (a card set or a list, in the game's card format) added to the game's sample cards; an id of a sample card is refused; --decks are checked against both")
    .option("--verbose", "show every event, bookkeeping included")
    .addOption(maxSteps)
    .action(async (game: string, opts: object) => {
      const record = str(opts, "record");
      const cards = str(opts, "cards");
      const c = color();
      status = await playCommand(io, games, {
        game,
        ...(cards === undefined ? {} : { cards }),
        ...decksOf(opts),
        bot: str(opts, "bot") ?? "random",
        ...playersOf(opts),
        dice: str(opts, "dice") === "external" ? "external" : "seeded",
        seat: num(opts, "seat") ?? 0,
        seed: seedOf(opts),
        maxSteps: num(opts, "maxSteps") ?? 10_000,
        verbose: flag(opts, "verbose"),
        ...(record === undefined ? {} : { record }),
        ...(c === undefined ? {} : { color: c }),
      });
    });

  program
    .command("simulate")
    .description("run many bot-vs-bot matches in parallel and report win rates")
    // Optional for commander only, so that `--json <game>` can be read as the game; checked below.
    .argument("[game]", "the game")
    .usage("[options] <game>")
    .requiredOption("--games <n>", "how many matches", wholeNumber(1))
    .addOption(players())
    .requiredOption("--bots <list>", `the bots, comma-separated (${bots}; options as name:key=value): one bot per seat, or a single bot in every seat; they rotate seats every match`)
    .option("--workers <k>", "worker threads (0: this thread; default and most: the number of cores)", wholeNumber(0))
    .option("--seed <s>", "match i uses seed s + i (at most 4294967295)", wholeNumber(0, MAX_SEED), 1)
    .option("--json [file]", "write the results as JSON to a file, or to stdout instead of the table")
    .addOption(maxSteps)
    .option("--decks <files>", "deck against deck: deck-list JSON files, comma-separated, one per seat (they rotate seats; --players defaults to their number)")
    .option("--cards <file>", "a card file (a card set or a list, in the game's card format) added to the game's sample cards; an id of a sample card is refused; --decks are checked against both")
    .option("--shard <i/n>", "play only shard i of n (i from 0; needs --json FILE), for rulesmith merge")
    .option("--queue <redis-url>", "put the shards on a BullMQ queue in Redis (redis://host:port) for rulesmith worker processes, wait for them and merge")
    .option("--shards <n>", "with --queue: how many shards (default about 1000 matches each, at least 16)", wholeNumber(1))
    .option("--queue-name <name>", "with --queue: the queue's name (default rulesmith-simulate)")
    .action(async (given: string | undefined, opts: object, command: Command) => {
      let game = given;
      let jsonOpt = own(opts, "json");
      // `simulate --json ward --games 10`: the game's id after --json, and no other game, is the game.
      const ids = [...games.games, ...games.unplayable].map((g) => g.id);
      if (game === undefined && typeof jsonOpt === "string" && ids.includes(jsonOpt) && jsonTookWord(argv, jsonOpt)) {
        game = jsonOpt;
        jsonOpt = true;
      }
      if (game === undefined) command.error("error: missing required argument 'game'", { code: "commander.missingArgument", exitCode: 1 });
      const workers = num(opts, "workers");
      const c = color();
      const cards = str(opts, "cards");
      const shard = str(opts, "shard");
      const queue = str(opts, "queue");
      const shards = num(opts, "shards");
      const queueName = str(opts, "queueName");
      status = await simulateCommand(io, {
        game,
        games: num(opts, "games") ?? 1,
        ...playersOf(opts),
        ...decksOf(opts),
        ...(cards === undefined ? {} : { cards }),
        ...(shard === undefined ? {} : { shard }),
        ...(queue === undefined ? {} : { queue }),
        ...(shards === undefined ? {} : { shards }),
        ...(queueName === undefined ? {} : { queueName }),
        bots: str(opts, "bots") ?? "random,random",
        seed: num(opts, "seed") ?? 1,
        maxSteps: num(opts, "maxSteps") ?? 10_000,
        ...(workers === undefined ? {} : { workers }),
        ...jsonOption(jsonOpt),
        ...(c === undefined ? {} : { color: c }),
      });
    });

  program
    .command("merge")
    .description("merge shard results (rulesmith simulate --shard i/n --json FILE) into the whole simulation's report")
    // Optional for commander only, so that `--json <shard file>` can be read as a file to merge; checked below.
    .argument("[files...]", "the shard files, every shard of one simulation")
    .usage("[options] <files...>")
    .option("--json [file]", "write the merged report as JSON to a file, or to stdout instead of the table")
    .action(async (given: string[], opts: object, command: Command) => {
      let files = given;
      let jsonOpt = own(opts, "json");
      // `merge --json shard-0.json shard-1.json`: a shard result after --json is a file to merge,
      // never the output, which would replace it.
      if (typeof jsonOpt === "string" && jsonTookWord(argv, jsonOpt) && (await isShardResultFile(jsonOpt))) {
        files = [jsonOpt, ...files];
        jsonOpt = true;
      }
      if (files.length === 0) command.error("error: missing required argument 'files'", { code: "commander.missingArgument", exitCode: 1 });
      const c = color();
      status = await mergeCommand(io, {
        files,
        ...jsonOption(jsonOpt),
        ...(c === undefined ? {} : { color: c }),
      });
    });

  program
    .command("worker")
    .description("play the simulation shards of rulesmith simulate --queue, until SIGINT or SIGTERM")
    .requiredOption("--queue <redis-url>", "the Redis of the queue (redis://host:port)")
    .option("--workers <k>", "worker threads a shard is played on (default and most: the number of cores)", wholeNumber(1))
    .option("--queue-name <name>", "the queue's name (default rulesmith-simulate)")
    .option("--lock-duration <ms>", "how long a shard stays locked to this worker without renewal; a dead worker's shard is retried after it (default 30000)", wholeNumber(100))
    .option("--stalled-interval <ms>", "how often to look for shards whose worker died (default 30000)", wholeNumber(100))
    .action(async (opts: object) => {
      const workers = num(opts, "workers");
      const queueName = str(opts, "queueName");
      const lockDuration = num(opts, "lockDuration");
      const stalledInterval = num(opts, "stalledInterval");
      const c = color();
      status = await workerCommand(io, {
        queue: str(opts, "queue") ?? "",
        ...(workers === undefined ? {} : { workers }),
        ...(queueName === undefined ? {} : { queueName }),
        ...(lockDuration === undefined ? {} : { lockDuration }),
        ...(stalledInterval === undefined ? {} : { stalledInterval }),
        ...(c === undefined ? {} : { color: c }),
      });
    });

  program
    .command("replay")
    .description("check a match record by replaying it, and print the play-by-play")
    .argument("<record>", "the match record (JSON)")
    .option("--reveal", "show hidden information (hands, draws) too")
    .option("--verbose", "show every event, bookkeeping included")
    .option("--json", "print JSON instead of text")
    .action(async (file: string, opts: object) => {
      const c = color();
      status = await replayCommand(io, games, { file, reveal: flag(opts, "reveal"), verbose: flag(opts, "verbose"), json: flag(opts, "json"), ...(c === undefined ? {} : { color: c }) });
    });

  program
    .command("validate")
    .description("list every problem of a deck or card file")
    .argument("<game>", "the game")
    .addArgument(new Argument("<kind>", "what the file holds").choices(["deck", "cards"]))
    .argument("<file>", "the JSON file")
    .option("--cards <file>", "check a deck against the game's sample cards and this card file's cards (a card set or a list; an id of a sample card is refused)")
    .option("--json", "print JSON instead of text")
    .action(async (game: string, kind: string, file: string, opts: object) => {
      const cards = str(opts, "cards");
      const c = color();
      status = await validateCommand(io, games, {
        game,
        kind,
        file,
        json: flag(opts, "json"),
        ...(cards === undefined ? {} : { cards }),
        ...(c === undefined ? {} : { color: c }),
      });
    });

  // `help <command>` for a command that does not exist: commander prints the whole help, and
  // the reader would not learn what went wrong.
  const [first, asked] = argv;
  if (first === "help" && asked !== undefined && asked !== "help" && !asked.startsWith("-") && !program.commands.some((c) => c.name() === asked || c.aliases().includes(asked))) {
    io.stderr.write(shortenQuotes(`error: unknown command '${asked}' (commands: ${program.commands.map((c) => c.name()).join(", ")})\n`));
    return 2;
  }
  try {
    await program.parseAsync([...argv], { from: "user" });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    throw e;
  }
  return status;
}
