/**
 * The engine's Battle Stage: reveal, start-of-battle statuses (Frozen Touch, Corruption), the
 * battle calculation through the math layer, resolve damage, front-line destruction and the
 * coined wager.
 */
import { canIdentify, type PlayerId } from "@rulesmith/core";
import type { FormationUnit } from "../rules/battle.js";
import { frontLineUnits, rampageGainers, resolveBattle } from "../rules/battle.js";
import { canBeFrozen, hasStatus } from "../rules/statuses.js";
import { applyRampage } from "../rules/stats.js";
import { frozenTouchFreezes, corruptionStats } from "../rules/dice-rules.js";
import {
  cardsIn,
  damage,
  defOf,
  holder,
  isFaceDown,
  linePosition,
  lineUnits,
  move,
  other,
  ownerOf,
  statsOf,
  unitOf,
  zid,
  type Work,
  type Readable,
  turnFaceUp,
  firstOf,
  roundOf,
} from "./work.js";
import { coinCard, destroyCard, fireTriggers, giveStatus, queue } from "./effects.js";
import { ordinalWord } from "./board-text.js";

/**
 * A player's formation for the battle math: every Unit on the line with its position, facing,
 * effective stats and statuses.
 * @param w - The working copy.
 * @param p - The player.
 * @returns The formation.
 * @internal
 * @example
 * ```ts
 * resolveBattle(formation(w, firstOf(w.state)), formation(w, other(firstOf(w.state))));
 * ```
 */
export function formation(w: Readable, p: PlayerId): FormationUnit[] {
  const out: FormationUnit[] = [];
  for (const id of lineUnits(w, p)) {
    const h = holder(w, id);
    const s = statsOf(w, id);
    out.push({ id, position: linePosition(w, id) ?? "combat", faceUp: h.faceUp, combat: s.combat, support: s.support, statuses: h.statuses });
  }
  return out;
}

/**
 * Reveal (D-BTL-2, D-KW.Set-2): the first player's set Units flip, then the second's; then the
 * start-of-battle triggers are queued, first player's first (D-AMB-27, D-AMB-49).
 * @param w - The working copy.
 * @internal
 * @example
 * ```ts
 * reveal(w); // set Units flip; Frozen Touch and Corruption are queued
 * ```
 */
export function reveal(w: Work): void {
  const first = firstOf(w.state);
  const order: PlayerId[] = [first, other(first)];
  for (const p of order) {
    for (const id of lineUnits(w.state, p)) {
      if (!isFaceDown(w.state, id)) continue;
      turnFaceUp(w, id);
      w.emit({ type: "flipped", card: id, player: p, cause: "reveal", rule: "D-BTL-2" });
      fireTriggers(w, "flipped", [id]);
    }
  }
  for (const p of order) {
    for (const id of lineUnits(w.state, p)) {
      const h = holder(w.state, id);
      if (hasStatus(h, "frozen-touch")) queue(w, { kind: "status", source: id, status: "frozen-touch", you: p }, p, false);
      if (hasStatus(h, "corruption")) queue(w, { kind: "status", source: id, status: "corruption", you: p }, p, false);
    }
    fireTriggers(w, "start-of-battle", lineUnits(w.state, p));
  }
}

/**
 * A Unit on a line in words for a roll's purpose, which every player and spectator reads: its
 * name when everyone may identify it (face up), with its position ("Chaos Spawn in Support") when
 * its controller has a namesake face up on the line, and its place among them ("the second Chaos
 * Spawn in Support") when that position holds more than one; "a face-down Unit in Combat" when
 * not everyone may identify it. Only cards everyone may identify are counted, so the words never
 * tell a hidden card.
 * @param s - The state.
 * @param id - A Unit in a Combat or Support position.
 * @returns The words.
 * @internal
 * @example
 * ```ts
 * lineUnitWords(w.state, "c26"); // "Chaos Spawn"
 * ```
 */
export function lineUnitWords(s: Readable, id: string): string {
  const pos = linePosition(s, id);
  const where = pos === "combat" ? "Combat" : "Support";
  if (!canIdentify(s.zones, id, "spectator")) return `a face-down Unit in ${where}`;
  const name = defOf(s, id)?.name ?? "a Unit";
  const p = ownerOf(s, id);
  const namesakes = (ids: readonly string[]): string[] => ids.filter((c) => canIdentify(s.zones, c, "spectator") && defOf(s, c)?.name === name);
  if (namesakes(lineUnits(s, p)).length <= 1) return name;
  const here = namesakes(cardsIn(s, zid(p, pos ?? "support")));
  if (here.length <= 1) return `${name} in ${where}`;
  const k = here.indexOf(id);
  return `the ${ordinalWord(k)} ${name} in ${where}`;
}

/**
 * Resolves a status trigger: Frozen Touch rolls a die and on 4-6 freezes an eligible opposing
 * front-line Unit until the end of the next round (D-ST.FrozenTouch-1, D-AMB-2, D-AMB-27);
 * Corruption rolls two dice for the Unit's Combat and Support this battle (D-ST.Corruption-1,
 * D-AMB-28).
 * @param w - The working copy.
 * @param source - The Unit.
 * @param status - Which status.
 * @param p - Its controller.
 * @internal
 * @example
 * ```ts
 * resolveStatusTrigger(w, "c3", "corruption", 0); // rolls 2d6
 * ```
 */
export function resolveStatusTrigger(w: Work, source: string, status: "frozen-touch" | "corruption", p: PlayerId): void {
  if (linePosition(w.state, source) === null) return;
  if (status === "corruption") {
    // Real dice thrown together have no order: the request says which die is which (D-AMB-28).
    const faces = w.chance.roll(2, 6, `Corruption of ${lineUnitWords(w.state, source)} (first die Combat, second die Support)`, p, "each");
    const stats = corruptionStats(faces);
    if (!stats.ok) return;
    w.table("units")[source] = { ...unitOf(w.state, source), corruption: stats.value };
    w.emit({ type: "corruption", card: source, combat: stats.value.combat, support: stats.value.support, rule: "D-ST.Corruption-1" });
    return;
  }
  const face = w.chance.die(6, `Frozen Touch of ${lineUnitWords(w.state, source)}`, p);
  const freezes = frozenTouchFreezes(face);
  if (!freezes.ok || !freezes.value) {
    w.emit({ type: "frozen-touch", card: source, face, freezes: false, rule: "D-ST.FrozenTouch-1" });
    return;
  }
  const foe = other(p);
  const target = frontLineUnits(formation(w.state, foe)).find((u) => canBeFrozen(holder(w.state, u.id)));
  if (target === undefined) {
    w.emit({ type: "frozen-touch", card: source, face, freezes: true, rule: "D-ST.FrozenTouch-1" });
    return;
  }
  w.emit({ type: "frozen-touch", card: source, face, freezes: true, frozen: target.id, rule: "D-ST.FrozenTouch-1" });
  giveStatus(w, target.id, { status: "frozen" }, roundOf(w.state) + 1);
}

/**
 * The battle calculation and its results (D-BTL-3..11): totals, winner, the "battle-won" and
 * "battle-lost" triggers of the two lines (none on a tie), resolve damage, the front-line Unit
 * (the winner picks among several, D-AMB-4), then the coined wager.
 * @param w - The working copy.
 * @internal
 * @example
 * ```ts
 * fight(w); // totals, damage, destruction, the coined wager
 * ```
 */
export function fight(w: Work): void {
  const first = firstOf(w.state);
  const second = other(first);
  const res = battleOf(w.state);
  const winner = res.winner === null ? null : res.winner === 0 ? first : second;
  // resolveBattle's totals follow the order of play; the event gives them by seat.
  const totals = first === 0 ? ([res.totals[0], res.totals[1]] as const) : ([res.totals[1], res.totals[0]] as const);
  w.emit({ type: "battle", winner, totals, damage: res.damage, piercing: res.piercing, rule: winner === null ? "D-BTL-5" : "D-BTL-4" });
  w.set("battle", { round: roundOf(w.state), winner, damage: res.damage, destroyed: null });
  if (winner === null) {
    afterBattle(w);
    return;
  }
  const loser = other(winner);
  // The battle is decided: the Units that fought it trigger, the first player's first (D-AMB-49),
  // before damage, destruction and the coined wager add theirs.
  for (const p of [first, second]) fireTriggers(w, p === winner ? "battle-won" : "battle-lost", lineUnits(w.state, p));
  damage(w, loser, res.damage, null);
  if (w.state.outcome !== null) return;
  // The winner is offered the Units the battle can destroy, and every Unit they cannot identify
  // (one set again after Reveal) whatever the battle would do to it: which Units are offered,
  // and whether there is a choice at all, must not tell them a face-down Unit's stats (D-AMB-4).
  const offered = res.frontLine.filter((x) => destroys(x.outcome) || !canIdentify(w.state.zones, x.id, winner));
  if (offered.length > 1) {
    w.set("decision", { kind: "pick", player: winner, purpose: "front-line", options: offered.map((x) => x.id), min: 1, max: 1 });
    return;
  }
  const only = offered[0];
  frontLinePicked(w, only !== undefined && destroys(only.outcome) ? only.id : undefined);
}

/** The battle calculation on the lines as they stand (D-BTL-3..11), in the order of play. */
function battleOf(s: Readable): ReturnType<typeof resolveBattle> {
  const first = firstOf(s);
  const f0 = formation(s, first);
  const f1 = formation(s, other(first));
  const used: string[] = [];
  for (const u of [...f0, ...f1]) if (unitOf(s, u.id).lastWill !== "ready") used.push(u.id);
  return resolveBattle(f0, f1, { lastWillUsed: used }, s.options);
}

/** Whether the battle destroys a front-line Unit, or Last Will holds it until the End Stage. */
function destroys(outcome: ReturnType<typeof resolveBattle>["frontLine"][number]["outcome"]): boolean {
  return outcome.kind === "destroyed" || outcome.reason === "last-will";
}

/**
 * The winner's answer to the front-line pick: the battle destroys the picked Unit only if it
 * can, which, for a face-down Unit, the winner learns only now (D-AMB-4, D-BTL-8).
 * @param w - The working copy.
 * @param id - The picked Unit.
 * @internal
 * @example
 * ```ts
 * frontLineChosen(w, "c9");
 * ```
 */
export function frontLineChosen(w: Work, id: string | undefined): void {
  const winner = w.state.battle?.winner;
  // A Unit the winner can identify was offered because the battle destroys it.
  if (id === undefined || winner == null || canIdentify(w.state.zones, id, winner)) {
    frontLinePicked(w, id);
    return;
  }
  const hit = battleOf(w.state).frontLine.find((x) => x.id === id);
  frontLinePicked(w, hit !== undefined && destroys(hit.outcome) ? hit.id : undefined);
}

/**
 * Destroys (or Last-Will saves) the chosen front-line Unit, grows Rampage Units, coins the
 * losing wager and ends the battle.
 * @param w - The working copy.
 * @param id - The front-line Unit, or undefined for none.
 * @internal
 * @example
 * ```ts
 * frontLinePicked(w, "c9");
 * ```
 */
export function frontLinePicked(w: Work, id: string | undefined): void {
  const b = w.state.battle;
  if (b?.winner == null) {
    afterBattle(w);
    return;
  }
  const winner = b.winner;
  if (id !== undefined) {
    const u = unitOf(w.state, id);
    const lastWill = hasStatus(holder(w.state, id), "last-will") && u.lastWill === "ready";
    if (lastWill) {
      w.table("units")[id] = { ...u, lastWill: "pending" };
      w.emit({ type: "last-will", card: id, rule: "D-ST.LastWill-1" });
    } else {
      const gainers = rampageGainers(formation(w.state, winner), true);
      destroyCard(w, id, "battle");
      w.set("battle", { round: b.round, winner, damage: b.damage, destroyed: id });
      for (const g of gainers) {
        const gu = unitOf(w.state, g);
        const grown = applyRampage({ base: { combat: 0, support: 0 }, permanent: gu.permanent, added: { combat: 0, support: 0 } });
        w.table("units")[g] = { ...gu, permanent: grown.permanent };
        w.emit({ type: "rampage", card: g, rule: "D-ST.Rampage-1" });
      }
    }
  }
  const loser = other(winner);
  for (const c of cardsIn(w.state, zid(loser, "coin")).slice()) coinCard(w, c, winner, "battle");
  if (w.state.options.winnerWager === "returns-to-hand") for (const c of cardsIn(w.state, zid(winner, "coin")).slice()) move(w, c, zid(winner, "hand"));
  afterBattle(w);
}

/**
 * Ends the battle: this-battle changes and Corruption stats end (End & Routing comes next, once the Battle Stage has no part left).
 * @internal
 */
function afterBattle(w: Work): void {
  for (const [id, u] of Object.entries(w.state.units)) {
    if (u.corruption === null && !u.mods.some((m) => m.battle)) continue;
    w.table("units")[id] = { ...u, corruption: null, mods: u.mods.filter((m) => !m.battle) };
  }
}
