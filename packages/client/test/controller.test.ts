import { BOT_OPTION_NAMES } from "@rulesmith/bots";
import { BOT_PROTOCOL, BOT_PROTOCOL_VERSION, botRequest, ClientErrorCode, createMatch, parseBotReply, parseBotRequest, parseBotSpec, type MatchChange, type SeatSpec } from "@rulesmith/client";
import { CoreErrorCode, err, isRecord, own, replay, Rng, ruleError, seedRng, type Result } from "@rulesmith/core";
import { diceDuel } from "@rulesmith/core/examples";
import { demoConfig as guardiansDemo, guardiansPackage, ruleset as guardians } from "@rulesmith/guardians";
import { demoConfig as wardDemo, wardPackage, ruleset as ward, type WardAction, type WardState } from "@rulesmith/ward";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { botSeats, leakedId, playOut, start, unwrap } from "./helpers.js";

describe("playing a match", () => {
  it("Guardians with 4 players: bots in three seats and a person choosing legal actions play to the end", async () => {
    const match = start({ game: guardiansPackage, config: guardiansDemo(3, 4), seats: botSeats(4, 2), seed: 11 });
    const acted = await playOut(match, 1);
    const status = match.status();
    expect(status.outcome).not.toBeNull();
    expect(acted).toBeGreaterThan(0);
    expect(unwrap(match.log(2)).some((e) => e.player === 2 && e.by === "person")).toBe(true);
    const rebuilt = unwrap(replay(guardians, unwrap(match.record())));
    expect(rebuilt.state).toEqual(match.state());
    match.close();
  });

  it("Ward: a person against a bot plays to the end and the record replays to the same state", async () => {
    const match = start({ game: wardPackage, config: wardDemo(5), seats: botSeats(2, 0), seed: 3 });
    await playOut(match, 2);
    expect(match.status().outcome).not.toBeNull();
    expect(unwrap(replay(ward, unwrap(match.record()))).state).toEqual(match.state());
    match.close();
  });

  it("the same config, seats and seed play the same match", async () => {
    const play = async () => {
      const m = start({ game: guardiansPackage, config: guardiansDemo(8, 3), seats: botSeats(3, null), seed: "same" });
      unwrap(await m.settled());
      const record = unwrap(m.record());
      m.close();
      return record;
    };
    expect(await play()).toEqual(await play());
  });
});

describe("subscribe", () => {
  it("reports every change with a growing version, and stops after unsubscribing", async () => {
    const match = start({ game: wardPackage, config: wardDemo(2), seats: botSeats(2, 0), seed: 1 });
    const changes: MatchChange[] = [];
    const stop = match.subscribe((c) => {
      changes.push(c);
      expect(c.position).toBe(match.status().position);
    });
    unwrap(await match.settled());
    const before = changes.length;
    const legal = match.legalActions(0);
    unwrap(match.act(0, legal[0]));
    // The action, then (if a bot must answer) the bot starting to think.
    expect(changes[before]?.type).toBe("action");
    expect(changes.slice(before + 1).every((c) => c.type === "thinking")).toBe(true);
    await playOut(match, 4, 30);
    for (let i = 1; i < changes.length; i++) expect(changes[i]?.version).toBe((changes[i - 1]?.version ?? 0) + 1);
    expect(changes.filter((c) => c.type === "thinking").length).toBeGreaterThan(0);
    // Every bot decision is reported when it starts and when its action is applied.
    const botSteps = unwrap(match.log(0)).filter((e) => e.by === "bot").length;
    expect(changes.filter((c) => c.type === "action").length).toBeGreaterThanOrEqual(botSteps);
    stop();
    const after = changes.length;
    await playOut(match, 5, 5);
    expect(changes.length).toBe(after);
    match.close();
  });

  it("reports a \"bot-error\" change when the rules refuse the controller's own dice, as for every other bot failure", async () => {
    // The dice duel with real dice, whose rules refuse every faces answer for seat 1: seat 0
    // enters its own faces, the controller rolls seat 1's, and the rules refuse them.
    const picky: typeof diceDuel = {
      ...diceDuel,
      apply: (state, player, action) =>
        player === 1 && isRecord(action) && own(action, "type") === "faces" ? err(ruleError(CoreErrorCode.BadFaces, "These faces are refused.")) : diceDuel.apply(state, player, action),
    };
    const match = start({ game: { ruleset: picky }, config: { seed: 3, dice: "external" }, seats: botSeats(2, 0), physicalDice: [0], seed: 1 });
    const changes: MatchChange[] = [];
    match.subscribe((c) => changes.push(c));
    for (let i = 0; i < 200 && match.status().botError === null && match.status().outcome === null; i++) {
      const legal = match.legalActions(0);
      if (legal.length > 0) unwrap(match.act(0, legal[0]));
      else await match.settled();
    }
    const status = match.status();
    expect(status.botError?.message).toMatch(/^The controller's dice were refused: These faces are refused\./);
    const last = changes[changes.length - 1];
    expect(last).toEqual({ type: "bot-error", version: status.version, position: status.position });
    expect(changes.filter((c) => c.type === "bot-error")).toHaveLength(1);
    expect(await match.settled()).toEqual({ ok: false, error: status.botError });
    match.close();
  });
});

describe("undo", () => {
  test.prop([fc.integer({ min: 1, max: 10_000 })], { numRuns: 6 })(
    "undo restores the view and state from before the seat's last decision exactly, or says which step blocks it",
    async (seed) => {
      const match = start({ game: guardiansPackage, config: guardiansDemo(seed, 2), seats: botSeats(2, 0), seed });
      let undone = 0;
      for (let n = 0; n < 60 && match.status().outcome === null; n++) {
        unwrap(await match.settled());
        if (match.status().outcome !== null) break;
        const legal = match.legalActions(0);
        if (legal.length === 0) break;
        const view: unknown = unwrap(match.view(0));
        const state: unknown = match.state();
        const position = match.status().position;
        const action: unknown = legal[(seed + n) % legal.length];
        unwrap(match.act(0, action));
        unwrap(await match.settled());
        const r = match.undo(0);
        if (r.ok) {
          undone++;
          expect(match.status().position).toBe(position);
          expect(match.state()).toEqual(state);
          expect(unwrap(match.view(0))).toEqual(view);
          unwrap(match.act(0, action));
        } else {
          expect(r.error.code).toBe(ClientErrorCode.UndoBlocked);
          const index = (r.error.details as { index: number }).index;
          const step = unwrap(match.log(0))[index];
          expect(step !== undefined && (step.revealed || step.random)).toBe(true);
          expect(index).toBeGreaterThanOrEqual(position);
          expect(match.status().position).toBeGreaterThan(position);
        }
      }
      // Both outcomes are checked above; the exact restore must have been reached at least once.
      expect(undone).toBeGreaterThan(0);
      match.close();
    },
  );

  it("undo never goes back past a step that revealed information or used randomness", async () => {
    const match = start({ game: wardPackage, config: wardDemo(9), seats: botSeats(2, 0), seed: 9 });
    let checked = 0;
    for (let n = 0; n < 80 && match.status().outcome === null; n++) {
      unwrap(await match.settled());
      const legal = match.legalActions(0);
      if (legal.length === 0) break;
      unwrap(match.act(0, legal[n % legal.length]));
      unwrap(await match.settled());
      const log = unwrap(match.log(0));
      let last = -1;
      for (let i = log.length - 1; i >= 0; i--) {
        if (log[i]?.player === 0 && log[i]?.by === "person") {
          last = i;
          break;
        }
      }
      const stops = log.slice(last).some((e) => e.revealed || e.random);
      const r = match.undo(0);
      expect(r.ok).toBe(!stops);
      if (r.ok) unwrap(match.act(0, legal[n % legal.length]));
      else checked++;
    }
    expect(checked).toBeGreaterThan(0);
    match.close();
  });

  it("refuses what cannot be undone: no decision yet, a bot's seat, an unknown seat", () => {
    const match = start({ game: guardiansPackage, config: guardiansDemo(1, 2), seats: botSeats(2, 0), seed: 1 });
    expect(match.undo(0)).toMatchObject({ ok: false, error: { code: ClientErrorCode.NothingToUndo } });
    expect(match.undo(1)).toMatchObject({ ok: false, error: { code: ClientErrorCode.BotSeat } });
    expect(match.undo(7)).toMatchObject({ ok: false, error: { code: CoreErrorCode.UnknownPlayer } });
    expect(match.canUndo(0)).toBe(false);
    match.close();
  });
});

describe("stepping through a record", () => {
  it("a replayed record stepped forwards to the end equals the played final state, and backwards restores every earlier state", async () => {
    const match = start({ game: guardiansPackage, config: guardiansDemo(21, 4), seats: botSeats(4, 1), seed: 21 });
    const states = new Map<number, unknown>([[0, match.state()]]);
    match.subscribe((c) => states.set(c.position, match.state()));
    await playOut(match, 21);
    const record = unwrap(match.record());
    const viewer = start({ game: guardiansPackage, record: JSON.parse(JSON.stringify(record)), seed: 0 });
    expect(viewer.status()).toMatchObject({ mode: "replay", position: 0, length: record.actions.length });
    while (viewer.forward().ok);
    expect(viewer.status().position).toBe(record.actions.length);
    expect(viewer.state()).toEqual(match.state());
    const compared: number[] = [];
    for (let p = record.actions.length; p >= 0; p--) {
      unwrap(viewer.seek(p));
      const played = states.get(p);
      expect(played === undefined || JSON.stringify(viewer.state()) === JSON.stringify(played)).toBe(true);
      if (played !== undefined) compared.push(p);
    }
    expect(compared.length).toBeGreaterThan(record.actions.length / 2);
    expect(viewer.back()).toMatchObject({ ok: false, error: { code: ClientErrorCode.BadPosition } });
    expect(viewer.act(0, {})).toMatchObject({ ok: false, error: { code: ClientErrorCode.Replaying } });
    match.close();
    viewer.close();
  });

  it("seeking to any position, in any order, shows the state played there", async () => {
    const match = start({ game: wardPackage, config: wardDemo(4), seats: botSeats(2, null), seed: 4 });
    const states = new Map<number, unknown>([[0, match.state()]]);
    match.subscribe((c) => states.set(c.position, match.state()));
    unwrap(await match.settled());
    const record = unwrap(match.record());
    const viewer = start({ game: wardPackage, record, seats: botSeats(2, null) });
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (positions) => {
        for (const p of positions) {
          const at = p % (record.actions.length + 1);
          fc.pre(states.has(at));
          unwrap(viewer.seek(at));
          expect(viewer.state()).toEqual(states.get(at));
        }
      }),
    );
    match.close();
    viewer.close();
  });

  it("resume plays on from a replay position; the bots take over", async () => {
    const match = start({ game: wardPackage, config: wardDemo(6), seats: botSeats(2, null), seed: 6 });
    unwrap(await match.settled());
    const record = unwrap(match.record());
    const viewer = start({ game: wardPackage, record, seats: botSeats(2, null), seed: 6 });
    unwrap(viewer.seek(10));
    unwrap(viewer.resume());
    unwrap(await viewer.settled());
    expect(viewer.status()).toMatchObject({ mode: "play" });
    expect(viewer.status().outcome).not.toBeNull();
    // Same seed, same positions: the bots play the same match again.
    expect(viewer.state()).toEqual(match.state());
    match.close();
    viewer.close();
  });

  it("refuses a record that does not replay", () => {
    const r = createMatch({ game: wardPackage, record: { format: "rulesmith/match", version: 1, game: "guardians" } });
    expect(r.ok).toBe(false);
  });
});

describe("spectators", () => {
  it("the spectator's view and events never show a card hidden from the spectator", async () => {
    for (const [game, config] of [
      [guardiansPackage, guardiansDemo(31, 4)],
      [wardPackage, wardDemo(31)],
    ] as const) {
      const match = start({ game, config, seats: botSeats(game === wardPackage ? 2 : 4, null), seed: 31 });
      let checks = 0;
      let hiddenSeen = 0;
      const hiddenNow = (): Set<string> => new Set(game.ruleset.secrets?.(match.state(), "spectator").hiddenCards ?? []);
      let before = hiddenNow();
      match.subscribe((c) => {
        if (c.type !== "action") return;
        const hidden = hiddenNow();
        hiddenSeen += hidden.size;
        expect(leakedId(unwrap(match.view("spectator")), hidden)).toBeUndefined();
        expect(leakedId(match.pending() ?? null, hidden)).toBeUndefined();
        // A step's events may name a card the spectator could identify before it or after it, never one hidden at both ends.
        const both = new Set([...hidden].filter((id) => before.has(id)));
        expect(leakedId(unwrap(match.events("spectator")), both)).toBeUndefined();
        before = hidden;
        checks++;
      });
      unwrap(await match.settled());
      expect(checks).toBeGreaterThan(10);
      expect(hiddenSeen).toBeGreaterThan(0);
      match.close();
    }
  });

  it("a viewer outside the match is refused", () => {
    const match = start({ game: wardPackage, config: wardDemo(1), seats: botSeats(2, 0) });
    expect(match.view(2)).toMatchObject({ ok: false, error: { code: CoreErrorCode.UnknownPlayer } });
    expect(match.events(-1)).toMatchObject({ ok: false, error: { code: CoreErrorCode.UnknownPlayer } });
    match.close();
  });
});

describe("physical dice", () => {
  it("a seat with physical dice answers its own rolls; the controller rolls the other seats'", async () => {
    const config = { ...wardDemo(12), dice: "external" as const };
    const match = start({ game: wardPackage, config, seats: botSeats(2, 0), physicalDice: [0], seed: 12 });
    let answered = 0;
    const badFaces: Result<unknown>[] = [];
    for (let n = 0; n < 400 && match.status().outcome === null; n++) {
      unwrap(await match.settled());
      if (match.status().outcome !== null) break;
      const pending = match.pending();
      const legal = match.legalActions(0);
      const rolling = pending?.kind === "chance";
      expect(rolling ? pending.players : [0]).toEqual([0]);
      if (rolling) {
        badFaces.push(match.act(0, { type: "faces", faces: [99] }));
        answered++;
      }
      unwrap(match.act(0, legal[n % legal.length]));
    }
    const log = unwrap(match.log(0));
    expect(answered).toBeGreaterThan(0);
    expect(badFaces.every((r) => !r.ok && r.error.code === CoreErrorCode.BadFaces)).toBe(true);
    expect(log.some((e) => e.by === "person" && e.player === 0 && e.random)).toBe(true);
    expect(log.some((e) => e.by === "dice" && e.player === 1)).toBe(true);
    expect(log.some((e) => e.by === "dice" && e.player === 0)).toBe(false);
    expect(unwrap(replay(ward, unwrap(match.record()))).state).toEqual(match.state());
    match.close();
  });

  it("an answer names the roll it answers: the same answer sent twice is refused as stale, not scored as the next roll; the controller's dice name theirs", () => {
    const config = { ...wardDemo(14), dice: "external" as const };
    const match = start({ game: wardPackage, config, seats: [{ kind: "human" }, { kind: "human" }], physicalDice: [0], seed: 14 });
    unwrap(match.act(0, { type: "start" }));
    const pending = match.pending();
    expect(pending?.kind).toBe("chance");
    expect(pending?.details).toMatchObject({ purpose: "first-player roll", player: 0, roll: 1 });
    const answer = { type: "faces", faces: [3], roll: 1 };
    unwrap(match.act(0, answer));
    const before = match.status().position;
    // The controller rolled player 1's die (roll 2); a double tap of roll 1's answer changes nothing.
    const again = match.act(0, answer);
    expect(again.ok ? "accepted" : again.error.code).toBe(CoreErrorCode.StaleAnswer);
    expect(match.status().position).toBe(before);
    const actions = unwrap(match.record()).actions.map((a) => a.action);
    expect(actions.slice(0, 3)).toMatchObject([{ type: "start" }, { type: "faces", faces: [3], roll: 1 }, { type: "faces", roll: 2 }]);
    expect(unwrap(replay(ward, unwrap(match.record()))).state).toEqual(match.state());
    match.close();
  });

  it("a person can roll for a bot's seat: the bot waits for the faces", async () => {
    const config = { ...wardDemo(13), dice: "external" as const };
    const match = start({ game: wardPackage, config, seats: botSeats(2, null), physicalDice: [1], seed: 13 });
    let rolled = 0;
    for (let n = 0; n < 200 && match.status().outcome === null; n++) {
      unwrap(await match.settled());
      const legal = match.legalActions(1);
      if (legal.length === 0) break;
      expect(match.pending()?.kind).toBe("chance");
      unwrap(match.act(1, legal[n % legal.length]));
      rolled++;
    }
    expect(rolled).toBeGreaterThan(0);
    expect(match.act(0, { type: "faces", faces: [1] }).ok).toBe(false);
    match.close();
  });

  it("the faces a person entered for a bot's seat, sent again once the bot's roll is taken, are refused as stale, not as a bot's seat", async () => {
    const config = { ...wardDemo(13), dice: "external" as const };
    const match = start({ game: wardPackage, config, seats: botSeats(2, 0), physicalDice: [1], seed: 13 });
    const rng = new Rng(seedRng(13));
    let again = 0;
    for (let n = 0; n < 400 && again < 3 && match.status().outcome === null; n++) {
      unwrap(await match.settled());
      const seat = match.status().waitingFor.find((p) => match.legalActions(p).length > 0);
      if (seat === undefined) break;
      const legal = match.legalActions(seat);
      const action: unknown = legal[rng.int(legal.length)];
      const before = match.status().version;
      unwrap(match.act(seat, action));
      // A double tap on the bot's roll: that roll is taken and the match waits for something else.
      if (seat !== 1 || match.legalActions(1).length > 0) continue;
      const after = match.status().version;
      const twice = match.act(1, action);
      expect(twice).toMatchObject({ ok: false, error: { code: CoreErrorCode.StaleAnswer } });
      expect(match.status().version).toBe(after);
      expect(after).toBeGreaterThan(before);
      again++;
    }
    expect(again).toBe(3);
    // What is not an answer to one of its rolls is still refused as the bot's seat.
    expect(match.act(1, { type: "pass" })).toMatchObject({ ok: false, error: { code: ClientErrorCode.BotSeat } });
    match.close();
  });

  it("physical dice need a match with external dice", () => {
    const r = createMatch({ game: wardPackage, config: wardDemo(1), physicalDice: [0] });
    expect(r).toMatchObject({ ok: false, error: { code: ClientErrorCode.BadOptions } });
  });
});

describe("bad input", () => {
  it("refuses bad options with client/options", () => {
    const bad = [
      { game: wardPackage, config: wardDemo(1), seats: [{ kind: "human" }] },
      { game: wardPackage, config: wardDemo(1), seats: [{ kind: "human" }, { kind: "bot", bot: { kind: "genius" } }] },
      { game: wardPackage, config: wardDemo(1), seats: [{ kind: "human" }, { kind: "bot", bot: { kind: "mcts", options: { depth: 2 } } }] },
      { game: wardPackage },
      { game: wardPackage, config: wardDemo(1), physicalDice: [5] },
      { game: wardPackage, config: wardDemo(1), seed: Number.NaN },
    ];
    for (const options of bad) {
      const r = createMatch(options as never);
      expect(r).toMatchObject({ ok: false, error: { code: ClientErrorCode.BadOptions } });
    }
  });

  it("reads bot specs, seats and worker messages by their own fields only: a field inherited from a prototype is not read", () => {
    const inherited = <T extends object>(fields: T): T => Object.create(fields) as T;
    expect(parseBotSpec({ kind: "random" }).ok).toBe(true);
    expect(parseBotSpec(inherited({ kind: "random" })).ok).toBe(false);
    const seats = [{ kind: "human" }, inherited({ kind: "bot", bot: { kind: "random" } })];
    expect(createMatch({ game: wardPackage, config: wardDemo(1), seats } as never)).toMatchObject({ ok: false, error: { code: ClientErrorCode.BadOptions } });
    const request: unknown = JSON.parse(JSON.stringify(botRequest(1, { game: "ward", bot: { kind: "random" }, seed: "1", state: null, player: 0 })));
    expect(parseBotRequest(request).ok).toBe(true);
    expect(parseBotRequest(inherited({ ...(request as object) })).ok).toBe(false);
    const reply = { protocol: BOT_PROTOCOL, version: BOT_PROTOCOL_VERSION, type: "decided", id: 3, result: { ok: true, value: 1 } };
    expect(parseBotReply(reply).ok).toBe(true);
    expect(parseBotReply({ ...reply, result: inherited({ ok: true, value: 1 }) }).ok).toBe(false);
  });

  it("a bot's seat cannot be played by hand", () => {
    const match = start({ game: wardPackage, config: wardDemo(1), seats: botSeats(2, 0) });
    expect(match.act(1, {})).toMatchObject({ ok: false, error: { code: ClientErrorCode.BotSeat } });
    expect(match.legalActions(1)).toEqual([]);
    match.close();
  });

  it("refuses a seat no string can be made of ({\"toString\": false} from parsed JSON) with core/unknown-player, not a throw", () => {
    const match = start({ game: wardPackage, config: wardDemo(1) });
    const seat: unknown = JSON.parse('{"toString":false}');
    expect(match.act(seat as number, { type: "pass" })).toMatchObject({ ok: false, error: { code: CoreErrorCode.UnknownPlayer } });
    match.close();
  });

  test.prop([fc.anything(), fc.anything()])("act and createMatch never throw on anything", (seat, action) => {
    const match = start({ game: wardPackage, config: wardDemo(1) });
    const before: unknown = match.state();
    const r = match.act(seat as number, action);
    expect(r.ok || match.state() === before).toBe(true);
    expect(() => createMatch({ game: wardPackage, config: action })).not.toThrow();
    expect(() => createMatch(seat as never)).not.toThrow();
    match.close();
  });
});

describe("bot specs and the bots' own option lists", () => {
  it("take every option the bot factory reads (BOT_OPTION_NAMES), not a list of the client's own", () => {
    for (const name of BOT_OPTION_NAMES.mcts.filter((k) => k !== "seed" && k !== "evaluate")) {
      const r = parseBotSpec({ kind: "mcts", options: { [name]: 1 } });
      expect(r.ok ? "read" : r.error.message).toBe("read");
    }
    expect(parseBotSpec({ kind: "mcts", options: { seed: 1 } }).ok).toBe(false);
    expect(parseBotSpec({ kind: "greedy", options: { iterations: 10 } }).ok).toBe(false);
  });

  it("createMatch refuses a bad option value with client/options and the factory's words, and plays with a good one", () => {
    const bad = createMatch({ game: wardPackage, config: wardDemo(1), seats: [{ kind: "human" }, { kind: "bot", bot: { kind: "mcts", options: { iterations: "many" } } }] });
    expect(bad.ok ? "accepted" : bad.error.code).toBe(ClientErrorCode.BadOptions);
    expect(bad.ok ? "" : bad.error.message).toMatch(/^Seat 1: .*iterations/);
    const good = createMatch({ game: wardPackage, config: wardDemo(1), seats: [{ kind: "human" }, { kind: "bot", bot: { kind: "mcts", options: { iterations: 20, halving: true, normalize: false } } }] });
    expect(good.ok).toBe(true);
    if (good.ok) good.value.close();
  });
});

describe("what a client is told stays true", () => {
  it("the record keeps the config and the record the match was made from, whatever the caller does to those objects afterwards", async () => {
    // A rematch button that changes the same config object for the next match.
    const config = JSON.parse(JSON.stringify(wardDemo(5))) as { seed: number; decks: unknown };
    const match = start({ game: wardPackage, config, seats: botSeats(2, 0), seed: 5 });
    await playOut(match, 5, 20);
    config.seed = 6;
    expect(unwrap(replay(ward, unwrap(match.record()))).state).toEqual(match.state());
    // The same for a record the controller was made from or loaded, then changed by its owner.
    const saved = JSON.parse(JSON.stringify(unwrap(match.record()))) as { config: { seed: number }; actions: { action: unknown }[] };
    const watch = start({ game: wardPackage, record: saved, seats: botSeats(2, 0) });
    const loaded = start({ game: wardPackage, config: wardDemo(1) });
    unwrap(loaded.loadRecord(saved));
    saved.config.seed = 7;
    // The controller froze its own copies, not the caller's objects.
    expect(Object.isFrozen(saved.actions[0]?.action)).toBe(false);
    expect(Object.isFrozen(config.decks)).toBe(false);
    for (const m of [watch, loaded]) {
      unwrap(m.seek(m.status().length));
      expect(unwrap(replay(ward, unwrap(m.record()))).state).toEqual(match.state());
      m.close();
    }
    match.close();
  });

  it("what the controller gives out is frozen: changing a view, the events or the log throws and leaves the match as it was", async () => {
    const match = start({ game: guardiansPackage, config: guardiansDemo(4, 3), seats: botSeats(3, 0), seed: 4 });
    await playOut(match, 4, 15);
    const state = JSON.stringify(match.state());
    const log = JSON.stringify(unwrap(match.log(0)));
    const view = unwrap(match.view("spectator")) as { game: { options: { players: number } } };
    // The spectator's view shares its options with the state: a write would change the match.
    expect(() => {
      view.game.options.players = 4;
    }).toThrow(TypeError);
    // The events of a step shown newest first, by reversing what the controller gave.
    const step = unwrap(match.log(0)).find((e) => e.events.length > 1);
    expect(() => (step?.events as unknown[]).reverse()).toThrow(TypeError);
    expect(() => (unwrap(match.events(0)) as unknown[]).push({ type: "x" })).toThrow(TypeError);
    expect(Object.isFrozen(match.state())).toBe(true);
    expect(Object.isFrozen(match.pending())).toBe(true);
    expect(JSON.stringify(match.state())).toBe(state);
    expect(JSON.stringify(unwrap(match.log(0)))).toBe(log);
    // The next match of the process is not changed either.
    expect(createMatch({ game: guardiansPackage, config: guardiansDemo(4), seed: 4 }).ok).toBe(true);
    match.close();
  });

  const randomBot: SeatSpec = { kind: "bot", bot: { kind: "random" } };
  const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

  it("a bot still deciding when a record is loaded is not reported as thinking, then or later", async () => {
    const match = start({ game: wardPackage, config: wardDemo(1), seats: [randomBot, { kind: "human" }], seed: 1 });
    expect(match.status().thinking).toBe(0);
    const told: (number | null)[] = [];
    match.subscribe(() => told.push(match.status().thinking));
    unwrap(match.loadRecord(unwrap(match.record())));
    expect(told).toEqual([null]);
    const version = match.status().version;
    await pause(30);
    expect(match.status()).toMatchObject({ thinking: null, version });
    match.close();
  });

  it("undo while a bot decides reports nobody thinking when a person is to act, and the bot's stale answer changes nothing", async () => {
    let found = 0;
    for (let seed = 1; seed <= 20 && found < 3; seed++) {
      const match = start({ game: wardPackage, config: wardDemo(seed), seats: [{ kind: "human" }, randomBot], seed });
      const rng = new Rng(seedRng(seed));
      for (let n = 0; n < 60 && match.status().outcome === null; n++) {
        unwrap(await match.settled());
        const legal = match.legalActions(0);
        if (legal.length === 0) break;
        unwrap(match.act(0, legal[rng.int(legal.length)]));
        if (match.status().thinking !== 1 || !match.canUndo(0)) continue;
        unwrap(match.undo(0));
        const status = match.status();
        expect(status.waitingFor).toEqual([0]);
        expect(status.thinking).toBeNull();
        await pause(20);
        expect(match.status()).toMatchObject({ thinking: null, version: status.version, position: status.position });
        found++;
        break;
      }
      match.close();
    }
    expect(found).toBeGreaterThan(0);
  });

  it("a person entering a bot's dice is told the step as the spectator sees it, not as the bot does", async () => {
    let differed = 0;
    for (let seed = 1; seed <= 12 && differed === 0; seed++) {
      const config = { ...guardiansDemo(seed, 2), dice: "external" as const };
      const match = start({ game: guardiansPackage, config, seats: [{ kind: "human" }, randomBot], physicalDice: [1], seed });
      const rng = new Rng(seedRng(seed));
      for (let n = 0; n < 400 && match.status().outcome === null; n++) {
        unwrap(await match.settled());
        const seat = match.status().waitingFor.find((p) => match.legalActions(p).length > 0);
        if (seat === undefined) break;
        const legal = match.legalActions(seat);
        const position = match.status().position;
        const told = unwrap(match.act(seat, legal[rng.int(legal.length)]));
        const seen = (viewer: 0 | 1 | "spectator") => unwrap(match.log(viewer))[position]?.events;
        expect(told).toEqual(seen(seat === 1 ? "spectator" : 0));
        if (seat === 1 && JSON.stringify(seen(1)) !== JSON.stringify(told)) differed++;
      }
      match.close();
    }
    // The bot's own events named a card the spectator may not see at least once.
    expect(differed).toBeGreaterThan(0);
  });

  it("a person's seat acting while another seat's real dice are awaited is told whose turn it is, not that it is a bot", () => {
    const config = { ...wardDemo(1), dice: "external" as const };
    const match = start({ game: wardPackage, config, seats: [{ kind: "human" }, { kind: "human" }], physicalDice: [0, 1], seed: 1 });
    const refusals: Result<unknown>[] = [];
    for (let n = 0; n < 200 && refusals.length < 3 && match.status().outcome === null; n++) {
      const seat = match.status().waitingFor[0] ?? 0;
      if (match.pending()?.kind === "chance") refusals.push(match.act(seat === 0 ? 1 : 0, { type: "faces", faces: [3] }));
      const legal = match.legalActions(seat);
      unwrap(match.act(seat, legal[n % legal.length]));
    }
    expect(refusals).toHaveLength(3);
    for (const r of refusals) expect(r).toMatchObject({ ok: false, error: { code: CoreErrorCode.NotYourTurn } });
    match.close();
  });

  it("who chose each step is the same after loading the record into the controller as while playing", async () => {
    const config = { ...wardDemo(12), dice: "external" as const };
    const match = start({ game: wardPackage, config, seats: botSeats(2, 0), physicalDice: [0], seed: 12 });
    await playOut(match, 12, 60);
    const played = unwrap(match.log(0)).map((e) => e.by);
    expect(new Set(played)).toEqual(new Set(["person", "bot", "dice"]));
    unwrap(match.loadRecord(unwrap(match.record())));
    unwrap(match.seek(played.length));
    expect(unwrap(match.log(0)).map((e) => e.by)).toEqual(played);
    const again = start({ game: wardPackage, record: unwrap(match.record()), seats: botSeats(2, 0), physicalDice: [0] });
    unwrap(again.seek(played.length));
    expect(unwrap(again.log(0)).map((e) => e.by)).toEqual(played);
    match.close();
    again.close();
  });

  it("a bot's failure, shown to every viewer in status(), names no card hidden from any of them", async () => {
    // Runners whose answer names a card of the bot's deck (hidden from every viewer): an action
    // the rules refuse, and an error of the runner's own that quotes the card.
    const deckCard = (task: { state: unknown }): string => {
      const s = task.state as { zones: { zones: Record<string, { cards: string[] }> } };
      return s.zones.zones["p0/deck"]?.cards[0] ?? "";
    };
    const refused = { run: (task: { state: unknown }) => Promise.resolve({ ok: true, value: { type: "play", card: deckCard(task), target: null, discards: [] } }), close: () => undefined };
    const failing = { run: (task: { state: unknown }) => Promise.resolve({ ok: false, error: { code: "bot/broken", message: `no answer for ${deckCard(task)}` } }), close: () => undefined };
    const failure = async (runner: object): Promise<string | undefined> => {
      const match = start({ game: wardPackage, config: wardDemo(1), seats: [randomBot, { kind: "human" }], runner: runner as never });
      expect(await match.settled()).toMatchObject({ ok: false, error: { code: ClientErrorCode.BotFailed } });
      const state = match.state() as WardState;
      const hidden = new Set(ward.secrets(state, "spectator").hiddenCards);
      expect(hidden.has(deckCard({ state }))).toBe(true);
      expect(leakedId(match.status().botError, hidden)).toBeUndefined();
      const message = match.status().botError?.message;
      match.close();
      return message;
    };
    await failure(refused);
    expect(await failure(failing)).toMatch(/no answer for a card/);
  });

  it("refuses a runner without run and close, and stops the bots with client/bot-failed when a runner throws or answers nonsense", async () => {
    for (const runner of [{}, { run: 1, close: () => undefined }, null, "runner"]) {
      expect(createMatch({ game: wardPackage, config: wardDemo(1), runner } as never)).toMatchObject({ ok: false, error: { code: ClientErrorCode.BadOptions } });
    }
    const throwing = { run: () => { throw new Error("no worker"); }, close: () => undefined };
    const nonsense = { run: () => Promise.resolve({ ok: "yes" }), close: () => undefined };
    const plain = { run: () => 42, close: () => undefined };
    for (const runner of [throwing, nonsense, plain]) {
      const match = start({ game: wardPackage, config: wardDemo(1), seats: [randomBot, { kind: "human" }], runner: runner as never });
      const r = await match.settled();
      expect(r).toMatchObject({ ok: false, error: { code: ClientErrorCode.BotFailed } });
      expect(match.status()).toMatchObject({ thinking: null, position: 0 });
      match.close();
    }
  });
});

describe("an action sent again (act with { at })", () => {
  /** Ward with a person at each seat, played with the first legal action, to where a step's action is still legal after it (seat 1's "next" at position 4). */
  function resendable() {
    const match = start<WardState, WardAction, unknown, unknown>({ game: wardPackage, config: wardDemo(1), seed: 1 });
    for (let i = 0; i < 300 && match.status().outcome === null; i++) {
      const seat = match.status().waitingFor.find((p) => match.legalActions(p).length > 0) ?? 0;
      const action = match.legalActions(seat)[0];
      if (action === undefined) break;
      const after = unwrap(ward.apply(match.state(), seat, action)).state;
      if (ward.apply(after, seat, action).ok) return { match, seat, action };
      unwrap(match.act(seat, action));
    }
    throw new Error("no action of this match is legal twice in a row");
  }

  it("without at, the same action sent twice is applied twice where it is still legal (what at guards against)", () => {
    const { match, seat, action } = resendable();
    const position = match.status().position;
    unwrap(match.act(seat, action));
    unwrap(match.act(seat, action));
    expect(match.status().position).toBe(position + 2);
    match.close();
  });

  it("with the position the caller saw, the action is applied once and its resend is refused with client/stale-action, changing nothing", () => {
    const { match, seat, action } = resendable();
    const changes: MatchChange[] = [];
    match.subscribe((c) => changes.push(c));
    const shown = match.status().position;
    unwrap(match.act(seat, action, { at: shown }));
    const status = match.status();
    expect(status.position).toBe(shown + 1);
    const state = match.state();
    const log = unwrap(match.log("spectator"));
    const record = unwrap(match.record());
    const heard = changes.length;
    const again = match.act(seat, action, { at: shown });
    expect(again.ok).toBe(false);
    if (again.ok) return;
    expect(again.error.code).toBe(ClientErrorCode.StaleAction);
    expect(again.error.code).toBe("client/stale-action");
    expect(again.error.message).toBe(`The match has moved on: this action was chosen at position ${shown}, and the match is now at position ${shown + 1}. Nothing was changed; choose again from what the match shows now.`);
    expect(again.error.details).toEqual({ at: shown, position: shown + 1 });
    expect(match.status()).toEqual(status);
    expect(match.state()).toBe(state);
    expect(unwrap(match.log("spectator"))).toEqual(log);
    expect(unwrap(match.record())).toEqual(record);
    expect(changes.length).toBe(heard);
    // The position a change reports is the one to send: the next action is taken.
    const next = match.status().waitingFor.find((p) => match.legalActions(p).length > 0) ?? 0;
    unwrap(match.act(next, match.legalActions(next)[0], { at: changes[changes.length - 1]?.position ?? -1 }));
    expect(match.status().position).toBe(shown + 2);
    match.close();
  });

  it("an at that is not a position is refused with client/options; a position ahead of the match is stale", () => {
    const match = start<WardState, WardAction, unknown, unknown>({ game: wardPackage, config: wardDemo(1), seed: 1 });
    const seat = match.status().waitingFor[0] ?? 0;
    const action = match.legalActions(seat)[0];
    for (const options of [{ at: -1 }, { at: 1.5 }, { at: "0" }, { at: null }, 7, null]) {
      const r = match.act(seat, action, options as never);
      expect(r.ok ? "applied" : r.error.code).toBe(ClientErrorCode.BadOptions);
    }
    const ahead = match.act(seat, action, { at: 99 });
    expect(ahead.ok ? "applied" : ahead.error.code).toBe(ClientErrorCode.StaleAction);
    expect(match.status().position).toBe(0);
    unwrap(match.act(seat, action, {}));
    expect(match.status().position).toBe(1);
    match.close();
  });
});
