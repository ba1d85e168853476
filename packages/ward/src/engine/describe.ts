import type { GameEvent } from "@rulesmith/core";

function field(e: GameEvent, k: string): unknown {
  if (!Object.hasOwn(e, k)) return undefined;
  const v: unknown = Reflect.get(e, k);
  return v;
}
function text(v: unknown): string {
  if (v === null || v === undefined) return "a hidden card";
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return String(v);
  return JSON.stringify(v);
}

const faces = (v: unknown): string => (Array.isArray(v) && v.length > 0 ? v.map(text).join(" + ") : "no dice");
const signed = (v: unknown): string => (typeof v === "number" && v !== 0 ? `, ${v > 0 ? "+" : "\u2212"}${Math.abs(v)}` : "");

/**
 * A creature's attack with its totals explained: "Assassin's Hit Roll 6 + 4, +5 = 15 against
 * AL 7: a hit; Attack Roll 4 + 3, +5, ×3 = 36 damage."
 */
function attackLine(e: GameEvent, f: (k: string) => string): string {
  const crit = field(e, "critical");
  const hit = field(e, "hit") === true;
  const how = crit === "hit" ? (hit ? "a Critical Hit" : "a Critical Hit, but a miss (option criticalHitAlwaysHits is off)") : crit === "miss" ? "a Critical Miss, a miss whatever the AL" : hit ? "a hit" : "a miss";
  const hitPart = `${f("attacker")}'s Hit Roll ${faces(field(e, "hitFaces"))}${signed(field(e, "hitModifier"))} = ${f("hitTotal")} against AL ${f("armorLevel")}: ${how}`;
  if (!hit) return `${hitPart}.`;
  const mults = field(e, "multipliers");
  const times = Array.isArray(mults) ? mults.map((m) => `, \u00d7${text(m)}`).join("") : "";
  const double = crit === "hit" ? ", \u00d72 for the Critical Hit" : "";
  return `${hitPart}; Attack Roll ${faces(field(e, "damageFaces"))}${signed(field(e, "damageModifier"))}${times}${double} = ${f("damage")} damage.`;
}

/**
 * A one-line English description of a Ward event for a play-by-play log (cards are named by
 * instance id; a client maps ids to names with its view), or `undefined` for events that need
 * no line (core bookkeeping such as chain windows).
 *
 * Implements no rule: it only words events for people.
 *
 * @param e - An event from `ruleset.apply`.
 * @returns The line, or `undefined`.
 * @example
 * ```ts
 * import { describeEvent } from "@rulesmith/ward";
 * describeEvent({ type: "damage", card: "c4", amount: 15, damageType: "instant", hp: 25 } as never);
 * // "c4 takes 15 instant damage (HP 25)."
 * ```
 */
export function describeEvent(e: GameEvent): string | undefined {
  const f = (k: string): string => text(field(e, k));
  switch (e.type) {
    case "damage":
      return `${f("card")} takes ${f("amount")} ${f("damageType")} damage (HP ${f("hp")}).`;
    case "damage-prevented":
      return `${f("card")} takes no ${f("damageType")} damage: it is immune.`;
    case "killed":
      return `${f("card")} is killed and goes to the cemetery.`;
    case "healed":
      return `${f("card")} heals ${f("amount")} (HP ${f("hp")}).`;
    case "summoned":
      return `Player ${f("player")} summons ${f("card")} as ${f("as") === "limited" ? "a Limited Summon" : "the primary creature"}${field(e, "negated") === true ? ", without its effects" : ""}.`;
    case "sacrificed":
      return `Player ${f("player")} sacrifices ${f("card")}.`;
    case "magic-played":
      return `Player ${f("player")} plays ${f("card")}${field(e, "response") === true ? " in response" : ""}.`;
    case "magic-resolved":
      return `${f("card")} resolves${field(e, "stays") === true ? " and stays on the field" : ""}.`;
    case "negated":
      return `${f("card")} is negated.`;
    case "effects-negated":
      return `The effects of ${f("card")} are negated.`;
    case "attack-negated":
      return `The attack of ${f("card")} is negated.`;
    case "fizzled":
      return `${f("card")} cannot resolve and goes to the cemetery.`;
    case "magic-destroyed":
      return `${f("card")} is destroyed.`;
    case "expired":
      return `${f("card")} ends and is discarded.`;
    case "anchor-ended":
      return `${f("card")} loses its anchor and leaves the field.`;
    case "battle-declared":
      return `${f("attacker")} battles ${f("target")}.`;
    case "battle-order":
      return `${f("first")} attacks first.`;
    case "attack":
      return attackLine(e, f);
    case "dot-applied":
      return `${f("card")} suffers ${f("amount")} damage over time for ${f("turnCycles")} turn cycles.`;
    case "hot-applied":
      return `${f("card")} heals ${f("amount")} over time for ${f("turnCycles")} turn cycles.`;
    case "over-time-tick":
      return `${f("card")}: damage over time ${f("damage")}, healing ${f("healing")} (HP ${f("hp")}).`;
    case "promoted":
      return `${f("card")} becomes player ${f("player")}'s primary creature.`;
    case "kill-own":
      return `Player ${f("player")} kills their own ${f("card")}.`;
    case "discarded":
      return `Player ${f("player")} discards ${f("card")}.`;
    case "mulligan":
      return `Player ${f("player")} mulligans.`;
    case "forced-reshuffle":
      return `Player ${f("player")} has no playable creature: reveals, shuffles and redraws.`;
    case "hand-revealed":
      return `Player ${f("player")} reveals: ${f("cards")}.`;
    case "drew":
      return `Player ${f("player")} draws ${f("count")}.`;
    case "cost-paid":
      return `Player ${f("player")} pays a cost (${f("selfDamage")} damage dealt).`;
    case "cemetery-adjusted":
      return `Player ${f("player")}'s cemetery HP changes by ${f("amount")}.`;
    case "first-player":
      return `Player ${f("player")} goes first.`;
    case "chooser":
      return `Player ${f("player")} chooses who goes first.`;
    case "called-out":
      return `Player ${f("player")} calls out the opponent's cemetery.`;
    case "game-over":
      return `Game over: ${f("reason")}.`;
    default:
      return undefined;
  }
}
