/**
 * The engine's effect interpreter: picking cards (targeting vs selecting), applying each effect
 * kind of the card vocabulary, destruction with its protections and replacements, recruiting,
 * and queueing triggers on the sequence (core stack).
 */
import { createStack, queueTrigger, stackResolved, type JsonValue, type PlayerId, type StackPolicy } from "@rulesmith/core";
import type { Card, CardAbility, Choice, Effect, StatusGrant } from "../cards/cards.js";
import { factsOf, poolFactsOf, type TriggerEvent } from "./card-facts.js";
import type { AbilityZone } from "../cards/ability-rules.js";
import type { Position, Zone } from "../cards/vocabulary.js";
import type { Candidate } from "../rules/targeting.js";
import type { StatLine } from "../rules/stats.js";
import type { ConditionContext } from "../rules/conditions.js";
import type { CardDestroyedEvent } from "./events.js";
import type { EntryPayload, HeldStatus, Placement, Resolving, UnitState } from "./types.js";
import type { Payment } from "../rules/treasury.js";
import { legalPicks, matchesFilter } from "../rules/targeting.js";
import { conditionHolds } from "../rules/conditions.js";
import { canReceiveStatus, isUnaffectedByEffects } from "../rules/statuses.js";
import { effectDestruction, guardianSubstitutes } from "../rules/protection.js";
import { afterDestruction } from "../rules/replacement.js";
import { cleanseStats } from "../rules/stats.js";
import { canRecruitNormally } from "../rules/true-recruit.js";
import { positionCapacity } from "../rules/line.js";
import { gainEnergy } from "../rules/energy.js";
import {
  FIELD,
  ORDINARY,
  canAfford,
  cardsIn,
  checkLoss,
  damage,
  defOf,
  dropKey,
  drawFor,
  effectsOn,
  equipsOf,
  freshUnit,
  holder,
  printedUnit,
  isFaceDown,
  lineUnits,
  move,
  other,
  ownerOf,
  pay,
  paymentsFor,
  setPlayer,
  unitOf,
  zid,
  type Work,
  eventSink,
  zoneOf,
  type Readable,
  type ZoneName,
  turnFaceUp,
  firstOf,
  roundOf,
  resolvingOf,
  setResolving,
} from "./work.js";


/**
 * The sequence policy of Wardom (D-SEQ-1..5, D-AMB-33, D-AMB-49), for sequences and the battle
 * window. Frozen, so that core checks it once rather than at every stack it opens.
 * @internal
 * @example
 * ```ts
 * SEQUENCE_POLICY.kind; // "alternating"
 * ```
 */
export const SEQUENCE_POLICY: StackPolicy = /* @__PURE__ */ Object.freeze({ kind: "alternating", resolve: "whole-chain", ruleIds: /* @__PURE__ */ Object.freeze({ priority: "D-SEQ-3", mandatoryTrigger: "D-SEQ-5" }) });

/**
 * The zone id of a vocabulary zone for a player.
 * @internal
 */
function zoneIdFor(p: PlayerId, z: Zone): string {
  return z === "field" ? FIELD : zid(p, z);
}

/**
 * The ability at an index of a card, if any.
 * @param w - The working copy of the state.
 * @param id - The card instance id.
 * @param index - The ability index on the card.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * abilityOf(state, "c3", 0)?.timing.kind; // "activated"
 * ```
 */
export function abilityOf(w: Pick<Readable, "cards" | "defs">, id: string, index: number): CardAbility | undefined {
  return defOf(w, id)?.abilities[index];
}

/**
 * Round at whose end a duration ends (null: permanent).
 * @internal
 */
function untilFor(w: Readable, duration: "this-battle" | "this-round" | "next-round" | "permanent"): number | null {
  switch (duration) {
    case "this-battle":
    case "this-round":
      return roundOf(w);
    case "next-round":
      return roundOf(w) + 1;
    case "permanent":
      return null;
    default: {
      const never: never = duration;
      return never;
    }
  }
}

/**
 * Extra room a player's continuous Additional Recruit effects give a position (D-KW.AdditionalRecruit-1).
 * @param w - The working copy of the state.
 * @param p - The player.
 * @param position - Combat or Support.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * additionalRoom(w, 0, "support"); // 1 with a face-up Shield Wall
 * ```
 */
export function additionalRoom(w: Readable, p: PlayerId, position: Position): number {
  return roomOf(w, p)[position];
}

/**
 * The positions with room for one more Unit (D-ZONE-6), Combat first.
 * @param w - The working copy of the state.
 * @param p - The player.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * openPositions(w, 0); // ["combat", "support"] on an empty line
 * ```
 */
export function openPositions(w: Readable, p: PlayerId): Position[] {
  const combat = cardsIn(w, zid(p, "combat"));
  const support = cardsIn(w, zid(p, "support"));
  // Every position holds one Unit without Additional Recruit: look for its room only when full.
  const base = positionCapacity(0);
  const full = combat.length >= base || support.length >= base;
  const room = full ? roomOf(w, p) : NO_ROOM;
  const out: Position[] = [];
  if (combat.length < positionCapacity(room.combat)) out.push("combat");
  if (support.length < positionCapacity(room.support)) out.push("support");
  return out;
}

const NO_ROOM: Readonly<Record<Position, number>> = /* @__PURE__ */ Object.freeze({ combat: 0, support: 0 });

/**
 * The places a player's cards give room from, with the zone each is: their line, Action Zone,
 * attached Equips and Treasury, and the shared Field Zone.
 */
const ROOM_PLACES: readonly AbilityZone[] = ["combat", "support", "action", "equip", "treasury", "field"];

/**
 * {@link additionalRoom} of both positions in one pass over the cards that can give it: every
 * continuous Additional Recruit ability that applies (D-KW.AdditionalRecruit-1), where its card
 * is face up and its continuous effects work (not a Silenced or Frozen Unit, D-ST.Silenced-1,
 * D-ST.Frozen-3), in its labelled zone (D-TIMING-1), with its condition met for the player; a
 * Field's for its controller, or for both players when it is a Rule (D-FIELD-4).
 */
function roomOf(w: Readable, p: PlayerId): Readonly<Record<Position, number>> {
  const places = poolFactsOf(w.defs).roomIn;
  if (places.size === 0) return NO_ROOM;
  let combat = 0;
  let support = 0;
  let ctx: ConditionContext | undefined;
  for (const place of ROOM_PLACES) {
    if (!places.has(place)) continue;
    for (const id of cardsIn(w, place === "field" ? FIELD : zid(p, place))) {
      const def = defOf(w, id);
      const rooms = def === undefined ? null : factsOf(def).rooms;
      if (rooms === null || !effectsOn(w, id, "continuous")) continue;
      const mine = place !== "field" || ownerOf(w, id) === p;
      for (const r of rooms) {
        if (!r.where.includes(place) || (!mine && !r.rule)) continue;
        if (r.condition !== undefined && !conditionHolds(r.condition, (ctx ??= conditionContext(w, p)))) continue;
        combat += r.combat;
        support += r.support;
      }
    }
  }
  return combat === 0 && support === 0 ? NO_ROOM : { combat, support };
}

/**
 * Everything conditions look at, from player `you`'s side.
 * @param w - The working copy of the state.
 * @param you - The player the effect acts for.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * conditionHolds({ kind: "round-at-least", round: 2 }, conditionContext(w, 0));
 * ```
 */
export function conditionContext(w: Readable, you: PlayerId): ConditionContext {
  return new Context(w, you);
}

/**
 * A card as a condition counts it: its face and statuses are found only when a filter asks (most
 * conditions count cards by zone, type or cost).
 */
class CardInPlay implements Candidate {
  private held: { readonly faceUp: boolean; readonly statuses: readonly StatusGrant[] } | undefined;

  constructor(
    private readonly w: Readable,
    readonly id: string,
    readonly card: Card,
    readonly zone: Zone,
    readonly side: "you" | "opponent",
  ) {}

  get faceUp(): boolean {
    return (this.held ??= holder(this.w, this.id)).faceUp;
  }

  get statuses(): readonly StatusGrant[] {
    return (this.held ??= holder(this.w, this.id)).statuses;
  }
}

/** The zones conditions count cards in. */
const COUNTED: readonly Zone[] = ["combat", "support", "void", "hand", "side", "treasury", "forbidden", "action", "coin"];

/**
 * A {@link ConditionContext} that finds the cards of a zone when a condition first counts them
 * (most conditions count none, or one zone), each zone's list once.
 */
class Context implements ConditionContext {
  readonly round: number;
  readonly resolve: { readonly you: number; readonly opponent: number };
  readonly lastBattle: "won" | "lost" | "tie" | null;
  readonly cardsIn: (zone: Zone, side: "you" | "opponent") => readonly Candidate[];
  private all: Candidate[] | undefined;
  private readonly lists = new Map<string, Candidate[]>();

  constructor(
    private readonly w: Readable,
    private readonly you: PlayerId,
  ) {
    this.round = roundOf(w);
    this.resolve = { you: w.players[you]?.resolve ?? 0, opponent: w.players[other(you)]?.resolve ?? 0 };
    const last = w.battle;
    this.lastBattle = last === null ? null : last.winner === null ? "tie" : last.winner === you ? "won" : "lost";
    this.cardsIn = (zone, side) => this.list(zone, side);
  }

  get cards(): readonly Candidate[] {
    if (this.all === undefined) {
      const all: Candidate[] = [];
      for (const side of ["you", "opponent"] as const) for (const z of COUNTED) for (const c of this.list(z, side)) all.push(c);
      this.all = all;
    }
    return this.all;
  }

  private list(zone: Zone, side: "you" | "opponent"): Candidate[] {
    const key = `${side}/${zone}`;
    let out = this.lists.get(key);
    if (out === undefined) {
      out = [];
      const p = side === "you" ? this.you : other(this.you);
      if (COUNTED.includes(zone)) {
        for (const id of cardsIn(this.w, zid(p, zone as ZoneName))) {
          const card = defOf(this.w, id);
          if (card !== undefined) out.push(new CardInPlay(this.w, id, card, zone, side));
        }
      }
      this.lists.set(key, out);
    }
    return out;
  }
}

/**
 * The cards an effect of player `you` may pick for a choice: the zones and side it names, its
 * filter, Stealth against targeting only (D-TARGET-1..3), never a face-down card (statuses and
 * effects work on face-up Units, D-STATUS-1) or the opponent's hand, never a face-up Frozen Unit
 * (D-ST.Frozen-1). A flip (`setOnly`) picks the other way: set cards only, the only ones it can
 * turn face up (D-KW.Set-2); their statuses are off while they are set (D-STATUS-1), so Stealth
 * and Frozen do not stop it, and their printed ones are not looked at.
 * @param w - The working copy.
 * @param you - The effect's controller.
 * @param choice - The choice.
 * @param setOnly - Pick set (face-down) cards instead of face-up ones.
 * @returns The legal picks, in zone order.
 * @internal
 * @example
 * ```ts
 * choiceOptions(w, 0, { mode: "target", count: 1, side: "any", zones: ["combat", "support"] });
 * ```
 */
export function choiceOptions(w: Readable, you: PlayerId, choice: Choice, setOnly = false): string[] {
  const cands: Candidate[] = [];
  const sides: PlayerId[] = choice.side === "you" ? [you] : choice.side === "opponent" ? [other(you)] : [you, other(you)];
  for (const p of sides) {
    for (const z of choice.zones) {
      // A hand is only ever the controller's own (the opponent's is hidden); no choice names a deck.
      if (z === "hand" && p !== you) continue;
      const zoneId = zoneIdFor(p, z);
      for (const id of cardsIn(w, zoneId)) {
        if (z === "field" && ownerOf(w, id) !== p) continue;
        const card = defOf(w, id);
        if (card === undefined) continue;
        const down = isFaceDown(w, id);
        if (down !== setOnly) continue;
        const h = card.type === "unit" && !down ? holder(w, id) : { faceUp: !down, statuses: [] };
        if ((z === "combat" || z === "support") && isUnaffectedByEffects(h)) continue;
        cands.push({ id, card, zone: z, side: p === you ? "you" : "opponent", faceUp: h.faceUp, statuses: h.statuses });
      }
    }
  }
  return legalPicks(cands, choice).slice();
}

/**
 * A stack payload as JSON.
 * @param e - The payload.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * entryJson({ kind: "status", source: "c3", status: "corruption", you: 0 });
 * ```
 */
export function entryJson(e: EntryPayload): JsonValue {
  return e.kind === "ability"
    ? { kind: e.kind, source: e.source, ability: e.ability, you: e.you, played: e.played }
    : { kind: e.kind, source: e.source, status: e.status, you: e.you };
}

/**
 * Ensures a sequence exists and queues a trigger on it.
 * @param w - The working copy of the state.
 * @param payload - The payload.
 * @param controller - The controller.
 * @param optional - Whether its controller may decline it ("you can").
 * @internal
 * @example
 * ```ts
 * queue(w, { kind: "status", source: "c3", status: "corruption", you: 0 }, 0, false);
 * ```
 */
export function queue(w: Work, payload: EntryPayload, controller: PlayerId, optional: boolean): void {
  if (w.state.stack === null) {
    const s = createStack(SEQUENCE_POLICY, [firstOf(w.state), other(firstOf(w.state))]);
    if (!s.ok) return;
    w.set("stack", s.value);
  }
  const stack = w.state.stack;
  if (stack === null) return;
  const q = queueTrigger(stack, controller, entryJson(payload), optional, eventSink(w));
  if (q.ok) w.set("stack", q.value);
}

/**
 * Where a card's triggers are looked at: its zone, and whether its triggered abilities are
 * active there (face up; for a Unit, not Silenced, D-ST.Silenced-1).
 * @internal
 */
interface TriggerSite {
  readonly zone: string | undefined;
  readonly active: boolean;
}

/**
 * A card's {@link TriggerSite} now. A card that is leaving (destroyed) is looked at where it
 * was, so its own "destroyed" trigger works in its labelled zone (D-TIMING-1).
 * @internal
 */
function siteOf(w: Readable, id: string): TriggerSite {
  return { zone: zoneOf(w, id), active: effectsOn(w, id, "triggered") };
}

/**
 * Queues the triggered abilities of `sources` for `event` (D-SEQ-2, D-SEQ-5): only active
 * ones (face up, not Silenced, D-ST.Silenced-1), in their labelled zone (D-TIMING-1), with
 * their condition met; "you can" ones as optional.
 * @param w - The working copy.
 * @param event - The trigger event.
 * @param sources - The cards to look at.
 * @param you - For Field Rule triggers, the player they act for (else the card's owner).
 * @internal
 * @example
 * ```ts
 * fireTriggers(w, "start-stage", lineUnits(w.state, 0));
 * ```
 */
export function fireTriggers(w: Work, event: TriggerEvent, sources: readonly string[], you?: PlayerId): void {
  for (const id of sources) {
    const def = defOf(w.state, id);
    if (def !== undefined && factsOf(def).triggers.has(event)) fireTriggersAt(w, event, id, siteOf(w.state, id), you);
  }
}

/** {@link fireTriggers} for one card looked at in `site`. @internal */
function fireTriggersAt(w: Work, event: TriggerEvent, id: string, site: TriggerSite, you?: PlayerId): void {
  const def = defOf(w.state, id);
  if (def === undefined || !site.active) return;
  const owner = ownerOf(w.state, id);
  def.abilities.forEach((a, index) => {
    if (a.timing.kind !== "triggered" || a.timing.event !== event) return;
    if (a.zone !== undefined && site.zone !== labelledZone(owner, a.zone, event, site.zone)) return;
    const controller = a.rule === true && you !== undefined ? you : owner;
    if (def.type === "field" && a.rule !== true && you !== undefined && you !== owner) return;
    if (a.condition !== undefined && !conditionHolds(a.condition, conditionContext(w.state, controller))) return;
    queue(w, { kind: "ability", source: id, ability: index, you: controller, played: false }, controller, a.optional === true);
  });
}

/**
 * The zone id a trigger's zone label names for a card of `owner`: the owner's zone, except that
 * a "coined" trigger labelled Treasury works in the Treasury the card was coined into, whoever's
 * it is. Coining moves the losing wager into the winner's Treasury (D-KW.Coined-1, D-BTL-10),
 * so a wager is always coined into its owner's opponent's Treasury.
 */
function labelledZone(owner: PlayerId, label: Zone, event: TriggerEvent, at: string | undefined): string {
  if (event === "coined" && label === "treasury" && at?.endsWith("/treasury") === true) return at;
  return zoneIdFor(owner, label);
}

/**
 * Coins a card: it moves to the coining player's Treasury (its coin value is its printed cost),
 * then its "coined" triggers fire, for its owner, labelled Treasury or not (D-KW.Coined-1, D-BTL-10).
 * @param w - The working copy.
 * @param id - The card.
 * @param to - The player who coins it.
 * @param cause - `"battle"` (the losing wager, D-BTL-10) or `"effect"` (a coin effect).
 * @internal
 * @example
 * ```ts
 * coinCard(w, "c12", 0, "battle"); // c12 to p0/treasury; its "When coined" triggers queue
 * ```
 */
export function coinCard(w: Work, id: string, to: PlayerId, cause: "battle" | "effect"): void {
  move(w, id, zid(to, "treasury"), false);
  w.emit({ type: "coined", player: to, card: id, cause, rule: cause === "battle" ? "D-BTL-10" : "D-KW.Coined-1" });
  fireTriggers(w, "coined", [id]);
}

/**
 * Recruits a Unit onto a line position: moves it (face up or set), gives it a unit state with its
 * printed statuses (kept when it comes from the Side Zone), and fires "recruited"/"placed".
 * It pays nothing: a cost is paid by the caller.
 * @param w - The working copy.
 * @param p - The recruiting player.
 * @param id - The Unit.
 * @param position - Combat or Support.
 * @param faceDown - Set it.
 * @param comeback - The X/Y stats it comes back with when Comeback(X/Y) recruits it (D-ST.Comeback-1).
 * @internal
 * @example
 * ```ts
 * recruitUnit(w, 0, "c3", "combat", false);
 * ```
 */
export function recruitUnit(w: Work, p: PlayerId, id: string, position: Position, faceDown: boolean, comeback?: StatLine): void {
  const fromSide = zoneOf(w.state, id) === zid(p, "side");
  if (!move(w, id, zid(p, position), faceDown)) return;
  const def = defOf(w.state, id);
  const printed = def?.type === "unit" ? def : undefined;
  if (comeback !== undefined) {
    // Printed statuses only: those an effect gave it were lost with the field (D-AMB-26).
    w.table("units")[id] = { ...freshUnit(printed), base: comeback, comebackRound: roundOf(w.state) };
  } else if (faceDown && !fromSide) {
    // A face-down Unit has no state of its own until it flips: a fresh state is its printed
    // one, which would name the hidden card (unitOf derives it from the card when needed).
    if (Object.hasOwn(w.state.units, id)) w.set("units", dropKey(w.state.units, id));
  } else if (!fromSide || !Object.hasOwn(w.state.units, id)) {
    w.table("units")[id] = printed === undefined ? freshUnit(undefined) : printedUnit(printed);
  }
  // The id even when set, named for the zones to judge: a viewer who may not identify the card
  // at either end of the step gets the event without it.
  w.emit({ type: "unit-recruited", player: p, card: id, position, faceDown }, [id]);
  if (!faceDown) fireTriggers(w, "recruited", [id]);
  if (!faceDown) fireTriggers(w, "placed", [id]);
}

/**
 * Removes a Unit's state and sends its Equips to the void (D-KW.Equip-2, D-AMB-17).
 * @internal
 */
function leaveField(w: Work, id: string): void {
  for (const e of equipsOf(w.state, id)) {
    w.set("attached", dropKey(w.state.attached, e));
    move(w, e, zid(ownerOf(w.state, e), "void"), false);
  }
  w.set("units", dropKey(w.state.units, id));
}

/**
 * Destroys a Unit (or another card on the field): to its owner's void, Equips with it, then
 * Comeback, else Loyalty, else it stays in the void (D-KW.Destroy-1, D-ST.Comeback-1..2,
 * D-ST.Loyalty-1..2, D-AMB-25, D-AMB-26).
 * @param w - The working copy.
 * @param id - The card.
 * @param cause - `"battle"`, `"effect"`, `"last-will"` (its End Stage destruction) or
 *   `"routing"` (no room in the Side Zone under mandatory routing).
 * @param by - The card whose effect destroys it, for `"effect"`.
 * @internal
 * @example
 * ```ts
 * destroyCard(w, "c3", "battle"); // void, then Comeback or Loyalty
 * ```
 */
export function destroyCard(w: Work, id: string, cause: CardDestroyedEvent["cause"], by?: string): void {
  const p = ownerOf(w.state, id);
  const def = defOf(w.state, id);
  const h = holder(w.state, id);
  const u = unitOf(w.state, id);
  // Its "destroyed" triggers are looked at where it was, as it was (D-TIMING-1).
  const site = siteOf(w.state, id);
  const destroyed: CardDestroyedEvent = { type: "destroyed", card: id, owner: p, cause, ...(by === undefined ? {} : { by }), rule: DESTROY_RULE[cause] };
  if (def?.type !== "unit") {
    w.set("attached", dropKey(w.state.attached, id));
    move(w, id, zid(p, "void"), false);
    w.emit(destroyed);
    fireTriggersAt(w, "destroyed", id, site);
    return;
  }
  // Its Equips are destroyed with it (D-KW.Equip-2): their own "destroyed" triggers too, looked
  // at where they were.
  const equips = equipsOf(w.state, id).map((e) => ({ card: e, site: siteOf(w.state, e) }));
  leaveField(w, id);
  move(w, id, zid(p, "void"), false);
  w.emit(destroyed);
  fireTriggersAt(w, "destroyed", id, site);
  for (const e of equips) {
    const owner = ownerOf(w.state, e.card);
    w.emit({ type: "destroyed", card: e.card, owner, cause, ...(by === undefined ? {} : { by }), rule: "D-KW.Equip-2" });
    fireTriggersAt(w, "destroyed", e.card, e.site);
  }
  const used = w.state.options.comebackLimit === "once-per-round" && u.comebackRound === roundOf(w.state);
  const next = afterDestruction(h, openPositions(w.state, p), used);
  if (next.kind === "comeback") {
    const pos = next.positions[0] ?? "combat";
    w.emit({ type: "comeback", card: id, player: p, position: pos, combat: next.stats.combat, support: next.stats.support, rule: "D-ST.Comeback-1" });
    recruitUnit(w, p, id, pos, false, next.stats);
  } else if (next.kind === "hand") {
    move(w, id, zid(p, "hand"));
    w.emit({ type: "loyalty", card: id, player: p, rule: "D-ST.Loyalty-1" });
  }
}

/** The rule a destruction reports, by its cause. @internal */
const DESTROY_RULE: Readonly<Record<CardDestroyedEvent["cause"], CardDestroyedEvent["rule"]>> = {
  battle: "D-BTL-8",
  effect: "D-KW.Destroy-1",
  "last-will": "D-ST.LastWill-2",
  routing: "D-AMB-5",
};

function setUnit(w: Work, id: string, u: UnitState): void {
  w.table("units")[id] = u;
}

/**
 * Gives a status to a Unit, unless Frozen or Pure refuses it (D-ST.Frozen-2, D-ST.Pure-1..2).
 * @param w - The working copy.
 * @param id - The Unit.
 * @param grant - The status.
 * @param until - When it ends.
 * @returns Whether it was added.
 * @internal
 * @example
 * ```ts
 * giveStatus(w, "c3", { status: "frozen" }, roundOf(w.state) + 1); // false on a Pure Unit
 * ```
 */
export function giveStatus(w: Work, id: string, grant: StatusGrant, until: number | null): boolean {
  const u = unitOf(w.state, id);
  const can = canReceiveStatus({ faceUp: true, statuses: u.statuses.map((s) => s.grant) }, grant);
  if (!can.ok) {
    const pure = can.error.code === "status/pure";
    w.emit({ type: "status-refused", card: id, grant, reason: pure ? "pure" : "frozen", rule: pure ? "D-ST.Pure-2" : "D-ST.Frozen-2" });
    return false;
  }
  const held: HeldStatus = { grant, until };
  const statuses: HeldStatus[] = grant.status === "pure" ? [held] : [...u.statuses.filter((s) => s.grant.status !== grant.status), held];
  setUnit(w, id, { ...u, statuses });
  w.emit({ type: "status-added", card: id, grant, until });
  return true;
}

/**
 * What an effect must pick before it applies, or null.
 * @internal
 */
interface PickSpec {
  readonly options: string[];
  readonly min: number;
  readonly max: number;
  readonly purpose: "effect" | "search";
  /** Drawn from a hand or deck, which the opponent cannot see: always asked, so that whether there was a choice tells them nothing. */
  readonly secret: boolean;
}

/** The pick of `options` that `printed` asks for: no more than there are options. */
function spec(options: string[], printed: PrintedPick, purpose: "effect" | "search" = "effect"): PickSpec {
  const max = Math.min(printed.count, options.length);
  return { options, min: printed.upTo ? 0 : max, max, purpose, secret: printed.secret };
}

/** What an effect's pick asks for as printed ({@link pickCount}). @internal */
interface PrintedPick {
  readonly count: number;
  readonly upTo: boolean;
  readonly secret: boolean;
}

/** A recruit with no open position picks nothing, and asks nobody. */
const NO_PICK: PrintedPick = { count: 1, upTo: false, secret: false };

const fromHidden = (zones: readonly string[]): boolean => zones.includes("hand") || zones.includes("deck");

/**
 * What an effect's pick asks for as printed: how many cards, whether "up to", and whether it
 * draws from a hand or deck (a secret pick, see {@link PickSpec.secret}). The pick itself asks
 * for no more than there are options; a prompt everyone sees says the printed count, since how
 * many options a secret pick has is the picker's to know.
 * @internal
 * @example
 * ```ts
 * pickCount({ kind: "search", zone: "deck", count: 1, filter: {} }); // { count: 1, upTo: false, secret: true }
 * ```
 */
export function pickCount(e: Effect): PrintedPick | undefined {
  const choice = choiceOf(e);
  if (choice !== undefined) return { count: choice.count, upTo: choice.upTo === true, secret: fromHidden(choice.zones) };
  switch (e.kind) {
    case "recruit":
      return { count: 1, upTo: false, secret: fromHidden(e.from) };
    case "search":
      return { count: e.count, upTo: false, secret: fromHidden([e.zone]) };
    case "seek":
      return { count: e.take, upTo: false, secret: false };
    case "recover":
      return { count: e.count, upTo: false, secret: false };
    default:
      return undefined;
  }
}

function choiceOf(e: Effect): Choice | undefined {
  switch (e.kind) {
    case "modify-stats":
    case "swap-stats":
    case "add-status":
    case "remove-status":
    case "cleanse":
    case "destroy":
    case "forbid":
    case "return-to-hand":
    case "set":
    case "flip":
    case "coin":
      return e.choice;
    default:
      return undefined;
  }
}

/** The player looks through their own deck: each of its cards is shown to them alone (the kit records it; a shuffle forgets it). */
function lookThrough(w: Work, you: PlayerId): void {
  const deck = cardsIn(w.state, zid(you, "deck"));
  if (deck.length > 0) w.zones.reveal(deck.slice(), [you]);
}

function prepare(w: Work, r: Resolving, e: Effect): PickSpec | null {
  const you = r.you;
  const printed = pickCount(e);
  if (printed === undefined) return null;
  const choice = choiceOf(e);
  if (choice !== undefined) return spec(choiceOptions(w.state, you, choice, e.kind === "flip"), printed);
  switch (e.kind) {
    case "recruit": {
      if (openPositions(w.state, you).length === 0) return spec([], NO_PICK);
      const options: string[] = [];
      for (const z of e.from) {
        if (z === "deck") lookThrough(w, you);
        for (const id of cardsIn(w.state, zoneIdFor(you, z))) {
          const d = defOf(w.state, id);
          if (d === undefined || !canRecruitNormally(d) || !matchesFilter(d, e.filter)) continue;
          // Not "for free": the Unit's cost is paid, so only Units the player can pay for are offered (D-KW.Recruit-2).
          if (e.free || canAfford(w.state, you, d.cost, ORDINARY)) options.push(id);
        }
      }
      return spec(options, printed);
    }
    case "search": {
      // Searching looks through the zone (D-KW.Search-1): a deck is shown to the searcher, and
      // the options are the matching cards themselves.
      if (e.zone === "deck") lookThrough(w, you);
      const options: string[] = [];
      for (const id of cardsIn(w.state, zoneIdFor(you, e.zone))) {
        const d = defOf(w.state, id);
        if (d !== undefined && matchesFilter(d, e.filter)) options.push(id);
      }
      options.sort();
      return spec(options, printed, "search");
    }
    case "seek": {
      const deck = cardsIn(w.state, zid(you, "deck")).slice(0, e.count);
      for (const id of deck) move(w, id, zid(you, "reveal"), false, "bottom");
      // Seek reveals the cards (D-KW.Seek-1): everyone sees them, though they go back unnamed.
      if (deck.length > 0) w.zones.reveal(deck, "all");
      const options = deck.filter((id) => {
        const d = defOf(w.state, id);
        return d !== undefined && matchesFilter(d, e.filter);
      });
      return spec(options, printed);
    }
    case "recover": {
      const options = cardsIn(w.state, zid(you, "void")).filter((id) => {
        const d = defOf(w.state, id);
        return d !== undefined && matchesFilter(d, e.filter);
      });
      return spec(options.slice(), printed);
    }
    default:
      return null;
  }
}

/**
 * Where the cards of a pick asked for an effect can come from: the pick's purpose and the zone
 * ids its options lie in (what {@link prepare} draws from), or `undefined` for an effect that asks
 * no pick. A saved state's pick is checked against it, so that a state whose resolving card was
 * swapped for another (a search answered with a Unit in play) is refused instead of played on.
 * @param w - The state.
 * @param r - What is resolving.
 * @returns The purpose and zone ids, or `undefined`.
 * @internal
 * @example
 * ```ts
 * pickSource(state, resolvingOf(state)); // { purpose: "search", zones: ["p0/deck"] }
 * ```
 */
export function pickSource(w: Pick<Readable, "cards" | "defs">, r: Resolving): { readonly purpose: "effect" | "search"; readonly zones: readonly string[] } | undefined {
  const e = abilityOf(w, r.source, r.ability)?.effects[r.effect];
  if (e === undefined) return undefined;
  const you = r.you;
  const choice = choiceOf(e);
  if (choice !== undefined) {
    const sides: PlayerId[] = choice.side === "you" ? [you] : choice.side === "opponent" ? [other(you)] : [you, other(you)];
    const zones: string[] = [];
    for (const p of sides) for (const z of choice.zones) if (z !== "hand" || p === you) zones.push(zoneIdFor(p, z));
    return { purpose: "effect", zones };
  }
  switch (e.kind) {
    case "recruit":
      return { purpose: "effect", zones: e.from.map((z) => zoneIdFor(you, z)) };
    case "search":
      return { purpose: "search", zones: [zoneIdFor(you, e.zone)] };
    case "seek":
      return { purpose: "effect", zones: [zid(you, "reveal")] };
    case "recover":
      return { purpose: "effect", zones: [zid(you, "void")] };
    default:
      return undefined;
  }
}

function playersOf(you: PlayerId, ref: "you" | "opponent" | "each"): PlayerId[] {
  return ref === "you" ? [you] : ref === "opponent" ? [other(you)] : [you, other(you)];
}

/**
 * Destroys a card by a card effect: Frozen and Stability make it unaffected, Last-Will saves it
 * once (D-ST.Stability-1, D-ST.Frozen-1, D-ST.LastWill-1, D-ST.Shielded-2 by omission).
 * @param w - The working copy.
 * @param id - The card.
 * @param by - The card whose effect destroys it.
 * @internal
 * @example
 * ```ts
 * effectDestroy(w, "c3", "c21"); // nothing happens to a Stability Unit
 * ```
 */
export function effectDestroy(w: Work, id: string, by: string): void {
  if (defOf(w.state, id)?.type !== "unit") {
    destroyCard(w, id, "effect", by);
    return;
  }
  const u = unitOf(w.state, id);
  const d = effectDestruction({ id, ...holder(w.state, id) }, u.lastWill !== "ready");
  if (d.kind === "unaffected") {
    if (d.reason === "stability") w.emit({ type: "destroy-prevented", card: id, reason: "stability", rule: "D-ST.Stability-1" });
    else w.emit({ type: "destroy-prevented", card: id, reason: "frozen", rule: "D-ST.Frozen-1" });
    return;
  }
  if (d.kind === "survives") {
    setUnit(w, id, { ...u, lastWill: "pending" });
    w.emit({ type: "last-will", card: id, rule: "D-ST.LastWill-1" });
    return;
  }
  destroyCard(w, id, "effect", by);
}

/**
 * Guardians that may stand in for a Ward Unit about to be destroyed by an effect (D-ST.Guardian-1..2, D-AMB-31).
 * @param w - The working copy of the state.
 * @param id - The card instance id.
 * @returns The result.
 * @internal
 * @example
 * ```ts
 * guardiansFor(w, "c3"); // ["c5"] when c5 is a face-up Guardian beside Ward c3
 * ```
 */
export function guardiansFor(w: Readable, id: string): string[] {
  if (defOf(w, id)?.type !== "unit") return [];
  const d = effectDestruction({ id, ...holder(w, id) }, unitOf(w, id).lastWill !== "ready");
  if (d.kind === "unaffected") return [];
  const p = ownerOf(w, id);
  const friends = lineUnits(w, p).map((f) => ({ id: f, ...holder(w, f) }));
  return guardianSubstitutes({ id, ...holder(w, id) }, friends).slice();
}

function applyToTarget(w: Work, r: Resolving, e: Effect, id: string): void {
  const you = r.you;
  switch (e.kind) {
    case "modify-stats": {
      const u = unitOf(w.state, id);
      setUnit(w, id, { ...u, mods: [...u.mods, { combat: e.combat, support: e.support, until: untilFor(w.state, e.duration), battle: e.duration === "this-battle" }] });
      w.emit({ type: "stats-changed", card: id, combat: e.combat, support: e.support });
      return;
    }
    case "swap-stats": {
      const u = unitOf(w.state, id);
      setUnit(w, id, { ...u, swapUntil: u.swapUntil === null ? (untilFor(w.state, e.duration) ?? 1_000_000) : null });
      w.emit({ type: "stats-swapped", card: id });
      return;
    }
    case "add-status":
      giveStatus(w, id, e.status, untilFor(w.state, e.duration));
      return;
    case "remove-status": {
      const u = unitOf(w.state, id);
      setUnit(w, id, { ...u, statuses: u.statuses.filter((s) => s.grant.status !== e.status) });
      w.emit({ type: "status-removed", card: id, status: e.status });
      return;
    }
    case "cleanse": {
      const u = unitOf(w.state, id);
      const c = cleanseStats({ base: u.base ?? { combat: 0, support: 0 }, permanent: u.permanent, added: { combat: 0, support: 0 } }, w.state.options);
      setUnit(w, id, { ...u, statuses: [], permanent: c.permanent, mods: [], swapUntil: null });
      w.emit({ type: "cleansed", card: id, rule: "D-KW.Cleanse-1" });
      return;
    }
    case "destroy":
      effectDestroy(w, id, r.source);
      return;
    case "forbid": {
      const p = ownerOf(w.state, id);
      leaveField(w, id);
      move(w, id, zid(p, "forbidden"), false);
      return;
    }
    case "return-to-hand": {
      const p = ownerOf(w.state, id);
      leaveField(w, id);
      move(w, id, zid(p, "hand"));
      return;
    }
    case "set": {
      w.zones.setFaceDown(id, true);
      w.emit({ type: "set", card: id, rule: "D-KW.Set-1" });
      return;
    }
    case "flip": {
      turnFaceUp(w, id);
      w.emit({ type: "flipped", card: id, player: ownerOf(w.state, id), cause: "effect" });
      fireTriggers(w, "flipped", [id]);
      return;
    }
    case "coin":
      coinCard(w, id, you, "effect");
      return;
    case "recruit": {
      // The player chose where and how to pay (a "place" decision), or there was one way only.
      const chosen = r.placement ?? placementsFor(w.state, you, id, e)[0];
      if (chosen === undefined) return;
      const pos = chosen.position;
      const cost = e.free ? 0 : (defOf(w.state, id)?.cost ?? 0);
      if (cost > 0) pay(w, you, chosen.payment, { purpose: "card", card: id });
      recruitUnit(w, you, id, pos, e.faceDown);
      // Everyone saw what a set Unit cost (D-AMB-35), as for a set recruit from the hand.
      if (cost > 0 && e.faceDown && zoneOf(w.state, id) === zid(you, pos)) w.table("setCosts")[id] = cost;
      return;
    }
    case "search":
      move(w, id, zoneIdFor(ownerOf(w.state, id), e.to), false);
      return;
    case "seek":
      move(w, id, zoneIdFor(ownerOf(w.state, id), e.to), false, "top");
      return;
    case "recover":
      move(w, id, zid(ownerOf(w.state, id), "hand"));
      return;
    default:
      return;
  }
}

function applyWhole(w: Work, r: Resolving, e: Effect, targets: readonly string[]): void {
  const you = r.you;
  switch (e.kind) {
    case "resolve-damage":
      // Damage to each player lands at once; the loss is checked after both (D-AMB-36).
      for (const p of playersOf(you, e.player)) damage(w, p, e.amount, r.source, false);
      checkLoss(w);
      return;
    case "gain-resolve":
      for (const p of playersOf(you, e.player)) {
        const ps = w.state.players[p];
        if (ps !== undefined) setPlayer(w, p, ps.resolve + e.amount, ps.energy);
      }
      return;
    case "gain-energy": {
      const ps = w.state.players[you];
      if (ps !== undefined) setPlayer(w, you, ps.resolve, gainEnergy(ps.energy, e.amount));
      return;
    }
    case "draw":
      for (const p of playersOf(you, e.player)) drawFor(w, p, e.count);
      return;
    case "burn":
      for (const p of playersOf(you, e.player)) {
        for (let i = 0; i < e.count; i++) {
          const top = cardsIn(w.state, zid(p, "deck"))[0];
          if (top === undefined) break;
          move(w, top, zid(p, "void"), false);
        }
      }
      return;
    case "pitch":
      for (const p of playersOf(you, e.player)) {
        const hits = cardsIn(w.state, zid(p, "deck")).filter((id) => {
          const d = defOf(w.state, id);
          return d !== undefined && matchesFilter(d, e.filter);
        });
        for (const id of hits.slice(0, e.count)) move(w, id, zid(p, "void"), false);
      }
      return;
    case "additional-recruit":
      return;
    case "seek": {
      for (const id of targets) applyToTarget(w, r, e, id);
      const rest = cardsIn(w.state, zid(you, "reveal")).slice();
      for (const id of rest) {
        // Each card back to its owner's void or deck (in a consistent state, the seeker's own).
        if (e.rest === "void") move(w, id, zid(ownerOf(w.state, id), "void"), false);
        else move(w, id, zid(ownerOf(w.state, id), "deck"), undefined, e.rest === "top" ? "top" : "bottom");
      }
      return;
    }
    case "search":
      for (const id of targets) applyToTarget(w, r, e, id);
      if (e.zone === "deck") {
        w.shuffle(zid(you, "deck"));
        w.emit({ type: "deck-shuffled", player: you, rule: "D-KW.Search-2" });
      }
      return;
    default:
      for (const id of targets) applyToTarget(w, r, e, id);
  }
}

/**
 * The effect's job at effect `effect` with `targets` and `placement`: a literal of the job's
 * fixed shape (no spread), `placement` present only once chosen.
 */
function effectJob(r: Resolving, effect: number, targets: readonly string[] | null, placement: Placement | undefined): Resolving {
  return placement === undefined
    ? { kind: "effect", entry: r.entry, source: r.source, ability: r.ability, you: r.you, played: r.played, effect, targets }
    : { kind: "effect", entry: r.entry, source: r.source, ability: r.ability, you: r.you, played: r.played, effect, targets, placement };
}

/**
 * Goes on resolving the effect at the front of `w.state.jobs` (`resolvingOf`) effect by
 * effect until it is done, a pick is needed, or the match ends. When done its job is dropped, a
 * played Ability, Bolt or Danger goes to the void (D-ABIL-2) and its stack entry is reported
 * resolved (D-SEQ-4).
 * @param w - The working copy.
 * @internal
 * @example
 * ```ts
 * setResolving(w, { kind: "effect", entry: null, source: "c3", ability: 0, you: 0, played: true, effect: 0, targets: null }); runResolving(w);
 * ```
 */
export function runResolving(w: Work): void {
  for (;;) {
    const r = resolvingOf(w.state);
    if (r === null || w.state.outcome !== null) return;
    const ability = abilityOf(w.state, r.source, r.ability);
    const effects = ability?.effects ?? [];
    const e = effects[r.effect];
    if (e === undefined) {
      finishResolving(w, r);
      continue;
    }
    let targets = r.targets;
    if (targets === null) {
      const s = prepare(w, r, e);
      if (s === null || (!s.secret && (s.options.length === 0 || s.max === 0))) targets = [];
      else if (!s.secret && s.min === s.max && s.options.length === s.max && s.purpose === "effect") targets = s.options;
      else {
        // The job already waits with no targets: the pick fills them in.
        w.set("decision", { kind: "pick", player: r.you, purpose: s.purpose, options: s.options, min: s.min, max: s.max });
        return;
      }
    }
    if (e.kind === "destroy") {
      const first = targets[0];
      if (first !== undefined) {
        const guards = guardiansFor(w.state, first);
        if (guards.length > 0) {
          setResolving(w, effectJob(r, r.effect, targets, r.placement));
          w.set("decision", { kind: "pick", player: ownerOf(w.state, first), purpose: "guardian", options: guards, min: 0, max: 1 });
          return;
        }
        effectDestroy(w, first, r.source);
        setResolving(w, effectJob(r, r.effect, targets.slice(1), r.placement));
        continue;
      }
    } else {
      if (e.kind === "recruit" && r.placement === undefined && targets[0] !== undefined) {
        // Where the Unit goes and how its cost is paid are the player's (D-KW.Recruit-2,
        // D-TREAS-2): asked when there is a choice, and always for a Unit from a hand or deck,
        // whose cost the opponent cannot know yet.
        const options = placementsFor(w.state, r.you, targets[0], e);
        if (options.length > 1 || (options.length === 1 && fromHidden(e.from))) {
          setResolving(w, effectJob(r, r.effect, targets, undefined));
          w.set("decision", { kind: "place", player: r.you, card: targets[0], options });
          return;
        }
      }
      applyWhole(w, r, e, targets);
    }
    // The next effect, with its own targets and placement.
    setResolving(w, effectJob(r, r.effect + 1, null, undefined));
  }
}

/**
 * Where a Unit a recruit effect picked can go and how its cost can be paid: every open position
 * it allows with every distinct payment (nothing for a `free` one), positions in line order.
 * @param w - The state.
 * @param you - The effect's controller.
 * @param id - The Unit.
 * @param e - The recruit effect.
 * @returns The placements; empty when none is open or the cost cannot be paid.
 * @internal
 * @example
 * ```ts
 * placementsFor(state, 0, "c12", effect); // [{ position: "combat", payment: { energy: 2, resolve: 0, treasury: [] } }, ...]
 * ```
 */
export function placementsFor(w: Readable, you: PlayerId, id: string, e: Extract<Effect, { kind: "recruit" }>): Placement[] {
  const open = openPositions(w, you);
  const positions = e.position === "any" ? open : open.filter((p) => p === e.position);
  const cost = e.free ? 0 : (defOf(w, id)?.cost ?? 0);
  const payments = cost > 0 ? paymentsFor(w, you, cost, ORDINARY) : [FREE];
  const out: Placement[] = [];
  for (const position of positions) for (const payment of payments) out.push({ position, payment });
  return out;
}

const FREE: Payment = /* @__PURE__ */ Object.freeze({ energy: 0, resolve: 0, treasury: /* @__PURE__ */ Object.freeze([]) });

/**
 * Answers a "place" decision: the recruit effect resolves with the placement chosen.
 * @param w - The working copy.
 * @param placement - One of the decision's options.
 * @internal
 * @example
 * ```ts
 * answerPlace(w, { position: "combat", payment: { energy: 1, resolve: 0, treasury: [] } });
 * ```
 */
export function answerPlace(w: Work, placement: Placement): void {
  const r = resolvingOf(w.state);
  if (r !== null) setResolving(w, effectJob(r, r.effect, r.targets, placement));
}

/**
 * Answers a pick for the effect being resolved (its targets, or what a search finds): the effect
 * goes on with the cards picked.
 * @param w - The working copy.
 * @param cards - The cards picked, among the decision's options.
 * @internal
 * @example
 * ```ts
 * answerEffectPick(w, ["c12"]); // the effect's targets are ["c12"]
 * ```
 */
export function answerEffectPick(w: Work, cards: readonly string[]): void {
  const r = resolvingOf(w.state);
  if (r !== null) setResolving(w, effectJob(r, r.effect, cards, r.placement));
}

/**
 * Answers a "guardian" pick: the Guardian is destroyed in place of the Ward Unit, or not.
 * @param w - The working copy.
 * @param guardian - The chosen Guardian, or undefined to decline.
 * @internal
 * @example
 * ```ts
 * answerGuardian(w, "c5"); // c5 is destroyed instead
 * ```
 */
export function answerGuardian(w: Work, guardian: string | undefined): void {
  const r = resolvingOf(w.state);
  if (r === null) return;
  const targets = r.targets ?? [];
  const first = targets[0];
  if (guardian !== undefined) {
    if (first !== undefined) w.emit({ type: "guardian-substitutes", guardian, protected: first, rule: "D-ST.Guardian-1" });
    destroyCard(w, guardian, "effect", r.source);
  } else if (first !== undefined) effectDestroy(w, first, r.source);
  setResolving(w, effectJob(r, r.effect, targets.slice(1), r.placement));
}

function finishResolving(w: Work, r: Resolving): void {
  setResolving(w, null);
  if (r.played) {
    const def = defOf(w.state, r.source);
    const p = ownerOf(w.state, r.source);
    if (zoneOf(w.state, r.source) === zid(p, "stack")) {
      if (def?.type === "cycle") move(w, r.source, zid(p, "action"), false);
      else move(w, r.source, zid(p, "void"), false);
    }
  }
  if (r.entry !== null && w.state.stack !== null) {
    const s = stackResolved(w.state.stack, r.entry, eventSink(w));
    if (s.ok) w.set("stack", s.value);
  }
}
