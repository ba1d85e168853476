import * as v from "valibot";
import { CONDITION_NAMES, DAMAGE_TYPES, type ConditionName, type DamageType } from "./elements.js";

/**
 * Who an effect acts on.
 *
 * - `self`: the card that carries the effect (for an Attack Card: the Guardian using it); not in a Quest's reward.
 * - `attack-target`: what the attack targets (in `on-attack`, an Attack Card), or the attacker
 *   (in `on-attacked`); only in those, which come with an attack.
 * - `chosen-creature`: one Minion or King in play, chosen by the card's controller (in the
 *   `ability` or `choose-attack` action, or by a `choose-creature` decision, G-ENG-9); not in
 *   `on-attack` or `on-attacked`.
 * - `all-opponent-creatures` / `all-own-creatures`: every Minion and King on that side.
 * - `own-guardian` / `opponent-guardian`.
 *
 * @example
 * ```ts
 * import type { EffectTarget } from "@rulesmith/guardians";
 * const t: EffectTarget = "attack-target";
 * ```
 */
export type EffectTarget =
  | "self"
  | "attack-target"
  | "chosen-creature"
  | "all-opponent-creatures"
  | "all-own-creatures"
  | "own-guardian"
  | "opponent-guardian";

/**
 * Every {@link EffectTarget}, in schema order.
 *
 * @example
 * ```ts
 * import { EFFECT_TARGETS } from "@rulesmith/guardians";
 * EFFECT_TARGETS[0]; // "self"
 * ```
 */
export const EFFECT_TARGETS = /* @__PURE__ */ Object.freeze([
  "self",
  "attack-target",
  "chosen-creature",
  "all-opponent-creatures",
  "all-own-creatures",
  "own-guardian",
  "opponent-guardian",
] as const satisfies readonly EffectTarget[]);

/**
 * A phase a card can add to the turn (the Golden Rule example, G-GOLD-2).
 *
 * @example
 * ```ts
 * import type { ExtraPhase } from "@rulesmith/guardians";
 * const p: ExtraPhase = "battle";
 * ```
 */
export type ExtraPhase = "battle" | "action";

/**
 * One effect of a card, as data: a discriminated union on `kind`. The engine runs them in
 * order when their ability acts ({@link effectSchema}); the effects of a `static` ability and
 * of a Barrier stand instead, in force while their card is in play ({@link standingEffectSchema}:
 * only `modify-atk` and `prevent-damage`).
 *
 * - `inflict-condition`: puts a Special Condition on the target (Poison rolls its die then, G-POI-1).
 * - `cure-conditions`: removes every Special Condition from the target, Flying included (G-COND-1).
 * - `damage` / `heal`: changes the target's damage by `amount` (heal never above printed HP).
 * - `draw`: its controller draws `count` cards from the main deck.
 * - `modify-atk`: the target's ATK changes by `amount` until the end of the turn (so not in the End Phase); standing, while its card is in play.
 * - `prevent-damage` (standing only): each attack on its controller's side deals `amount` less (a Barrier's shield).
 * - `extra-phases`: after the current phase the listed phases follow, in order (G-GOLD-2, G-EX-1);
 *   not at the End Phase or in `on-attacked` (G-ENG-10).
 *
 * Where each may be printed, and on which targets, is said by the schema of the place
 * ({@link abilitySchema}, {@link guardianAbilitySchema}, {@link attackEffectSchema},
 * {@link rewardEffectSchema}, {@link standingEffectSchema}, {@link barrierEffectSchema}).
 *
 * Implements G-GOLD-1 (card text is data that can override a rule), G-ATKC-4.
 *
 * @example
 * ```ts
 * import type { Effect } from "@rulesmith/guardians";
 * const e: Effect = { kind: "extra-phases", phases: ["battle", "action"] };
 * ```
 */
export type Effect =
  | {
      /** `"inflict-condition"`: puts `condition` on each target that does not carry fatal damage; Guardians are unaffected (G-CATCH-6). */
      readonly kind: "inflict-condition";
      /** The Special Condition put on the target (G-COND-1); for `"poisoned"` a d6 is rolled for its duration (G-POI-1). */
      readonly condition: ConditionName;
      /** Who it acts on (see {@link EffectTarget}); a card no longer in play is skipped. */
      readonly target: EffectTarget;
    }
  | {
      /** `"cure-conditions"`: removes every Special Condition from each target, Flying included (G-COND-1 lists Flying among them); a grounded mark stays, since it lasts "for the rest of the duel" (G-CATCH-5). */
      readonly kind: "cure-conditions";
      /** Who it acts on (see {@link EffectTarget}); a card no longer in play is skipped. */
      readonly target: EffectTarget;
    }
  | {
      /** `"damage"`: deals `amount` damage to each target; damage stays until healed (G-WIN-2). */
      readonly kind: "damage";
      /** Damage dealt to each target, a whole number ≥ 0. */
      readonly amount: number;
      /** Who it acts on (see {@link EffectTarget}); a card no longer in play is skipped. */
      readonly target: EffectTarget;
    }
  | {
      /** `"heal"`: removes up to `amount` damage from each target that does not carry fatal damage. */
      readonly kind: "heal";
      /** Damage healed from each target, a whole number ≥ 0; HP never rises above the printed HP (G-AMB-35). */
      readonly amount: number;
      /** Who it acts on (see {@link EffectTarget}); a card no longer in play is skipped. */
      readonly target: EffectTarget;
    }
  | {
      /** `"draw"`: the effect's controller draws `count` cards from the top of the main deck (it stops, without a deck-out, when the deck is empty). */
      readonly kind: "draw";
      /** Cards drawn, a whole number ≥ 1. */
      readonly count: number;
    }
  | {
      /** `"modify-atk"`: changes the ATK of each target Minion or King until the end of the turn (other targets are skipped); standing (a static ability, a Barrier), while its card is in play. */
      readonly kind: "modify-atk";
      /** ATK change, a whole number from -999 to 999; until the end of the turn it is kept in {@link Unit.atkMod} and cleared at the End Phase; a standing one is added whenever the ATK is read. */
      readonly amount: number;
      /** Who it acts on (see {@link EffectTarget}); a card no longer in play is skipped; a standing one only {@link STANDING_TARGETS}. */
      readonly target: EffectTarget;
    }
  | {
      /** `"prevent-damage"`: standing only (a static ability, a Barrier): while its card is in play, each attack on its controller's side deals `amount` less damage. */
      readonly kind: "prevent-damage";
      /** Damage prevented per attack, a whole number ≥ 0; the shields of several cards add up. */
      readonly amount: number;
    }
  | {
      /** `"extra-phases"`: after the current phase the listed phases follow, before the rest of the turn (G-GOLD-2, G-EX-1). */
      readonly kind: "extra-phases";
      /** The phases added, at least one, in the order they are played; they do not renew once-per-turn limits by default (G-AMB-44). */
      readonly phases: readonly ExtraPhase[];
    };

/**
 * When a creature's or Guardian's ability acts.
 *
 * - `enters-play`: when the Minion or King enters the field (Placed, Sneaked or Sneaked in by a
 *   retreat); a Guardian starts in play, so it has none.
 * - `on-attack`: after the Minion or King attacks, or the Guardian battles (after its Attack
 *   Card's effects, G-ENG-11); its target is the `attack-target`.
 * - `on-attacked`: after the creature or Guardian is attacked, if it survives (the attacker is the `attack-target`).
 * - `activated`: used with an `ability` action in the Action Phase; each activated ability of a
 *   card once per turn by default (option `activatedAbilities`, G-TURN-6, G-ENG-1).
 * - `static`: a standing ability: its effects (only `modify-atk` and `prevent-damage`) are in
 *   force while its card is in play, and are read, not run (an ATK, the damage an attack deals).
 * - `end-phase`: at its controller's End Phase.
 *
 * @example
 * ```ts
 * import type { AbilityTrigger } from "@rulesmith/guardians";
 * const t: AbilityTrigger = "on-attack";
 * ```
 */
export type AbilityTrigger = "enters-play" | "on-attack" | "on-attacked" | "activated" | "static" | "end-phase";

/**
 * An ability in a text box: a trigger and the effects it has. `text` is the printed wording
 * (reminder text has no rules effect, G-CARD-2).
 *
 * @example
 * ```ts
 * import type { Ability } from "@rulesmith/guardians";
 * const a: Ability = { trigger: "on-attack", effects: [{ kind: "inflict-condition", condition: "burned", target: "attack-target" }] };
 * ```
 */
export interface Ability {
  /** When the ability acts (see {@link AbilityTrigger}). */
  readonly trigger: AbilityTrigger;
  /** What it does, at least one effect, run in order. */
  readonly effects: readonly Effect[];
  /** The printed wording, for people only; it has no rules effect (G-CARD-2). */
  readonly text?: string;
}

/**
 * What a Quest asks for at its owner's End Phase (G-QUEST-2, G-QUEST-3).
 *
 * - `control-creatures`: control at least `count` Minions and Kings (of `damageType` if given).
 * - `defeated-this-turn`: at least `count` opposing creatures were destroyed this turn.
 * - `guardian-damage-at-most`: your Guardian has taken at most `damage` damage.
 *
 * @example
 * ```ts
 * import type { QuestRequirement } from "@rulesmith/guardians";
 * const r: QuestRequirement = { kind: "control-creatures", count: 3, damageType: "nature" };
 * ```
 */
export type QuestRequirement =
  | {
      /** `"control-creatures"`: met when the Quest's owner has at least `count` Minions and Kings on the field. */
      readonly kind: "control-creatures";
      /** Minions and Kings needed, a whole number ≥ 1. */
      readonly count: number;
      /** If given, only creatures of this Damage Type count. */
      readonly damageType?: DamageType;
    }
  | {
      /** `"defeated-this-turn"`: met when at least `count` opposing Minions and Kings were destroyed this turn ({@link TurnState.defeated}). */
      readonly kind: "defeated-this-turn";
      /** Opposing creatures that must have been destroyed, a whole number ≥ 1. */
      readonly count: number;
    }
  | {
      /** `"guardian-damage-at-most"`: met when the owner's Guardian carries at most `damage` damage. */
      readonly kind: "guardian-damage-at-most";
      /** Most damage the Guardian may carry, a whole number ≥ 0. */
      readonly damage: number;
    };

const count = (what: string) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99), v.description(what));
const amount = (what: string) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999), v.description(what));
/** An ATK change, -999 to 999: bounded like every printed stat, so that no sum of them in play leaves the range a saved state may hold. */
const atkChange = (what: string) => v.pipe(v.number(), v.integer(), v.minValue(-999), v.maxValue(999), v.description(what));
const target = v.pipe(v.picklist(EFFECT_TARGETS), v.description("Who the effect acts on."));

/**
 * The effect kinds that can stand: in a `static` ability or among a Barrier's effects they are
 * in force the whole time their card is in play, and the engine reads them whenever it needs
 * the number (an ATK, the damage an attack deals). Every other kind happens once, when its
 * ability acts, and is refused there; `prevent-damage` is refused anywhere else.
 *
 * Implements G-BAR-1 (a Barrier's effects), G-GUARD-6 (a Guardian's text box), G-GOLD-1.
 *
 * @example
 * ```ts
 * import { STANDING_EFFECT_KINDS } from "@rulesmith/guardians";
 * STANDING_EFFECT_KINDS; // ["modify-atk", "prevent-damage"]
 * ```
 */
export const STANDING_EFFECT_KINDS = /* @__PURE__ */ Object.freeze(["modify-atk", "prevent-damage"] as const satisfies readonly Effect["kind"][]);

/**
 * The targets a standing `modify-atk` of a Minion or King may name: cards found by where they
 * are. A standing effect has no attack and nobody chooses for it, so `attack-target` and
 * `chosen-creature` are refused, and a Guardian has no ATK (G-GUARD-4), so `own-guardian` and
 * `opponent-guardian` are too. A Guardian's static ability and a Barrier may not name `self`
 * either: neither card has ATK.
 *
 * @example
 * ```ts
 * import { STANDING_TARGETS } from "@rulesmith/guardians";
 * STANDING_TARGETS.includes("all-own-creatures"); // true
 * ```
 */
export const STANDING_TARGETS = /* @__PURE__ */ Object.freeze(["self", "all-own-creatures", "all-opponent-creatures"] as const satisfies readonly EffectTarget[]);

const ONE_SHOT_KINDS: readonly string[] = ["inflict-condition", "cure-conditions", "damage", "heal", "draw", "extra-phases"];

/**
 * valibot's own wording of a type issue, for the cases a message function does not explain (a
 * message of our own does not start with "Invalid ", so that parseCard keeps it as written).
 */
function typeIssue(issue: v.BaseIssue<unknown>): string {
  return `Invalid type: Expected ${issue.expected ?? "a valid value"} but received ${issue.received}`;
}

const quoted = (xs: readonly string[]): string => xs.map((x) => `"${x}"`).join(", ");

function standingKindMessage(issue: v.BaseIssue<unknown>): string {
  const kind = issue.input;
  if (typeof kind === "string" && ONE_SHOT_KINDS.includes(kind)) {
    return `"${kind}" happens once, so it cannot stand: a static ability or a Barrier's effect is in force while its card is in play, and only "modify-atk" and "prevent-damage" can be.`;
  }
  return typeIssue(issue);
}

/** The targets of a standing `modify-atk` on a card that has no ATK itself (a Guardian, a Barrier): `self` would change nothing. */
const SIDE_TARGETS = ["all-own-creatures", "all-opponent-creatures"] as const satisfies readonly EffectTarget[];

function standingTargetMessage(holder: string | null, allowed: readonly EffectTarget[]): (issue: v.BaseIssue<unknown>) => string {
  return (issue) => {
    const t = issue.input;
    const use = `use ${quoted(allowed)}`;
    if (t === "attack-target" || t === "chosen-creature") return `a standing "modify-atk" has no attack and no choice, so it cannot act on "${t}"; ${use}.`;
    if (t === "own-guardian" || t === "opponent-guardian") return `a Guardian has no ATK (G-GUARD-4), so a standing "modify-atk" cannot act on "${t}"; ${use}.`;
    if (t === "self" && holder !== null) return `"self" is the ${holder}, which has no ATK${holder === "Guardian" ? " (G-GUARD-4)" : ""}, so a standing "modify-atk" on it would change nothing; ${use}.`;
    return typeIssue(issue);
  };
}

const draw = v.pipe(v.strictObject({ kind: v.literal("draw"), count: count("Cards drawn.") }), v.description("Its controller draws cards."));
const extraPhases = v.pipe(
  v.strictObject({
    kind: v.literal("extra-phases"),
    phases: v.pipe(
      v.array(v.pipe(v.picklist(["battle", "action"]), v.description("A phase."))),
      v.minLength(1),
      v.description("The phases added after the current one, in order."),
    ),
  }),
  v.description("Adds phases after the current phase (Golden Rule example)."),
);
const preventDamage = v.pipe(
  v.strictObject({ kind: v.literal("prevent-damage"), amount: amount("Damage prevented per attack.") }),
  v.description("While its card is in play, each attack on its controller's side deals this much less damage."),
);

const PREVENT_DAMAGE_STANDS =
  '"prevent-damage" is a standing shield: it belongs in a "static" ability or a Barrier\'s effects; an ability that acts at a moment would do nothing with it.';

/** The effect kinds that name a target. */
type TargetKind = "inflict-condition" | "cure-conditions" | "damage" | "heal" | "modify-atk";

/** The effect kinds that act only on a Minion or King, and why a Guardian is no target for them. */
const CREATURES_ONLY: Readonly<Partial<Record<TargetKind, string>>> = {
  // The Golden Rule (G-GOLD-1) lets a card beat a rule its text contradicts; putting a condition
  // on a Guardian does not contradict its being unaffected by it (README, "Where the matrix ...").
  "inflict-condition":
    "a Guardian is unaffected by Special Conditions (G-CATCH-6); inflicting one does not contradict that, so the Golden Rule (G-GOLD-1) does not lift it",
  "cure-conditions": "a Guardian never carries a Special Condition (G-CATCH-6)",
  "modify-atk": "a Guardian has no ATK (G-GUARD-4)",
};

/**
 * Where a one-shot effect is printed, as far as its targets and kinds go: what `self` is there,
 * what `attack-target` can be, whether somebody chooses `chosen-creature`, and whether extra
 * phases can follow.
 */
interface Place {
  /** The place in words, for messages. */
  readonly where: string;
  /** The card `self` names: a Minion or King, a Guardian (an Attack Card's is the Guardian using it) or a Quest. */
  readonly self: "creature" | "guardian" | "quest";
  /** What `attack-target` can be: nothing (no attack), any card an attack may involve, or always a Guardian (a Guardian only battles Guardians, G-GBTL-2). */
  readonly attack: "none" | "any" | "guardian";
  /** Whether somebody chooses `chosen-creature` there (an action's target, or a `choose-creature` decision, G-ENG-9). */
  readonly choice: boolean;
  /** Why `extra-phases` is refused there, or `null` where its phases are played (G-ENG-10). */
  readonly noExtraPhases: string | null;
  /** Why `modify-atk` is refused there (the End Phase, where the change would be cleared unused), or `null`. */
  readonly noModifyAtk: string | null;
  /** Whether `self` has just entered play there, with no damage and no Special Conditions to heal or cure (G-AMB-46). */
  readonly fresh: boolean;
}

const endPhaseExtra = (where: string): string =>
  `"extra-phases" adds its phases "after this phase" (G-GOLD-2), but ${where} acts in the End Phase, which ends the turn: no phase of the turn comes after it, so the phases would never be played (G-ENG-10).`;
const ON_ATTACKED_EXTRA =
  '"extra-phases" adds its phases to the turn it acts in (G-GOLD-2), and an "on-attacked" ability acts in the attacking player\'s turn: the attacker would get the phases, not the player whose card it is (G-ENG-10).';

const endPhaseAtk = (where: string): string =>
  `"modify-atk" changes ATK until the end of the turn, and ${where} acts in the End Phase: no attack comes before the turn ends and the change is cleared, so it would do nothing.`;

const ACTS_LATER = { noExtraPhases: null, noModifyAtk: null, fresh: false } as const;
const IN_END_PHASE = (where: string) => ({ where, attack: "none", choice: true, noExtraPhases: endPhaseExtra(where), noModifyAtk: endPhaseAtk(where), fresh: false }) as const;

const PLACES = {
  creatureEntersPlay: { where: 'an "enters-play" ability', self: "creature", attack: "none", choice: true, noExtraPhases: null, noModifyAtk: null, fresh: true },
  creatureActivated: { where: 'an "activated" ability', self: "creature", attack: "none", choice: true, ...ACTS_LATER },
  creatureEndPhase: { ...IN_END_PHASE('an "end-phase" ability'), self: "creature" },
  creatureOnAttack: { where: 'an "on-attack" ability', self: "creature", attack: "any", choice: false, ...ACTS_LATER },
  creatureOnAttacked: { where: 'an "on-attacked" ability', self: "creature", attack: "any", choice: false, ...ACTS_LATER, noExtraPhases: ON_ATTACKED_EXTRA },
  guardianActivated: { where: 'a Guardian\'s "activated" ability', self: "guardian", attack: "none", choice: true, ...ACTS_LATER },
  guardianEndPhase: { ...IN_END_PHASE('a Guardian\'s "end-phase" ability'), self: "guardian" },
  guardianOnAttack: { where: 'a Guardian\'s "on-attack" ability', self: "guardian", attack: "guardian", choice: false, ...ACTS_LATER },
  guardianOnAttacked: { where: 'a Guardian\'s "on-attacked" ability', self: "guardian", attack: "any", choice: false, ...ACTS_LATER, noExtraPhases: ON_ATTACKED_EXTRA },
  attackCard: { where: "an Attack Card", self: "guardian", attack: "guardian", choice: true, ...ACTS_LATER },
  questReward: { ...IN_END_PHASE("a Quest's reward"), self: "quest" },
} as const satisfies Readonly<Record<string, Place>>;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Why `kind` on `t` would never act in place `p`, or `null` when it can. */
function targetRefusal(p: Place, kind: TargetKind, t: EffectTarget): string | null {
  const noGuardian = CREATURES_ONLY[kind];
  switch (t) {
    case "attack-target":
      if (p.attack === "none") return `${capital(p.where)} comes with no attack`;
      if (p.attack === "guardian" && noGuardian !== undefined) return `In ${p.where}, "attack-target" is always a Guardian, and ${noGuardian}`;
      return null;
    case "chosen-creature":
      return p.choice ? null : `${capital(p.where)} acts inside an attack, where nobody is asked to choose a creature (G-ENG-9)`;
    case "self":
      if (p.self === "quest") return `In a Quest's reward, "self" is the Quest, which has no HP, ATK or Special Conditions`;
      if (p.fresh && (kind === "heal" || kind === "cure-conditions")) return `In ${p.where}, "self" has just entered play, with no damage and no Special Conditions (a card leaves play without them, G-AMB-46)`;
      if (p.self === "guardian" && noGuardian !== undefined) return `In ${p.where}, "self" is a Guardian, and ${noGuardian}`;
      return null;
    case "own-guardian":
    case "opponent-guardian":
      return noGuardian === undefined ? null : capital(noGuardian);
    default:
      return null;
  }
}

/** The targets `kind` may name in place `p`, in {@link EFFECT_TARGETS} order, with a message that says why another one is refused. */
function placeTarget(p: Place, kind: TargetKind) {
  const allowed = EFFECT_TARGETS.filter((t) => targetRefusal(p, kind, t) === null);
  const message = (issue: v.BaseIssue<unknown>): string => {
    const t = issue.input;
    const why = typeof t === "string" && (EFFECT_TARGETS as readonly string[]).includes(t) ? targetRefusal(p, kind, t as EffectTarget) : null;
    return why === null ? typeIssue(issue) : `${why}, so "${kind}" on "${t as string}" would do nothing; use ${quoted(allowed)}.`;
  };
  return v.pipe(v.picklist(allowed, message), v.description("Who the effect acts on."));
}

/** The one-shot effects of place `p`: every kind but `prevent-damage` (and `extra-phases` where no phase can follow), each on the targets it can act on there. */
function placeEffects(p: Place): v.GenericSchema<unknown, Effect> {
  const inflictCondition = v.pipe(
    v.strictObject({
      kind: v.literal("inflict-condition"),
      condition: v.pipe(v.picklist(CONDITION_NAMES), v.description("The Special Condition put on the target.")),
      target: placeTarget(p, "inflict-condition"),
    }),
    v.description("Puts a Special Condition on the target."),
  );
  const cureConditions = v.pipe(
    v.strictObject({ kind: v.literal("cure-conditions"), target: placeTarget(p, "cure-conditions") }),
    v.description("Removes every Special Condition from the target, Flying included."),
  );
  const damage = v.pipe(v.strictObject({ kind: v.literal("damage"), amount: amount("Damage dealt."), target: placeTarget(p, "damage") }), v.description("Deals damage to the target."));
  const heal = v.pipe(
    v.strictObject({ kind: v.literal("heal"), amount: amount("Damage healed (never above printed HP)."), target: placeTarget(p, "heal") }),
    v.description("Heals damage from the target."),
  );
  const modifyAtk = v.pipe(
    v.strictObject({
      kind: v.literal("modify-atk"),
      amount: atkChange("ATK change until end of turn, -999 to 999 (may be negative)."),
      target: placeTarget(p, "modify-atk"),
    }),
    v.description("Changes the target's ATK until the end of the turn."),
  );
  const message = (issue: v.BaseIssue<unknown>): string => {
    if (issue.input === "prevent-damage") return PREVENT_DAMAGE_STANDS;
    if (issue.input === "extra-phases" && p.noExtraPhases !== null) return p.noExtraPhases;
    if (issue.input === "modify-atk" && p.noModifyAtk !== null) return p.noModifyAtk;
    return typeIssue(issue);
  };
  const description = `One effect of ${p.where}, tagged by kind.`;
  const kinds = [inflictCondition, cureConditions, damage, heal, draw, ...(p.noModifyAtk === null ? [modifyAtk] : []), ...(p.noExtraPhases === null ? [extraPhases] : [])];
  return v.pipe(v.variant("kind", kinds, message), v.description(description));
}

/**
 * The valibot schema of every {@link Effect} that happens once, with any target: the whole
 * vocabulary, as a saved state's waiting effects are checked. Where a card prints one, the
 * schema of that place narrows it to what can act there ({@link abilitySchema},
 * {@link guardianAbilitySchema}, {@link attackEffectSchema}, {@link rewardEffectSchema}), and
 * `prevent-damage` only stands ({@link standingEffectSchema}).
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { effectSchema } from "@rulesmith/guardians";
 * v.is(effectSchema, { kind: "draw", count: 1 }); // true
 * v.is(effectSchema, { kind: "prevent-damage", amount: 1 }); // false — it only stands
 * ```
 */
export const effectSchema: v.GenericSchema<unknown, Effect> = v.pipe(
  v.variant(
    "kind",
    [
      v.pipe(
        v.strictObject({ kind: v.literal("inflict-condition"), condition: v.pipe(v.picklist(CONDITION_NAMES), v.description("The Special Condition put on the target.")), target }),
        v.description("Puts a Special Condition on the target."),
      ),
      v.pipe(v.strictObject({ kind: v.literal("cure-conditions"), target }), v.description("Removes every Special Condition from the target, Flying included.")),
      v.pipe(v.strictObject({ kind: v.literal("damage"), amount: amount("Damage dealt."), target }), v.description("Deals damage to the target.")),
      v.pipe(v.strictObject({ kind: v.literal("heal"), amount: amount("Damage healed (never above printed HP)."), target }), v.description("Heals damage from the target.")),
      draw,
      v.pipe(
        v.strictObject({ kind: v.literal("modify-atk"), amount: atkChange("ATK change until end of turn, -999 to 999 (may be negative)."), target }),
        v.description("Changes the target's ATK until the end of the turn."),
      ),
      extraPhases,
    ],
    (issue) =>
      issue.input === "prevent-damage" ? PREVENT_DAMAGE_STANDS : typeIssue(issue),
  ),
  v.description("One effect of a card that happens when its ability acts, tagged by kind."),
);

/** A standing `modify-atk` on the targets `allowed`; `holder` names the card when `self` is refused because it has no ATK. */
function standingModifyAtk(allowed: readonly EffectTarget[], holder: string | null) {
  return v.pipe(
    v.strictObject({
      kind: v.literal("modify-atk"),
      amount: atkChange("ATK change while the card is in play, -999 to 999 (may be negative)."),
      target: v.pipe(
        v.picklist(allowed, standingTargetMessage(holder, allowed)),
        v.description(holder === null ? "Whose ATK changes: the card itself, or every Minion and King on a side." : "Whose ATK changes: every Minion and King on a side."),
      ),
    }),
    v.description("Changes the ATK of its targets while its card is in play."),
  );
}

/**
 * The valibot schema of a standing {@link Effect} of a Minion or King: an effect of its
 * `static` ability, in force while the card is in play. Only the kinds of
 * {@link STANDING_EFFECT_KINDS} can stand, and `modify-atk` only on {@link STANDING_TARGETS};
 * anything else is refused with a sentence that says why. A Guardian's static ability and a
 * Barrier take the same, without `self` (neither has ATK).
 *
 * Implements G-BAR-1, G-GOLD-1.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { standingEffectSchema } from "@rulesmith/guardians";
 * v.is(standingEffectSchema, { kind: "modify-atk", amount: 1, target: "all-own-creatures" }); // true
 * const r = v.safeParse(standingEffectSchema, { kind: "damage", amount: 2, target: "opponent-guardian" });
 * console.log(r.issues?.[0]?.message); // "damage" happens once, so it cannot stand: a static ability ...
 * ```
 */
export const standingEffectSchema: v.GenericSchema<unknown, Effect> = v.pipe(
  v.variant("kind", [standingModifyAtk(STANDING_TARGETS, null), preventDamage], standingKindMessage),
  v.description("One standing effect of a card, in force while the card is in play, tagged by kind."),
);

const guardianStandingEffect: v.GenericSchema<unknown, Effect> = v.pipe(
  v.variant("kind", [standingModifyAtk(SIDE_TARGETS, "Guardian"), preventDamage], standingKindMessage),
  v.description("One standing effect of a Guardian's static ability, in force while it is in play, tagged by kind."),
);

/**
 * The valibot schema of a Barrier's effects: standing effects, in force while it stands
 * (G-BAR-1): a `prevent-damage` shield, or a `modify-atk` on every Minion and King of a side (a
 * Barrier has no ATK, so not on `self`).
 *
 * Implements G-BAR-1.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { barrierEffectSchema } from "@rulesmith/guardians";
 * v.is(barrierEffectSchema, { kind: "prevent-damage", amount: 1 }); // true
 * v.is(barrierEffectSchema, { kind: "modify-atk", amount: 1, target: "self" }); // false — a Barrier has no ATK
 * ```
 */
export const barrierEffectSchema: v.GenericSchema<unknown, Effect> = v.pipe(
  v.variant("kind", [standingModifyAtk(SIDE_TARGETS, "Barrier"), preventDamage], standingKindMessage),
  v.description("One effect of a Barrier, in force while it stands, tagged by kind."),
);

const abilityText = v.exactOptional(v.pipe(v.string(), v.description("The printed wording.")));

function acting<const T extends readonly [AbilityTrigger, ...AbilityTrigger[]]>(triggers: T, p: Place, what: string) {
  return v.pipe(
    v.strictObject({
      trigger: v.pipe(triggers.length === 1 ? v.literal(triggers[0]) : v.picklist(triggers), v.description(what)),
      effects: v.pipe(v.array(placeEffects(p)), v.minLength(1), v.description("What the ability does, in order.")),
      text: abilityText,
    }),
    v.description(`${capital(p.where)}: its effects happen, in order, each time it acts.`),
  );
}

function staticAbility(effects: v.GenericSchema<unknown, Effect>) {
  return v.pipe(
    v.strictObject({
      trigger: v.pipe(v.literal("static"), v.description("A static ability: in force while its card is in play.")),
      effects: v.pipe(v.array(effects), v.minLength(1), v.description("What is in force while the card is in play.")),
      text: abilityText,
    }),
    v.description("A static ability: its effects stand while its card is in play."),
  );
}

/**
 * The valibot schema of an {@link Ability} of a Minion or King: a `static` ability takes
 * standing effects ({@link standingEffectSchema}), every other trigger effects that happen when
 * it acts, each on the targets it can act on there. Refused, with the reason: `attack-target`
 * outside an attack (`enters-play`, `activated`, `end-phase`), `chosen-creature` inside one
 * (`on-attack`, `on-attacked`: nobody is asked, G-ENG-9), `extra-phases` in the End Phase or
 * in an `on-attacked` ability (G-ENG-10), `modify-atk` in the End Phase (cleared as the turn
 * ends, before any attack), `heal` and `cure-conditions` on `self` in an `enters-play` ability
 * (a card enters play with no damage and no conditions, G-AMB-46), and an effect that only acts
 * on a Minion or King (`inflict-condition`, `cure-conditions`, `modify-atk`) on a Guardian.
 *
 * Implements G-KING-5 (a King's text box), G-ENG-9, G-ENG-10.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { abilitySchema } from "@rulesmith/guardians";
 * v.is(abilitySchema, { trigger: "static", effects: [{ kind: "prevent-damage", amount: 1 }] }); // true
 * v.is(abilitySchema, { trigger: "static", effects: [{ kind: "draw", count: 1 }] }); // false — a draw happens once
 * v.is(abilitySchema, { trigger: "activated", effects: [{ kind: "draw", count: 1 }] }); // true
 * v.is(abilitySchema, { trigger: "enters-play", effects: [{ kind: "damage", amount: 1, target: "attack-target" }] }); // false — no attack
 * ```
 */
export const abilitySchema: v.GenericSchema<unknown, Ability> = v.pipe(
  v.variant("trigger", [
    staticAbility(standingEffectSchema),
    acting(["enters-play"], PLACES.creatureEntersPlay, "When the ability acts: as the card enters play."),
    acting(["activated"], PLACES.creatureActivated, "When the ability acts: when used in the Action Phase."),
    acting(["end-phase"], PLACES.creatureEndPhase, "When the ability acts: at its controller's End Phase."),
    acting(["on-attack"], PLACES.creatureOnAttack, "When the ability acts: after the card attacks."),
    acting(["on-attacked"], PLACES.creatureOnAttacked, "When the ability acts: after the card is attacked, if it survives."),
  ]),
  v.description("An ability in the text box of a Minion or King."),
);

/**
 * The valibot schema of an {@link Ability} of a Guardian: as {@link abilitySchema}, but a
 * Guardian starts the match in its slot and never enters play, so `enters-play` is refused;
 * its `self` is a Guardian (no ATK, no Special Conditions), and so is its `on-attack`
 * ability's `attack-target` (a Guardian only battles Guardians, G-GBTL-2).
 *
 * Implements G-GUARD-6, G-ENG-9, G-ENG-10.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { guardianAbilitySchema } from "@rulesmith/guardians";
 * v.is(guardianAbilitySchema, { trigger: "on-attack", effects: [{ kind: "draw", count: 1 }] }); // true
 * v.is(guardianAbilitySchema, { trigger: "enters-play", effects: [{ kind: "draw", count: 1 }] }); // false — a Guardian never enters play
 * ```
 */
export const guardianAbilitySchema: v.GenericSchema<unknown, Ability> = v.pipe(
  v.variant(
    "trigger",
    [
      staticAbility(guardianStandingEffect),
      acting(["activated"], PLACES.guardianActivated, "When the ability acts: when used in the Action Phase."),
      acting(["end-phase"], PLACES.guardianEndPhase, "When the ability acts: at its controller's End Phase."),
      acting(["on-attack"], PLACES.guardianOnAttack, "When the ability acts: after the Guardian battles, after its Attack Card's effects."),
      acting(["on-attacked"], PLACES.guardianOnAttacked, "When the ability acts: after the Guardian is attacked, if it survives."),
    ],
    (issue) =>
      issue.input === "enters-play"
        ? 'a Guardian starts the match in its slot and never enters play, so an "enters-play" ability of a Guardian would never act; use "activated", "end-phase", "on-attack", "on-attacked" or "static".'
        : typeIssue(issue),
  ),
  v.description("An ability in the text box of a Guardian."),
);

/**
 * The valibot schema of an {@link Effect} of an Attack Card, run when the card is chosen in a
 * Guardian battle (G-ATKC-4): `self` is the Guardian using it and `attack-target` the Guardian
 * attacked, so neither takes an effect that only acts on a Minion or King; `chosen-creature`
 * is chosen with the card (`choose-attack`).
 *
 * Implements G-ATKC-4.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { attackEffectSchema } from "@rulesmith/guardians";
 * v.is(attackEffectSchema, { kind: "extra-phases", phases: ["battle", "action"] }); // true
 * v.is(attackEffectSchema, { kind: "modify-atk", amount: 1, target: "self" }); // false — the Guardian has no ATK
 * ```
 */
export const attackEffectSchema: v.GenericSchema<unknown, Effect> = placeEffects(PLACES.attackCard);

/**
 * The valibot schema of an {@link Effect} of a Quest's reward, run at its owner's End Phase
 * (G-QUEST-2): no `self` (the Quest has no HP, ATK or Special Conditions), no `attack-target`,
 * no `extra-phases` (no phase follows the End Phase, G-ENG-10), no `modify-atk` (cleared as the
 * turn ends, before any attack); `chosen-creature` is chosen by
 * the Quest's owner as the reward runs (G-ENG-9).
 *
 * Implements G-QUEST-3, G-ENG-9, G-ENG-10.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { rewardEffectSchema } from "@rulesmith/guardians";
 * v.is(rewardEffectSchema, { kind: "heal", amount: 2, target: "chosen-creature" }); // true
 * v.is(rewardEffectSchema, { kind: "extra-phases", phases: ["battle"] }); // false — the turn is ending
 * ```
 */
export const rewardEffectSchema: v.GenericSchema<unknown, Effect> = placeEffects(PLACES.questReward);

/**
 * The valibot schema of a {@link QuestRequirement}.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * import { questRequirementSchema } from "@rulesmith/guardians";
 * v.is(questRequirementSchema, { kind: "defeated-this-turn", count: 2 }); // true
 * ```
 */
export const questRequirementSchema: v.GenericSchema<unknown, QuestRequirement> = v.pipe(
  v.variant("kind", [
    v.pipe(
      v.strictObject({
        kind: v.literal("control-creatures"),
        count: count("How many Minions and Kings."),
        damageType: v.exactOptional(v.pipe(v.picklist(DAMAGE_TYPES), v.description("Only creatures of this Damage Type count."))),
      }),
      v.description("Control at least this many creatures."),
    ),
    v.pipe(
      v.strictObject({ kind: v.literal("defeated-this-turn"), count: count("How many opposing creatures.") }),
      v.description("Destroy at least this many opposing creatures this turn."),
    ),
    v.pipe(
      v.strictObject({ kind: v.literal("guardian-damage-at-most"), damage: amount("Most damage your Guardian may carry.") }),
      v.description("Your Guardian has taken at most this much damage."),
    ),
  ]),
  v.description("What a Quest requires at your End Phase."),
);
