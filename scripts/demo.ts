/**
 * `pnpm demo`: plays a whole seeded match and prints it as a play-by-play built from the
 * events, as a spectator sees them. Until the game engines and bots land, it plays the dice
 * duel that `@rulesmith/core/testing` ships as its example game, with seeded random players.
 *
 * Usage: pnpm demo [--seed N]
 */
import { playMatch, randomChooser, redactEvents, type GameEvent } from "@rulesmith/core";
import { diceDuel } from "@rulesmith/core/testing";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const raw = i >= 0 ? process.argv[i + 1] : undefined;
  const n = raw === undefined ? Number.NaN : Number(raw);
  return Number.isInteger(n) ? n : fallback;
}

const who = (p: unknown): string => (typeof p === "number" ? `Player ${p + 1}` : "The table");
const field = (e: GameEvent, key: string): unknown => e[key];

/** One readable line per event, or nothing for bookkeeping events. */
function describe(e: GameEvent): string | undefined {
  switch (e.type) {
    case "dice-rolled": {
      const faces = field(e, "faces");
      return `${who(field(e, "player"))} rolls ${Array.isArray(faces) ? faces.join(" + ") : "?"} for the ${String(field(e, "purpose"))}.`;
    }
    case "phase-changed":
      return `-- Turn ${String(field(e, "turn"))}: ${who(field(e, "active"))} to play (${String(field(e, "phase"))}).`;
    case "game-over": {
      const winners = field(e, "winners");
      const list = Array.isArray(winners) ? winners : [];
      return list.length === 0 ? `The match is a draw: ${String(field(e, "reason"))}.` : `${list.map(who).join(" and ")} wins: ${String(field(e, "reason"))}.`;
    }
    case "card-drawn":
      return `${who(field(e, "player"))} draws a card.`;
    case "hand-kept":
      return `${who(field(e, "player"))} keeps their hand.`;
    case "hand-redrawn":
      return `${who(field(e, "player"))} redraws their hand.`;
    case "charm-played":
      return `${who(field(e, "player"))} plays a charm worth +${String(field(e, "value"))}.`;
    case "damage":
      return `${who(field(e, "player"))} takes ${String(field(e, "amount"))} damage${field(e, "doubled") === true ? " (two sixes: doubled)" : ""} and has ${String(field(e, "hp"))} HP left.`;
    default:
      return undefined;
  }
}

const seed = arg("--seed", 1);
console.log(`rulesmith demo: a dice duel, seed ${seed}, two seeded random players\n`);
const played = playMatch(diceDuel, { seed }, randomChooser(seed), {
  onStep: ({ step }) => {
    for (const e of redactEvents(step.events, "spectator")) {
      const line = describe(e);
      if (line !== undefined) console.log(line);
    }
  },
});
if (!played.ok) {
  console.error(`The demo match failed: ${played.error.message}`);
  process.exit(1);
}
console.log(`\n${played.value.steps} actions; the match record replays with replay(diceDuel, record).`);
