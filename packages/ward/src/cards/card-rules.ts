// The rules that tie one field of a card to another (a magic's type and sub-type to what its
// effects may hold, a summon's count to its anchor), which a schema of each field alone cannot
// say. Each rule is written once and gives both the problem parseCard reports and the `if`/`then`
// the JSON Schema carries, so that the two always agree.
import type { Card, MagicCard } from "./cards.js";
import { summonNeedsAnchor, type Action } from "./effects.js";

/** A JSON Schema fragment. */
type Json = Readonly<Record<string, unknown>>;

/** One problem a rule finds: where in the card, and what. */
interface RuleProblem {
  readonly path: string;
  readonly message: string;
}

/** One rule between a magic's fields, as a check and as JSON Schema. */
interface MagicRule {
  /** What the rule says, for the JSON Schema. */
  readonly description: string;
  /** Which magics it applies to. */
  readonly applies: (m: MagicCard) => boolean;
  /** The same magics, as a JSON Schema a magic card matches when the rule applies (`if`). */
  readonly when: Json;
  /** What such a magic must be, as JSON Schema (`then`). */
  readonly then: Json;
  /** The problems of a magic the rule applies to. */
  readonly check: (m: MagicCard) => readonly RuleProblem[];
}

// ---- Which magics ---------------------------------------------------------------------------

const CREATURE_ABILITY_KINDS = ["stat-modifier", "damage-multiplier", "battle-first", "unaffected", "damage-immunity", "cannot-be-removed"] as const;

/**
 * Whether a magic goes to the cemetery as it resolves: sub-type None, Standard or Lightning
 * (rule 6.4.3, rule 6.5.1, rule 6.5.3). Every other magic stays on the field: Infinite ones until
 * destroyed (rule 6.5.2), Equip and Field ones while their effect lasts (W-AMB-56).
 *
 * @internal
 */
export function leavesAsItResolves(m: Pick<MagicCard, "magicType" | "subType">): boolean {
  return m.subType === "none" && m.magicType !== "infinite";
}

const LEAVES: Json = { properties: { magicType: { enum: ["standard", "lightning"] }, subType: { const: "none" } }, required: ["magicType", "subType"] };
const LEAVES_NOT_HYBRID: Json = {
  properties: { magicType: { enum: ["standard", "lightning"] }, subType: { const: "none" }, hybrid: { type: "null" } },
  required: ["magicType", "subType"],
};
const STAYS: Json = { anyOf: [{ properties: { magicType: { const: "infinite" } }, required: ["magicType"] }, { properties: { subType: { enum: ["field", "equip"] } }, required: ["subType"] }] };
const INFINITE_NONE: Json = { properties: { magicType: { const: "infinite" }, subType: { const: "none" } }, required: ["magicType", "subType"] };
const NOT_FIELD: Json = { properties: { subType: { enum: ["equip", "none"] } }, required: ["subType"] };
const LIGHTNING: Json = { properties: { magicType: { const: "lightning" } }, required: ["magicType"] };
const NOT_LIGHTNING: Json = { properties: { magicType: { enum: ["standard", "infinite"] } }, required: ["magicType"] };

/** "Standard", "Infinite", "Lightning". */
function typeName(m: MagicCard): string {
  return `${m.magicType.charAt(0).toUpperCase()}${m.magicType.slice(1)}`;
}

// ---- What they may hold ---------------------------------------------------------------------

/** A rule that refuses some effect kinds in the magics it applies to. */
function noEffects(description: string, applies: (m: MagicCard) => boolean, when: Json, kinds: readonly string[], why: (m: MagicCard, kind: string) => string): MagicRule {
  return {
    description,
    applies,
    when,
    then: { properties: { effects: { items: { not: { properties: { kind: { enum: kinds } }, required: ["kind"] } } } } },
    check: (m) => m.effects.flatMap((e, i) => (kinds.includes(e.kind) ? [{ path: `effects[${i}]`, message: why(m, e.kind) }] : [])),
  };
}

const MAGIC_RULES: readonly MagicRule[] = [
  {
    description: "A Lightning magic says when it may be played (rule 6.5.3): its playableWhen is not empty.",
    applies: (m) => m.magicType === "lightning",
    when: LIGHTNING,
    then: { properties: { playableWhen: { minItems: 1 } }, required: ["playableWhen"] },
    check: (m) => (m.playableWhen.length === 0 ? [{ path: "playableWhen", message: "A Lightning magic must say when it may be played (rule 6.5.3)." }] : []),
  },
  {
    description: "Only Lightning magics are played in response to events (rule 6.5.3): any other magic's playableWhen is empty.",
    applies: (m) => m.magicType !== "lightning",
    when: NOT_LIGHTNING,
    then: { properties: { playableWhen: { maxItems: 0 } } },
    check: (m) => (m.playableWhen.length > 0 ? [{ path: "playableWhen", message: "Only Lightning magics are played in response to events (rule 6.5.3)." }] : []),
  },
  {
    description: "A Lightning magic is played in answer to an event, with no creature to equip (rule 6.5.3): it is no Equip.",
    applies: (m) => m.magicType === "lightning",
    when: LIGHTNING,
    then: { properties: { subType: { enum: ["field", "none"] } } },
    check: (m) =>
      m.subType === "equip" ? [{ path: "subType", message: "A Lightning magic is played in answer to an event, with no creature to equip (rule 6.5.3): it cannot be an Equip." }] : [],
  },
  noEffects("Only a Lightning magic negates: it negates what it answers (rule 6.5.3, rule 18.27).", (m) => m.magicType !== "lightning", NOT_LIGHTNING, ["negate"], (m) =>
    `Only a Lightning magic negates: "negate" negates the card, creature effect or attack the Lightning answers (rule 6.5.3, rule 18.27), and a ${typeName(m)} magic answers nothing.`,
  ),
  noEffects("Only a Field magic negates creature effects (rule 6.4.1, Iron Range).", (m) => m.subType !== "field", NOT_FIELD, ["negate-creature-effects"], () =>
    `Only a Field magic negates creature effects (Iron Range, rule 6.4.1): make this magic's subType "field".`,
  ),
  noEffects(
    "A magic with sub-type None that is Standard or Lightning goes to the cemetery as it resolves: a cost on playing magics from it would never apply.",
    (m) => leavesAsItResolves(m),
    LEAVES,
    ["magic-play-cost"],
    (m) => `A ${typeName(m)} magic with subType "none" goes to the cemetery as it resolves (rule 6.5.1, rule 6.5.3), so its "magic-play-cost" would never apply: make it Infinite, Field or Equip.`,
  ),
  noEffects(
    "A magic with sub-type None that is Standard or Lightning, and no Hybrid, goes to the cemetery as it resolves: it holds no lasting ability and no triggered effect.",
    (m) => leavesAsItResolves(m) && m.hybrid === null,
    LEAVES_NOT_HYBRID,
    [...CREATURE_ABILITY_KINDS, "triggered"],
    (m, kind) =>
      `A ${typeName(m)} magic with subType "none" goes to the cemetery as it resolves (rule 6.5.1, rule 6.5.3), so ${kind === "triggered" ? "a triggered effect" : `a lasting "${kind}"`} on it would never apply: make it Infinite, Field or Equip, or give it actions only.`,
  ),
  noEffects(
    "An Infinite magic with sub-type None is attached to no creature: it holds no creature ability.",
    (m) => m.magicType === "infinite" && m.subType === "none",
    INFINITE_NONE,
    CREATURE_ABILITY_KINDS,
    (_m, kind) => `An Infinite magic with subType "none" is attached to no creature, so "${kind}" on it would apply to none: make it an Equip (one creature, rule 6.4.2) or a Field magic (the creatures of its fieldScope, rule 6.4.1).`,
  ),
  {
    description: "A magic that stays on the field runs a triggered effect only at the start of a turn (turn-start).",
    applies: (m) => !leavesAsItResolves(m),
    when: STAYS,
    then: {
      properties: {
        effects: { items: { not: { properties: { kind: { const: "triggered" }, on: { not: { properties: { kind: { const: "turn-start" } } } } }, required: ["kind", "on"] } } },
      },
    },
    check: (m) =>
      m.effects.flatMap((e, i) =>
        e.kind === "triggered" && e.on.kind !== "turn-start"
          ? [{ path: `effects[${i}].on`, message: `A magic on the field runs a triggered effect only at the start of a turn ("turn-start", rule 18.1): "${e.on.kind}" is an event of a creature's.` }]
          : [],
      ),
  },
  {
    description: "Only a magic that goes to the cemetery as it resolves stays on the field as a creature (rule 6.2.4): a magic that stays as a magic has no hybrid side.",
    applies: (m) => !leavesAsItResolves(m),
    when: STAYS,
    then: { properties: { hybrid: { type: "null" } } },
    check: (m) =>
      m.hybrid !== null
        ? [{ path: "hybrid", message: `Only a magic that goes to the cemetery as it resolves (subType "none", Standard or Lightning) stays on the field as a creature instead (rule 6.2.4): this one stays as a magic, so its creature side would never play.` }]
        : [],
  },
];

/**
 * The rules between a magic's fields as JSON Schema: one `{ description, if, then }` for each,
 * for the `allOf` of the magic card schema.
 *
 * @internal
 */
export const MAGIC_RULES_JSON: readonly Json[] = MAGIC_RULES.map((r) => ({ description: r.description, if: r.when, then: r.then }));

// ---- Summons --------------------------------------------------------------------------------

function summonProblem(a: Action, path: string): RuleProblem[] {
  if (a.kind !== "summon" || a.anchored || !summonNeedsAnchor(a)) return [];
  const message =
    a.as === "limited"
      ? "Limited Summons rely on an anchoring effect (rule 13.3.2)."
      : "A summon of several creatures makes every one after the first a Limited Summon, and Limited Summons rely on an anchoring effect (rule 13.3.2).";
  return [{ path: `${path}.anchored`, message }];
}

/**
 * Every problem of a card (already valid field by field) that lies between its fields: the
 * magic rules above and anchorless summons of Limited Summons.
 *
 * @internal
 */
export function crossFieldProblems(card: Card): RuleProblem[] {
  const out: RuleProblem[] = [];
  if (card.kind === "magic") for (const r of MAGIC_RULES) if (r.applies(card)) out.push(...r.check(card));
  card.effects.forEach((e, i) => {
    if (e.kind === "triggered") e.actions.forEach((a, j) => out.push(...summonProblem(a, `effects[${i}].actions[${j}]`)));
    else if (e.kind === "summon") out.push(...summonProblem(e, `effects[${i}]`));
  });
  return out;
}
