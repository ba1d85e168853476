/**
 * End to end: builds the page with Vite (against the packages' built entry points), serves it,
 * and drives it in Debian's headless Chromium with playwright-core. For each game (Guardians
 * with 4 seats) a person plays one seat against random bots to the end of the match (or 300
 * actions), and after every step the person takes the page is checked against the engine: the
 * status line, every zone of the board card by card (hidden cards as backs), the players'
 * numbers and the choices offered. In each of these matches the person's move is undone once
 * (the page as before it), and the record is downloaded, replayed by the engine, loaded again on
 * the page and stepped forward and back to the played final state. Also: a match with physical
 * dice for a person's seat and a bot's, undo refused past a roll or a reveal, a choice clicked
 * twice before the page re-renders taken once, a real double click with a render between its
 * clicks answering one decision, the spectator's view, a bot thinking in its Web
 * Worker while the page stays responsive, and axe-core's accessibility check. Screenshots of each game mid-match, at desktop and phone widths, go to
 * examples/web/test-results/. Needs Debian's `chromium` (`pnpm browser:ensure`) and the packages
 * built (`pnpm build`; done here if a build is missing or older than its sources).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { build, preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionChoices } from "@rulesmith/client";
import { Rng, replay, seedRng, type Decision, type PlayerId, type Viewer } from "@rulesmith/core";
import * as guardians from "@rulesmith/guardians";
import * as ward from "@rulesmith/ward";
import * as wardom from "@rulesmith/wardom";

const here = fileURLToPath(new URL("..", import.meta.url));
const repo = join(here, "..", "..");
const results = join(here, "test-results");
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
/** A match is played to its end or to this many actions (every seat's, dice included). */
const ACTIONS = 300;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: PreviewServer | undefined;
let context: BrowserContext | undefined;
let profile = "";
let url = "";
let downloads = "";

/** The newest modification time of the files under `dir`. */
function newest(dir: string): number {
  let latest = 0;
  for (const f of readdirSync(dir, { recursive: true, encoding: "utf8" })) latest = Math.max(latest, statSync(join(dir, f)).mtimeMs);
  return latest;
}

/** Builds the packages when a build the page imports is missing or older than its sources (the test itself runs against the sources). */
function ensurePackagesBuilt(): void {
  const fresh = ["core", "bots", "ward", "wardom", "guardians", "client", "react"].every((p) => {
    const built = join(repo, "packages", p, "dist", "index.js");
    return existsSync(built) && statSync(built).mtimeMs >= newest(join(repo, "packages", p, "src"));
  });
  if (fresh) return;
  execFileSync("pnpm", ["-r", "--filter", "./packages/**", "run", "build"], { cwd: repo, stdio: "ignore" });
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install Debian's chromium (pnpm browser:ensure, or apt-get install chromium), as .ci/run does, or set CHROMIUM_PATH.`);
  }
  ensurePackagesBuilt();
  await build({ root: here, logLevel: "error", configFile: join(here, "vite.config.ts") });
  server = await preview({ root: here, logLevel: "error", configFile: join(here, "vite.config.ts"), preview: { port: 0, host: "127.0.0.1" } });
  url = server.resolvedUrls?.local[0] ?? "";
  profile = mkdtempSync(join(tmpdir(), "rulesmith-chromium-"));
  downloads = mkdtempSync(join(tmpdir(), "rulesmith-downloads-"));
  mkdirSync(results, { recursive: true });
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    acceptDownloads: true,
    viewport: DESKTOP,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}, 240_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  for (const dir of [profile, downloads]) if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------- the engine's side

/** What the test needs of a game: its typed ruleset and words, and the numbers its board shows. */
interface Engine {
  readonly parse: (state: unknown) => unknown;
  readonly view: (state: unknown, viewer: Viewer) => unknown;
  readonly legal: (state: unknown, seat: PlayerId) => readonly unknown[];
  readonly words: (action: unknown, view: unknown) => string;
  readonly headline: (view: unknown, viewer: Viewer) => string;
  readonly pending: (state: unknown) => Decision | undefined;
  readonly outcome: (state: unknown) => unknown;
  readonly replayState: (record: unknown) => unknown;
  /** The side facts the board shows with a data-testid, as the view gives them. */
  readonly facts: (view: unknown) => Record<string, string>;
}

function engineOf<S, A, V>(
  ruleset: {
    parseState(v: unknown): { ok: true; value: S } | { ok: false; error: { message: string } };
    view(s: S, v: Viewer): V;
    legalActions(s: S, p: PlayerId): readonly A[];
    pending(s: S): Decision | undefined;
    outcome(s: S): unknown;
  },
  describeAction: (a: A, v: V) => string,
  describeView: (v: V, viewer: Viewer) => readonly string[],
  facts: (v: V) => Record<string, string>,
  replayed: (record: unknown) => unknown,
): Engine {
  const parse = (state: unknown): S => {
    const checked = ruleset.parseState(state);
    if (!checked.ok) throw new Error(`The page holds a state the engine does not accept: ${checked.error.message}`);
    return checked.value;
  };
  return {
    parse,
    view: (s, v) => ruleset.view(parse(s), v),
    legal: (s, p) => ruleset.legalActions(parse(s), p),
    words: (a, v) => describeAction(a as A, v as V),
    headline: (v, viewer) => describeView(v as V, viewer)[0] ?? "",
    pending: (s) => ruleset.pending(parse(s)),
    outcome: (s) => ruleset.outcome(parse(s)),
    replayState: replayed,
    facts: (v) => facts(v as V),
  };
}

function replayedState<S>(rules: Parameters<typeof replay<S, unknown, unknown>>[0]): (record: unknown) => unknown {
  return (record) => {
    const r = replay(rules, record);
    if (!r.ok) throw new Error(`The downloaded record does not replay: ${r.error.message}`);
    return r.value.state;
  };
}

const ENGINES: Readonly<Record<string, Engine>> = {
  ward: engineOf(
    ward.ruleset,
    ward.describeAction,
    ward.describeView,
    (v) => Object.fromEntries([0, 1].map((p) => [`cemetery-${p}`, `${v.game.cemeteryHp[p] ?? 0} / ${v.game.options.cemeteryThreshold}`])),
    replayedState(ward.ruleset),
  ),
  wardom: engineOf(
    wardom.ruleset,
    wardom.describeAction,
    wardom.describeView,
    (v) =>
      Object.fromEntries(
        [0, 1].flatMap((p) => [
          [`resolve-${p}`, String(v.game.sides[p]?.resolve ?? 0)],
          [`energy-${p}`, `${v.game.sides[p]?.energy.available ?? 0} / ${v.game.sides[p]?.energy.max ?? 0}`],
        ]),
      ),
    replayedState(wardom.ruleset),
  ),
  guardians: engineOf(
    guardians.ruleset,
    guardians.describeAction,
    guardians.describeView,
    (v) => Object.fromEntries(v.game.players.map((p) => [`guardian-hp-${p.seat}`, p.guardian === null ? "none" : `${p.guardian.hpLeft} / ${p.guardian.hp}`])),
    replayedState(guardians.ruleset),
  ),
};

// ---------------------------------------------------------------- the page's side

interface ZoneShown {
  readonly id: string;
  readonly count: number;
  readonly shown: string;
  readonly cards: readonly string[];
}

/** Everything the page shows that the test checks, read in one round trip. */
interface Snapshot {
  readonly game: string;
  readonly state: unknown;
  readonly position: number;
  readonly version: number;
  readonly outcome: boolean;
  readonly viewer: Viewer;
  readonly actingSeat: number | null;
  readonly headline: string;
  readonly zones: readonly ZoneShown[];
  readonly facts: Readonly<Record<string, string>>;
  readonly choices: readonly string[];
  readonly faces: number;
  readonly log: number;
}

async function snapshot(page: Page): Promise<Snapshot> {
  const json = await page.evaluate(() => {
    const hook = window.rulesmith;
    const status = hook?.status();
    const text = (el: Element | null): string => (el?.textContent ?? "").trim();
    const zones = [...document.querySelectorAll("[data-zone]")].map((z) => ({
      id: z.getAttribute("data-zone") ?? "",
      count: Number(z.getAttribute("data-count")),
      shown: z.getAttribute("data-shown") ?? "",
      cards: [...z.querySelectorAll("[data-card]")].map((c) => c.getAttribute("data-card") ?? ""),
    }));
    const facts: Record<string, string> = {};
    for (const f of document.querySelectorAll(".facts [data-testid]")) facts[f.getAttribute("data-testid") ?? ""] = text(f);
    return JSON.stringify({
      game: hook?.game ?? "",
      state: hook?.state() ?? null,
      position: status?.position ?? -1,
      version: status?.version ?? -1,
      outcome: status?.outcome !== null && status?.outcome !== undefined,
      viewer: hook?.viewer() ?? "spectator",
      actingSeat: hook?.actingSeat() ?? null,
      headline: text(document.querySelector("[data-testid=headline]")),
      zones,
      facts,
      choices: [...document.querySelectorAll("[data-testid=actions] button .choice-text")].map((b) => text(b)),
      faces: document.querySelectorAll("[data-testid=faces] input").length,
      log: document.querySelectorAll("[data-testid=log] li").length,
    });
  });
  return JSON.parse(json) as Snapshot;
}

/** Waits until no bot thinks, the page shows the controller's latest version, and a person must act or the match is over. */
async function settle(page: Page): Promise<Snapshot> {
  await page.waitForFunction(
    () => {
      const hook = window.rulesmith;
      const s = hook?.status();
      if (hook === undefined || s?.thinking !== null || hook.rendered() !== s.version) return false;
      return s.outcome !== null || s.botError !== null || hook.actingSeat() !== null || s.position >= 300;
    },
    undefined,
    { timeout: 60_000, polling: 20 },
  );
  const snap = await snapshot(page);
  const error = await page.evaluate(() => window.rulesmith?.status()?.botError?.message ?? null);
  if (error !== null) throw new Error(`a bot failed: ${error}`);
  return snap;
}

/** Checks what the page shows against the engine's view for the page's viewer. */
function checkPage(snap: Snapshot): void {
  const engine = ENGINES[snap.game];
  if (engine === undefined) throw new Error(`unknown game ${snap.game}`);
  const view = engine.view(snap.state, snap.viewer) as { zones: Readonly<Record<string, { count: number; cards: readonly (string | null)[] }>> };
  expect(snap.headline).toBe(engine.headline(view, snap.viewer));
  // Every zone of the view is on the board, card by card; a card the viewer may not identify is a back.
  expect(snap.zones.map((z) => z.id).sort()).toEqual(Object.keys(view.zones).sort());
  const shown = snap.zones.map((z) => ({ id: z.id, count: z.count, cards: z.cards }));
  const expected = snap.zones.map((z) => {
    const cards = (view.zones[z.id]?.cards ?? []).map((c) => c ?? "hidden");
    const top = z.shown === "all" ? cards.length : z.shown.startsWith("top:") ? Number(z.shown.slice(4)) : 0;
    return { id: z.id, count: view.zones[z.id]?.count, cards: cards.slice(0, top) };
  });
  expect(shown).toEqual(expected);
  expect(snap.facts).toEqual(engine.facts(view));
  // The choices: the acting seat's legal actions in the game's words, equal words once.
  if (snap.actingSeat !== null && snap.viewer === snap.actingSeat && snap.faces === 0) {
    const legal = engine.legal(snap.state, snap.actingSeat);
    const words = actionChoices(legal, (a) => engine.words(a, view)).map((c) => c.text);
    expect(snap.choices).toEqual(words);
    expect(new Set(snap.choices).size).toBe(snap.choices.length);
  }
}

interface Start {
  readonly game: "ward" | "wardom" | "guardians";
  readonly seats: readonly ("human" | "random" | "greedy" | "mcts")[];
  readonly seed: number;
  readonly dice?: "seeded" | "external";
  readonly physical?: readonly number[];
  readonly iterations?: number;
}

async function startMatch(page: Page, start: Start): Promise<void> {
  await page.goto(url);
  await page.check(`input[name=game][value=${start.game}]`);
  if (start.seats.length > 2) await page.selectOption("[data-testid=players]", String(start.seats.length));
  await page.check(`input[name=dice][value=${start.dice ?? "seeded"}]`);
  for (const [p, kind] of start.seats.entries()) {
    await page.selectOption(`[data-testid=seat-${p}]`, kind);
    if (start.dice === "external") await page.setChecked(`[data-testid=physical-${p}]`, start.physical?.includes(p) === true);
  }
  await page.fill("[data-testid=seed]", String(start.seed));
  if (start.iterations !== undefined) await page.fill("[data-testid=iterations]", String(start.iterations));
  await page.click("[data-testid=start]");
}

/** Takes one step as the person: a choice at random, or faces at random for a roll. */
async function act(page: Page, snap: Snapshot, rng: Rng): Promise<void> {
  if (snap.faces > 0) {
    const engine = ENGINES[snap.game];
    const details = engine?.pending(snap.state)?.details as { sides?: number } | undefined;
    const sides = details?.sides ?? 6;
    const inputs = page.locator("[data-testid=faces] input");
    for (let i = 0; i < snap.faces; i++) await inputs.nth(i).fill(String(1 + rng.int(sides)));
    await page.click("[data-testid=faces] button[type=submit]");
  } else {
    await page.locator("[data-testid=actions] button").nth(rng.int(snap.choices.length)).click();
  }
  await page.waitForFunction((v) => (window.rulesmith?.status()?.version ?? v) !== v, snap.version, { timeout: 30_000, polling: 10 });
}

/** Screenshots at desktop and phone widths; at phone width nothing may stick out sideways. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(results, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: join(results, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** axe-core's violations at "serious" and "critical" on the page as it is now. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const axe = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: readFileSync(axe, "utf8") });
  const found = await page.evaluate(async () => {
    const run = Reflect.get(window, "axe") as { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[] }> };
    const r = await run.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
  });
  return found.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.impact ?? ""} ${v.id}: ${v.help} (${v.nodes.join(", ")})`);
}

interface Played {
  readonly snap: Snapshot;
  readonly checks: number;
  /** The step of the person's move that was taken back ({@link PlayOptions.undo}), or null. */
  readonly undoneAt: number | null;
}

interface PlayOptions {
  /** Runs once, at about the middle of the match. */
  readonly midway?: (snap: Snapshot) => Promise<void>;
  /** Takes back the person's move the first time the page allows it, and checks the page is as before that move. */
  readonly undo?: boolean;
}

/**
 * Plays the match on the page to its end or `ACTIONS` actions, checking the page against the
 * engine at every step the person takes.
 */
async function playToEnd(page: Page, seed: number, options: PlayOptions = {}): Promise<Played> {
  const { midway } = options;
  const rng = new Rng(seedRng(seed));
  let snap = await settle(page);
  let checks = 0;
  let undoneAt: number | null = null;
  let midwayDone = midway === undefined;
  while (!snap.outcome && snap.position < ACTIONS) {
    checkPage(snap);
    checks++;
    if (!midwayDone && snap.position >= 40 && midway !== undefined) {
      midwayDone = true;
      await midway(snap);
      snap = await settle(page);
      continue;
    }
    const before = snap;
    await act(page, snap, rng);
    snap = await settle(page);
    if (options.undo === true && undoneAt === null && !(await page.locator("[data-testid=undo]").isDisabled())) {
      await undoTo(page, before);
      undoneAt = before.position;
      snap = await settle(page);
    }
  }
  checkPage(snap);
  return { snap, checks: checks + 1, undoneAt };
}

/** Clicks Undo and checks that the page is back where it was before the person's move: the same state, board, status line and choices, and again the engine's view. */
async function undoTo(page: Page, before: Snapshot): Promise<void> {
  await page.click("[data-testid=undo]");
  await page.waitForFunction((p) => window.rulesmith?.status()?.position === p && window.rulesmith.rendered() === window.rulesmith.status()?.version, before.position);
  const back = await snapshot(page);
  expect(back.state).toEqual(before.state);
  expect(back.zones).toEqual(before.zones);
  expect(back.headline).toBe(before.headline);
  expect(back.choices).toEqual(before.choices);
  checkPage(back);
}

/** The record cut to its first `n` actions (and so unfinished): what the engine replays to the state at step `n`. */
function recordPrefix(record: unknown, n: number): unknown {
  const { actions, ...rest } = record as { actions: readonly unknown[]; final?: unknown };
  return { ...Object.fromEntries(Object.entries(rest).filter(([key]) => key !== "final")), actions: actions.slice(0, n) };
}

/**
 * Loads the downloaded record on the page and steps through it: forward three steps, back two,
 * to the end, back one and forward one. At every step the page shows the spectator's view, checked
 * against the engine, of the state the engine replays from the record's first steps; at the end
 * that is the state the match was played to. Returns how many steps were checked.
 */
async function stepThroughRecord(page: Page, path: string, record: unknown, final: Snapshot): Promise<number> {
  const engine = ENGINES[final.game];
  if (engine === undefined) throw new Error(`unknown game ${final.game}`);
  const end = final.position;
  let checked = 0;
  const at = async (n: number): Promise<Snapshot> => {
    await page.waitForFunction(
      (p) => {
        const s = window.rulesmith?.status();
        return s?.mode === "replay" && s.position === p && window.rulesmith?.rendered() === s.version;
      },
      n,
      { timeout: 30_000, polling: 10 },
    );
    const snap = await snapshot(page);
    expect(snap.viewer).toBe("spectator");
    expect(await page.locator("[data-testid=replay-position]").textContent()).toMatch(new RegExp(`^Step ${n} of ${end}\\b`));
    checkPage(snap);
    expect(engine.parse(snap.state)).toEqual(engine.replayState(recordPrefix(record, n)));
    checked++;
    return snap;
  };
  await page.setInputFiles("[data-testid=upload]", path);
  await at(0);
  for (const n of [1, 2, 3]) {
    await page.click("[data-testid=forward]");
    await at(n);
  }
  for (const n of [2, 1]) {
    await page.click("[data-testid=back]");
    await at(n);
  }
  await page.click("[data-testid=to-end]");
  await at(end);
  await page.click("[data-testid=back]");
  await at(end - 1);
  await page.click("[data-testid=forward]");
  const last = await at(end);
  expect(last.state).toEqual(final.state);
  expect(last.outcome).toBe(final.outcome);
  return checked;
}

/**
 * Starts a Ward match of a person against a random bot and plays on (random choices) until
 * `find` finds what a test needs at a decision of the person's, within 60 steps.
 */
async function playWardUntil<T>(page: Page, missing: string, find: (state: ward.WardState, seat: PlayerId, view: ward.WardView) => T | undefined): Promise<{ snap: Snapshot; seat: PlayerId; found: T }> {
  await startMatch(page, { game: "ward", seats: ["human", "random"], seed: 3 });
  const rng = new Rng(seedRng(61));
  const look = (s: Snapshot): { seat: PlayerId; found: T } | undefined => {
    if (s.actingSeat === null || s.faces > 0 || s.viewer !== s.actingSeat) return undefined;
    const checked = ward.ruleset.parseState(s.state);
    if (!checked.ok) throw new Error(`The page holds a state the engine does not accept: ${checked.error.message}`);
    const found = find(checked.value, s.actingSeat, ward.ruleset.view(checked.value, s.actingSeat));
    return found === undefined ? undefined : { seat: s.actingSeat, found };
  };
  let snap = await settle(page);
  for (let i = 0; i < 60 && !snap.outcome; i++) {
    const seen = look(snap);
    if (seen !== undefined) return { snap, ...seen };
    await act(page, snap, rng);
    snap = await settle(page);
  }
  const seen = look(snap);
  if (seen === undefined) throw new Error(`${missing} in 60 steps`);
  return { snap, ...seen };
}

async function downloadRecord(page: Page): Promise<{ path: string; record: unknown }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("[data-testid=download]")]);
  const path = join(downloads, download.suggestedFilename());
  await download.saveAs(path);
  return { path, record: JSON.parse(readFileSync(path, "utf8")) as unknown };
}

function pageWith(errors: string[]): Promise<Page> {
  if (context === undefined) throw new Error("no browser");
  return context.newPage().then((page) => {
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    return page;
  });
}

const timings: string[] = [];

afterAll(() => {
  if (timings.length > 0) process.stdout.write(`\nweb client e2e:\n${timings.map((t) => `  ${t}`).join("\n")}\n`);
});

describe("the web client in Chromium", () => {
  const full: readonly { readonly name: string; readonly start: Start; readonly seed: number }[] = [
    { name: "ward", start: { game: "ward", seats: ["human", "random"], seed: 3 }, seed: 11 },
    { name: "wardom", start: { game: "wardom", seats: ["human", "random"], seed: 3 }, seed: 11 },
    { name: "guardians-4p", start: { game: "guardians", seats: ["human", "random", "random", "random"], seed: 5 }, seed: 12 },
  ];
  for (const { name, start, seed } of full) {
    const { game, seats } = start;
    it(`${game} with ${seats.length} seats: a person and ${seats.length === 2 ? "a random bot" : `${seats.length - 1} random bots`} to the end (or ${ACTIONS} actions), the page checked against the engine at every step, a move undone; the record downloads, replays to the same state, and loaded again on the page steps back and forth to it`, async () => {
      const t0 = Date.now();
      const errors: string[] = [];
      const page = await pageWith(errors);
      await startMatch(page, start);
      const played = await playToEnd(page, seed, {
        undo: true,
        midway: async () => {
          await screenshots(page, `${name}-mid-match`);
          // The spectator's view: the same checks against view(state, "spectator").
          await page.selectOption("[data-testid=viewer]", "spectator");
          const spectator = await settle(page);
          expect(spectator.viewer).toBe("spectator");
          checkPage(spectator);
          expect(spectator.zones.filter((z) => z.id.endsWith("/hand")).every((z) => z.cards.every((c) => c === "hidden"))).toBe(true);
          await page.selectOption("[data-testid=viewer]", "follow");
        },
      });
      expect(played.snap.outcome || played.snap.position >= ACTIONS).toBe(true);
      expect(played.checks).toBeGreaterThan(10);
      expect(played.undoneAt).not.toBeNull();
      expect(played.snap.log).toBeGreaterThan(0);
      // Every seat's zones are on the board.
      expect(new Set(played.snap.zones.map((z) => z.id.split("/")[0]).filter((owner) => owner !== undefined && /^p\d+$/.test(owner))).size).toBe(seats.length);
      const { path, record } = await downloadRecord(page);
      const engine = ENGINES[game];
      expect(engine?.replayState(record)).toEqual(engine?.parse(played.snap.state));
      const stepped = await stepThroughRecord(page, path, record, played.snap);
      expect(errors).toEqual([]);
      timings.push(`${name}: ${played.snap.position} actions, ${played.checks} page checks, the move at step ${String(played.undoneAt)} undone, then ${stepped} steps of the loaded record checked; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      await page.close();
    }, 300_000);
  }

  it("guardians with physical dice: a coin face that is no face is refused with the engine's words and changes nothing; the match plays on to the end (or 300 actions) with every roll entered by hand", async () => {
    const t0 = Date.now();
    const errors: string[] = [];
    const page = await pageWith(errors);
    await startMatch(page, { game: "guardians", seats: ["human", "random"], seed: 8, dice: "external", physical: [0, 1] });
    let snap = await settle(page);
    const rng = new Rng(seedRng(21));
    for (let i = 0; i < 20 && snap.faces === 0 && !snap.outcome; i++) {
      await act(page, snap, rng);
      snap = await settle(page);
    }
    // The toss for the first player is a coin, tossed by player 0: a 3 is no face of it.
    expect(snap.faces).toBeGreaterThan(0);
    const inputs = page.locator("[data-testid=faces] input");
    for (let i = 0; i < snap.faces; i++) await inputs.nth(i).fill("3");
    await page.click("[data-testid=faces] button[type=submit]");
    await expect.poll(() => page.locator("[data-testid=faces] [role=alert]").textContent()).toMatch(/3 is not a possible face/);
    const after = await snapshot(page);
    expect(after.version).toBe(snap.version);
    expect(after.state).toEqual(snap.state);
    const played = await playToEnd(page, 22, {
      midway: async () => {
        await screenshots(page, "guardians-physical-dice-mid-match");
      },
    });
    const { record } = await downloadRecord(page);
    expect(ENGINES["guardians"]?.replayState(record)).toEqual(ENGINES["guardians"]?.parse(played.snap.state));
    const rolls = (record as { actions: { action: { type?: string } }[] }).actions.filter((a) => a.action.type === "faces").length;
    expect(rolls).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    timings.push(`guardians, physical dice: ${played.snap.position} actions, ${played.checks} page checks, ${rolls} rolls entered by hand; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await page.close();
  }, 300_000);

  it("ward with physical dice for the bot's seat only: the person enters the bot's rolls (a 7 on a d6 refused), the controller rolls the person's", async () => {
    const t0 = Date.now();
    const errors: string[] = [];
    const page = await pageWith(errors);
    await startMatch(page, { game: "ward", seats: ["human", "random"], seed: 9, dice: "external", physical: [1] });
    const rng = new Rng(seedRng(23));
    let snap = await settle(page);
    let entered = 0;
    const hints: string[] = [];
    let refusal = "";
    let unchanged = false;
    for (let i = 0; i < 200 && entered < 4 && !snap.outcome; i++) {
      if (snap.faces > 0) {
        hints.push(`${String(snap.actingSeat)}: ${(await page.locator("[data-testid=faces] .hint").textContent()) ?? ""}`);
        if (refusal === "") {
          const inputs = page.locator("[data-testid=faces] input");
          for (let k = 0; k < snap.faces; k++) await inputs.nth(k).fill("7");
          await page.click("[data-testid=faces] button[type=submit]");
          await page.waitForSelector("[data-testid=faces] [role=alert]");
          refusal = (await page.locator("[data-testid=faces] [role=alert]").textContent()) ?? "";
          unchanged = JSON.stringify((await snapshot(page)).state) === JSON.stringify(snap.state);
        }
        entered++;
      } else {
        checkPage(snap);
      }
      await act(page, snap, rng);
      snap = await settle(page);
    }
    expect(hints.length).toBeGreaterThan(0);
    expect(hints.every((h) => h.startsWith("1: Real dice for Player 1 (random bot)"))).toBe(true);
    expect(refusal).toMatch(/7 is not a possible face/);
    expect(unchanged).toBe(true);
    // The person's own rolls were rolled by the controller: seat 0's faces are in the record, and no form asked for them.
    const { record } = await downloadRecord(page);
    const players = new Set((record as { actions: { player: number; action: { type?: string } }[] }).actions.filter((a) => a.action.type === "faces").map((a) => a.player));
    expect(players.has(1)).toBe(true);
    expect(errors).toEqual([]);
    timings.push(`ward, physical dice for the bot: ${entered} rolls entered, ${snap.position} actions; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await page.close();
  }, 300_000);

  it("undo restores the view from before the person's move, and is refused past a roll or a reveal", async () => {
    const t0 = Date.now();
    const errors: string[] = [];
    const page = await pageWith(errors);
    await startMatch(page, { game: "guardians", seats: ["human", "random"], seed: 4 });
    const rng = new Rng(seedRng(31));
    let snap = await settle(page);
    let undone = 0;
    let refused = 0;
    for (let i = 0; i < 80 && undone < 3 && !snap.outcome; i++) {
      const before = snap;
      await act(page, snap, rng);
      snap = await settle(page);
      if (await page.locator("[data-testid=undo]").isDisabled()) {
        refused++;
        continue;
      }
      await undoTo(page, before);
      undone++;
      snap = await settle(page);
    }
    expect(undone).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    timings.push(`undo: ${undone} undone, ${refused} refused; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await page.close();
  }, 300_000);

  it("a choice clicked twice before the page shows the next position (a double click) is taken once, and the second click shows no error", async () => {
    const t0 = Date.now();
    const errors: string[] = [];
    const page = await pageWith(errors);
    // A choice the same seat may take again right after taking it (Ward's "next" often is):
    // there the old page took a second click as a second action.
    const { snap, seat, found: target } = await playWardUntil(page, "no choice that stays legal once taken", (state, seat, view) => {
      for (const action of ward.ruleset.legalActions(state, seat)) {
        const once = ward.ruleset.apply(state, seat, action);
        if (once.ok && ward.ruleset.apply(once.value.state, seat, action).ok) return { words: ward.describeAction(action, view), action };
      }
      return undefined;
    });
    // Both clicks in one task, so the page cannot re-render between them: the second click runs the handler the first one did.
    const clicked = await page.evaluate((words) => {
      const button = [...document.querySelectorAll("[data-testid=actions] button")].find((b) => b.querySelector(".choice-text")?.textContent.trim() === words);
      if (!(button instanceof HTMLElement)) return false;
      button.click();
      button.click();
      return true;
    }, target.words);
    expect(clicked).toBe(true);
    await page.waitForFunction((v) => (window.rulesmith?.status()?.version ?? v) !== v, snap.version, { timeout: 30_000, polling: 10 });
    await settle(page);
    const { record } = await downloadRecord(page);
    const steps = (record as { actions: { player: number; action: unknown }[] }).actions;
    expect(steps[snap.position]).toEqual({ player: seat, action: target.action });
    expect(steps[snap.position + 1]).not.toEqual({ player: seat, action: target.action });
    expect(await page.locator(".choices [role=alert]").count()).toBe(0);
    expect(errors).toEqual([]);
    timings.push(`double click: "${target.words}" at step ${snap.position} taken once; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await page.close();
  }, 120_000);

  it("a real double click with a render between its clicks answers one decision: the second click lands on a choice of the next decision, and is ignored", async () => {
    const t0 = Date.now();
    const errors: string[] = [];
    const page = await pageWith(errors);
    // A choice after which the same person decides again, with at least as many choices: the
    // button under the pointer is then, after the first click, a choice of the next decision.
    const { snap, seat, found: target } = await playWardUntil(page, "no choice after which the person decides again", (state, seat, view) => {
      const choices = actionChoices(ward.ruleset.legalActions(state, seat), (a) => ward.describeAction(a, view));
      for (const [index, c] of choices.entries()) {
        const once = ward.ruleset.apply(state, seat, c.action);
        if (!once.ok) continue;
        const after = once.value.state;
        const decision = ward.ruleset.pending(after);
        if (decision?.kind === "chance" || decision?.players.length !== 1 || decision.players[0] !== seat) continue;
        if (ward.ruleset.legalActions(after, seat).length > index) return { index, action: c.action };
      }
      return undefined;
    });
    // Every click the page gets, as it arrives (before React's handler): its detail, the choice under the pointer and the version the page showed.
    await page.evaluate(() => {
      const seen: { detail: number; choice: boolean; rendered: number }[] = [];
      Reflect.set(window, "clicksSeen", seen);
      document.addEventListener(
        "click",
        (e) => {
          const on = e.target instanceof Element ? e.target.closest("[data-testid=actions] button") : null;
          seen.push({ detail: e.detail, choice: on !== null, rendered: window.rulesmith?.rendered() ?? -1 });
        },
        { capture: true },
      );
    });
    await page.locator("[data-testid=actions] button").nth(target.index).dblclick();
    await page.waitForFunction((v) => (window.rulesmith?.status()?.version ?? v) !== v, snap.version, { timeout: 30_000, polling: 10 });
    const after = await settle(page);
    const clicks = (await page.evaluate((): unknown => Reflect.get(window, "clicksSeen"))) as { detail: number; choice: boolean; rendered: number }[];
    // The scene: two clicks on choices, the second after the page showed the next decision.
    expect(clicks.map((c) => [c.detail, c.choice])).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(clicks[1]?.rendered).toBeGreaterThan(clicks[0]?.rendered ?? Infinity);
    // One decision answered: the person decides again at the next position.
    const { record } = await downloadRecord(page);
    const steps = (record as { actions: { player: number; action: unknown }[] }).actions;
    expect(steps.slice(snap.position)).toEqual([{ player: seat, action: target.action }]);
    expect(after.position).toBe(snap.position + 1);
    expect(after.actingSeat).toBe(seat);
    expect(await page.locator(".choices [role=alert]").count()).toBe(0);
    expect(errors).toEqual([]);
    timings.push(`real double click: choice ${target.index} at step ${snap.position} taken once, the second click ignored; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await page.close();
  }, 120_000);

  it("hot seat: with two people, the page shows the view of whoever decides, and only theirs", async () => {
    const t0 = Date.now();
    const errors: string[] = [];
    const page = await pageWith(errors);
    await startMatch(page, { game: "wardom", seats: ["human", "human"], seed: 12 });
    const rng = new Rng(seedRng(51));
    let snap = await settle(page);
    const viewers = new Set<Viewer>();
    let checks = 0;
    for (let i = 0; i < 40 && !snap.outcome; i++) {
      viewers.add(snap.viewer);
      // The viewer is the seat that decides; the other person's hand is a row of backs.
      const other = snap.actingSeat === 0 ? 1 : 0;
      const hidden = snap.zones.find((z) => z.id === `p${other}/hand`)?.cards.every((c) => c === "hidden") === true;
      if (snap.viewer !== snap.actingSeat || !hidden) break;
      checkPage(snap);
      checks++;
      await act(page, snap, rng);
      snap = await settle(page);
    }
    expect(checks).toBeGreaterThanOrEqual(40);
    expect(viewers).toEqual(new Set([0, 1]));
    expect(errors).toEqual([]);
    timings.push(`hot seat: ${checks} decisions, both people's views; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await page.close();
  }, 120_000);

  it("plays with the keyboard alone: Tab to Start, then each new decision puts the focus on its first choice, and Enter takes it", async () => {
    const t0 = Date.now();
    const errors: string[] = [];
    const page = await pageWith(errors);
    await page.goto(url);
    await page.selectOption("[data-testid=seat-1]", "random"); // a quick opponent; the rest is keys
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
    });
    for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.getAttribute("data-testid") === "start")); i++) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    let snap = await settle(page);
    const focused: string[] = [];
    for (let i = 0; i < 15 && !snap.outcome; i++) {
      // Ward's first rolls are the engine's (seeded dice): every decision here is a list of choices.
      focused.push(
        await page.evaluate(() => {
          const el = document.activeElement;
          if (el === null) return "nothing";
          return el.closest("[data-testid=actions]") === null ? el.tagName : "a choice";
        }),
      );
      await page.keyboard.press("Enter");
      await page.waitForFunction((v) => (window.rulesmith?.status()?.version ?? v) !== v, snap.version, { timeout: 30_000, polling: 10 });
      snap = await settle(page);
      checkPage(snap);
    }
    expect(focused.length).toBeGreaterThan(5);
    expect(focused.every((f) => f === "a choice")).toBe(true);
    expect(errors).toEqual([]);
    timings.push(`keyboard: ${focused.length} decisions taken with Enter; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await page.close();
  }, 120_000);

  it("a searching bot thinks in its Web Worker: the page says so and stays responsive", async () => {
    const t0 = Date.now();
    const errors: string[] = [];
    const page = await pageWith(errors);
    await startMatch(page, { game: "ward", seats: ["mcts", "human"], seed: 2, iterations: 200_000 });
    let gap = -1;
    let said = "";
    for (let i = 0; i < 40 && gap < 0; i++) {
      await page.waitForFunction(() => window.rulesmith?.status()?.thinking != null || (window.rulesmith?.actingSeat() ?? null) !== null, undefined, { timeout: 30_000, polling: 10 });
      if ((await page.evaluate(() => window.rulesmith?.status()?.thinking ?? null)) === null) {
        const snap = await settle(page);
        await act(page, snap, new Rng(seedRng(i)));
        continue;
      }
      // While the bot searches, timers on the page keep their pace: the longest gap between 50 ms ticks over one second.
      const measured = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let last = performance.now();
            let worst = 0;
            const timer = setInterval(() => {
              const now = performance.now();
              worst = Math.max(worst, now - last);
              last = now;
            }, 50);
            setTimeout(() => {
              clearInterval(timer);
              resolve(worst);
            }, 1000);
          }),
      );
      // Count it only if the bot was still searching at the end of the second.
      if ((await page.evaluate(() => window.rulesmith?.status()?.thinking ?? null)) !== null) {
        gap = measured;
        said = (await page.locator("[data-testid=thinking]").textContent()) ?? "";
      }
    }
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(said).toMatch(/Player 0 \(mcts bot\) is thinking/);
    expect(gap).toBeLessThan(250);
    expect(errors).toEqual([]);
    timings.push(`thinking: longest gap between 50 ms timer ticks while the bot searched for a second: ${gap.toFixed(0)} ms; ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await page.close();
  }, 120_000);

  it("axe-core finds nothing serious or critical on the setup page and on each game's page, at desktop and phone widths", async () => {
    const t0 = Date.now();
    const errors: string[] = [];
    const page = await pageWith(errors);
    await page.goto(url);
    const problems: string[] = [];
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      problems.push(...(await accessibilityProblems(page)).map((p) => `setup ${size.width}px: ${p}`));
    }
    for (const game of ["ward", "wardom", "guardians"] as const) {
      await page.setViewportSize(DESKTOP);
      await startMatch(page, { game, seats: ["human", "random"], seed: 6 });
      const rng = new Rng(seedRng(41));
      let snap = await settle(page);
      for (let i = 0; i < 12 && !snap.outcome; i++) {
        await act(page, snap, rng);
        snap = await settle(page);
      }
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        problems.push(...(await accessibilityProblems(page)).map((p) => `${game} ${size.width}px: ${p}`));
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    timings.push(`axe: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await page.close();
  }, 300_000);
});
