/**
 * End to end: builds the page with Vite (against the packages' built entry points), serves it,
 * and plays Ward in headless Chromium, checking after every action that what the page shows
 * is what the engine says. Needs Debian's `chromium` (`.ci/run` installs it) and the packages
 * built (`pnpm build`; done here if a build is missing or older than its sources). Saves a screenshot to
 * examples/web/test-results/.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { build, preview, type PreviewServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng, seedRng } from "@rulesmith/core";
import { ruleset, type WardState } from "@rulesmith/ward";

const here = fileURLToPath(new URL("..", import.meta.url));
const repo = join(here, "..", "..");
const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const STEPS = 40;

let server: PreviewServer | undefined;
let context: BrowserContext | undefined;
let profile = "";
let url = "";

/** The newest modification time of the files under `dir`. */
function newest(dir: string): number {
  let latest = 0;
  for (const f of readdirSync(dir, { recursive: true, encoding: "utf8" })) latest = Math.max(latest, statSync(join(dir, f)).mtimeMs);
  return latest;
}

/** Builds the packages when a build the page imports is missing or older than its sources (the test itself runs against the sources). */
function ensurePackagesBuilt(): void {
  const fresh = ["core", "bots", "ward"].every((p) => {
    const built = join(repo, "packages", p, "dist", "index.js");
    return existsSync(built) && statSync(built).mtimeMs >= newest(join(repo, "packages", p, "src"));
  });
  if (fresh) return;
  execFileSync("pnpm", ["-r", "--filter", "./packages/**", "run", "build"], { cwd: repo, stdio: "ignore" });
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install Debian's chromium (apt-get install chromium), as .ci/run does, or set CHROMIUM_PATH.`);
  }
  ensurePackagesBuilt();
  await build({ root: here, logLevel: "error", configFile: join(here, "vite.config.ts") });
  server = await preview({ root: here, logLevel: "error", configFile: join(here, "vite.config.ts"), preview: { port: 0, host: "127.0.0.1" } });
  url = server.resolvedUrls?.local[0] ?? "";
  profile = mkdtempSync(join(tmpdir(), "rulesmith-chromium-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}, 180_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  if (profile !== "") rmSync(profile, { recursive: true, force: true });
});

async function pageState(page: Page): Promise<WardState | undefined> {
  const json = await page.evaluate(() => JSON.stringify(window.rulesmith?.state() ?? null));
  const parsed: unknown = JSON.parse(json);
  if (parsed === null) return undefined;
  const checked = ruleset.parseState(parsed);
  if (!checked.ok) throw new Error(`The page holds a state the engine does not accept: ${checked.error.message}`);
  return checked.value;
}

async function text(page: Page, testid: string): Promise<string> {
  return (await page.locator(`[data-testid="${testid}"]`).first().textContent()) ?? "";
}

/** Checks what the page shows against the engine's view for seat 0. */
async function expectPageMatchesEngine(page: Page, state: WardState): Promise<void> {
  const view = ruleset.view(state, 0);
  expect(await text(page, "turn")).toBe(String(view.game.clock.turn));
  expect(await text(page, "phase")).toBe(view.game.clock.phase);
  for (const p of [0, 1]) {
    expect(await text(page, `cemetery-${p}`)).toBe(String(view.game.cemeteryHp[p] ?? 0));
    expect(await text(page, `hand-count-${p}`)).toBe(String(view.zones[`p${p}/hand`]?.count ?? 0));
    const primary = view.zones[`p${p}/primary`]?.cards[0];
    if (primary !== undefined && primary !== null) {
      expect(await text(page, `hp-${p}`)).toBe(String(view.game.creatures[primary]?.hp));
    }
  }
  const legal = ruleset.outcome(state) === undefined && !ruleset.activePlayers(state).includes(1) ? ruleset.legalActions(state, 0) : [];
  if (legal.length > 0) {
    const shown = await page.locator("#actions button[data-action]").evaluateAll((els) => els.map((e) => e.getAttribute("data-action")));
    expect(shown).toEqual(legal.map((a) => JSON.stringify(a)));
  }
}

/** Waits until the bot has finished and the person may act, or the match is over. */
async function settle(page: Page): Promise<WardState> {
  await page.waitForFunction(
    () => {
      const s = window.rulesmith?.state();
      if (s === undefined) return false;
      const buttons = document.querySelectorAll("#actions button, #actions form, [data-testid=outcome]");
      return buttons.length > 0;
    },
    undefined,
    { timeout: 60_000 },
  );
  const state = await pageState(page);
  if (state === undefined) throw new Error("no match on the page");
  return state;
}

describe("the web client", () => {
  it("plays Ward against the MCTS bot with seeded dice, showing what the engine says", async () => {
    if (context === undefined) throw new Error("no browser");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(url);
    const rng = new Rng(seedRng(2024));
    let state = await settle(page);
    for (let i = 0; i < STEPS && ruleset.outcome(state) === undefined; i++) {
      await expectPageMatchesEngine(page, state);
      const buttons = page.locator("#actions button[data-action]");
      const count = await buttons.count();
      expect(count).toBeGreaterThan(0);
      const before = JSON.stringify(state);
      await buttons.nth(rng.int(count)).click();
      await page.waitForFunction((prev) => JSON.stringify(window.rulesmith?.state() ?? null) !== prev, before, { timeout: 60_000 });
      state = await settle(page);
    }
    await expectPageMatchesEngine(page, state);
    expect(await page.locator("#log li").count()).toBeGreaterThan(0);
    mkdirSync(join(here, "test-results"), { recursive: true });
    await page.screenshot({ path: join(here, "test-results", "ward-seeded.png"), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it("with physical dice, asks for the faces, refuses a 7 on a d6 and takes real faces", async () => {
    if (context === undefined) throw new Error("no browser");
    const page = await context.newPage();
    await page.goto(url);
    await page.selectOption("#dice", "external");
    await page.click("#new-match");
    let state = await settle(page);
    const rng = new Rng(seedRng(7));
    const faces = page.locator("[data-testid=faces] input");
    // Play until a roll is due (the first one comes at once: who goes first).
    for (let i = 0; i < STEPS && ruleset.outcome(state) === undefined && (await faces.count()) === 0; i++) {
      const buttons = page.locator("#actions button[data-action]");
      await buttons.nth(rng.int(await buttons.count())).click();
      await page.waitForTimeout(50);
      state = await settle(page);
    }
    const count = await faces.count();
    expect(count).toBeGreaterThan(0);
    expect(ruleset.pending(state)?.kind).toBe("chance");

    const before = JSON.stringify(state);
    await faces.first().fill("7");
    for (let k = 1; k < count; k++) await faces.nth(k).fill("3");
    await page.click("[data-testid=faces] button");
    expect(await text(page, "decision")).toMatch(/7 is not a possible face/);
    expect(JSON.stringify(await pageState(page))).toBe(before); // refused: nothing changed

    for (let k = 0; k < count; k++) await faces.nth(k).fill(String(1 + rng.int(6)));
    await page.click("[data-testid=faces] button");
    await page.waitForFunction((prev) => JSON.stringify(window.rulesmith?.state() ?? null) !== prev, before, { timeout: 60_000 });
    const after = await settle(page);
    expect(JSON.stringify(after)).not.toBe(before);
    await page.screenshot({ path: join(here, "test-results", "ward-physical.png"), fullPage: true });
    await page.close();
  }, 300_000);
});
