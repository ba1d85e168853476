// What a Wardom match waits for, as the engine kit's decision: whose, what kind, a prompt a
// person can read and the rule it follows.
import type { Decision, PlayerId } from "@rulesmith/core";
import type { Effect } from "../cards/cards.js";
import type { DecisionData, WardomState } from "./types.js";
import { abilityOf, pickCount } from "./effects.js";
import { resolvingOf } from "./work.js";

/**
 * The decision a Wardom match waits for (`ruleset.pending`): the kind of {@link DecisionData},
 * the player who decides, a prompt and the rule ID. A pick's options are not in it: the
 * picking player gets them as `legalActions`.
 * @example
 * ```ts
 * import { demoConfig, ruleset, type WardomDecision } from "@rulesmith/wardom";
 * const start = ruleset.setup(demoConfig(1));
 * const d = start.ok ? (ruleset.pending(start.value) as WardomDecision | undefined) : undefined;
 * console.log(d?.kind, d?.players); // first-roll [ 0 ]
 * ```
 */
export interface WardomDecision extends Decision {
  /** The kind of decision (see {@link DecisionData}). */
  readonly kind: DecisionData["kind"];
}

const ZERO: readonly PlayerId[] = /* @__PURE__ */ Object.freeze([0]);
const ONE: readonly PlayerId[] = /* @__PURE__ */ Object.freeze([1]);

/** @internal The kit's decision for the state's pending decision, or `null` once the match is over. */
export function decisionOf(s: WardomState): WardomDecision | null {
  if (s.outcome !== null) return null;
  const d = s.decision;
  if (d === null) return null;
  return { kind: d.kind, players: d.player === 1 ? ONE : ZERO, prompt: d.kind === "pick" ? pickPrompt(s, d) : prompt(d), rule: ruleFor(d) };
}

/** What a pick for each effect kind does to the cards picked, after "Choose 1 card to". */
const PICKED_FOR: Readonly<Partial<Record<Effect["kind"], string>>> = {
  "modify-stats": "change the Combat and Support of",
  "swap-stats": "swap the Combat and Support of",
  "add-status": "give the status to",
  "remove-status": "take the status from",
  cleanse: "cleanse",
  destroy: "destroy",
  forbid: "forbid",
  "return-to-hand": "return to their owner's hand",
  set: "set face down",
  flip: "flip face up",
  coin: "coin into your Treasury",
  recruit: "recruit",
  search: "take",
  seek: "take from the revealed cards",
  recover: "recover from your void",
};

/**
 * The prompt of a pick: what the picked cards are for (the effect's kind, for an effect's pick),
 * never which cards may be picked (a pick's options are the picker's, as legal actions that name
 * a card they may not identify by its place alone).
 */
function pickPrompt(s: WardomState, d: Extract<DecisionData, { kind: "pick" }>): string {
  if (d.purpose !== "effect" && d.purpose !== "search") return prompt(d);
  const r = resolvingOf(s);
  const effect = r === null ? undefined : abilityOf(s, r.source, r.ability)?.effects[r.effect];
  const what = effect === undefined ? undefined : PICKED_FOR[effect.kind];
  if (effect === undefined || what === undefined) return prompt(d);
  const printed = pickCount(effect);
  // A pick from a hand or deck has as many options as the picker's hidden cards allow: its
  // prompt, which everyone sees, says the printed count, not the pick's (which may be fewer).
  if (printed?.secret === true) {
    const noun = printed.count === 1 ? "card" : "cards";
    return printed.upTo ? `Choose up to ${printed.count} ${noun} to ${what}.` : `Choose ${printed.count} ${noun} to ${what}, or as many as you can.`;
  }
  const n = d.min === d.max ? String(d.max) : `${d.min} to ${d.max}`;
  return `Choose ${n} ${d.max === 1 ? "card" : "cards"} to ${what}.`;
}

/** @internal The rule a decision follows. */
export function ruleFor(d: DecisionData): string {
  switch (d.kind) {
    case "first-roll":
    case "choose-order":
      return "D-FIRST-1";
    case "upkeep":
      return "D-RSRC-4";
    case "main":
      return "D-MAIN-1";
    case "sequence":
    case "trigger":
      return "D-SEQ-3";
    case "battle-window":
      return "D-BTL-2";
    case "pick":
      return d.purpose === "guardian" ? "D-ST.Guardian-1" : d.purpose === "front-line" ? "D-AMB-4" : "D-TARGET-1";
    case "place":
      return "D-KW.Recruit-2";
    case "pay":
      return "D-TREAS-2";
    case "discard":
      return "D-END-5";
    case "route":
      return "D-END-2";
    default: {
      const never: never = d;
      return never;
    }
  }
}

/** What a "pay" decision's prompt says the cost is for, by the action's type. */
const PAID_FOR: Readonly<Record<Extract<DecisionData, { kind: "pay" }>["action"]["type"], string>> = {
  recruit: "the Unit you recruit",
  play: "the card you play",
  activate: "the card you activate",
  ability: "the ability you use",
  "pay-upkeep": "your Field's upkeep",
};

/** @internal The prompt of a decision. */
function prompt(d: DecisionData): string {
  switch (d.kind) {
    case "first-roll":
      return "Roll two dice each to decide who chooses to act first (the higher total chooses; ties reroll).";
    case "choose-order":
      return "You won the roll: act first or second this round?";
    case "upkeep":
      return "Pay the Field's upkeep, or send it to the void.";
    case "main":
      return "Main Stage: recruit, play or set Actions, play a Field, activate effects, wager, or end the stage.";
    case "sequence":
      return "A sequence is open: add a Swift effect, or pass.";
    case "trigger":
      return "Add or decline your optional triggered effects.";
    case "battle-window":
      return "Battle: use a Swift effect before the totals are compared, or pass.";
    case "pick":
      return d.purpose === "guardian"
        ? "A Unit with Ward would be destroyed: destroy a Guardian in its place, or not."
        : d.purpose === "front-line"
          ? "Choose the front-line Unit your battle destroys."
          : `Choose ${d.min === d.max ? String(d.max) : `${d.min} to ${d.max}`} for the effect.`;
    case "place":
      return "Choose where the recruited Unit goes and how to pay its cost.";
    case "pay":
      return `Choose how to pay ${d.amount} for ${PAID_FOR[d.action.type]}.`;
    case "discard":
      return "Discard down to 8 cards.";
    case "route":
      return "Route Units from your line to your Side Zone, or stop.";
    default: {
      const never: never = d;
      return never;
    }
  }
}
