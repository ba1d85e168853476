// The match so far in the game's own prose, as the viewer may see it: the game's describeEvent
// first, core's words (through @rulesmith/client's formatEvent) for dice, phases and the rest.
// Dice rolls show their faces.
import { memo, useEffect, useRef, useState, type ReactNode } from "react";
import { eventTone, formatEvent, type LogEntry } from "@rulesmith/client";
import type { GameEvent } from "@rulesmith/core";

/** Events a reader does not miss: passes on the chain and its end. */
const BOOKKEEPING: readonly string[] = ["stack-passed", "stack-closed"];
/** Lines shown until the reader asks for the whole log. */
const RECENT = 150;

interface Line {
  readonly key: string;
  /** The turn and active seat of a phase line, to replace a phase in which nothing happened. */
  readonly phase?: string;
  readonly text: string;
  readonly tone: ReturnType<typeof eventTone>;
  readonly faces: readonly number[];
  readonly sides: number;
  readonly times: number;
}

function faces(e: GameEvent): { faces: readonly number[]; sides: number } {
  if (e.type !== "dice-rolled" || e["kind"] === "coin") return { faces: [], sides: 0 };
  const f = e["faces"];
  const sides = e["sides"];
  return { faces: Array.isArray(f) ? f.filter((x): x is number => typeof x === "number") : [], sides: typeof sides === "number" ? sides : 0 };
}

/**
 * The lines of a log: bookkeeping left out, and a card move the game does not word itself left out
 * too (the board shows where cards are), unless `detailed`; the same line in a row written once
 * with a count.
 */
export function logLines(log: readonly LogEntry[], describe: (e: GameEvent) => string | undefined, cardName: (id: string) => string | undefined, detailed: boolean): Line[] {
  const out: Line[] = [];
  for (const step of log) {
    step.events.forEach((e, i) => {
      if (!detailed && BOOKKEEPING.includes(e.type)) return;
      if (!detailed && e.type === "card-moved" && describe(e) === undefined) return;
      const text = formatEvent(e, { describe, cardName, cardIds: false });
      const last = out[out.length - 1];
      const phase = e.type === "phase-changed" ? `${String(e["turn"])}/${String(e["active"])}` : undefined;
      // A phase in which nothing happened gives way to the next phase of the same turn.
      if (!detailed && phase !== undefined && last?.phase === phase) out.pop();
      if (last?.text === text) {
        out[out.length - 1] = { ...last, times: last.times + 1 };
        return;
      }
      out.push({ key: `${step.index}.${i}`, text, tone: eventTone(e), ...faces(e), times: 1, ...(phase === undefined ? {} : { phase }) });
    });
  }
  return out;
}

/** A d6 face as its die glyph, other dice as their number. */
function Die(props: { readonly face: number; readonly sides: number }): ReactNode {
  const glyph = props.sides === 6 && props.face >= 1 && props.face <= 6 ? String.fromCodePoint(0x2680 + props.face - 1) : String(props.face);
  return <span className="die">{glyph}</span>;
}

const LogLine = memo(function LogLine(props: { readonly line: Line }): ReactNode {
  const { line } = props;
  return (
    <li className={`tone-${line.tone}`}>
      {line.faces.length > 0 && (
        <span className="dice" aria-hidden="true">
          {line.faces.map((f, i) => (
            <Die key={i} face={f} sides={line.sides} />
          ))}
        </span>
      )}
      {line.text}
      {line.times > 1 && <span className="times"> (×{line.times})</span>}
    </li>
  );
});

/** The log panel: the newest lines, or every line when asked, newest at the bottom. */
export function LogPanel(props: { readonly lines: readonly Line[]; readonly detailed: boolean; readonly onDetailed: (on: boolean) => void }): ReactNode {
  const [all, setAll] = useState(false);
  const { lines } = props;
  const list = useRef<HTMLOListElement>(null);
  // The newest line in sight.
  useEffect(() => {
    const el = list.current;
    if (el !== null) el.scrollTop = el.scrollHeight;
  }, [lines]);
  const shown = all ? lines : lines.slice(-RECENT);
  return (
    <section className="log-panel" aria-labelledby="log-heading">
      <h2 id="log-heading">Log</h2>
      <div className="log-options">
        <label className="check">
          <input
            type="checkbox"
            checked={props.detailed}
            onChange={(e) => {
              props.onDetailed(e.target.checked);
            }}
          />{" "}
          Every event (card moves, passes)
        </label>
        {lines.length > RECENT && (
          <button
            type="button"
            className="tone-secondary"
            onClick={() => {
              setAll(!all);
            }}
          >
            {all ? `Show the last ${RECENT} lines` : `Show all ${lines.length} lines`}
          </button>
        )}
      </div>
      <ol ref={list} className="log" data-testid="log" tabIndex={0} aria-label="Log of the match">
        {shown.map((line) => (
          <LogLine key={line.key} line={line} />
        ))}
      </ol>
    </section>
  );
}
