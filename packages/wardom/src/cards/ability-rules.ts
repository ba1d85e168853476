/**
 * Where a card's abilities work, and the abilities the engine cannot run. The card schema says
 * what card data looks like; this says which of the cards it accepts the engine can play as
 * written, and refuses the others with a sentence saying why, so that no ability is silently
 * ignored. `parseCard` and `parseCardSet` run it on every card the schema accepts.
 */
import type { Card, CardAbility, Effect } from "./cards.js";
import type { CardType, Zone } from "./vocabulary.js";
import { CHOICE_ZONES, quoted } from "./pick-zones.js";

/**
 * A place an ability can work in: a zone of the card vocabulary, or `"equip"`, attached to a
 * Unit (an Equip's own place, which no zone label names).
 * @internal
 */
export type AbilityZone = Zone | "equip";

/**
 * Where a card of each type is in play: the places its continuous and activated abilities work
 * when they have no zone label. An Ability, Bolt or Danger Action is never face up in play (it
 * resolves and goes to the void, or waits set face down), so it has none: its activated ability
 * is what playing or activating the card does.
 * @internal
 */
export const IN_PLAY: Readonly<Record<CardType, readonly AbilityZone[]>> = /* @__PURE__ */ Object.freeze({
  unit: /* @__PURE__ */ Object.freeze(["combat", "support"] as const),
  ability: /* @__PURE__ */ Object.freeze([] as const),
  bolt: /* @__PURE__ */ Object.freeze([] as const),
  danger: /* @__PURE__ */ Object.freeze([] as const),
  cycle: /* @__PURE__ */ Object.freeze(["action"] as const),
  equip: /* @__PURE__ */ Object.freeze(["equip"] as const),
  field: /* @__PURE__ */ Object.freeze(["field"] as const),
  treasure: /* @__PURE__ */ Object.freeze(["treasury"] as const),
});

/**
 * The zone labels an activated ability of each card type may carry: the zones where a card of
 * that type can lie face up for everyone to see (its place in play, the Void, the Forbidden
 * Zone, a Treasury, and for a Unit the Side Zone). The deck and hand are hidden and a wager is
 * not in play, so no ability is activated there; an Equip's place in play, attached, is its
 * unlabelled one.
 * @internal
 */
export const ACTIVATED_LABELS: Readonly<Record<CardType, readonly Zone[]>> = /* @__PURE__ */ Object.freeze({
  unit: /* @__PURE__ */ Object.freeze(["combat", "support", "side", "void", "forbidden", "treasury"] as const),
  ability: /* @__PURE__ */ Object.freeze([] as const),
  bolt: /* @__PURE__ */ Object.freeze([] as const),
  danger: /* @__PURE__ */ Object.freeze([] as const),
  cycle: /* @__PURE__ */ Object.freeze(["action", "void", "forbidden", "treasury"] as const),
  equip: /* @__PURE__ */ Object.freeze(["void", "forbidden", "treasury"] as const),
  field: /* @__PURE__ */ Object.freeze(["field", "void", "forbidden", "treasury"] as const),
  treasure: /* @__PURE__ */ Object.freeze(["treasury", "void", "forbidden"] as const),
});

/**
 * The places an ability works in: its zone label, else where its card is in play ({@link IN_PLAY}).
 * @param card - The card.
 * @param ability - One of its abilities.
 * @returns The places.
 * @internal
 * @example
 * ```ts
 * abilityZones(gravedigger, gravedigger.abilities[0]); // ["support"]
 * ```
 */
export function abilityZones(card: Card, ability: CardAbility): readonly AbilityZone[] {
  return ability.zone === undefined ? IN_PLAY[card.type] : [ability.zone];
}

/**
 * Whether the card's activated abilities are the card's own play: an Ability, Bolt or Danger
 * Action, whose first activated ability is what playing or activating it does.
 * @internal
 */
export function playsItsAbility(type: CardType): boolean {
  return type === "ability" || type === "bolt" || type === "danger";
}

/**
 * One reason the engine cannot run a card as written: where (a dot path in the card) and why.
 * @internal
 */
export interface AbilityProblem {
  readonly path: string;
  readonly message: string;
  readonly rule?: string;
}

const TYPE_NAME: Readonly<Record<CardType, string>> = {
  unit: "a Unit",
  ability: "an Ability Action",
  bolt: "a Bolt Action",
  danger: "a Danger Action",
  cycle: "a Cycle Action",
  equip: "an Equip Action",
  field: "a Field",
  treasure: "a Treasure",
};

/** The events a triggered ability waits for that happen only to a Unit on the line: the engine looks at line Units alone for them. */
const LINE_EVENTS: ReadonlySet<string> = new Set(["recruited", "placed", "flipped", "start-stage", "start-of-battle", "battle-won", "battle-lost", "end-stage"]);

/**
 * The zones a search or seek may move a card to: where a card simply lies once moved. A card
 * enters the others only by the procedure the rules give them (recruiting, wagering, setting or
 * playing, routing, coining, a Treasure's requirement), which a move skips.
 */
const MOVED_TO: readonly Zone[] = ["hand", "deck", "void", "forbidden"];

/** What each refused destination is entered by, for the sentence. */
const ENTERED_BY: Partial<Record<Zone, string>> = {
  combat: 'a Unit enters the line by being recruited (a "recruit" effect)',
  support: 'a Unit enters the line by being recruited (a "recruit" effect)',
  coin: "a card enters the Coin Zone by being placed as a wager",
  action: "a card enters an Action slot by being set or played",
  side: "a Unit enters the Side Zone by being routed at the End Stage",
  field: "a Field enters the Field Zone by being played, paying the replacement cost",
  treasury: 'a card enters a Treasury by being coined (a "coin" effect) or as a Treasure whose requirement is met',
};

/**
 * What the engine cannot run in one effect, whatever ability holds it: the field (from the
 * effect) and why, or `undefined`. Where each effect may pick is the schema's (`pick-zones.ts`);
 * what is left here depends on more than one field.
 *
 * - A `choice` with `side: "opponent"` does not name the `hand`: the opponent's hand is hidden,
 *   so no effect picks from it (with `"any"`, the controller's own hand is the one picked from).
 * - `flip` takes no filter, since the cards it picks are hidden (their name or cost would tell
 *   which set card is which, D-KW.Set-3).
 * - `search` and `seek` move cards to a hand, deck, void or Forbidden Zone ({@link MOVED_TO});
 *   a search moves them out of the zone it looks through (D-KW.Search-1, D-KW.Seek-1).
 */
function effectProblem(e: Effect): { readonly field: string; readonly message: string; readonly rule?: string } | undefined {
  const choice = "choice" in e ? e.choice : undefined;
  if (choice?.side === "opponent" && (choice.zones as readonly Zone[]).includes("hand")) {
    return { field: "choice.zones", message: 'holds "hand" with `side` "opponent", but the opponent\'s hand is hidden from you, so no effect picks from it (with `side` "any", the hand picked from is your own)' };
  }
  if (e.kind === "flip") {
    if (e.choice.filter !== undefined) {
      return { field: "choice.filter", message: "is given, but a flip picks set Units, which are hidden: a filter on what they are would tell which set card is which, so a flip takes none", rule: "D-KW.Set-3" };
    }
    return undefined;
  }
  if (e.kind !== "search" && e.kind !== "seek") return undefined;
  const rule = e.kind === "search" ? "D-KW.Search-1" : "D-KW.Seek-1";
  if (!MOVED_TO.includes(e.to)) {
    return { field: "to", message: `is "${e.to}", but ${ENTERED_BY[e.to] ?? "no rule moves a card there"}, which a ${e.kind} does not do; a ${e.kind} moves cards to ${quoted(MOVED_TO)}`, rule };
  }
  if (e.kind === "search" && e.to === e.zone) {
    return { field: "to", message: `is "${e.to}", the zone the search looks through, so the cards it finds would not move`, rule };
  }
  return undefined;
}

/**
 * The zones a card of a type can be destroyed in, so its "destroyed" trigger labelled with one
 * of them can fire: its places in play that are on the field, where a destroy effect picks
 * (`CHOICE_ZONES.destroy`, D-KW.Destroy-1) and where battle, Last-Will and routing destroy a Unit.
 * A Unit is destroyed on the line, a Cycle Action in its slot, a Field in the Field Zone; an Equip
 * only with its Unit (D-KW.Equip-2), attached, which no label names; an Ability, Bolt or Danger
 * Action (never face up in play) and a Treasure (in a Treasury) never.
 */
function destroyedIn(type: CardType): readonly Zone[] {
  return CHOICE_ZONES.destroy.filter((z) => IN_PLAY[type].includes(z));
}

/**
 * What the engine cannot run in a card the card schema accepts, each with where and why (an
 * empty list for a card it runs as written):
 *
 * - a continuous ability on an Ability, Bolt or Danger Action (never face up in play); one that
 *   holds any effect but `additional-recruit` (the only effect that stands while its card is in
 *   play: the others happen once, on cards picked when they resolve); one with a cost, Swift,
 *   "you can" or a per-round limit (it is never activated or triggered); one labelled with a
 *   zone where its card is not in play;
 * - `additional-recruit` outside a continuous ability (it would do nothing there);
 * - on an Ability, Bolt or Danger Action, a second activated ability (playing the card runs its
 *   first), and a zone label, cost or per-round limit on its activated ability (the card's
 *   printed cost is what playing it costs, from the hand or its slot, and it goes to the void);
 * - an activated ability labelled with a zone its card never lies face up in for everyone to
 *   see ({@link ACTIVATED_LABELS}), and a Rule activated ability (only the Field's controller
 *   uses a Field's activated abilities);
 * - a triggered ability with a cost or a per-round limit (triggers are not paid for or
 *   counted), one on a card other than a Unit waiting for an event that happens only to Units
 *   on the line, or on a card other than a Unit or Field waiting for `resource-stage`, and one
 *   of those labelled with a zone the card is not in when the event happens;
 * - a `destroyed` trigger on a card that is never destroyed, or labelled with a zone its card
 *   is never destroyed in ({@link destroyedIn}: the field, D-KW.Destroy-1), and a `coined` one
 *   labelled with a zone other than `treasury` (a coined card is in a Treasury when it triggers);
 * - `rule` on a card that is not a Field (Rule text is Field text, D-FIELD-4), and on a Field's
 *   trigger for any event but `resource-stage` (the one the engine fires for each player);
 * - in any ability, a choice from the opponent's hand, a `flip` that picks by a filter, and a
 *   `search` or `seek` moving cards where no rule gives a move a meaning ({@link effectProblem});
 *   the zones each effect picks from are the card schema's (`pick-zones.ts`).
 *
 * Implements D-TIMING-1, D-TIMING-2, D-KW.AdditionalRecruit-1, D-FIELD-4, D-KW.Destroy-1, D-KW.Set-3, D-KW.Search-1, D-KW.Seek-1, D-KW.Coined-1 (what the engine can run of them).
 *
 * @param card - A card the card schema accepted.
 * @returns The problems, in ability order.
 * @internal
 * @example
 * ```ts
 * abilityProblems(shieldWall); // []
 * ```
 */
export function abilityProblems(card: Card): AbilityProblem[] {
  const out: AbilityProblem[] = [];
  const what = TYPE_NAME[card.type];
  const plays = playsItsAbility(card.type);
  let firstActivated = -1;
  card.abilities.forEach((a, i) => {
    const at = `abilities.${i}`;
    const field = (name: string): string => `the field \`${at}.${name}\``;
    const refuse = (path: string, message: string, rule?: string): void => {
      out.push(rule === undefined ? { path: `${at}${path}`, message } : { path: `${at}${path}`, message, rule });
    };
    if (a.rule === true && card.type !== "field") refuse(".rule", `${field("rule")}: Rule text is Field text that applies to both players (D-FIELD-4); ${what} has none`, "D-FIELD-4");
    const kind = a.timing.kind;
    a.effects.forEach((e, j) => {
      const bad = effectProblem(e);
      if (bad !== undefined) refuse(`.effects.${j}.${bad.field}`, `${field(`effects.${j}.${bad.field}`)} ${bad.message}`, bad.rule);
      if (e.kind === "additional-recruit" && kind !== "continuous") {
        refuse(
          `.effects.${j}.kind`,
          `${field(`effects.${j}.kind`)} is "additional-recruit", which works only in a continuous ability: it gives room on the line while its card is in play, and in ${kind === "activated" ? "an activated" : "a triggered"} ability it would do nothing`,
          "D-KW.AdditionalRecruit-1",
        );
      }
    });
    if (kind === "continuous") {
      if (plays) {
        refuse(".timing.kind", `${field("timing.kind")} is "continuous", but ${what} is never face up in play (it resolves and goes to the void, or waits face down in its slot), so a continuous ability on it would never apply`, "D-TIMING-1");
        return;
      }
      a.effects.forEach((e, j) => {
        if (e.kind === "additional-recruit") return;
        refuse(
          `.effects.${j}.kind`,
          `${field(`effects.${j}.kind`)} is "${e.kind}", which a continuous ability cannot hold: only "additional-recruit" stands while its card is in play; "${e.kind}" happens once, when an ability resolves. Put it in a triggered or activated ability`,
          "D-TIMING-1",
        );
      });
      if (a.cost !== undefined) refuse(".cost", `${field("cost")}: a continuous ability is never activated, so it has no cost to pay`, "D-TIMING-2");
      if (a.swift === true) refuse(".swift", `${field("swift")}: a continuous ability never goes on a sequence, so it cannot be Swift`);
      if (a.optional === true) refuse(".optional", `${field("optional")}: a continuous ability applies while its card is in play and cannot be declined ("you can" is for triggered abilities)`);
      if (a.perRound !== undefined) refuse(".perRound", `${field("perRound")}: a continuous ability is never activated, so it has no per-round limit`);
      const home = IN_PLAY[card.type];
      if (a.zone !== undefined && !home.includes(a.zone)) {
        const where = card.type === "equip" ? "an Equip is in play while it is attached to a Unit, which no zone label names: leave out the label" : `${what} is in play in ${quoted(home)}`;
        refuse(".zone", `${field("zone")} is "${a.zone}", but a continuous ability applies while its card is in play, and ${where}`, "D-TIMING-1");
      }
      return;
    }
    if (kind === "activated") {
      if (plays) {
        if (firstActivated >= 0) {
          refuse(
            ".timing.kind",
            `${field("timing.kind")} is "activated", but playing or activating ${what} runs one activated ability, its first (\`abilities.${firstActivated}\`): put every effect in that ability's "effects", in order; this one would never run`,
            "D-ABIL-1",
          );
          return;
        }
        firstActivated = i;
        if (a.zone !== undefined) refuse(".zone", `${field("zone")}: ${what}'s activated ability is what playing or activating the card does, from the hand or its Action slot, so a zone label does not apply`, "D-TIMING-1");
        if (a.cost !== undefined) {
          const printed = card.type === "danger" ? 'the card\'s printed "cost", paid with its "payWith",' : 'the card\'s printed "cost"';
          refuse(".cost", `${field("cost")}: ${printed} is what playing or activating ${what} costs; a cost on its ability would never be paid`, "D-TIMING-2");
        }
        if (a.perRound !== undefined) refuse(".perRound", `${field("perRound")}: ${what} goes to the void once its ability resolves, so a per-round limit never applies`);
        return;
      }
      const labels = ACTIVATED_LABELS[card.type];
      if (a.zone !== undefined && !labels.includes(a.zone)) {
        const hidden = a.zone === "deck" || a.zone === "hand" ? `the ${a.zone} is hidden, so` : a.zone === "coin" ? "a wager is not in play, so" : `${what} is never face up there, so`;
        refuse(".zone", `${field("zone")} is "${a.zone}", but ${hidden} no ability is activated there; ${what}'s activated ability can be labelled ${quoted(labels)}${card.type === "equip" ? ", or left unlabelled to work while it is attached" : ""}`, "D-TIMING-1");
      }
      if (a.rule === true && card.type === "field") refuse(".rule", `${field("rule")}: only the Field's controller uses its activated abilities; a Rule ability that either player could activate is not supported`, "D-FIELD-4");
      return;
    }
    // Triggered.
    const event = a.timing.event;
    if (a.cost !== undefined) refuse(".cost", `${field("cost")}: a triggered ability resolves without a payment, so a cost on it would never be paid; use an activated ability for an effect that costs something`, "D-TIMING-2");
    if (a.perRound !== undefined) refuse(".perRound", `${field("perRound")}: a per-round limit counts activations, and a triggered ability is not activated; its triggers are not counted`);
    const lineOnly = LINE_EVENTS.has(event);
    if ((lineOnly && card.type !== "unit") || (event === "resource-stage" && card.type !== "unit" && card.type !== "field")) {
      const who = event === "resource-stage" ? "Units on the line and the Field" : "Units on the line";
      refuse(".timing.event", `${field("timing.event")} is "${event}", which the engine looks for on ${who} only, so it would never trigger on ${what}`, "D-TIMING-1");
      return;
    }
    if (a.rule === true && card.type === "field" && event !== "resource-stage") {
      refuse(".rule", `${field("rule")}: a Field's Rule trigger fires for each player on "resource-stage" only; on "${event}" it fires once, for the Field's controller, so it would not be a Rule`, "D-FIELD-4");
    }
    if (event === "destroyed") {
      const places = destroyedIn(card.type);
      if (places.length === 0 && card.type !== "equip") {
        refuse(
          ".timing.event",
          `${field("timing.event")} is "destroyed", but ${what} is never destroyed: a card is destroyed on the field (D-KW.Destroy-1), where a destroy effect picks a Unit on the line, a face-up Cycle Action or the Field, and ${what} is never face up there, so it would never trigger`,
          "D-KW.Destroy-1",
        );
      } else if (a.zone !== undefined && !places.includes(a.zone)) {
        const where = card.type === "equip" ? "an Equip is destroyed only with its Unit (D-KW.Equip-2), attached, which no zone label names: leave out the label" : `label it ${quoted(places)}, or leave out the label`;
        refuse(".zone", `${field("zone")} is "${a.zone}", but a card is destroyed on the field (D-KW.Destroy-1), and ${what} is never destroyed in "${a.zone}"; ${where}`, "D-TIMING-1");
      }
    }
    if (event === "coined" && a.zone !== undefined && a.zone !== "treasury") {
      refuse(".zone", `${field("zone")} is "${a.zone}", but a card is coined into a Treasury (D-KW.Coined-1), so "coined" triggers there only: label it "treasury" or leave out the label`, "D-KW.Coined-1");
    }
    if (a.zone !== undefined && (lineOnly || event === "resource-stage")) {
      const where: readonly Zone[] = card.type === "field" ? ["field"] : ["combat", "support"];
      if (!where.includes(a.zone)) refuse(".zone", `${field("zone")} is "${a.zone}", but "${event}" triggers on ${what} in ${quoted(where)} only, so it would never trigger`, "D-TIMING-1");
    }
  });
  return out;
}
