// Guardians' table, for 2 to 4 players: each player's Guardian with HP left, the Minions and
// Kings on the field with ATK, HP left and Special Conditions, the Quests and Barriers on the
// row, the drawn Attack Cards, the discard pile and the hand, with deck sizes. Read from the view
// alone.
import type { ReactNode } from "react";
import { describeCard, type Card as GuardiansCard, type GuardiansView, type PlayerView, type UnitView } from "@rulesmith/guardians";
import { Fact, Zone, type CardFace, type Stat } from "../card.js";
import { defOf, zoneOf } from "../view-cards.js";
import { seatOrder, type BoardProps } from "./board-props.js";

/** What is printed on the card; its details are the game's words for it (describeCard). */
function printedFace(def: GuardiansCard, details: readonly string[]): CardFace {
  switch (def.kind) {
    case "guardian":
      return { name: def.name, kind: `Guardian · ${def.damageType}`, family: "guardian", stats: [{ label: "HP", value: String(def.hp) }], details };
    case "minion":
    case "king": {
      const kind = def.kind === "king" ? "King" : "Minion";
      return {
        name: def.name,
        kind: `${kind} · level ${def.level} · ${def.damageType}`,
        family: def.kind,
        stats: [
          { label: "ATK", value: String(def.atk) },
          { label: "HP", value: String(def.hp) },
          { label: "Retreat", value: String(def.retreatCost) },
        ],
        details,
      };
    }
    case "attack": {
      const typed = def.typeDamage === undefined ? "" : ` + ${def.typeDamage.amount} ${def.typeDamage.damageType}`;
      return { name: def.name, kind: "Attack Card", family: "attack", stats: [{ label: "DMG", value: `${def.baseDamage}${typed}` }], details };
    }
    case "quest":
      return { name: def.name, kind: "Quest", family: "quest", stats: [{ label: "Turns", value: String(def.turnCount) }], details };
    case "barrier":
      return { name: def.name, kind: "Barrier", family: "barrier", stats: [{ label: "HP", value: String(def.hp) }], details };
  }
}

/** The Special Conditions of a card in play, in a word each. */
function conditions(u: UnitView): string[] {
  const c = u.unit.conditions;
  const out: string[] = [];
  if (c.poison !== null) out.push(u.poisonTurnsLeft > 0 ? `poisoned (${u.poisonTurnsLeft})` : "poisoned");
  for (const key of ["paralyzed", "confused", "burned", "asleep", "rushed", "flying", "grounded", "frozen"] as const) if (c[key]) out.push(key);
  if (u.unit.attacked) out.push("has attacked");
  return out;
}

/** Every card in play, by instance id. */
function unitsInPlay(view: GuardiansView): Map<string, UnitView> {
  const out = new Map<string, UnitView>();
  for (const p of view.game.players) {
    if (p.guardian !== null) out.set(p.guardian.id, p.guardian);
    for (const u of [...p.field, ...p.row]) out.set(u.id, u);
  }
  return out;
}

/** A card as the view shows it: one in play with HP left, current ATK and conditions; any other as printed. */
export function guardiansFace(view: GuardiansView, id: string, units: Map<string, UnitView> = unitsInPlay(view)): CardFace | undefined {
  const def = defOf(view, id);
  if (def === undefined) return undefined;
  const printed = printedFace(def, [describeCard(view, id)]);
  const u = units.get(id);
  if (u === undefined) return printed;
  const hp: Stat = { label: "HP", value: `${u.hpLeft}/${u.hp}`, changed: u.damage > 0 };
  const stats: Stat[] =
    def.kind === "minion" || def.kind === "king"
      ? [{ label: "ATK", value: String(u.atk), changed: u.atk !== def.atk }, hp, { label: "Retreat", value: String(def.retreatCost) }]
      : def.kind === "quest"
        ? [{ label: "Turns", value: `${u.unit.counter} left` }]
        : [hp];
  return { ...printed, stats, marks: conditions(u) };
}

function Side(props: { readonly view: GuardiansView; readonly pv: PlayerView; readonly name: string; readonly mine: boolean; readonly units: Map<string, UnitView> }): ReactNode {
  const { view, pv } = props;
  const seat = pv.seat;
  const face = (id: string): CardFace | undefined => guardiansFace(view, id, props.units);
  const z = (name: string) => zoneOf(view, `p${seat}/${name}`);
  return (
    <section className={`side${props.mine ? " mine" : ""}${view.game.active === seat ? " active" : ""}${pv.out ? " out" : ""}`} aria-label={props.name} data-seat={seat}>
      <h3>
        {props.name}
        {pv.out && <span className="out-mark"> (out{pv.outReason === null ? "" : `: ${pv.outReason}`})</span>}
      </h3>
      <dl className="facts">
        <Fact label="Guardian HP" value={pv.guardian === null ? "none" : `${pv.guardian.hpLeft} / ${pv.guardian.hp}`} testid={`guardian-hp-${seat}`} />
        <Fact label="Hand" value={`${z("hand")?.count ?? 0}${pv.handAside ? " (set aside)" : ""}`} />
        <Fact label="Deck" value={String(z("deck")?.count ?? 0)} />
        <Fact label="Attack Deck" value={String(z("attack")?.count ?? 0)} />
      </dl>
      <div className="zones">
        <Zone title="Guardian" zone={z("guardian")} face={face} className="field" />
        <Zone title="Field" zone={z("field")} face={face} className="field" empty="No Minions or Kings" />
        <Zone title="Row" zone={z("row")} face={face} className="field" />
        <Zone title="Drawn Attack Cards" zone={z("drawn")} face={face} />
        <Zone title="Discard Pile" zone={z("discard")} face={face} shown={{ top: 3 }} />
        <Zone title="Hand" zone={z("hand")} face={face} className="hand" />
        <Zone title="Deck" zone={z("deck")} face={face} shown="count" />
        <Zone title="Attack Deck" zone={z("attack")} face={face} shown="count" />
      </div>
    </section>
  );
}

/** Guardians' board for one viewer, 2 to 4 players. */
export function GuardiansBoard(props: BoardProps<GuardiansView>): ReactNode {
  const { view, viewer } = props;
  const units = unitsInPlay(view);
  const players = view.game.players;
  return (
    <div className={`board guardians players-${players.length}`}>
      {seatOrder(players.length, viewer).map((p) => {
        const pv = players[p];
        return pv === undefined ? null : <Side key={p} view={view} pv={pv} name={props.seatName(p)} mine={p === viewer} units={units} />;
      })}
    </div>
  );
}
