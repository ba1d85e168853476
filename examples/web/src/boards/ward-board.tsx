// Ward's table: for each player the cemetery HP against the threshold, the primary creature and
// Limited Summons with HP and effective stats, the magics on the field, the cemetery and the
// hand; then the chain. Read from the view alone.
import type { ReactNode } from "react";
import type { PlayerId } from "@rulesmith/core";
import { describeCard, type Card as WardCard, type WardView } from "@rulesmith/ward";
import { Fact, Zone, type CardFace, type Stat } from "../card.js";
import { capital, defOf, signed, zoneOf } from "../view-cards.js";
import { seatOrder, type BoardProps } from "./board-props.js";

/** What is printed on the card; its details are the game's words for it (describeCard). */
function printedFace(def: WardCard, details: readonly string[]): CardFace {
  if (def.kind === "creature") {
    return {
      name: def.name,
      kind: `Creature · ${def.creatureType}`,
      family: "creature",
      stats: [
        { label: "HP", value: String(def.hp) },
        { label: "AL", value: String(def.armorLevel) },
        { label: "SPD", value: String(def.speed) },
        { label: "ATK", value: `${def.attackDice}d6${signed(def.modifier)}` },
      ],
      details,
    };
  }
  const kind = `${capital(def.magicType)}${def.subType === "none" ? "" : ` ${capital(def.subType)}`} magic`;
  const hybrid = def.hybrid;
  return {
    name: def.name,
    kind,
    family: "magic",
    stats: hybrid === null ? [] : [
      { label: "HP", value: String(hybrid.hp) },
      { label: "AL", value: String(hybrid.armorLevel) },
      { label: "SPD", value: String(hybrid.speed) },
      { label: "ATK", value: `${hybrid.attackDice}d6${signed(hybrid.modifier)}` },
    ],
    details,
  };
}

/** A card as the view shows it: a creature on the field with its HP left and effective stats, any other card as printed. */
export function wardFace(view: WardView, id: string): CardFace | undefined {
  const def = defOf(view, id);
  if (def === undefined) return undefined;
  const printed = printedFace(def, [describeCard(view, id)]);
  const status = Object.hasOwn(view.game.creatures, id) ? view.game.creatures[id] : undefined;
  const stats = Object.hasOwn(view.game.stats, id) ? view.game.stats[id] : undefined;
  if (status === undefined || stats === undefined) {
    const magic = Object.hasOwn(view.game.magics, id) ? view.game.magics[id] : undefined;
    const host = magic?.host ?? null;
    return host === null ? printed : { ...printed, marks: [`on ${defOf(view, host)?.name ?? "a creature"}`] };
  }
  const base = def.kind === "creature" ? def : def.hybrid;
  const differs = (label: string, now: number, was: number | undefined): Stat => ({ label, value: String(now), changed: was !== undefined && now !== was });
  const equips = Object.keys(view.game.magics).filter((m) => view.game.magics[m]?.host === id);
  const marks: string[] = [];
  if (status.limited) marks.push("Limited Summon");
  if (equips.length > 0) marks.push(`equipped: ${equips.map((m) => defOf(view, m)?.name ?? "a hidden card").join(", ")}`);
  for (const o of status.overTime) marks.push(`${o.kind === "dot" ? "damage" : "healing"} over time ${o.amount} (${o.ticksLeft} left)`);
  if (status.effectsNegated) marks.push("effects negated");
  if (status.battled) marks.push("has battled");
  return {
    ...printed,
    stats: [
      { label: "HP", value: `${status.hp}/${stats.hp}`, changed: status.hp < stats.hp },
      differs("AL", stats.armorLevel, base?.armorLevel),
      differs("SPD", stats.speed, base?.speed),
      { label: "ATK", value: `${stats.attackDice}d6${signed(stats.modifier)}`, changed: stats.attackDice !== base?.attackDice || stats.modifier !== base.modifier },
    ],
    marks,
  };
}

function Side(props: { readonly view: WardView; readonly seat: PlayerId; readonly name: string; readonly mine: boolean }): ReactNode {
  const { view, seat } = props;
  const face = (id: string): CardFace | undefined => wardFace(view, id);
  const z = (name: string) => zoneOf(view, `p${seat}/${name}`);
  const facts = view.game.players[seat];
  return (
    <section className={`side${props.mine ? " mine" : ""}${view.game.clock.active === seat ? " active" : ""}`} aria-label={props.name} data-seat={seat}>
      <h3>{props.name}</h3>
      <dl className="facts">
        <Fact label="Cemetery HP" value={`${view.game.cemeteryHp[seat] ?? 0} / ${view.game.options.cemeteryThreshold}`} testid={`cemetery-${seat}`} />
        <Fact label="Hand" value={String(z("hand")?.count ?? 0)} />
        <Fact label="Deck" value={String(z("deck")?.count ?? 0)} />
        {facts !== undefined && seat === view.viewer && <Fact label="Mulligan" value={facts.mulliganUsed ? "used" : "unused"} />}
      </dl>
      <div className="zones">
        <Zone title="Primary" zone={z("primary")} face={face} empty="No primary creature" className="field" />
        <Zone title="Limited Summons" zone={z("limited")} face={face} className="field" />
        <Zone title="Magics" zone={z("magic")} face={face} className="field" />
        <Zone title="Cemetery" zone={z("cemetery")} face={face} shown={{ top: 4 }} />
        <Zone title="Hand" zone={z("hand")} face={face} className="hand" />
        <Zone title="Deck" zone={z("deck")} face={face} shown="count" />
      </div>
    </section>
  );
}

/** Ward's board for one viewer. */
export function WardBoard(props: BoardProps<WardView>): ReactNode {
  const { view, viewer } = props;
  return (
    <div className="board ward">
      {seatOrder(2, viewer).map((p) => (
        <Side key={p} view={view} seat={p} name={props.seatName(p)} mine={p === viewer} />
      ))}
      <Zone title="Chain" zone={zoneOf(view, "chain")} face={(id) => wardFace(view, id)} className="shared" />
    </div>
  );
}
