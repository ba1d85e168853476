import { fc, test } from "@fast-check/vitest";
import { describe, expect, expectTypeOf, it } from "vitest";
import { actionKey, findListed } from "../src/action-key.js";
import { canonicalJson } from "../src/json.js";
import { CoreErrorCode } from "../src/errors.js";
import { WorkingCopy } from "../src/working-copy.js";
import { seedRng } from "../src/rng.js";
import { deepFreeze } from "../src/frozen.js";
import { charmDuel, charmDuelGame, referenceDuel, referenceDuelGame, type CharmDuelState, type ReferenceDuelState } from "../src/examples/index.js";
import { defineGame } from "../src/kit.js";
import type { GameEvent } from "../src/events.js";
import type { PlayerId } from "../src/player.js";

function start<S>(r: { ok: true; value: S } | { ok: false; error: { message: string } }): S {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays `n` random listed actions (or until the end) with a seeded choice. */
function playCharm(seed: number, n: number, config: Record<string, unknown> = {}): CharmDuelState {
  let s = start(charmDuel.setup({ seed, ...config }));
  let x = seed >>> 0 || 1;
  for (let i = 0; i < n && charmDuel.outcome(s) === undefined; i++) {
    const p = charmDuel.activePlayers(s)[0] ?? 0;
    const list = charmDuel.legalActions(s, p);
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const r = charmDuel.applyIndex(s, p, x % list.length);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

describe("actionKey", () => {
  it("matches object keys in any order and set-valued lists in any order", () => {
    expect(actionKey({ type: "swap", cards: ["c2", "c1"] }, ["cards"])).toBe(actionKey({ cards: ["c1", "c2"], type: "swap" }, ["cards"]));
    expect(actionKey({ type: "swap", cards: ["c2", "c1"] }, [])).not.toBe(actionKey({ type: "swap", cards: ["c1", "c2"] }, []));
    expect(actionKey({ type: "pass" }, [])).toBe("#pass");
    expect(actionKey("pass", [])).not.toBe(actionKey({ type: "pass" }, []));
  });

  it("keeps a __proto__ key as a key, so it never matches an action without it", () => {
    const evil: unknown = JSON.parse('{"type":"swap","cards":["c1","c2"],"__proto__":{"x":1}}');
    expect(actionKey(evil, ["cards"])).not.toBe(actionKey({ type: "swap", cards: ["c1", "c2"] }, ["cards"]));
  });

  test.prop([fc.jsonValue()])("equal JSON values get equal keys, and the key is a function of the value", (v) => {
    expect(actionKey(v, ["cards"])).toBe(actionKey(JSON.parse(JSON.stringify(v)), ["cards"]));
  });
});

describe("findListed", () => {
  const SETS = ["cards"];
  // What the kit matched before: the first listed action with the same key.
  const byKey = (list: readonly unknown[], action: unknown): unknown => list.find((l) => actionKey(l, SETS) === actionKey(action, SETS));
  const id = fc.constantFrom("c1", "c2", "c3", "c10");
  const listedAction = fc.oneof(
    fc.constant({ type: "pass" }),
    fc.record({ type: fc.constantFrom("play", "swap"), card: id }),
    fc.record({ type: fc.constantFrom("play", "swap"), card: id, cards: fc.array(id, { maxLength: 3 }) }),
    fc.record({ type: fc.constant("aim"), target: fc.option(id), at: fc.record({ x: fc.integer({ min: -2, max: 2 }), up: fc.boolean() }) }),
  );
  const holey = (): unknown[] => {
    const a: unknown[] = [1];
    a[2] = 2;
    return a;
  };
  const odd = fc.constantFrom<unknown>(undefined, Number.NaN, Infinity, -0, 10n, "x".repeat(2000), new Date(0), holey(), () => 1, Symbol("s"), null);
  /** An incoming action: a listed one as sent (keys reordered, set lists permuted, parts swapped for odd values), or any JSON. */
  const incoming = (list: readonly unknown[]) =>
    fc.oneof(
      fc.jsonValue(),
      listedAction,
      fc.tuple(fc.nat(), fc.boolean(), fc.option(fc.tuple(fc.string({ maxLength: 8 }), odd))).map(([i, reverse, swap]) => {
        const a = list.length === 0 ? { type: "pass" } : (list[i % list.length] as Record<string, unknown>);
        const entries = Object.entries(a).map(([k, v]) => [k, k === "cards" && Array.isArray(v) && reverse ? v.slice().reverse() : v] as [string, unknown]);
        if (reverse) entries.reverse();
        const out: Record<string, unknown> = Object.fromEntries(entries);
        if (swap !== null) out[swap[0] === "" ? "card" : swap[0]] = swap[1];
        return out;
      }),
    );

  test.prop([fc.array(listedAction, { maxLength: 6 }).chain((list) => fc.tuple(fc.constant(list), incoming(list)))], { numRuns: 2000 })(
    "finds exactly the listed action that comparing keys finds, for any incoming value",
    ([list, action]) => {
      expect(findListed(list, action, SETS)).toBe(byKey(list, action));
    },
  );

  it("matches a set-valued list in any order, and a cycle, a getter that throws or a proxy by the keys", () => {
    const list = [{ type: "pass" }, { type: "swap", card: "c1", cards: ["c2", "c3"] }];
    expect(findListed(list, { cards: ["c3", "c2"], card: "c1", type: "swap" }, SETS)).toBe(list[1]);
    expect(findListed(list, { type: "swap", card: "c1", cards: ["c3", "c3"] }, SETS)).toBeUndefined();
    const cyclic: Record<string, unknown> = { type: "swap", card: "c1" };
    cyclic["cards"] = cyclic;
    expect(findListed(list, cyclic, SETS)).toBe(byKey(list, cyclic));
    const throwing = Object.defineProperty({ type: "swap", card: "c1" }, "cards", { enumerable: true, get: (): never => {
        throw new Error("no");
      },
    });
    // Comparing keys threw here (the kit turns that into an error result); so does findListed.
    expect(() => byKey(list, throwing)).toThrow("no");
    expect(() => findListed(list, throwing, SETS)).toThrow("no");
    const proxy = new Proxy(
      {},
      {
        ownKeys: (): never => {
          throw new Error("no");
        },
      },
    );
    const outcome = (f: () => unknown): unknown => {
      try {
        return f();
      } catch (e) {
        return e;
      }
    };
    expect(outcome(() => findListed(list, proxy, SETS))).toStrictEqual(outcome(() => byKey(list, proxy)));
  });
});

describe("WorkingCopy", () => {
  it("copies a table on its first write only, shares what is not written, and never changes the state before", () => {
    const before = deepFreeze({ n: 1, hp: { a: 10, b: 10 }, log: ["start"], players: [{ x: 1 }, { x: 2 }] });
    const w = new WorkingCopy(before);
    const hp = w.table("hp");
    hp.a = 7;
    expect(w.table("hp")).toBe(hp);
    w.entry("players", 1).x = 5;
    expect(w.entry("players", 1)).toBe(w.state.players[1]);
    w.set("n", 2);
    const after = w.finish();
    expect(after).toEqual({ n: 2, hp: { a: 7, b: 10 }, log: ["start"], players: [{ x: 1 }, { x: 5 }] });
    expect(after.log).toBe(before.log);
    expect(after.players[0]).toBe(before.players[0]);
    expect(before).toEqual({ n: 1, hp: { a: 10, b: 10 }, log: ["start"], players: [{ x: 1 }, { x: 2 }] });
  });
});

describe("defineGame: the reference duel", () => {
  it("waits for player 0 first, lists both moves, and the kit reports pending and active players", () => {
    const s = start(referenceDuel.setup({ seed: 1 }));
    expect(referenceDuel.activePlayers(s)).toEqual([0]);
    expect(referenceDuel.pending(s)?.kind).toBe("move");
    expect(referenceDuel.legalActions(s, 0)).toEqual([{ type: "attack" }, { type: "heavy" }]);
    expect(referenceDuel.legalActions(s, 1)).toEqual([]);
  });

  it("an action whose getter or proxy throws is malformed, not an internal error (it cannot come from JSON)", () => {
    const s = start(referenceDuel.setup({ seed: 1 }));
    const getter = Object.defineProperty({}, "type", { enumerable: true, get: () => { throw new Error("boom"); } });
    const proxy = new Proxy({}, { get: () => { throw new Error("trap"); }, ownKeys: () => { throw new Error("trap"); }, getOwnPropertyDescriptor: () => { throw new Error("trap"); } });
    for (const action of [getter, proxy]) {
      const r = referenceDuel.apply(s, 0, action as never);
      expect(r.ok ? "accepted" : r.error.code).toBe("action/malformed");
    }
  });

  it("not your turn quotes the prompt awaited without its full stop, so the sentence ends once", () => {
    const told = defineGame({ ...referenceDuelGame, decision: (s: ReferenceDuelState) => (s.outcome !== null ? null : { kind: "move", players: [s.turn], prompt: "Attack, or attack hard." }) });
    const s = start(told.setup({ seed: 1 }));
    const r = told.apply(s, 1, { type: "attack" });
    expect(r.ok ? "accepted" : r.error.message).toBe("Player 1 may not act now: the match waits for player 0 (Attack, or attack hard).");
  });

  it("refuses with stable codes and changes nothing: unknown player, not your turn, illegal, malformed", () => {
    const s = deepFreeze(start(referenceDuel.setup({ seed: 1 })));
    const before = canonicalJson(s);
    const code = (r: { ok: boolean; error?: { code: string } }): string | undefined => (r.ok ? undefined : r.error?.code);
    expect(code(referenceDuel.apply(s, 7, { type: "attack" }))).toBe("player/unknown");
    expect(code(referenceDuel.apply(s, 1, { type: "attack" }))).toBe("action/not-your-turn");
    expect(code(referenceDuel.apply(s, 0, { type: "dance" } as never))).toBe("action/illegal");
    expect(code(referenceDuel.apply(s, 0, { type: "attack", x: undefined } as never))).toBe("action/malformed");
    expect(code(referenceDuel.apply(s, 0, { type: "faces", faces: [1] } as never))).toBe("action/illegal");
    expect(code(referenceDuel.applyIndex(s, 0, 2))).toBe("action/illegal");
    expect(canonicalJson(s)).toBe(before);
  });

  it("applyIndex gives the same step as apply with the listed action", () => {
    let s: ReferenceDuelState = start(referenceDuel.setup({ seed: 5 }));
    for (let i = 0; i < 40 && referenceDuel.outcome(s) === undefined; i++) {
      const p = referenceDuel.activePlayers(s)[0] ?? 0;
      const list = referenceDuel.legalActions(s, p);
      const k = i % list.length;
      const a = referenceDuel.apply(s, p, JSON.parse(JSON.stringify(list[k])) as never);
      const b = referenceDuel.applyIndex(s, p, k);
      expect(canonicalJson(a)).toBe(canonicalJson(b));
      if (!b.ok) throw new Error(b.error.message);
      s = b.value.state;
    }
  });

  it("applyIndex with { events: false } gives the step's state, revealed and random without its events (a search's step)", () => {
    for (const seed of [1, 2, 3]) {
      let s = start(charmDuel.setup({ seed }));
      let moved = 0;
      for (let i = 0; i < 200 && charmDuel.outcome(s) === undefined; i++) {
        const p = charmDuel.activePlayers(s)[0] ?? 0;
        const list = charmDuel.legalActions(s, p);
        const k = (i * 7 + seed) % list.length;
        const full = charmDuel.applyIndex(s, p, k);
        const quiet = charmDuel.applyIndex(s, p, k, { events: false });
        if (!full.ok || !quiet.ok) throw new Error("refused");
        expect(canonicalJson(quiet.value.state)).toBe(canonicalJson(full.value.state));
        expect(quiet.value.revealed).toBe(full.value.revealed);
        expect(quiet.value.random).toBe(full.value.random);
        expect(quiet.value.events).toEqual([]);
        moved += full.value.events.filter((e) => e.type === "card-moved").length;
        s = quiet.value.state;
      }
      // The full steps did make events, zone events among them.
      expect(moved).toBeGreaterThan(0);
    }
  });

  it("applyIndex with { events: false } still makes the events with physical dice: a pause records how many were shown", () => {
    const s = start(referenceDuel.setup({ seed: 1, dice: "external" }));
    const list = referenceDuel.legalActions(s, 0);
    const k = list.findIndex((a) => (a as { type?: string }).type === "attack");
    const quiet = referenceDuel.applyIndex(s, 0, k, { events: false });
    const full = referenceDuel.applyIndex(s, 0, k);
    expect(canonicalJson(quiet)).toBe(canonicalJson(full));
    if (!quiet.ok) throw new Error(quiet.error.message);
    expect(quiet.value.events.map((e) => e.type)).toEqual(["chance-requested"]);
  });

  it("derives each state's list once: apply and applyIndex on any state listed before, not only the last, reuse its list", () => {
    let derived = 0;
    const counting = defineGame({
      ...referenceDuelGame,
      legalActions: (s: ReferenceDuelState, p: PlayerId) => {
        derived++;
        return referenceDuelGame.legalActions(s, p);
      },
    });
    const a = start(counting.setup({ seed: 5 }));
    const b = start(counting.setup({ seed: 6 }));
    const listA = counting.legalActions(a, 0);
    counting.legalActions(b, 0);
    expect(derived).toBe(2);
    // Alternating between two listed states, as a one-ply bot does with its sampled worlds.
    for (let k = 0; k < listA.length; k++) {
      expect(counting.applyIndex(a, 0, k).ok).toBe(true);
      expect(counting.apply(b, 0, listA[k] as never).ok).toBe(true);
    }
    expect(counting.legalActions(a, 0)).toBe(listA);
    expect(derived).toBe(2);
    // The other seat's list is its own.
    counting.legalActions(a, 1);
    expect(derived).toBe(2 + (referenceDuelGame.decision(a)?.players.includes(1) === true ? 1 : 0));
  });

  it("ends with a game-over event and nobody to act", () => {
    let s: ReferenceDuelState = start(referenceDuel.setup({ seed: 9 }));
    let last: readonly GameEvent[] = [];
    for (let i = 0; i < 500 && referenceDuel.outcome(s) === undefined; i++) {
      const r = referenceDuel.applyIndex(s, referenceDuel.activePlayers(s)[0] ?? 0, 1);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      last = r.value.events;
    }
    expect(referenceDuel.outcome(s)).toBeDefined();
    expect(last.at(-1)?.type).toBe("game-over");
    expect(referenceDuel.activePlayers(s)).toEqual([]);
    expect(referenceDuel.pending(s)).toBeUndefined();
    expect(referenceDuel.apply(s, 0, { type: "attack" }).ok).toBe(false);
  });

  it("physical dice: the hit roll's events come before the damage dice are asked for, and none is repeated", () => {
    let s: ReferenceDuelState = start(referenceDuel.setup({ seed: 1, dice: "external" }));
    const asked = referenceDuel.apply(s, 0, { type: "attack" });
    if (!asked.ok) throw new Error(asked.error.message);
    expect(asked.value.events.map((e) => e.type)).toEqual(["chance-requested"]);
    expect(asked.value.random).toBe(true);
    s = asked.value.state;
    expect(referenceDuel.pending(s)?.kind).toBe("chance");
    const hit = referenceDuel.apply(s, 0, { type: "faces", faces: [5, 4] } as never);
    if (!hit.ok) throw new Error(hit.error.message);
    // 5 + 4 + 1 = 10 hits: the hit roll is shown at once, then the 3d6 of damage are asked for.
    expect(hit.value.events.map((e) => e.type)).toEqual(["dice-rolled", "chance-requested"]);
    s = hit.value.state;
    const dmg = referenceDuel.apply(s, 0, { type: "faces", faces: [1, 2, 3] } as never);
    if (!dmg.ok) throw new Error(dmg.error.message);
    expect(dmg.value.events.map((e) => e.type)).toEqual(["dice-rolled", "damage"]);
    expect(dmg.value.state.hp).toEqual([60, 53]);
    expect(dmg.value.state.chance).toBeNull();
  });

  it("physical dice: a roll too large to list (3d1000000) lists no answer, applyIndex says why, and apply takes its faces; a saved state with it loads", () => {
    // The reference duel, but every attack first rolls three dice of a million faces.
    const lottery = defineGame({
      ...referenceDuelGame,
      perform(w, player, action) {
        w.chance.roll(3, 1_000_000, "lottery", player);
        return referenceDuelGame.perform(w, player, action);
      },
    });
    const asked = lottery.apply(start(lottery.setup({ seed: 1, dice: "external" })), 0, { type: "attack" });
    if (!asked.ok) throw new Error(asked.error.message);
    const began = performance.now();
    const s = start(lottery.parseState(JSON.parse(JSON.stringify(asked.value.state))));
    expect(lottery.activePlayers(s)).toEqual([0]);
    expect(lottery.legalActions(s, 0)).toEqual([]);
    const refused = lottery.applyIndex(s, 0, 0);
    expect(performance.now() - began).toBeLessThan(1000);
    expect(refused.ok ? "accepted" : refused.error).toMatchObject({ code: CoreErrorCode.IllegalAction, details: { count: 3, sides: 1_000_000, roll: 1 } });
    expect(refused.ok ? "" : refused.error.message).toBe(
      'The lottery (3d1,000,000) has too many possible answers to list, so there is no legal action number 0: enter its faces from lowest to highest with apply and { type: "faces", faces: [...], roll: 1 }.',
    );
    // The roll's answer still goes through apply: the attack then asks for its hit roll.
    const next = lottery.apply(s, 0, { type: "faces", faces: [1, 2, 3] } as never);
    if (!next.ok) throw new Error(next.error.message);
    expect(lottery.pending(next.value.state)?.prompt).toBe("Roll 2d6 for the attack's hit roll");
    // Another seat still hears that it is not its turn.
    const other = lottery.applyIndex(s, 1, 0);
    expect(other.ok ? "accepted" : other.error.code).toBe(CoreErrorCode.NotYourTurn);
  });

  it("physical dice: a faces answer is read by its own fields; a type inherited from a prototype is not a faces answer", () => {
    const asked = referenceDuel.apply(start(referenceDuel.setup({ seed: 1, dice: "external" })), 0, { type: "attack" });
    if (!asked.ok) throw new Error(asked.error.message);
    const crafted = Object.assign(Object.create({ type: "faces" }) as object, { faces: [5, 4], note: "x" });
    const r = referenceDuel.apply(asked.value.state, 0, crafted as never);
    expect(r.ok ? "accepted" : r.error.code).toBe("action/illegal");
    expect(referenceDuel.apply(asked.value.state, 0, { type: "faces", faces: [5, 4] } as never).ok).toBe(true);
    // With no roll waiting, the same action is not taken for a faces answer either: it is no plain data.
    const idle = start(referenceDuel.setup({ seed: 1 }));
    const stray = referenceDuel.apply(idle, 0, crafted as never);
    expect(stray.ok ? "accepted" : stray.error.code).toBe("action/malformed");
    const facesNow = referenceDuel.apply(idle, 0, { type: "faces", faces: [5, 4] } as never);
    expect(facesNow.ok ? "accepted" : facesNow.error.message).toBe("No roll is waiting for faces now.");
  });

  it("parseState accepts every state it made and lists every problem of a broken one", () => {
    const s = start(referenceDuel.setup({ seed: 1 }));
    expect(referenceDuel.parseState(JSON.parse(JSON.stringify(s))).ok).toBe(true);
    const bad = { ...s, hp: [-7, 0.5], turn: 3 };
    const r = referenceDuel.parseState(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("state/invalid");
    const problems = (r.error.details as { problems: { path: string }[] }).problems.map((p) => p.path);
    expect(problems).toEqual(expect.arrayContaining(["$.hp[0]", "$.hp[1]", "$.turn"]));
  });

  it("parseState never throws on deep or hostile input", () => {
    let deep: unknown = 0;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(referenceDuel.parseState(deep).ok).toBe(false);
    expect(referenceDuel.parseState({ ...start(referenceDuel.setup({ seed: 1 })), hp: deep }).ok).toBe(false);
    expect(referenceDuel.parseState(Number.NaN).ok).toBe(false);
    expect(referenceDuel.parseState({ ...start(referenceDuel.setup({ seed: 1 })), hp: [Number.NaN, 60] }).ok).toBe(false);
  });

  it("setup refuses a config whose reading throws (a getter, a proxy) as config/invalid, and calls a throw on plain JSON the engine's bug", () => {
    const getter = Object.defineProperty({}, "seed", { enumerable: true, get: () => { throw new Error("boom"); } });
    const trap = new Proxy({}, { ownKeys: () => { throw new Error("trap"); }, get: () => { throw new Error("trap"); } });
    for (const config of [getter, trap]) {
      const r = referenceDuel.setup(config as never);
      expect(r.ok ? "accepted" : r.error.code).toBe(CoreErrorCode.BadConfig);
      expect(r.ok ? "" : r.error.message).toMatch(/^A reference-duel config is plain JSON data, where \$ is the config: .*could not be read/);
    }
    const fragile = defineGame({ ...referenceDuelGame, setup: () => { throw new Error("oops"); } });
    const bug = fragile.setup({ seed: 1 });
    expect(bug.ok ? "accepted" : bug.error.code).toBe(CoreErrorCode.Internal);
  });
});

describe("defineGame: the charm duel (hidden cards)", () => {
  it("matches a set-valued action in any order and applies the listed one", () => {
    const s = start(charmDuel.setup({ seed: 3 }));
    const swap = charmDuel.legalActions(s, 0).find((a) => a.type === "swap");
    if (swap?.type !== "swap") throw new Error("no swap listed");
    const reversed = { type: "swap" as const, cards: swap.cards.slice().reverse() };
    const a = charmDuel.apply(s, 0, reversed);
    const b = charmDuel.apply(s, 0, swap);
    expect(a.ok).toBe(true);
    expect(canonicalJson(a)).toBe(canonicalJson(b));
  });

  it("views: the opponent's hand and deck are null, your own hand is shown, deck order is hidden from you too", () => {
    const s = start(charmDuel.setup({ seed: 3 }));
    const v1 = charmDuel.view(s, 1);
    expect(v1.zones["p0/hand"]?.cards).toEqual([null, null, null]);
    expect(v1.zones["p1/hand"]?.cards.every((c) => typeof c === "string")).toBe(true);
    expect(v1.zones["p1/deck"]?.cards.every((c) => c === null)).toBe(true);
    expect(JSON.stringify(v1)).not.toContain(JSON.stringify(s.rng));
  });

  it("a viewer that is not a seat of the match gets the spectator's view, which says spectator, as plain JSON", () => {
    const s = start(charmDuel.setup({ seed: 3 }));
    const spectator = JSON.stringify(charmDuel.view(s, "spectator"));
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    for (const odd of [2, -1, 0.5, Number.NaN, "p0", null, cyclic]) {
      const v = charmDuel.view(s, odd as never);
      expect(v.viewer).toBe("spectator");
      expect(JSON.stringify(v)).toBe(spectator);
    }
  });

  it("a face-down set charm is identified by its owner only, and revealed to all when it strikes", () => {
    let s = start(charmDuel.setup({ seed: 3 }));
    const set = charmDuel.legalActions(s, 0).find((a) => a.type === "set");
    if (set?.type !== "set") throw new Error("no set listed");
    const r = charmDuel.apply(s, 0, set);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    expect(charmDuel.view(s, 0).zones["p0/set"]?.cards).toEqual([set.card]);
    expect(charmDuel.view(s, 1).zones["p0/set"]?.cards).toEqual([null]);
    expect(charmDuel.secrets(s, 1).hiddenCards).toContain(set.card);
    // The move into the face-down zone is shown to player 1 without the card.
    const seen1 = charmDuel.viewEvents(r.value.events, 1, { before: start(charmDuel.setup({ seed: 3 })), after: s });
    expect(JSON.stringify(seen1)).not.toContain(`"${set.card}"`);
    const struck = charmDuel.apply(s, 0, { type: "strike" });
    if (!struck.ok) throw new Error(struck.error.message);
    expect(struck.value.revealed).toBe(true);
    expect(charmDuel.view(struck.value.state, 1).cards[set.card]).toBeDefined();
  });

  it("events need no states: a draw names its cards to the drawer only, as viewEvents with the states does", () => {
    const s = start(charmDuel.setup({ seed: 3 }));
    const swap = charmDuel.legalActions(s, 0).find((a) => a.type === "swap");
    if (swap?.type !== "swap") throw new Error("no swap listed");
    const r = charmDuel.apply(s, 0, swap);
    if (!r.ok) throw new Error(r.error.message);
    const drawn = r.value.events.filter((e) => e.type === "card-moved" && e.to === "p0/hand");
    expect(drawn).toHaveLength(2);
    for (const v of [1, "spectator"] as const) expect(charmDuel.viewEvents(drawn, v).map((e) => e["card"])).toEqual([null, null]);
    expect(charmDuel.viewEvents(drawn, 0).map((e) => e["card"])).toEqual(drawn.map((e) => e.card));
    // The same events with the states around the step: the same ids, and no more.
    expect(charmDuel.viewEvents(drawn, 1, { before: s, after: r.value.state })).toEqual(charmDuel.viewEvents(drawn, 1));
  });

  it("an event of the game that names a card without listing it is judged like one that lists it: the card hidden at both ends of the step is not named", () => {
    // After each action the game notes the top card of the acting player's deck, face down to everyone, forgetting to list it.
    const noting = (listed?: readonly string[]) =>
      defineGame({
        ...charmDuelGame,
        perform(w, p, a) {
          const r = charmDuelGame.perform(w, p, a);
          const top = w.state.zones.zones[`p${p}/deck`]?.cards[0];
          if (top !== undefined) w.emit({ type: "noted", card: top, player: p }, listed);
          return r;
        },
      });
    const s = start(charmDuel.setup({ seed: 3 }));
    const act = charmDuel.legalActions(s, 0)[0];
    if (act === undefined) throw new Error("nothing listed");
    const r = noting().apply(s, 0, act);
    if (!r.ok) throw new Error(r.error.message);
    const noted = r.value.events.filter((e) => e.type === ("noted" as string));
    expect(noted).toHaveLength(1);
    for (const v of [0, 1, "spectator"] as const) expect(charmDuel.viewEvents(noted, v).map((e) => e["card"])).toEqual([null]);
    // Listed as naming no hidden card (`[]`), the event is the game's to answer for: pushed as it is.
    const told = noting([]).apply(s, 0, act);
    if (!told.ok) throw new Error(told.error.message);
    const raw = told.value.events.filter((e) => e.type === ("noted" as string));
    expect(charmDuel.viewEvents(raw, 1).map((e) => e["card"])).toEqual(raw.map((e) => e["card"]));
  });

  it("viewEvents with the states shows what the game's seen hook lets a viewer identify, though the event alone names the card to its owner only", () => {
    // Player 0 plays with an open hand: everyone identifies its cards (the game's own knowledge).
    const open = defineGame({ ...charmDuelGame, seen: (s: CharmDuelState) => s.zones.zones["p0/hand"]?.cards ?? [] });
    const s = start(open.setup({ seed: 3 }));
    const swap = open.legalActions(s, 0).find((a) => a.type === "swap");
    if (swap?.type !== "swap") throw new Error("no swap listed");
    const r = open.apply(s, 0, swap);
    if (!r.ok) throw new Error(r.error.message);
    const drawn = r.value.events.filter((e) => e.type === "card-moved" && e.to === "p0/hand");
    expect(drawn.every((e) => canonicalJson(e.visibleTo) === "[0]")).toBe(true);
    expect(open.viewEvents(drawn, 1).map((e) => e["card"])).toEqual([null, null]);
    expect(open.viewEvents(drawn, 1, { before: s, after: r.value.state }).map((e) => e["card"])).toEqual(drawn.map((e) => e.card));
  });

  it("viewEvents with the states decides by them only for an event whose public form hides nothing but card ids", () => {
    const s = start(charmDuel.setup({ seed: 3 }));
    const mine = s.zones.zones["p1/hand"]?.cards[0] ?? "";
    // Player 1 identifies the card (their own hand), but the event is player 0's.
    const aimed = { type: "aimed", card: mine, text: `aims at ${mine}`, visibleTo: [0], publicForm: { type: "aimed", card: null, text: "aims at a card" } };
    const chose = { type: "chose", choice: "rock", card: mine, visibleTo: [0], publicForm: { type: "chose", choice: null, card: null } };
    expect(charmDuel.viewEvents([aimed, chose], 1)).toEqual([{ type: "aimed", card: null, text: "aims at a card" }, { type: "chose", choice: null, card: null }]);
    expect(charmDuel.viewEvents([aimed, chose], 1, { before: s, after: s })).toEqual([{ type: "aimed", card: mine, text: `aims at ${mine}` }, { type: "chose", choice: null, card: null }]);
  });

  it("decklists: hidden by default lists only definitions the viewer owns or can identify; open lists all", () => {
    const hidden = start(charmDuel.setup({ seed: 3 }));
    const open = start(charmDuel.setup({ seed: 3, decklists: "open" }));
    expect(hidden.decklists).toBe("hidden");
    expect(Object.keys(charmDuel.view(open, "spectator").defs).sort()).toEqual(["blaze", "flame", "spark", "ward"]);
    expect(Object.keys(charmDuel.view(hidden, "spectator").defs)).toEqual([]);
  });

  it("parseState refuses a state, or a card instance, whose fields come only from a prototype, where the same fields as own fields are accepted", () => {
    const fields = JSON.parse(JSON.stringify(start(charmDuel.setup({ seed: 3 })))) as CharmDuelState;
    expect(charmDuel.parseState({ ...fields }).ok).toBe(true);
    const whole = charmDuel.parseState(Object.create(fields) as object);
    expect(whole.ok ? "accepted" : whole.error.code).toBe(CoreErrorCode.BadState);
    const id = Object.keys(fields.cards)[0] ?? "";
    const card = (instance: object): unknown => ({ ...fields, cards: { ...fields.cards, [id]: instance } });
    const inherited = charmDuel.parseState(card(Object.create({ ...fields.cards[id] }) as object));
    expect(inherited.ok ? "accepted" : inherited.error.code).toBe(CoreErrorCode.BadState);
    expect(charmDuel.parseState(card({ ...fields.cards[id] })).ok).toBe(true);
  });

  it("parseState refuses a constructor or prototype key anywhere, which a schema's record would drop, and names the key and where", () => {
    const fields = JSON.parse(JSON.stringify(start(charmDuel.setup({ seed: 3 })))) as CharmDuelState;
    const id = Object.keys(fields.cards)[0] ?? "";
    for (const key of ["constructor", "prototype", "__proto__"]) {
      const cards: unknown = JSON.parse(JSON.stringify(fields.cards).replace("{", `{"${key}":${JSON.stringify(fields.cards[id])},`));
      const r = charmDuel.parseState({ ...fields, cards });
      expect(r.ok ? "accepted" : r.error.message).toMatch(new RegExp(`^Not a valid charm-duel state: \\$\\.cards has a "${key}" key, which is refused`));
    }
  });

  it("parseState refuses a table of the kit with more than 5,000 entries before the schema reads it, in a few milliseconds", () => {
    const fields = JSON.parse(JSON.stringify(start(charmDuel.setup({ seed: 3 })))) as CharmDuelState;
    const wide = (n: number): Record<string, unknown> => {
      const t: Record<string, unknown> = {};
      for (let i = 0; i < n; i++) t[`x${i}`] = { def: "spark", owner: 0 };
      return t;
    };
    const cases: [string, unknown][] = [
      ["$.cards", { ...fields, cards: { ...fields.cards, ...wide(100_000) } }],
      ["$.defs", { ...fields, defs: { ...fields.defs, ...wide(100_000) } }],
      ["$.zones.zones", { ...fields, zones: { ...fields.zones, zones: { ...fields.zones.zones, ...wide(100_000) } } }],
      ["$.zones.index", { ...fields, zones: { ...fields.zones, index: { ...fields.zones.index, ...wide(100_000) } } }],
    ];
    for (const [path, state] of cases) {
      const t = performance.now();
      const r = charmDuel.parseState(state);
      const ms = performance.now() - t;
      expect(r.ok ? "accepted" : r.error.message).toBe(`Not a valid charm-duel state: ${path} holds more than 5,000 entries, more than any match has.`);
      expect(ms).toBeLessThan(100);
    }
    // At the limit the table is read as usual: these entries are refused for what they are.
    const at = charmDuel.parseState({ ...fields, cards: { ...wide(5_000 - Object.keys(fields.cards).length), ...fields.cards } });
    expect(at.ok ? "accepted" : at.error.message).not.toMatch(/more than 5,000/);
  });

  it("determinize keeps the player's view, re-deals their own deck order too, and depends on the view only", () => {
    const s = playCharm(11, 2);
    const d = charmDuel.determinize(s, 0, [1, 2, 3, 4]);
    expect(canonicalJson(charmDuel.view(d, 0))).toBe(canonicalJson(charmDuel.view(s, 0)));
    expect(charmDuel.parseState(JSON.parse(JSON.stringify(d))).ok).toBe(true);
    const hidden = charmDuel.secrets(s, 0).hiddenCards;
    const theirs = hidden.filter((c) => s.cards[c]?.owner === 1);
    const a = theirs[0] ?? "";
    const b = theirs.find((c) => s.cards[c]?.def !== s.cards[a]?.def) ?? "";
    const swapped = charmDuel.swapHidden(s, 0, a, b);
    expect(swapped).toBeDefined();
    expect(canonicalJson(charmDuel.determinize(swapped ?? s, 0, [1, 2, 3, 4]))).toBe(canonicalJson(d));
    const ownDeck = (x: CharmDuelState): (string | undefined)[] => (x.zones.zones["p0/deck"]?.cards ?? []).map((c) => x.cards[c]?.def);
    expect(ownDeck(s).length).toBeGreaterThan(2);
    const orders = new Set([1, 2, 3, 4, 5, 6].map((k) => JSON.stringify(ownDeck(charmDuel.determinize(s, 0, seedRng(k))))));
    expect(orders.size).toBeGreaterThan(1);
  });

  test.prop([fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 40 }), fc.constantFrom<PlayerId>(0, 1)], { numRuns: 40 })(
    "determinize depends only on the view: swapping two hidden cards never changes it, whoever must act",
    (seed, steps, p) => {
      const s = playCharm(seed, steps);
      const hidden = charmDuel.secrets(s, p).hiddenCards;
      fc.pre(hidden.length >= 2);
      let checked = 0;
      for (let i = 0; i + 1 < hidden.length && checked < 4; i++) {
        const s2 = charmDuel.swapHidden(s, p, hidden[i] ?? "", hidden[i + 1] ?? "");
        if (s2 === undefined) continue;
        checked++;
        expect(canonicalJson(charmDuel.view(s2, p))).toBe(canonicalJson(charmDuel.view(s, p)));
        expect(canonicalJson(charmDuel.determinize(s2, p, [seed, 2, 3, 4]))).toBe(canonicalJson(charmDuel.determinize(s, p, [seed, 2, 3, 4])));
      }
    },
  );

  test.prop(
    [fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 40 }), fc.array(fc.tuple(fc.constantFrom<PlayerId>(0, 1), fc.integer({ min: 1, max: 50 })), { minLength: 1, maxLength: 8 })],
    { numRuns: 40 },
  )("determinize works out what a state hides once, and answers every later call as a fresh copy of the state would", (seed, steps, calls) => {
    // A search determinizes one state many times: what does not depend on the seed is kept per
    // state and player, which must never change an answer, whatever the order of the calls.
    const s = playCharm(seed, steps);
    for (const [p, k] of calls) {
      const fresh = JSON.parse(JSON.stringify(s)) as CharmDuelState;
      expect(canonicalJson(charmDuel.determinize(s, p, [k, seed, 3, 4]))).toBe(canonicalJson(charmDuel.determinize(fresh, p, [k, seed, 3, 4])));
    }
  });

  it("parseState lists every invariant a mutated state breaks: a card in the other owner's hand, a card in two zones", () => {
    const s = playCharm(4, 3);
    const json = JSON.parse(JSON.stringify(s)) as { zones: { zones: Record<string, { cards: string[] }> } };
    const stolen = json.zones.zones["p0/hand"]?.cards[0];
    if (stolen === undefined) throw new Error("empty hand");
    json.zones.zones["p1/hand"]?.cards.push(stolen);
    const r = charmDuel.parseState(json);
    expect(r.ok).toBe(false);
    expect(r.ok ? "" : r.error.code).toBe("state/invalid");
  });
});

describe("typed events and decisions", () => {
  it("a client's e.type === \"dice-rolled\" narrows to faces: number[], and pending() narrows by kind", () => {
    const s = start(charmDuel.setup({ seed: 1 }));
    const r = charmDuel.apply(s, 0, { type: "strike" });
    if (!r.ok) throw new Error(r.error.message);
    const faces: number[] = [];
    for (const e of r.value.events) {
      if (e.type === "dice-rolled") {
        expectTypeOf(e.faces).toEqualTypeOf<readonly number[]>();
        faces.push(...e.faces);
      }
    }
    expect(faces).toHaveLength(2);
    const d = charmDuel.pending(r.value.state);
    if (d?.kind === "answer") expectTypeOf(d.details.damage).toEqualTypeOf<number>();
    expect(d?.kind).toBe("answer");
  });
});

describe("defineGame: the board while physical dice are awaited", () => {
  // The charm duel, but a strike first turns its set charm face up, draws a card and costs the
  // striker 1 HP, all before the strike roll: the pause for that roll comes after a zone move, a
  // flip and a counter change that the view must show.
  const eager = defineGame({
    ...charmDuelGame,
    perform(w, player, action) {
      if (action.type === "strike") {
        const set = w.zones.map.zones[`p${player}/set`]?.cards[0];
        if (set !== undefined) w.zones.setFaceDown(set, false);
        w.zones.draw(`p${player}/deck`, `p${player}/hand`, 1);
        const hp: [number, number] = [w.state.hp[0], w.state.hp[1]];
        hp[player === 0 ? 0 : 1] -= 1;
        w.set("hp", hp);
      }
      return charmDuelGame.perform(w, player, action);
    },
  });
  const viewers = [0, 1, "spectator"] as const;

  /** Player 0 sets a charm, then strikes with physical dice: the paused state, the set charm and the card drawn. */
  function pausedStrike(): { before: CharmDuelState; paused: CharmDuelState; set: string; drawn: string; events: readonly GameEvent[] } {
    let s = start(eager.setup({ seed: 4, dice: "external" }));
    const setAction = eager.legalActions(s, 0).find((a) => a.type === "set");
    if (setAction?.type !== "set") throw new Error("no set listed");
    const placed = eager.apply(s, 0, setAction);
    if (!placed.ok) throw new Error(placed.error.message);
    s = placed.value.state;
    const drawn = s.zones.zones["p0/deck"]?.cards[0] ?? "";
    const asked = eager.apply(s, 0, { type: "strike" });
    if (!asked.ok) throw new Error(asked.error.message);
    return { before: s, paused: asked.value.state, set: setAction.card, drawn, events: asked.value.events };
  }

  /** Every view of the paused state shows the match at the pause, and names no card hidden from its viewer. */
  function expectBoardAtPause(rules: typeof eager, paused: CharmDuelState, set: string, drawn: string): void {
    for (const v of viewers) {
      const view = rules.view(paused, v);
      expect(view.game.hp).toEqual([19, 20]);
      expect(view.pending?.kind).toBe("chance");
      expect(view.zones["p0/hand"]?.count).toBe(3);
      expect(view.zones["p0/deck"]?.count).toBe((paused.zones.zones["p0/deck"]?.cards.length ?? 0) - 1);
      // The set charm, face up at the pause, is known to every viewer, the spectator too.
      expect(view.zones["p0/set"]?.cards).toEqual([set]);
      expect(view.zones["p0/set"]?.faceDown).toEqual([false]);
      expect(view.cards[set]).toEqual(paused.cards[set]);
      expect(rules.secrets(paused, v).hiddenCards).not.toContain(set);
      // The card drawn is its owner's alone.
      expect(view.zones["p0/hand"]?.cards.includes(drawn)).toBe(v === 0);
      expect(rules.secrets(paused, v).hiddenCards.includes(drawn)).toBe(v !== 0);
      const text = JSON.stringify(view);
      for (const id of rules.secrets(paused, v).hiddenCards) expect(text).not.toContain(`"${id}"`);
    }
  }

  it("shows the zones, facing and counters the transition reached when it asked for the dice, for every viewer", () => {
    const { before, paused, set, drawn, events } = pausedStrike();
    expect(events.map((e) => e.type)).toEqual(["card-moved", "chance-requested"]);
    expectBoardAtPause(eager, paused, set, drawn);
    // The state itself is still the one before the action: the faces replay it from there.
    expect(paused.hp).toEqual(before.hp);
    expect(paused.zones).toBe(before.zones);
    expect(eager.view(before, 0).game.hp).toEqual([20, 20]);
  });

  it("shows the same board for a paused state loaded from JSON, and answering the faces gives the same step", () => {
    const { paused, set, drawn } = pausedStrike();
    const loaded = start(eager.parseState(JSON.parse(JSON.stringify(paused))));
    expectBoardAtPause(eager, loaded, set, drawn);
    for (const v of viewers) expect(canonicalJson(eager.view(loaded, v))).toBe(canonicalJson(eager.view(paused, v)));
    const a = eager.apply(paused, 0, { type: "faces", faces: [3, 4] } as never);
    const b = eager.apply(loaded, 0, { type: "faces", faces: [3, 4] } as never);
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    if (!a.ok) throw new Error(a.error.message);
    expect(a.value.state.chance).toBeNull();
    expect(a.value.state.hp[0]).toBe(19);
  });

  it("determinize keeps the board at the pause: the player's view of the sample is the view of the real state", () => {
    const { paused } = pausedStrike();
    for (const p of [0, 1] as const) {
      const d = eager.determinize(paused, p, [1, 2, 3, 4]);
      expect(canonicalJson(eager.view(d, p))).toBe(canonicalJson(eager.view(paused, p)));
      const again = eager.determinize(d, p, [5, 6, 7, 8]);
      expect(canonicalJson(again)).toBe(canonicalJson(eager.determinize(paused, p, [5, 6, 7, 8])));
    }
  });
});
