// Why an action that is not in the legal list was refused: a specific code and rule ID where
// one applies, else `action/illegal`.
import { CoreErrorCode, ruleError, type RuleError } from "@rulesmith/core";
import { canAttack, conditionsAllowRetreat } from "../rules/conditions.js";
import { activatedAbility, attackTargets, mayAttack, placeAvailable, ROW_SLOTS } from "./legal.js";
import { defOf, guardianOf, opponentsOf, unitOf, zoneCards } from "./board.js";
import type { GuardiansAction, GuardiansState, PendingDecision } from "./state.js";

function inZone(s: GuardiansState, p: number, zone: "hand" | "field" | "drawn", card: string): boolean {
  return zoneCards(s, p, zone).includes(card);
}

/**
 * Explains a refused action.
 *
 * @param s - The state.
 * @param decision - The pending decision.
 * @param a - The refused action (well formed).
 * @returns The error.
 * @internal
 * @example
 * ```ts
 * explainIllegal(state, { kind: "battle", player: 0, target: null }, { type: "place", card: "c3", tributes: [] }).code; // "phase/wrong"
 * ```
 */
export function explainIllegal(s: GuardiansState, decision: PendingDecision, a: Exclude<GuardiansAction, { type: "faces" }>): RuleError {
  const p = decision.player;
  const phaseOf: Partial<Record<GuardiansAction["type"], PendingDecision["kind"]>> = {
    start: "start",
    "choose-first": "choose-first",
    place: "action",
    sneak: "action",
    retreat: "action",
    ability: "action",
    attack: "battle",
    "guardian-battle": "battle",
    "choose-attack": "choose-attack",
    discard: "discard",
    "choose-opponent": "choose-opponent",
    "choose-creature": "choose-creature",
  };
  const wanted = phaseOf[a.type];
  if (wanted !== undefined && wanted !== decision.kind) {
    const rule = wanted === "battle" && s.turn.setup ? "G-FIRST-3" : "G-TURN-1";
    return ruleError("phase/wrong", `"${a.type}" is not possible now: the match waits for ${decision.kind}.`, { rule, details: { decision: decision.kind } });
  }
  switch (a.type) {
    case "place":
    case "sneak": {
      if (!inZone(s, p, "hand", a.card)) return ruleError("place/not-in-hand", `${a.card} is not in your hand.`, { rule: "G-TERM-1" });
      const def = defOf(s, a.card);
      if (def.kind === "king" && a.type === "place") return ruleError("place/king", "Kings are Sneaked, not Placed.", { rule: "G-KING-7" });
      if (def.kind !== "king" && a.type === "sneak") return ruleError("sneak/not-king", "Only Kings are Sneaked.", { rule: "G-TERM-2" });
      if (def.kind === "attack" || def.kind === "guardian") return ruleError("place/kind", `${def.name} cannot be placed.`, { rule: "G-MAT-5" });
      if (!placeAvailable(s) && !(def.kind === "barrier" && s.options.barrierPlace === "unlimited") && (def.kind !== "king" || s.options.sneakCountsAsPlace)) {
        return ruleError("place/once", "You can Place one Creature or Quest per turn.", { rule: "G-TURN-4" });
      }
      if ((def.kind === "quest" || def.kind === "barrier") && zoneCards(s, p, "row").length >= ROW_SLOTS) {
        return ruleError("place/row-full", "All five Quest and Barrier slots are taken.", { rule: "G-MAT-6" });
      }
      if (def.kind === "minion") {
        return ruleError("place/tributes", `A level ${def.level} Minion needs ${def.level - 1} Minion(s) sent to the Discard Pile, and a free slot.`, {
          rule: def.level === 2 ? "G-MIN-4" : def.level === 3 ? "G-MIN-5" : def.level > 3 ? "G-AMB-1" : "G-MAT-3",
        });
      }
      if (def.kind === "king") return ruleError("sneak/tributes", `${def.name} needs ${def.sneakMinions} level ${def.level} Minion(s) sent to the Discard Pile.`, { rule: "G-KING-3" });
      break;
    }
    case "retreat": {
      if (s.turn.retreated) return ruleError("retreat/once", "You can retreat only once per turn.", { rule: "G-TURN-5" });
      if (!inZone(s, p, "field", a.card)) return ruleError("retreat/not-on-field", `${a.card} is not one of your Minions or Kings.`, { rule: "G-GUARD-7" });
      if (!conditionsAllowRetreat(unitOf(s, a.card).conditions)) return ruleError("retreat/condition", "A Paralyzed, Asleep or Frozen creature cannot retreat.", { rule: "G-RET-5" });
      return ruleError("retreat/replacement", "A retreat needs a level 1 creature from your hand to Sneak in its place and a deck that can pay the Retreat Cost.", { rule: "G-RET-4" });
    }
    case "attack": {
      if (!inZone(s, p, "field", a.attacker)) return ruleError("attack/attacker", `${a.attacker} is not one of your Minions or Kings.`, { rule: "G-BTL-1" });
      const u = unitOf(s, a.attacker);
      if (u.attacked) return ruleError("attack/once", "Each creature attacks at most once per turn.", { rule: "G-BTL-5" });
      if (!canAttack(u.conditions)) return ruleError("attack/condition", "A Paralyzed, Asleep or Frozen creature cannot attack.", { rule: "G-PAR-1" });
      if (!mayAttack(s, a.attacker)) return ruleError("attack/order", "Attack in the Chain of Command order: Minions, then Kings, then the Guardian.", { rule: "G-COC-1" });
      if (!attackTargets(s, p, a.attacker).includes(a.target)) {
        return ruleError("attack/target", "That target cannot be attacked now: Barriers, then Minions, protect Kings and the Guardian, and fliers need Flying, Ranged or Arcane.", { rule: "G-COC-2" });
      }
      break;
    }
    case "ability": {
      if (a.card !== guardianOf(s, p) && !inZone(s, p, "field", a.card)) return ruleError("ability/card", `${a.card} is not your Guardian or one of your Minions or Kings.`, { rule: "G-TURN-6" });
      const def = defOf(s, a.card);
      if (activatedAbility(def, a.ability) === null) return ruleError("ability/none", `${def.name} has no activated ability at position ${a.ability} of its abilities.`, { rule: "G-TURN-6" });
      const u = unitOf(s, a.card);
      if (u.conditions.frozen) return ruleError("ability/frozen", "A Frozen creature cannot use its abilities.", { rule: "G-FROZ-1" });
      if (u.usedAbilities.includes(a.ability) && s.options.activatedAbilities !== "unlimited") {
        return ruleError("ability/once", "Each activated ability is used once per turn (option activatedAbilities).", { rule: "G-ENG-1" });
      }
      return ruleError("ability/target", "Choose a creature in play for the ability's chosen-creature effects, or null when it has none.", { rule: "G-TURN-6" });
    }
    case "choose-opponent":
      if (!opponentsOf(s, p).includes(a.player)) return ruleError("opponent/not-opponent", `Player ${a.player} is not one of your opponents still in the match.`, { rule: "G-AMB-3" });
      break;
    case "choose-creature":
      return ruleError("creature/not-in-play", `${a.target} is not a Minion or King in play.`, { rule: "G-ENG-9" });
    case "guardian-battle":
      if (s.turn.guardianBattled) return ruleError("guardian/once", "Your Guardian battles at most once per turn.", { rule: "G-GBTL-3" });
      return ruleError("guardian/target", "Your Guardian can only attack an opposing Guardian that no Barrier protects.", { rule: "G-GBTL-2" });
    case "choose-attack":
      if (!inZone(s, p, "drawn", a.card)) return ruleError("attack-card/not-drawn", "Choose one of the three Attack Cards you drew.", { rule: "G-GBTL-1" });
      break;
    case "end-phase":
      if (decision.kind === "battle") return ruleError("battle/rush", "A Rushed creature must attack the opposing Guardian.", { rule: "G-RUSH-1" });
      break;
    default:
      break;
  }
  return ruleError(CoreErrorCode.IllegalAction, `"${a.type}" is not one of your legal actions now.`, { details: { decision: decision.kind } });
}
