// A small Ward client: the person plays seat 0 against the MCTS bot in seat 1. Everything the
// page shows comes from `ruleset.view(state, 0)`; every button is one of
// `ruleset.legalActions(state, 0)`; every log line is an event as seat 0 may see it
// (`ruleset.viewEvents`).
import { turnCycle, type DiceMode, type GameEvent, type PlayerId } from "@rulesmith/core";
import { mctsBot, type Bot } from "@rulesmith/bots";
import { demoConfig, ruleset, type WardAction, type WardState } from "@rulesmith/ward";
import { describeAction, describeEvent, type ViewLike } from "./describe.js";
import { renderSide } from "./render.js";

const HUMAN: PlayerId = 0;
const BOT: PlayerId = 1;
const BOT_ITERATIONS = 300;

interface Match {
  state: WardState;
  readonly bot: Bot<WardState, WardAction>;
  readonly dice: DiceMode;
}

let match: Match | undefined;

function element(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`The page has no #${id}`);
  return el;
}

/** Logs a step's events as seat 0 may see them: no id of a card it could identify neither before nor after the step. */
function log(events: readonly GameEvent[], before: WardState, after: WardState): void {
  const list = element("log");
  const views: readonly ViewLike[] = [ruleset.view(after, HUMAN), ruleset.view(before, HUMAN)];
  for (const e of ruleset.viewEvents(events, HUMAN, { before, after })) {
    const text = describeEvent(e, views, HUMAN);
    if (text === undefined) continue;
    const li = document.createElement("li");
    li.textContent = text;
    if (e.type === "dice-rolled") li.className = "dice";
    list.append(li);
  }
  list.scrollTop = list.scrollHeight;
}

function apply(player: PlayerId, action: WardAction): void {
  if (match === undefined) return;
  const step = ruleset.apply(match.state, player, action);
  if (!step.ok) {
    element("decision").textContent = step.error.message;
    return;
  }
  const before = match.state;
  match.state = step.value.state;
  log(step.value.events, before, match.state);
  render();
  window.setTimeout(advance, 30);
}

/** Lets the bot act whenever it must; a pending physical roll always waits for the person. */
function advance(): void {
  if (match === undefined || ruleset.outcome(match.state) !== undefined) return;
  const pending = ruleset.pending(match.state);
  if (pending?.kind === "chance") return; // the person enters the faces for either seat
  const active = ruleset.activePlayers(match.state);
  if (active.includes(HUMAN) || !active.includes(BOT)) return;
  const choice = match.bot.choose(match.state, BOT);
  if (!choice.ok) {
    element("decision").textContent = `The bot could not choose: ${choice.error.message}`;
    return;
  }
  apply(BOT, choice.value);
}

function renderFaces(player: PlayerId, count: number, sides: number, purpose: string): void {
  const box = element("actions");
  const form = document.createElement("form");
  form.className = "faces";
  form.dataset["testid"] = "faces";
  const inputs: HTMLInputElement[] = [];
  for (let i = 0; i < count; i++) {
    const input = document.createElement("input");
    input.type = "number";
    input.required = true; // the range is checked by the engine, which says what is wrong
    input.placeholder = `1-${sides}`;
    input.setAttribute("aria-label", `die ${i + 1} of ${count}`);
    inputs.push(input);
    form.append(input);
  }
  const submit = document.createElement("button");
  submit.type = "submit";
  submit.textContent = `Enter the ${purpose} (${player === HUMAN ? "your dice" : "the bot's dice"})`;
  form.append(submit);
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    apply(player, { type: "faces", faces: inputs.map((i) => Number(i.value)) });
  });
  box.append(form);
}

function render(): void {
  if (match === undefined) return;
  const { state } = match;
  const view = ruleset.view(state, HUMAN);
  const outcome = ruleset.outcome(state);
  const status = element("status");
  const { clock } = view.game;
  const whose = clock.active === HUMAN ? "your turn" : "the bot's turn";
  status.innerHTML = "";
  const line = document.createElement("span");
  line.innerHTML = `Turn <b data-testid="turn">${clock.turn}</b> · turn cycle ${turnCycle(clock)} · ${whose} · phase <b data-testid="phase">${clock.phase}</b>`;
  status.append(line);
  if (outcome !== undefined) {
    const over = document.createElement("div");
    over.className = "over";
    over.dataset["testid"] = "outcome";
    over.textContent =
      outcome.winners.length === 0 ? `Draw: ${outcome.reason}` : outcome.winners.includes(HUMAN) ? `You win: ${outcome.reason}` : `The bot wins: ${outcome.reason}`;
    status.append(over);
  }
  renderSide(element("side-0"), view, HUMAN, "You");
  renderSide(element("side-1"), view, BOT, "Bot");

  const { pending } = view;
  element("decision").textContent = outcome !== undefined ? "" : (pending?.prompt ?? "");
  const box = element("actions");
  box.innerHTML = "";
  if (outcome !== undefined) return;
  if (pending?.kind === "chance") {
    const r = pending.details;
    renderFaces(pending.players[0] ?? r.player ?? HUMAN, r.count, r.sides, r.purpose);
    return;
  }
  for (const action of ruleset.legalActions(state, HUMAN)) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = describeAction(action, view);
    button.dataset["action"] = JSON.stringify(action);
    button.addEventListener("click", () => {
      apply(HUMAN, action);
    });
    box.append(button);
  }
}

function newMatch(seed: number, dice: DiceMode): void {
  const config = { ...demoConfig(seed), dice };
  const setup = ruleset.setup(config);
  const bot = mctsBot(ruleset, { seed: seed + 1, iterations: BOT_ITERATIONS });
  if (!setup.ok || !bot.ok) {
    element("decision").textContent = setup.ok ? "The bot could not be made." : setup.error.message;
    return;
  }
  match = { state: setup.value, bot: bot.value, dice };
  element("log").innerHTML = "";
  render();
  window.setTimeout(advance, 30);
}

element("controls").addEventListener("submit", (ev) => {
  ev.preventDefault();
  const seed = Number((element("seed") as HTMLInputElement).value);
  const dice = (element("dice") as HTMLSelectElement).value === "external" ? "external" : "seeded";
  newMatch(Number.isInteger(seed) ? seed : 1, dice);
});

// For the end-to-end test: the current state, so it can check the page against the engine.
declare global {
  interface Window {
    rulesmith?: { readonly state: () => WardState | undefined; readonly human: PlayerId };
  }
}
window.rulesmith = { state: () => match?.state, human: HUMAN };

newMatch(1, "seeded");
