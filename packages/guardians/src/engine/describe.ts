// Guardians' events in words, for a play-by-play: one sentence per event, totals explained.
import type { GameEvent } from "@rulesmith/core";

function field(e: GameEvent, k: string): unknown {
  return Object.hasOwn(e, k) ? Reflect.get(e, k) : undefined;
}

function text(v: unknown): string {
  if (v === null || v === undefined) return "a hidden card";
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return String(v);
  return JSON.stringify(v);
}

const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

const CONDITION_WORDS: Readonly<Record<string, string>> = {
  poisoned: "Poisoned",
  paralyzed: "Paralyzed",
  confused: "Confused",
  burned: "Burned",
  asleep: "Asleep",
  rushed: "Rushed",
  flying: "Flying",
  frozen: "Frozen",
};

/** "3 ATK − 1 prevented by Barriers = 2" when the parts are in the event, else the total alone. */
function total(e: GameEvent, parts: readonly (readonly [key: string, words: string, sign: 1 | -1])[], result: number | undefined): string {
  const shown: string[] = [];
  for (const [key, words, sign] of parts) {
    const v = num(field(e, key));
    if (v === undefined || (v === 0 && shown.length > 0)) continue;
    shown.push(`${shown.length === 0 ? "" : sign > 0 ? "+ " : "\u2212 "}${v} ${words}`);
  }
  if (shown.length < 2 || result === undefined) return result === undefined ? "" : String(result);
  return `${shown.join(" ")} = ${result}`;
}

/**
 * A one-line English description of a Guardians event for a play-by-play log (cards are named
 * by instance id; a client or the command line maps ids to names with its view), or
 * `undefined` for an event the game leaves to core's wording (card moves, rolls, phases).
 *
 * Implements no rule: it only words events for people.
 *
 * @param e - An event from `ruleset.apply`.
 * @returns The line, or `undefined`.
 * @example
 * ```ts
 * import { describeEvent } from "@rulesmith/guardians";
 * describeEvent({ type: "damage", card: "c4", amount: 3, damage: 5, source: "c9" });
 * // "c4 takes 3 damage from c9 (5 damage in all)."
 * describeEvent({ type: "attack-card-chosen", player: 0, card: "c12", base: 3, typeDamage: 2, prevented: 1, damage: 4 });
 * // "Player 0 chooses the Attack Card c12: 3 Base Damage + 2 Type Damage − 1 prevented by Barriers = 4 damage."
 * ```
 */
export function describeEvent(e: GameEvent): string | undefined {
  const f = (k: string): string => text(field(e, k));
  const who = (k: string): string => `Player ${f(k)}`;
  switch (e.type) {
    case "toss-won":
      return `${who("player")} wins the toss and chooses who goes first.`;
    case "first-player": {
      const by = field(e, "chosenBy");
      return by === null || by === undefined ? `${who("player")} goes first.` : `${who("chosenBy")} chooses Player ${f("player")} to go first.`;
    }
    case "placed":
      return `${who("player")} places ${f("card")}.`;
    case "sneaked":
      return `${who("player")} Sneaks ${f("card")} onto the field.`;
    case "tribute":
      return `${f("card")} is sent to the Discard Pile as a tribute.`;
    case "retreated": {
      const milled = num(field(e, "milled")) ?? 0;
      return `${who("player")} retreats ${f("card")} to the hand${milled > 0 ? `, milling ${milled} card${milled === 1 ? "" : "s"} from the deck` : ""}.`;
    }
    case "ability":
      return `${f("card")} uses its ability${field(e, "target") === null || field(e, "target") === undefined ? "" : ` on ${f("target")}`}.`;
    case "attack": {
      const atk = num(field(e, "atk"));
      const prevented = num(field(e, "prevented")) ?? 0;
      const power = atk === undefined ? "" : ` with ${atk} ATK${prevented > 0 ? `, ${prevented} of it prevented by Barriers` : ""}`;
      return `${f("attacker")} attacks ${f("target")}${power}.`;
    }
    case "confused-self-hit":
      return `${f("card")} is Confused and hits itself for ${f("amount")} damage instead.`;
    case "catch":
      return `${f("card")} catches a condition from the ${f("attackerType")} attack.`;
    case "guardian-battle":
      return `${who("player")}'s Guardian ${f("attacker")} battles ${f("target")}: three Attack Cards are drawn and the hand is set aside.`;
    case "attack-card-chosen": {
      const dmg = num(field(e, "damage"));
      const sum = total(e, [["base", "Base Damage", 1], ["typeDamage", "Type Damage", 1], ["prevented", "prevented by Barriers", -1]], dmg);
      return `${who("player")} chooses the Attack Card ${f("card")}: ${sum === "" ? "?" : sum} damage.`;
    }
    case "attack-deck-reshuffled":
      return `${who("player")} shuffles ${f("cards")} Attack Cards from the Discard Pile back into the Attack Deck.`;
    case "damage": {
      const source = field(e, "source");
      const from = source === "poison" ? " from Poison" : source === "burn" ? " from its Burn" : source === "effect" || source === undefined ? "" : ` from ${text(source)}`;
      return `${f("card")} takes ${f("amount")} damage${from} (${f("damage")} damage in all).`;
    }
    case "healed":
      return `${f("card")} heals ${f("amount")} damage (${f("damage")} damage left).`;
    case "condition":
      return `${f("card")} is ${CONDITION_WORDS[f("condition")] ?? f("condition")}.`;
    case "condition-ignored":
      return `${f("card")} is a Guardian and cannot be ${CONDITION_WORDS[f("condition")] ?? f("condition")}.`;
    case "cured":
      return `${f("card")} is cured of its Special Conditions.`;
    case "atk-changed": {
      const n = num(field(e, "amount")) ?? 0;
      return `${f("card")} gets ${n >= 0 ? "+" : "\u2212"}${Math.abs(n)} ATK this turn.`;
    }
    case "rush-ends":
      return `${f("card")} is no longer Rushed.`;
    case "extra-phases": {
      const phases = field(e, "phases");
      return `An extra ${Array.isArray(phases) ? phases.map((p) => `${text(p)} phase`).join(" and an extra ") : "phase"} will follow.`;
    }
    case "destroyed":
      return `${f("card")} is destroyed and goes to Player ${f("owner")}'s Discard Pile.`;
    case "quest-completed":
      return `${who("player")} completes the Quest ${f("card")} and gets its reward.`;
    case "quest-expired":
      return `The Quest ${f("card")} runs out and goes to the Discard Pile.`;
    case "discarded":
      return `${who("player")} discards ${f("card")} down to the hand limit.`;
    case "player-out":
      return `${who("player")} is out of the game: ${f("reason")}.`;
    case "opponent-chosen":
      return `${who("player")} chooses Player ${f("opponent")} as the opponent for ${f("card")}.`;
    default:
      return undefined;
  }
}
