import { describe, expect, it } from "vitest";
import { charmDuel, referenceDuel } from "../src/examples/index.js";

describe("the kit's apply and applyIndex given something that is not a match state", () => {
  it.each([
    ["null", null],
    ["a number", 42],
    ["a string", "state"],
    ["a list", []],
    ["an empty object", {}],
    ["an object without the kit's tables", { zones: 1, cards: {} }],
    ["only zones and cards", { zones: {}, cards: {} }],
    ["a state without its generator", "no-rng"],
    ["a state whose chance is not a pause", "bad-chance"],
  ])("refuse %s with state/invalid, not game-over or internal/error", (_name, given) => {
    const real = referenceDuel.setup({ seed: 1 });
    if (!real.ok) throw new Error(real.error.message);
    const { rng: _rng, ...withoutRng } = real.value;
    const value = given === "no-rng" ? withoutRng : given === "bad-chance" ? { ...real.value, chance: 7 } : given;
    for (const r of [referenceDuel.apply(value as never, 0, { type: "attack" }), referenceDuel.applyIndex(value as never, 0, 0)]) {
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.code).toBe("state/invalid");
      expect(r.error.message).toMatch(/is not a reference-duel match state: pass a state that setup, apply or parseState returned\.$/);
      expect(r.error.message.length).toBeLessThan(200);
    }
  });

  it.each([
    ["null", null],
    ["a number", 42],
    ["an empty object", {}],
    ["another game's state", "charm-duel"],
  ])("list no legal action for %s, as apply accepts none, and never throw", (_name, given) => {
    const charm = charmDuel.setup({ seed: 1 });
    if (!charm.ok) throw new Error(charm.error.message);
    const value = given === "charm-duel" ? charm.value : given;
    for (const player of [0, 1]) expect(referenceDuel.legalActions(value as never, player)).toEqual([]);
  });

  it("still answers a real state as before", () => {
    const s = referenceDuel.setup({ seed: 1 });
    if (!s.ok) throw new Error(s.error.message);
    expect(referenceDuel.applyIndex(s.value, 0, 0).ok).toBe(true);
  });

  it("refuse another game's state with state/invalid that names the game, in apply, applyIndex and parseState", () => {
    const said = (r: { ok: true } | { ok: false; error: { code: string; message: string } }): string => (r.ok ? "accepted" : `${r.error.code} ${r.error.message}`);
    const charm = charmDuel.setup({ seed: 1 });
    const duel = referenceDuel.setup({ seed: 1 });
    if (!charm.ok || !duel.ok) throw new Error("setup failed");
    let s = charm.value;
    // Every state of a charm duel on the way, not only the first.
    for (let step = 0; step < 12 && charmDuel.outcome(s) === undefined; step++) {
      const refusal = "state/invalid This is a charm-duel match state, not a reference-duel one: pass it to the charm-duel engine.";
      expect(said(referenceDuel.apply(s as never, 0, { type: "attack" }))).toBe(refusal);
      expect(said(referenceDuel.applyIndex(s as never, 0, 0))).toBe(refusal);
      const player = charmDuel.activePlayers(s)[0] ?? 0;
      const next = charmDuel.applyIndex(s, player, step % charmDuel.legalActions(s, player).length);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value.state;
    }
    expect(said(charmDuel.applyIndex(duel.value as never, 0, 0))).toBe("state/invalid This is a reference-duel match state, not a charm-duel one: pass it to the reference-duel engine.");
    expect(said(referenceDuel.parseState(JSON.parse(JSON.stringify(charm.value))))).toBe('state/invalid Not a valid reference-duel state: $.game is "charm-duel": this is a state of another game, not reference-duel.');
  });

  it.each([
    ["without a game", undefined, /^state\/invalid \{.* is not a reference-duel match state/, '$.game is undefined, not "reference-duel"'],
    ["with a number for its game", 7, /^state\/invalid \{.* is not a reference-duel match state/, '$.game is 7, not "reference-duel"'],
    ["with a long game name", "x".repeat(500), /^state\/invalid This is a "x{10,}…" match state, not a reference-duel one/, '$.game is "x'],
  ])("refuse a state %s, in a sentence of bounded length", (_name, tag, applied, parsedText) => {
    const real = referenceDuel.setup({ seed: 1 });
    if (!real.ok) throw new Error(real.error.message);
    const { game: _game, ...rest } = real.value;
    const value = tag === undefined ? rest : { ...rest, game: tag };
    const r = referenceDuel.applyIndex(value as never, 0, 0);
    const text = r.ok ? "accepted" : `${r.error.code} ${r.error.message}`;
    expect(text).toMatch(applied);
    expect(text.length).toBeLessThan(220);
    const parsed = referenceDuel.parseState(value);
    const parsedSaid = parsed.ok ? "accepted" : parsed.error.message;
    expect(parsedSaid).toContain(parsedText);
    expect(parsedSaid.length).toBeLessThan(300);
  });
});
