// What every game's board is given: the view (and nothing else of the match) and how to name seats.
import type { PlayerId, Viewer } from "@rulesmith/core";

export interface BoardProps<V> {
  /** What the viewer may see: the board reads nothing else, so it can never show a hidden card. */
  readonly view: V;
  readonly viewer: Viewer;
  /** "Player 1 (greedy bot)". */
  readonly seatName: (seat: PlayerId) => string;
}

/** Seats in the order a board shows them: the others first, the viewer last (nearest the actions). */
export function seatOrder(count: number, viewer: Viewer): PlayerId[] {
  const seats = Array.from({ length: count }, (_, i) => i);
  return typeof viewer === "number" ? [...seats.filter((p) => p !== viewer), viewer] : seats;
}
