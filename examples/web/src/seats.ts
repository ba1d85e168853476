// Who sits where, and how the page names them. Seats are "Player N", as the games' own prose
// names them, so the log and the board never disagree ("Player 1 goes first", never "You goes").
import type { SeatSpec } from "@rulesmith/client";
import type { PlayerId } from "@rulesmith/core";

/** What the setup form offers for a seat. */
export type SeatKind = "human" | "random" | "greedy" | "mcts";

/** The seat as the controller takes it. */
export function seatSpec(kind: SeatKind, mctsIterations: number): SeatSpec {
  switch (kind) {
    case "human":
      return { kind: "human" };
    case "random":
      return { kind: "bot", bot: { kind: "random" } };
    case "greedy":
      return { kind: "bot", bot: { kind: "greedy" } };
    case "mcts":
      return { kind: "bot", bot: { kind: "mcts", options: { iterations: mctsIterations } } };
  }
}

/** "Player 0 (you)", "Player 1 (greedy bot)", "Player 2 (person)" when several people share the device. */
export function seatNamer(seats: readonly SeatSpec[]): (p: PlayerId) => string {
  const people = seats.filter((s) => s.kind === "human").length;
  return (p) => {
    const s = seats[p];
    if (s === undefined) return `Player ${p}`;
    if (s.kind === "bot") return `Player ${p} (${s.bot.kind} bot)`;
    return people === 1 ? `Player ${p} (you)` : `Player ${p} (person)`;
  };
}
