/**
 * Where each effect that picks cards (its `choice`) may pick them, and why no other zone. The
 * card schema refuses any other zone in `choice.zones` with the sentence here, so the JSON Schema
 * lists the same zones; the engine picks only in the zones a choice names.
 */

import { deepFreeze } from "@rulesmith/core";
import type { Zone } from "./vocabulary.js";

/**
 * A zone any choice may name: every zone but the deck.
 *
 * @example
 * ```ts
 * import type { PickZone } from "@rulesmith/wardom";
 * const z: PickZone = "void";
 * ```
 */
export type PickZone = Exclude<Zone, "deck">;

/** Every zone but the deck, whose cards are hidden from everyone: no choice picks from a deck. */
const ANY: readonly PickZone[] = /* @__PURE__ */ Object.freeze(["hand", "combat", "support", "coin", "action", "side", "field", "treasury", "void", "forbidden"]);

/** Where a Unit keeps what an effect gives it: the line and the Side Zone. */
const UNIT: readonly ["combat", "support", "side"] = /* @__PURE__ */ Object.freeze(["combat", "support", "side"]);

/**
 * The effect kinds that pick cards with a `choice`.
 *
 * @example
 * ```ts
 * import type { ChoiceKind } from "@rulesmith/wardom";
 * const k: ChoiceKind = "destroy";
 * ```
 */
export type ChoiceKind = "modify-stats" | "swap-stats" | "add-status" | "remove-status" | "cleanse" | "destroy" | "forbid" | "return-to-hand" | "set" | "flip" | "coin";

/**
 * The zones each effect kind's `choice.zones` may name (the card schema refuses any other, saying
 * why). No choice names the deck: its cards are hidden from everyone (a `search` or `pitch` takes
 * cards from a deck); a `hand` is only ever the controller's own.
 *
 * - `modify-stats`, `swap-stats`, `add-status`, `remove-status`, `cleanse`: a Unit on the line or
 *   in the Side Zone, where it keeps what an effect gives it; anywhere else it comes back into
 *   play with its printed state, so the change would do nothing (D-STATUS-1, D-AMB-26).
 * - `destroy`: the field, the cards in play: a Unit on the line, a face-up Cycle Action in its
 *   slot, the Field (D-KW.Destroy-1).
 * - `forbid`: anywhere but the Forbidden Zone, where the card would already be (D-KW.Forbid-1).
 * - `return-to-hand`: anywhere but a hand.
 * - `set`: a Unit on the line, which flips again at Reveal (D-KW.Set-2), or a face-up Cycle
 *   Action in its slot, which stays hidden until it is activated again (D-KW.Set-3).
 * - `flip`: a set Unit on the line (D-KW.Set-2).
 * - `coin`: anywhere (but the deck).
 *
 * Implements D-KW.Destroy-1, D-KW.Forbid-1, D-KW.Set-1, D-KW.Set-2, D-KW.Set-3, D-STATUS-1 (where each effect picks).
 *
 * @example
 * ```ts
 * import { CHOICE_ZONES } from "@rulesmith/wardom";
 * CHOICE_ZONES.destroy; // ["combat", "support", "action", "field"]
 * CHOICE_ZONES.forbid.includes("void"); // true
 * ```
 */
export const CHOICE_ZONES: {
  /** A Unit on the line or in the Side Zone. */
  readonly "modify-stats": readonly ["combat", "support", "side"];
  /** A Unit on the line or in the Side Zone. */
  readonly "swap-stats": readonly ["combat", "support", "side"];
  /** A Unit on the line or in the Side Zone. */
  readonly "add-status": readonly ["combat", "support", "side"];
  /** A Unit on the line or in the Side Zone. */
  readonly "remove-status": readonly ["combat", "support", "side"];
  /** A Unit on the line or in the Side Zone (D-KW.Cleanse-1). */
  readonly cleanse: readonly ["combat", "support", "side"];
  /** The field: a Unit on the line, a face-up Cycle Action in its slot, the Field (D-KW.Destroy-1). */
  readonly destroy: readonly ["combat", "support", "action", "field"];
  /** Every zone but the deck and the Forbidden Zone (D-KW.Forbid-1). */
  readonly forbid: readonly ["hand", "combat", "support", "coin", "action", "side", "field", "treasury", "void"];
  /** Every zone but the deck and a hand. */
  readonly "return-to-hand": readonly ["combat", "support", "coin", "action", "side", "field", "treasury", "void", "forbidden"];
  /** A Unit on the line or a face-up Cycle Action in its slot (D-KW.Set-1..3). */
  readonly set: readonly ["combat", "support", "action"];
  /** A set Unit on the line (D-KW.Set-2). */
  readonly flip: readonly ["combat", "support"];
  /** Every zone but the deck. */
  readonly coin: readonly PickZone[];
} = /* @__PURE__ */ deepFreeze({
  "modify-stats": UNIT,
  "swap-stats": UNIT,
  "add-status": UNIT,
  "remove-status": UNIT,
  cleanse: UNIT,
  destroy: ["combat", "support", "action", "field"],
  forbid: ["hand", "combat", "support", "coin", "action", "side", "field", "treasury", "void"],
  "return-to-hand": ["combat", "support", "coin", "action", "side", "field", "treasury", "void", "forbidden"],
  set: ["combat", "support", "action"],
  flip: ["combat", "support"],
  coin: ANY,
});

/**
 * A zone the choice of an effect kind may name (`ChoiceZone<"destroy">` is `"combat" |
 * "support" | "action" | "field"`).
 *
 * @typeParam K - The effect kind.
 * @example
 * ```ts
 * import type { ChoiceZone } from "@rulesmith/wardom";
 * const z: ChoiceZone<"set"> = "action";
 * ```
 */
export type ChoiceZone<K extends ChoiceKind> = (typeof CHOICE_ZONES)[K][number];

/** @internal `"a", "b" or "c"`: a list of names in a refusal's sentence. */
export function quoted(list: readonly string[]): string {
  const q = list.map((z) => `"${z}"`);
  return q.length <= 1 ? (q[0] ?? "") : `${q.slice(0, -1).join(", ")} or ${q[q.length - 1] ?? ""}`;
}

const UNIT_STATE = `a Unit keeps what an effect gives it only on the line and in the Side Zone, and elsewhere comes back into play as printed (D-AMB-26), so the change would do nothing; it picks from ${quoted(UNIT)}`;

/**
 * Why each effect kind's choice picks from {@link CHOICE_ZONES} and no other zone, as the end of
 * "the field `...choice.zones.0` is "void", but ..." (short enough for a 300-character problem),
 * and the rule another zone would break.
 * @internal
 */
export const PICK_REASONS: Readonly<Record<ChoiceKind, { readonly why: string; readonly rule?: string }>> = /* @__PURE__ */ deepFreeze({
  "modify-stats": { why: UNIT_STATE, rule: "D-STATUS-1" },
  "swap-stats": { why: UNIT_STATE, rule: "D-STATUS-1" },
  "add-status": { why: UNIT_STATE, rule: "D-STATUS-1" },
  "remove-status": { why: UNIT_STATE, rule: "D-STATUS-1" },
  cleanse: { why: UNIT_STATE, rule: "D-KW.Cleanse-1" },
  destroy: {
    why: `Destroy sends a card from the field to its owner's void (D-KW.Destroy-1): a Unit on the line, a face-up Cycle Action or the Field, so a destroy picks from ${quoted(CHOICE_ZONES.destroy)}`,
    rule: "D-KW.Destroy-1",
  },
  forbid: {
    why: `Forbid moves a card to the Forbidden Zone (D-KW.Forbid-1), so it never picks one already there; it picks from ${quoted(CHOICE_ZONES.forbid)}`,
    rule: "D-KW.Forbid-1",
  },
  "return-to-hand": { why: `a card in a hand is there already; a return picks from ${quoted(CHOICE_ZONES["return-to-hand"])}` },
  set: {
    why: `only a set Unit on the line (at Reveal, D-KW.Set-2) and a set Action (when activated, D-KW.Set-3) turn face up again, so a set picks from ${quoted(CHOICE_ZONES.set)}`,
    rule: "D-KW.Set-1",
  },
  flip: {
    why: `flipping turns a set Unit face up (D-KW.Set-2): a set Action stays hidden until its activation window (D-KW.Set-3) and no rule flips any other card, so a flip picks from ${quoted(CHOICE_ZONES.flip)}`,
    rule: "D-KW.Set-2",
  },
  coin: { why: anyReason("a coin") },
});

/** @internal Why a choice that may pick anywhere names no deck, for `who` ("an effect", "a coin"). */
export function anyReason(who: string): string {
  return `a deck is hidden from everyone, so no effect picks from it ("search" and "pitch" take cards from a deck); ${who} picks from ${quoted(ANY)}`;
}

/** @internal Every zone a choice may name ({@link PickZone}). */
export const PICK_ZONES: readonly PickZone[] = ANY;
