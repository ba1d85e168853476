// A card and a zone of cards, whatever the game: each board says what a card shows (its face)
// and these draw it. A card the viewer may not identify is drawn as its back, never named.
import { useId, type ReactNode } from "react";
import type { ZoneView } from "@rulesmith/core";

/** One number or word printed on a card ("AL 5", "HP 30/40"). */
export interface Stat {
  readonly label: string;
  readonly value: string;
  /** Highlight (damage taken, a stat changed from the printed one). */
  readonly changed?: boolean;
}

/** What a card shows: its name and kind, its stats on the card, its text in the details. */
export interface CardFace {
  readonly name: string;
  /** "Creature", "Standard magic", "Unit, level 2", ... */
  readonly kind: string;
  readonly stats: readonly Stat[];
  /** Short marks under the stats ("Limited Summon", "poisoned (2)", "face-down"). */
  readonly marks?: readonly string[];
  /** The card's text and anything else worth reading, shown on hover or focus. */
  readonly details: readonly string[];
  /** A colour family for the card's frame. */
  readonly family?: string;
}

/** A face for a card the board knows only by name. */
export function plainFace(name: string, kind: string, details: readonly string[] = []): CardFace {
  return { name, kind, stats: [], details };
}

/** A card: name, kind and stats on it; the details appear on hover or keyboard focus (and are its accessible description). */
export function Card(props: { readonly id: string | null; readonly face: CardFace | undefined; readonly faceDown?: boolean }): ReactNode {
  const detailsId = useId();
  const { id, face } = props;
  if (id === null || face === undefined) {
    return (
      <li className="card back" data-card="hidden">
        <span className="visually-hidden">{props.faceDown === true ? "a face-down card" : "a hidden card"}</span>
      </li>
    );
  }
  const marks = [...(face.marks ?? []), ...(props.faceDown === true ? ["face-down"] : [])];
  return (
    <li className={`card${face.family === undefined ? "" : ` family-${face.family}`}`} data-card={id} tabIndex={0} aria-describedby={face.details.length > 0 ? detailsId : undefined}>
      <span className="card-name">{face.name}</span>
      <span className="card-kind">{face.kind}</span>
      {face.stats.length > 0 && (
        <span className="card-stats">
          {face.stats.map((s) => (
            <span key={s.label} className={`stat${s.changed === true ? " changed" : ""}`} data-stat={s.label}>
              <abbr title={s.label}>{s.label}</abbr> {s.value}
            </span>
          ))}
        </span>
      )}
      {(marks.length > 0) && <span className="card-marks">{marks.join(" · ")}</span>}
      {face.details.length > 0 && (
        <span className="card-details" role="tooltip" id={detailsId}>
          {face.details.map((line, i) => (
            <span key={i} className="detail-line">
              {line}
            </span>
          ))}
        </span>
      )}
    </li>
  );
}

/** How much of a zone a board shows: every card, only the count (a deck), or the newest few (a discard pile). */
export type Shown = "all" | "count" | { readonly top: number };

/**
 * A zone as the viewer sees it: a heading with the count, then its cards (backs for the ones the
 * viewer may not identify). `data-zone`, `data-count` and `data-shown` let the browser test check
 * the page against the engine's view.
 */
export function Zone(props: {
  readonly title: string;
  readonly zone: ZoneView | undefined;
  readonly face: (id: string) => CardFace | undefined;
  readonly shown?: Shown;
  readonly empty?: string;
  readonly className?: string;
}): ReactNode {
  const { zone, title } = props;
  const shown = props.shown ?? "all";
  if (zone === undefined) return null;
  const cards = shown === "all" ? zone.cards : shown === "count" ? [] : zone.cards.slice(0, shown.top);
  const more = zone.count - cards.length;
  const shownAttr = shown === "all" ? "all" : shown === "count" ? "count" : `top:${shown.top}`;
  return (
    <section className={`zone${props.className === undefined ? "" : ` ${props.className}`}`} data-zone={zone.id} data-count={zone.count} data-shown={shownAttr} aria-label={`${title}: ${zone.count} ${zone.count === 1 ? "card" : "cards"}`}>
      <h4>
        {title} <span className="count">{zone.count}</span>
      </h4>
      {cards.length > 0 && (
        <ul className="cards">
          {cards.map((id, i) => (
            <Card key={id ?? `hidden-${i}`} id={id} face={id === null ? undefined : props.face(id)} faceDown={zone.faceDown[i] === true} />
          ))}
        </ul>
      )}
      {cards.length === 0 && zone.count === 0 && props.empty !== undefined && <p className="empty">{props.empty}</p>}
      {shown !== "all" && more > 0 && cards.length > 0 && <p className="more">and {more} more</p>}
    </section>
  );
}

/** A labelled number on a side's header ("Cemetery HP 120 / 300"). */
export function Fact(props: { readonly label: string; readonly value: string; readonly testid?: string }): ReactNode {
  return (
    <div className="fact">
      <dt>{props.label}</dt>
      <dd data-testid={props.testid}>{props.value}</dd>
    </div>
  );
}
