// Wardom's table: for each player resolve and energy, the Units in Combat and Support with their
// effective Combat and Support and statuses, the Action Zone (set cards face-down), Equips, the
// Side Zone, the wager, the Treasury and the void; then the Field. Read from the view alone.
import type { ReactNode } from "react";
import type { PlayerId } from "@rulesmith/core";
import { describeCard, firstPlayerOf, type Card as WardomCard, type StatusGrant, type WardomView } from "@rulesmith/wardom";
import { Fact, Zone, type CardFace } from "../card.js";
import { capital, defOf, signed, zoneOf } from "../view-cards.js";
import { seatOrder, type BoardProps } from "./board-props.js";

/** A status as its name reads ("frozen-touch" as "frozen touch"), with its number. */
function grantWord(g: StatusGrant): string {
  const name = g.status.replace(/-/g, " ");
  if (g.status === "weaken" || g.status === "poison" || g.status === "tenacity") return `${name}(${g.x})`;
  if (g.status === "comeback") return `${name}(${g.combat}/${g.support})`;
  return name;
}

/** What is printed on the card; its details are the game's words for it (describeCard). */
function printedFace(def: WardomCard, details: readonly string[]): CardFace {
  const kind = capital(def.type);
  switch (def.type) {
    case "unit":
      return {
        name: def.name,
        kind: `Unit · level ${def.level} · ${def.element}`,
        family: "unit",
        stats: [
          { label: "CMB", value: String(def.combat) },
          { label: "SUP", value: String(def.support) },
          { label: "Cost", value: String(def.cost) },
        ],
        marks: def.statuses.map(grantWord),
        details,
      };
    case "equip":
      return {
        name: def.name,
        kind,
        family: "action",
        stats: [
          { label: "CMB", value: signed(def.grants.combat) },
          { label: "SUP", value: signed(def.grants.support) },
          { label: "Cost", value: String(def.cost) },
        ],
        marks: def.grants.statuses.map(grantWord),
        details,
      };
    case "field":
      return { name: def.name, kind, family: "field", stats: [{ label: "Cost", value: String(def.cost) }, { label: "Upkeep", value: String(def.upkeep) }], details };
    case "treasure":
      return { name: def.name, kind, family: "treasure", stats: [{ label: "Coin", value: String(def.cost) }], details };
    default:
      return { name: def.name, kind, family: "action", stats: [{ label: "Cost", value: String(def.cost) }], details };
  }
}

/** A card as the view shows it: a Unit on the board with its effective Combat and Support and statuses, any other card as printed. */
export function wardomFace(view: WardomView, id: string): CardFace | undefined {
  const def = defOf(view, id);
  if (def === undefined) return undefined;
  const printed = printedFace(def, [describeCard(view, id)]);
  const unit = Object.hasOwn(view.game.units, id) ? view.game.units[id] : undefined;
  if (unit === undefined || def.type !== "unit") return printed;
  const marks = unit.statuses.map((st) => st.replace(/-/g, " "));
  if (unit.equips.length > 0) marks.push(`equipped: ${unit.equips.map((e) => defOf(view, e)?.name ?? "a hidden card").join(", ")}`);
  if (unit.trueRecruited) marks.push("True Recruited");
  return {
    ...printed,
    stats: [
      { label: "CMB", value: String(unit.combat), changed: unit.combat !== def.combat },
      { label: "SUP", value: String(unit.support), changed: unit.support !== def.support },
      { label: "Cost", value: String(def.cost) },
    ],
    marks,
  };
}

function Side(props: { readonly view: WardomView; readonly seat: PlayerId; readonly name: string; readonly mine: boolean }): ReactNode {
  const { view, seat } = props;
  const face = (id: string): CardFace | undefined => wardomFace(view, id);
  const z = (name: string) => zoneOf(view, `p${seat}/${name}`);
  const side = view.game.sides[seat];
  return (
    <section className={`side${props.mine ? " mine" : ""}${firstPlayerOf(view.game.clock) === seat ? " active" : ""}`} aria-label={props.name} data-seat={seat}>
      <h3>{props.name}</h3>
      <dl className="facts">
        <Fact label="Resolve" value={String(side?.resolve ?? 0)} testid={`resolve-${seat}`} />
        <Fact label="Energy" value={`${side?.energy.available ?? 0} / ${side?.energy.max ?? 0}`} testid={`energy-${seat}`} />
        <Fact label="Hand" value={String(z("hand")?.count ?? 0)} />
        <Fact label="Deck" value={String(z("deck")?.count ?? 0)} />
      </dl>
      <div className="zones">
        <Zone title="Combat" zone={z("combat")} face={face} className="field" empty="No Unit in Combat" />
        <Zone title="Support" zone={z("support")} face={face} className="field" />
        <Zone title="On the sequence" zone={z("stack")} face={face} />
        <Zone title="Action Zone" zone={z("action")} face={face} />
        <Zone title="Equips" zone={z("equip")} face={face} />
        <Zone title="Side Zone" zone={z("side")} face={face} />
        <Zone title="Wager" zone={z("coin")} face={face} />
        <Zone title="Treasury" zone={z("treasury")} face={face} />
        <Zone title="Revealed" zone={z("reveal")} face={face} />
        <Zone title="Void" zone={z("void")} face={face} shown={{ top: 3 }} />
        <Zone title="Forbidden" zone={z("forbidden")} face={face} shown="count" />
        <Zone title="Hand" zone={z("hand")} face={face} className="hand" />
        <Zone title="Deck" zone={z("deck")} face={face} shown="count" />
      </div>
    </section>
  );
}

/** Wardom's board for one viewer. */
export function WardomBoard(props: BoardProps<WardomView>): ReactNode {
  const { view, viewer } = props;
  return (
    <div className="board wardom">
      {seatOrder(2, viewer).map((p) => (
        <Side key={p} view={view} seat={p} name={props.seatName(p)} mine={p === viewer} />
      ))}
      <Zone title="Field" zone={zoneOf(view, "field")} face={(id) => wardomFace(view, id)} className="shared" />
    </div>
  );
}
