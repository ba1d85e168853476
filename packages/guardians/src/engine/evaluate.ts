import type { PlayerId } from "@rulesmith/core";
import { atkOf, defOf, guardianOf, hpOf, opponentsOf, unitOf, zoneCards } from "./board.js";
import type { GuardiansState } from "./state.js";

function side(s: GuardiansState, p: PlayerId): { readonly hp: number; readonly material: number; readonly deck: number } {
  if (s.players[p]?.out !== false) return { hp: 0, material: 0, deck: 0 };
  const g = guardianOf(s, p);
  const gd = defOf(s, g);
  const max = hpOf(gd);
  const hp = max > 0 ? Math.max(0, max - unitOf(s, g).damage) / max : 0;
  let material = 0;
  for (const id of zoneCards(s, p, "field")) {
    const d = defOf(s, id);
    material += atkOf(s, id) + Math.max(0, hpOf(d) - unitOf(s, id).damage);
  }
  for (const id of zoneCards(s, p, "row")) {
    const d = defOf(s, id);
    if (d.kind === "barrier") material += Math.max(0, d.hp - unitOf(s, id).damage);
  }
  return { hp, material, deck: zoneCards(s, p, "deck").length };
}

/**
 * A heuristic value of a state for a player, in [-1, 1], for bots: 1 won, -1 lost, 0 drawn;
 * otherwise Guardian HP left against the opponents' (half), material on the mat (Minion and
 * King ATK and HP left, Barrier HP: three tenths) and cards left to draw before decking out
 * (two tenths).
 *
 * Implements no rule: it is a heuristic for bots.
 *
 * @param s - The state.
 * @param player - Whose value.
 * @returns The value.
 * @example
 * ```ts
 * import { demoConfig, evaluate, ruleset } from "@rulesmith/guardians";
 * const s = ruleset.setup(demoConfig(1));
 * if (s.ok) evaluate(s.value, 0); // 0
 * ```
 */
export function evaluate(s: GuardiansState, player: PlayerId): number {
  const o = s.outcome;
  if (o !== null) return o.winners.includes(player) ? 1 : o.losers.includes(player) ? -1 : 0;
  if (s.players[player]?.out !== false) return -1;
  const me = side(s, player);
  const foes = opponentsOf(s, player);
  if (foes.length === 0) return 1;
  let hp = 0;
  let material = 0;
  let deck = 0;
  for (const q of foes) {
    const x = side(s, q);
    hp += x.hp;
    material += x.material;
    deck += x.deck;
  }
  hp /= foes.length;
  material /= foes.length;
  deck /= foes.length;
  const value = 0.5 * (me.hp - hp) + (0.3 * (me.material - material)) / (me.material + material + 1) + (0.2 * (me.deck - deck)) / (me.deck + deck + 1);
  return value > 1 ? 1 : value < -1 ? -1 : value;
}
