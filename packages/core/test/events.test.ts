import { describe, expect, it } from "vitest";
import { redactEvents, type GameEvent } from "../src/events.js";

describe("redactEvents", () => {
  const drew: GameEvent & { card: string } = { type: "card-drawn", card: "c7", visibleTo: [0], publicForm: { type: "card-drawn" } };
  const secret: GameEvent = { type: "peek", visibleTo: [1] };
  const open: GameEvent = { type: "phase-changed" };

  it("shows the full event to those it is visible to, without the redaction fields", () => {
    expect(redactEvents([drew, open], 0)).toEqual([{ type: "card-drawn", card: "c7" }, open]);
  });
  it("shows the public form to others and to spectators", () => {
    expect(redactEvents([drew], 1)).toEqual([{ type: "card-drawn" }]);
    expect(redactEvents([drew], "spectator")).toEqual([{ type: "card-drawn" }]);
  });
  it("leaves out an event with no public form", () => {
    expect(redactEvents([secret, open], 0)).toEqual([open]);
    expect(redactEvents([secret], 1)).toEqual([{ type: "peek" }]);
  });
});
