import { describe, expect, it } from "vitest";
import { CoreErrorCode, type PlayerId } from "@rulesmith/core";
import * as guardians from "@rulesmith/guardians";
import { assertErr, assertOk } from "@rulesmith/core/testing";
import { diceDuel, type DuelAction, type DuelConfig, type DuelState } from "@rulesmith/core/examples";
import { BotErrorCode, greedyBot, randomBot, tournament, type Bot, type TournamentOptions } from "../src/index.js";
import { duelEvaluate } from "./helpers.js";

function seatLogger(name: string, seed: number, log: PlayerId[][]): Bot<DuelState, DuelAction> {
  const inner = assertOk(randomBot(diceDuel, { seed }));
  return {
    name,
    choose(state, player) {
      const turnOf = log[log.length - 1];
      if (turnOf !== undefined && !turnOf.includes(player)) turnOf.push(player);
      return inner.choose(state, player);
    },
  };
}

describe("tournament", () => {
  it("alternates seats: with two bots each sits in seat 0 in every other match", () => {
    const seatsOfA: PlayerId[][] = [];
    const a = seatLogger("a", 1, seatsOfA);
    const b = assertOk(randomBot(diceDuel, { seed: 2, name: "b" }));
    const config = (i: number): DuelConfig => {
      seatsOfA.push([]);
      return { seed: i };
    };
    const r = assertOk(tournament(diceDuel, { bots: [a, b], matches: 6, config }));
    expect(seatsOfA).toEqual([[0], [1], [0], [1], [0], [1]]);
    expect(r.matches).toBe(6);
    expect(r.standings.map((s) => s.name)).toEqual(["a", "b"]);
  });

  it("counts every match once per bot, and one bot's wins are the other's losses", () => {
    const a = assertOk(greedyBot(diceDuel, { seed: 1, evaluate: duelEvaluate }));
    const b = assertOk(randomBot(diceDuel, { seed: 2 }));
    const r = assertOk(tournament(diceDuel, { bots: [a, b], matches: 30, config: (i) => ({ seed: i, turnLimit: 4 }) }));
    const [sa, sb] = r.standings;
    expect(sa && sa.wins + sa.losses + sa.draws + sa.unfinished).toBe(30);
    expect(sa?.wins).toBe(sb?.losses);
    expect(sa?.draws).toBe(sb?.draws);
    expect(sa?.draws).toBeGreaterThan(0);
    expect(sa?.winsBySeat.reduce((x, y) => x + y, 0)).toBe(sa?.wins);
    expect(sa?.score).toBeCloseTo(((sa?.wins ?? 0) + (sa?.draws ?? 0) / 2) / 30);
    expect(r.steps).toBeGreaterThan(30);
  });

  it("counts matches cut at maxSteps as unfinished", () => {
    const a = assertOk(randomBot(diceDuel, { seed: 1 }));
    const b = assertOk(randomBot(diceDuel, { seed: 2 }));
    const r = assertOk(tournament(diceDuel, { bots: [a, b], matches: 3, config: (i) => ({ seed: i }), maxSteps: 2 }));
    expect(r.standings.map((s) => s.unfinished)).toEqual([3, 3]);
  });

  it("is reproducible: the same bots and seeds give the same standings", () => {
    const run = () =>
      assertOk(
        tournament(diceDuel, {
          bots: [assertOk(greedyBot(diceDuel, { seed: 5 })), assertOk(randomBot(diceDuel, { seed: 6 }))],
          matches: 10,
          config: (i) => ({ seed: i }),
        }),
      );
    expect(run()).toEqual(run());
  });

  it("with more bots than seats, the rotation seats two at a time and the third sits out", () => {
    const bots = [1, 2, 3].map((seed) => assertOk(randomBot(diceDuel, { seed, name: `r${seed}` })));
    const r = assertOk(tournament(diceDuel, { bots, matches: 6, config: (i) => ({ seed: i }) }));
    // Six matches of two seats: each of three bots plays four.
    for (const s of r.standings) {
      expect(s.wins + s.losses + s.draws + s.unfinished).toBe(4);
      expect(s.played).toBe(4);
    }
  });

  it("three bots in two-player Guardians: played counts the matches each sat in, score is over those, winsBySeat has one entry per seat", () => {
    const bots = [
      assertOk(greedyBot(guardians.ruleset, { seed: 1, evaluate: guardians.evaluate, samples: 2 })),
      assertOk(randomBot(guardians.ruleset, { seed: 2, name: "randA" })),
      assertOk(randomBot(guardians.ruleset, { seed: 3, name: "randB" })),
    ];
    const r = assertOk(tournament(guardians.ruleset, { bots, matches: 6, config: (i) => guardians.demoConfig(i) }));
    expect(r.matches).toBe(6);
    // Match i seats bots i % 3 and (i + 1) % 3: each bot sits in four of the six matches.
    for (const s of r.standings) {
      expect(s.played).toBe(4);
      expect(s.wins + s.losses + s.draws + s.unfinished).toBe(s.played);
      expect(s.winsBySeat).toHaveLength(2);
      expect((s.winsBySeat[0] ?? 0) + (s.winsBySeat[1] ?? 0)).toBe(s.wins);
      expect(s.score).toBeCloseTo((s.wins + s.draws / 2) / s.played);
    }
    // Every match has one winner and one loser (or is a draw): the bots' points add up to the matches.
    const points = r.standings.reduce((n, s) => n + s.wins + s.draws / 2, 0);
    const unfinished = r.standings.reduce((n, s) => n + s.unfinished, 0) / 2;
    expect(points + unfinished).toBeCloseTo(6);
  });

  it("with as many bots as seats, every bot plays every match and winsBySeat has one entry per seat", () => {
    const bots = [assertOk(randomBot(diceDuel, { seed: 1 })), assertOk(randomBot(diceDuel, { seed: 2 }))];
    const r = assertOk(tournament(diceDuel, { bots, matches: 5, config: (i) => ({ seed: i }) }));
    for (const s of r.standings) {
      expect(s.played).toBe(5);
      expect(s.winsBySeat).toHaveLength(2);
      expect(s.score).toBeCloseTo((s.wins + s.draws / 2) / 5);
    }
  });

  it("reports a hand-written bot whose choose returns no Result as an error naming the match, instead of throwing", () => {
    const other = assertOk(randomBot(diceDuel, { seed: 1 }));
    const forgotOk = { name: "forgot-ok", choose: (s: DuelState, p: PlayerId) => diceDuel.legalActions(s, p)[0] } as unknown as Bot<DuelState, DuelAction>;
    const e = assertErr(tournament(diceDuel, { bots: [forgotOk, other], matches: 2, config: (i) => ({ seed: i }) }));
    expect(e.code).toBe(CoreErrorCode.Internal);
    expect(e.message).toMatch(/^Match 0 could not be played: The bot "forgot-ok" in seat 0 returned \{.*\} from choose, which is not a Result: /);
    expect(e.details).toEqual({ match: 0, error: { seat: 0 } });
  });

  it("reports a config function that throws (a caller's bug) as bots/options naming the match, instead of throwing", () => {
    const bots = [assertOk(randomBot(diceDuel, { seed: 1 })), assertOk(randomBot(diceDuel, { seed: 2 }))];
    const config = (i: number): DuelConfig => {
      if (i === 2) throw new RangeError("no seed for match 2");
      return { seed: i };
    };
    const e = assertErr(tournament(diceDuel, { bots, matches: 4, config }));
    expect(e.code).toBe(BotErrorCode.BadOptions);
    expect(e.message).toBe("Match 2 could not be played: the tournament's config threw for match 2 (RangeError: no seed for match 2).");
    expect(e.details).toEqual({ match: 2, problems: ["config threw for match 2 (RangeError: no seed for match 2)"] });
  });

  it("refuses options whose getter throws, and a bots list entry whose choose getter throws, without throwing", () => {
    const bot = assertOk(randomBot(diceDuel));
    const hostile = {
      bots: [bot, bot],
      config: (i: number) => ({ seed: i }),
      get matches(): number {
        throw new Error("no matches");
      },
    };
    const e = assertErr(tournament(diceDuel, hostile));
    expect(e.code).toBe(BotErrorCode.BadOptions);
    expect(e.details).toEqual({ problems: ["matches could not be read (Error: no matches)", "matches is required"] });
    const sly = {
      name: "sly",
      get choose(): never {
        throw new Error("no choose");
      },
    };
    expect(assertErr(tournament(diceDuel, { bots: [bot, sly as never], matches: 1, config: (i) => ({ seed: i }) })).code).toBe(BotErrorCode.BadOptions);
  });

  it("refuses a list entry that is not a bot, and something that is not a ruleset, without throwing", () => {
    const bot = assertOk(randomBot(diceDuel));
    const e = assertErr(tournament(diceDuel, { bots: [bot, null as never], matches: 1, config: (i) => ({ seed: i }) }));
    expect(e.code).toBe(BotErrorCode.BadOptions);
    expect(e.details).toEqual({ problems: ["bots[1] is not a bot (an object with a choose function): null"] });
    expect(assertErr(tournament(null as never, { bots: [bot, bot], matches: 1, config: (i: number) => ({ seed: i }) })).code).toBe(BotErrorCode.BadOptions);
  });

  it("errors: bad options, and a match that cannot be played names the match", () => {
    const bot = assertOk(randomBot(diceDuel));
    const bad = { bots: [], matches: 0 } as unknown as TournamentOptions<DuelState, DuelAction, DuelConfig>;
    const e = assertErr(tournament(diceDuel, bad));
    expect(e.code).toBe(BotErrorCode.BadOptions);
    expect(e.details).toEqual({ problems: ["matches is a whole number from 1 to 10000000", "config is required", "bots is a list of at least one bot"] });
    const failed = assertErr(tournament(diceDuel, { bots: [bot, bot], matches: 5, config: (i) => ({ seed: i, turnLimit: i < 3 ? 5 : 0 }) }));
    expect(failed.code).toBe("config/invalid");
    expect(failed.details).toEqual({ match: 3, error: null });
  });
});
