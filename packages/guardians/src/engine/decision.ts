// What a Guardians match waits for, as the engine kit's decision: whose, what kind, a prompt a
// person can read and the rule it follows.
import type { Decision, PlayerId } from "@rulesmith/core";
import type { GuardiansState, PendingDecision } from "./state.js";

/**
 * The decision a Guardians match waits for (`ruleset.pending`, besides the kit's `"chance"`
 * for physical dice): the kind of {@link PendingDecision}, the one player who decides, a
 * prompt and the rule ID.
 *
 * @example
 * ```ts
 * import { demoConfig, ruleset, type GuardiansDecision } from "@rulesmith/guardians";
 * const start = ruleset.setup(demoConfig(1));
 * const d = start.ok ? (ruleset.pending(start.value) as GuardiansDecision | undefined) : undefined;
 * console.log(d?.kind, d?.players); // start [ 0 ]
 * ```
 */
export interface GuardiansDecision extends Decision {
  /** The kind of decision (see {@link PendingDecision}). */
  readonly kind: PendingDecision["kind"];
}

const PROMPTS: Readonly<Record<PendingDecision["kind"], readonly [string, string]>> = {
  start: ["Start the match: shuffle, draw 7 cards each and decide the first player.", "G-FIRST-1"],
  "choose-first": ["You won the toss: choose who takes the first turn.", "G-AMB-4"],
  action: ["Action Phase: Place a Creature, Quest or Barrier, Sneak a King, retreat, use abilities, or end the phase.", "G-TURN-3"],
  battle: ["Battle Phase: attack with a Minion or King, battle with your Guardian, or end the phase.", "G-TURN-7"],
  "choose-attack": ["Choose one of the three Attack Cards you drew for your Guardian.", "G-GBTL-1"],
  discard: ["Discard a card: your hand is over the hand limit.", "G-AMB-34"],
  "choose-opponent": ["Choose which opponent your card's effect acts on (the opposing Guardian, or all opposing creatures).", "G-AMB-3"],
  "choose-creature": ["Choose the creature your card's effect acts on.", "G-ENG-9"],
};

// Every decision of a kind and player is the same object, made once: the kit asks for the
// decision several times a step (who is active, who may act), and a new object each time was
// garbage.
const MADE = new Map<PendingDecision["kind"], GuardiansDecision[]>();

function made(kind: PendingDecision["kind"], player: PlayerId): GuardiansDecision {
  let byPlayer = MADE.get(kind);
  if (byPlayer === undefined) {
    byPlayer = [];
    MADE.set(kind, byPlayer);
  }
  let d = byPlayer[player];
  if (d === undefined) {
    const [prompt, rule] = PROMPTS[kind];
    d = Object.freeze({ kind, players: Object.freeze([player]), prompt, rule });
    if (player >= 0 && player < 4) byPlayer[player] = d;
  }
  return d;
}

/**
 * The kit's decision for the state's pending decision, or `null` once the match is over.
 *
 * Implements G-FIRST-1, G-AMB-4, G-TURN-3, G-TURN-7, G-GBTL-1, G-AMB-34, G-AMB-3, G-ENG-9: the rule each
 * kind of decision names; and G-TURN-1: one player acts at a time.
 *
 * @param s - The state.
 * @returns The decision.
 * @internal
 * @example
 * ```ts
 * decisionOf(state)?.prompt;
 * ```
 */
export function decisionOf(s: GuardiansState): GuardiansDecision | null {
  if (s.outcome !== null) return null;
  const d = s.decision;
  if (d === null) return null;
  return made(d.kind, d.player);
}
