// The rules that tie one field of a card to another (a magic's type and sub-type to what its
// effects may hold and which of its fields apply, a summon's count to its anchor, a triggered
// effect's trigger to what its actions may target), which a schema of each field alone cannot
// say. Each rule is written once and gives both the problem parseCard reports and the `if`/`then`
// the JSON Schema carries, so that the two always agree.
import { deepFreeze } from "@rulesmith/core";
import type { Card, MagicCard } from "./cards.js";
import { BATTLE_TRIGGERS, summonNeedsAnchor, type Action, type CreatureTrigger, type Effect } from "./effects.js";

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
const ANY: Json = {};
const NOT_EQUIP: Json = { properties: { subType: { enum: ["field", "none"] } }, required: ["subType"] };
const NOT_EQUIP_NOT_HYBRID: Json = { properties: { subType: { enum: ["field", "none"] }, hybrid: { type: "null" } }, required: ["subType"] };
const HYBRID: Json = { properties: { hybrid: { type: "object" } }, required: ["hybrid"] };
const EQUIP_OR_FIELD: Json = { properties: { subType: { enum: ["equip", "field"] } }, required: ["subType"] };
/** A magic whose fieldScope covers no ability: not a Field, or a Field with no creature ability. */
const NO_FIELD_ABILITY: Json = {
  anyOf: [
    { properties: { subType: { enum: ["equip", "none"] } }, required: ["subType"] },
    { properties: { effects: { not: { contains: { properties: { kind: { enum: CREATURE_ABILITY_KINDS } }, required: ["kind"] } } } } },
  ],
};
const NOT_LIGHTNING: Json = { properties: { magicType: { enum: ["standard", "infinite"] } }, required: ["magicType"] };

/** "Standard", "Infinite", "Lightning". */
function typeName(m: MagicCard): string {
  return `${m.magicType.charAt(0).toUpperCase()}${m.magicType.slice(1)}`;
}

/** `Infinite magic with subType "field"`: the magic's type and sub-type, as a sentence names them. */
function shapeName(m: MagicCard): string {
  return `${typeName(m)} magic with subType "${m.subType}"`;
}

/** The same with its article: `an Infinite magic with subType "field"`. */
function aShape(m: MagicCard): string {
  return `${m.magicType === "infinite" ? "an" : "a"} ${shapeName(m)}`;
}

/** Why "self" in an effect of a magic that is no Equip acts on nothing; `note` is said after "equipped to none". */
function selfMessage(m: MagicCard, note: string): string {
  return `A magic's "self" is the creature it is equipped to (rule 6.4.2), and this ${shapeName(m)} is equipped to none${note}, so "self" would act on no creature: name it another way ("own-primary", "chosen-creature").`;
}

/** Why a magic that goes to the cemetery as it resolves (and is no Hybrid) anchors no summon. */
function anchorlessMessage(m: MagicCard): string {
  return `An anchored creature stays on the field only while the card that anchors it does (rule 12.2: when the anchor is destroyed, the creature is removed; rule 18.12: a magic sent from the field to the cemetery is destroyed), and ${aShape(m)} goes to the cemetery as it resolves (rule 6.5.1, rule 6.5.3), so the creature would leave the field as soon as it came: make the magic Infinite (it stays on the field and holds the creature, as Revival Priest does), or summon one creature as primary with "anchored": false (it stays as any primary does).`;
}

/** JSON Schema: no item of `effects` (an effect directly, not an action inside a triggered effect) is this. */
const effectIs = (shape: Json): Json => ({ properties: { effects: { items: { not: shape } } } });

/** A JSON Schema fragment for an effect or action with this target. */
const TARGETS = (target: string): Json => ({ properties: { target: { const: target } }, required: ["target"] });

/** The problems of every effect of a magic that `bad` finds wrong, each at its own path. */
function eachEffect(m: MagicCard, bad: (e: Effect, path: string) => RuleProblem | null): RuleProblem[] {
  const out: RuleProblem[] = [];
  m.effects.forEach((e, i) => {
    const p = bad(e, `effects[${i}]`);
    if (p !== null) out.push(p);
  });
  return out;
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

/** What a Lightning's `negate` may negate, and the condition it must be played on to meet it. */
const NEGATED_BY: readonly (readonly ["magic" | "creature-effects" | "attack", string, string])[] = [
  ["magic", "magic-played", "a Magic card"],
  ["creature-effects", "creature-summoned", "a summoned creature's effects"],
  ["attack", "attack-roll", "an attack"],
];

/** A Lightning negates only what it answers: each thing its negate names needs the condition that answers it. */
const NEGATE_RULES: readonly MagicRule[] = NEGATED_BY.map(([what, when, words]) => ({
  description: `A Lightning negates only what it answers (rule 6.5.3, rule 18.27): one that negates "${what}" is played on "${when}".`,
  applies: (m) => m.magicType === "lightning" && m.effects.some((e) => e.kind === "negate" && e.what.includes(what)),
  when: {
    properties: { magicType: { const: "lightning" }, effects: { contains: { properties: { kind: { const: "negate" }, what: { contains: { const: what } } }, required: ["kind", "what"] } } },
    required: ["magicType", "effects"],
  },
  then: { properties: { playableWhen: { contains: { properties: { kind: { const: when } }, required: ["kind"] } } }, required: ["playableWhen"] },
  check: (m) =>
    m.playableWhen.some((t) => t.kind === when)
      ? []
      : eachEffect(m, (e, path) =>
          e.kind === "negate" && e.what.includes(what)
            ? { path: `${path}.what`, message: `A Lightning negates only what it answers (rule 6.5.3, rule 18.27), and it answers ${words} only when played on "${when}": this one's playableWhen names no "${when}", so negating "${what}" would never happen.` }
            : null,
        ),
}));

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
    description: 'A magic\'s effects run outside any battle (rule 10.1): none targets "battle-opponent", the creature a creature battles.',
    applies: () => true,
    when: ANY,
    then: effectIs(TARGETS("battle-opponent")),
    check: (m) =>
      eachEffect(m, (e, path) =>
        "target" in e && e.target === "battle-opponent"
          ? { path: `${path}.target`, message: `"battle-opponent" is the creature a creature battles, and a magic's effects are no creature's and run outside any battle (rule 10.1), so it would act on no creature: name another target ("opponent-primary", "chosen-creature").` }
          : null,
      ),
  },
  {
    description: 'A magic\'s "self" is the creature it is equipped to (rule 6.4.2): the effects of a magic that is no Equip do not target "self".',
    applies: (m) => m.subType !== "equip",
    when: NOT_EQUIP,
    then: effectIs(TARGETS("self")),
    check: (m) =>
      eachEffect(m, (e, path) =>
        "target" in e && e.target === "self"
          ? { path: `${path}.target`, message: selfMessage(m, m.hybrid === null ? "" : " (its Hybrid creature side comes to the field only once these effects have run, rule 6.2.4)") }
          : null,
      ),
  },
  {
    description: 'A triggered effect of a magic that stays on the field and is no Equip acts for no creature: its actions do not target "self" (rule 6.4.2).',
    applies: (m) => m.subType !== "equip" && m.hybrid === null,
    when: NOT_EQUIP_NOT_HYBRID,
    then: effectIs({ properties: { kind: { const: "triggered" }, actions: { contains: TARGETS("self") } }, required: ["kind", "actions"] }),
    check: (m) =>
      m.effects.flatMap((e, i) =>
        e.kind === "triggered"
          ? e.actions.flatMap((a, j) =>
              "target" in a && a.target === "self"
                ? [{ path: `effects[${i}].actions[${j}].target`, message: selfMessage(m, "") }]
                : [],
            )
          : [],
      ),
  },
  {
    description: 'A Hybrid magic comes to the field as a Limited Summon, with no summon window (rule 6.2.4, rule 14.2.1): it has no "summoned" triggered effect.',
    applies: (m) => m.hybrid !== null,
    when: HYBRID,
    then: effectIs({ properties: { kind: { const: "triggered" }, on: { properties: { kind: { const: "summoned" } }, required: ["kind"] } }, required: ["kind", "on"] }),
    check: (m) =>
      eachEffect(m, (e, path) =>
        e.kind === "triggered" && e.on.kind === "summoned"
          ? { path: `${path}.on`, message: `A Hybrid magic comes to the field as a Limited Summon once it resolves, with no summon window (rule 6.2.4, rule 14.2.1), so its "summoned" effect would never run: put those actions in the magic's effects, which run as it resolves.` }
          : null,
      ),
  },
  ...NEGATE_RULES,
  {
    description: "An Equip or Field magic does not make its creatures unaffected by Magic effects: such a creature cannot be equipped and receives no Field effect (rule 16.1.1), so the magic would not apply to it.",
    applies: (m) => m.subType === "equip" || m.subType === "field",
    when: EQUIP_OR_FIELD,
    then: effectIs({ properties: { kind: { const: "unaffected" }, by: { contains: { const: "magic" } } }, required: ["kind", "by"] }),
    check: (m) =>
      eachEffect(m, (e, path) =>
        e.kind === "unaffected" && e.by.includes("magic")
          ? {
              path: `${path}.by`,
              message: `A creature unaffected by Magic effects cannot be equipped and receives no Field effect (rule 16.1.1, rule 16.1.5), so this ${m.subType === "equip" ? "Equip" : "Field"} magic would stop applying to it as soon as it did: give "unaffected" by "creature" only here, or make it a "grant" in the magic's actions.`,
            }
          : null,
      ),
  },
  {
    description: "Only an Equip goes on a creature (rule 6.4.2): any other magic leaves equipTo out (or any, the default).",
    applies: (m) => m.subType !== "equip",
    when: NOT_EQUIP,
    then: { properties: { equipTo: { const: "any" } } },
    check: (m) =>
      m.equipTo !== "any" ? [{ path: "equipTo", message: `Only an Equip goes on a creature (rule 6.4.2), so equipTo "${m.equipTo}" of ${aShape(m)} would never apply: leave it out.` }] : [],
  },
  {
    description: "fieldScope says which creatures a Field magic's creature abilities cover (rule 6.4.1): a magic with none leaves it out (or any, the default).",
    applies: (m) => m.subType !== "field" || !m.effects.some((e) => (CREATURE_ABILITY_KINDS as readonly string[]).includes(e.kind)),
    when: NO_FIELD_ABILITY,
    then: { properties: { fieldScope: { const: "any" } } },
    check: (m) =>
      m.fieldScope !== "any"
        ? [
            {
              path: "fieldScope",
              message:
                m.subType === "field"
                  ? `fieldScope says which creatures a Field magic's abilities cover (rule 6.4.1), and this one has no creature ability (${CREATURE_ABILITY_KINDS.join(", ")}), so fieldScope "${m.fieldScope}" would never apply: leave it out.`
                  : `Only a Field magic covers creatures (rule 6.4.1), so fieldScope "${m.fieldScope}" of ${aShape(m)} would never apply: leave it out.`,
            },
          ]
        : [],
  },
  {
    description: "A magic that goes to the cemetery as it resolves stays on the field for no time: its duration is the default, while-on-field.",
    applies: (m) => leavesAsItResolves(m),
    when: LEAVES,
    then: { properties: { duration: { properties: { kind: { const: "while-on-field" } } } } },
    check: (m) =>
      m.duration.kind !== "while-on-field"
        ? [{ path: "duration", message: `A ${shapeName(m)} goes to the cemetery as it resolves (rule 6.5.1, rule 6.5.3), so its duration "${m.duration.kind}" would never apply: leave it out, or make it Infinite, Equip or Field. A "grant" in its effects has a duration of its own.` }]
        : [],
  },
  {
    description: 'A "while-on-field" grant lasts while the card that gives it stays on the field: a magic that goes to the cemetery as it resolves gives none.',
    applies: (m) => leavesAsItResolves(m),
    when: LEAVES,
    then: effectIs({ properties: { kind: { const: "grant" }, duration: { properties: { kind: { const: "while-on-field" } }, required: ["kind"] } }, required: ["kind", "duration"] }),
    check: (m) =>
      eachEffect(m, (e, path) =>
        e.kind === "grant" && e.duration.kind === "while-on-field"
          ? { path: `${path}.duration`, message: `A "while-on-field" grant lasts while the card that gives it stays on the field, and ${aShape(m)} goes to the cemetery as it resolves (rule 6.5.1, rule 6.5.3), so the abilities would end at once: use "permanent", "this-turn" or "turn-cycles".` }
          : null,
      ),
  },
  {
    description:
      "An anchored creature stays on the field while the card that anchors it does (rule 12.2, rule 18.12): a Standard or Lightning magic with sub-type None, and no Hybrid, goes to the cemetery as it resolves, so it anchors no summon.",
    applies: (m) => leavesAsItResolves(m) && m.hybrid === null,
    when: LEAVES_NOT_HYBRID,
    then: effectIs({ properties: { kind: { const: "summon" }, anchored: { const: true } }, required: ["kind", "anchored"] }),
    check: (m) => eachEffect(m, (e, path) => (e.kind === "summon" && e.anchored ? { path: `${path}.anchored`, message: anchorlessMessage(m) } : null)),
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
export const MAGIC_RULES_JSON: readonly Json[] = /* @__PURE__ */ deepFreeze(/* @__PURE__ */ MAGIC_RULES.map((r) => ({ description: r.description, if: r.when, then: r.then })));

// ---- Actions, by where they stand --------------------------------------------------------------

/** The actions of a card's triggered effects, with their trigger and path. */
function triggeredActions(card: Card): { readonly action: Action; readonly on: CreatureTrigger["kind"]; readonly path: string }[] {
  const out: { action: Action; on: CreatureTrigger["kind"]; path: string }[] = [];
  card.effects.forEach((e, i) => {
    if (e.kind === "triggered") e.actions.forEach((a, j) => out.push({ action: a, on: e.on.kind, path: `effects[${i}].actions[${j}]` }));
  });
  return out;
}

/** The problems of one action of a triggered effect that depend on its trigger (the JSON Schema says the same: effects.ts). */
function triggeredProblems(a: Action, on: CreatureTrigger["kind"], path: string): RuleProblem[] {
  const out: RuleProblem[] = [];
  if ("target" in a && a.target === "battle-opponent" && !BATTLE_TRIGGERS.includes(on)) {
    out.push({
      path: `${path}.target`,
      message: `"battle-opponent" is the creature this one battles, and a "${on}" effect runs outside any battle (rule 10.1), so it would act on no creature: use it in a "hits" or "targeted-in-battle" effect, or name another target ("opponent-primary", "chosen-creature").`,
    });
  }
  if (a.kind === "summon" && a.as === "primary" && !a.anchored) {
    out.push({
      path: `${path}.anchored`,
      message: `A triggered effect runs while its player has a primary creature (rule 7.2.1), so this summon as primary would find the primary slot taken and summon nothing: anchor it ("anchored": true) and the creature comes as a Limited Summon (rule 18.19).`,
    });
  }
  return out;
}

/** `anchorless`: the summon is an effect of a magic that can anchor nothing (see anchorlessMessage). */
function summonProblems(a: Action, path: string, anchorless: boolean): RuleProblem[] {
  if (a.kind !== "summon") return [];
  if (!a.anchored && summonNeedsAnchor(a)) {
    const why =
      a.as === "limited"
        ? "Limited Summons rely on an anchoring effect (rule 13.3.2)."
        : "A summon of several creatures makes every one after the first a Limited Summon, and Limited Summons rely on an anchoring effect (rule 13.3.2).";
    // Anchoring them would be refused too: say at once what would do.
    const message = anchorless
      ? `${why} This magic cannot be one: it goes to the cemetery as it resolves (rule 6.5.1, rule 6.5.3), and what it anchored would leave the field with it (rule 12.2). Make the magic Infinite to hold them, as Revival Priest does, or summon one creature as primary.`
      : why;
    return [{ path: `${path}.anchored`, message }];
  }
  if (!a.anchored && a.onAnchorEnd !== "cemetery") {
    return [{ path: `${path}.onAnchorEnd`, message: `Only an anchored summon has an anchor to end (rule 12.2), so onAnchorEnd "${a.onAnchorEnd}" of this one would never apply: leave it out, or anchor the summon.` }];
  }
  return [];
}

/**
 * Every problem of a card (already valid field by field) that lies between its fields: the
 * magic rules above, summons that need an anchor, and what a triggered effect's actions may do
 * given its trigger.
 *
 * @internal
 */
export function crossFieldProblems(card: Card): RuleProblem[] {
  const out: RuleProblem[] = [];
  if (card.kind === "magic") for (const r of MAGIC_RULES) if (r.applies(card)) out.push(...r.check(card));
  const anchorless = card.kind === "magic" && leavesAsItResolves(card) && card.hybrid === null;
  card.effects.forEach((e, i) => {
    if (e.kind === "summon") out.push(...summonProblems(e, `effects[${i}]`, anchorless));
  });
  for (const t of triggeredActions(card)) out.push(...summonProblems(t.action, t.path, false), ...triggeredProblems(t.action, t.on, t.path));
  return out;
}
