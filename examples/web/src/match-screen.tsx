// One match on the page: the status line, the decision, the board of the chosen viewer, the log,
// and the controls (whose view, undo, the record, stepping through a loaded record).
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { learnCardNames, type MatchController, type MatchOptions, type MatchStatus, type SeatSpec } from "@rulesmith/client";
import type { PlayerId, Viewer } from "@rulesmith/core";
import { useLog, useMatch, usePending, useUndo, useView } from "@rulesmith/react";
import { DecisionPanel } from "./decision.js";
import type { GameEntry } from "./games.js";
import { LogPanel, logLines } from "./log-panel.js";
import { downloadRecord } from "./record-file.js";
import { ReplayControls } from "./replay-controls.js";
import { seatNamer } from "./seats.js";
import { setTestHook } from "./test-hook.js";

export interface MatchScreenProps<S, A, V> {
  readonly entry: GameEntry<S, A, V>;
  readonly options: MatchOptions<S, A, unknown, V>;
  /** What this match is, for the heading ("seed 7", "a loaded record"). */
  readonly subtitle: string;
  readonly onNewMatch: () => void;
  readonly onLoadRecord: (file: File) => void;
}

/** The seat a person acts for now (a person's decision, or the real dice of any seat), if any. */
function actingSeatOf<S, A, V>(match: MatchController<S, A, V> | null, status: MatchStatus | null): PlayerId | null {
  if (match === null || status?.mode !== "play" || status.outcome !== null) return null;
  return status.waitingFor.find((p) => match.legalActions(p).length > 0) ?? null;
}

function firstHuman(seats: readonly SeatSpec[]): PlayerId | null {
  const i = seats.findIndex((s) => s.kind === "human");
  return i < 0 ? null : i;
}

export function MatchScreen<S, A, V>(props: MatchScreenProps<S, A, V>): ReactNode {
  const { entry } = props;
  const { match, error, status } = useMatch(props.options);
  const pending = usePending(match);
  const [choice, setChoice] = useState<"follow" | Viewer>("follow");
  const [detailed, setDetailed] = useState(false);
  const seats = useMemo(() => match?.seats ?? [], [match]);
  const seatName = useMemo(() => seatNamer(seats), [seats]);
  const actingSeat = useMemo(() => actingSeatOf(match, status), [match, status]);

  // Hot seat: the page follows the person who must act; a bot's turn keeps the last person's view.
  const followed = useRef<PlayerId | null>(null);
  if (actingSeat !== null && seats[actingSeat]?.kind === "human") followed.current = actingSeat;
  const replaying = status?.mode === "replay";
  const viewer: Viewer = choice !== "follow" ? choice : replaying ? "spectator" : (followed.current ?? firstHuman(seats) ?? "spectator");

  const view = useView(match, viewer);
  const log = useLog(match, viewer);
  // Card names learned from what this viewer has seen, to name cards in the log.
  const names = useRef(new Map<Viewer, Map<string, string>>());
  const known = names.current.get(viewer) ?? new Map<string, string>();
  names.current.set(viewer, known);
  if (view !== null) learnCardNames(view, known);
  const lines = useMemo(() => logLines(log, entry.describeEvent, (id) => known.get(id), detailed), [log, entry, known, detailed]);

  const lastPerson = useMemo(() => {
    for (let i = log.length - 1; i >= 0; i--) if (log[i]?.by === "person") return log[i]?.player ?? null;
    return null;
  }, [log]);
  const undo = useUndo(match, lastPerson ?? -1);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const rendered = status?.version ?? -1;
    setTestHook({ game: entry.id, state: () => match?.state(), status: () => match?.status() ?? null, rendered: () => rendered, viewer: () => viewer, actingSeat: () => actingSeat });
  });
  useEffect(
    () => () => {
      setTestHook(undefined);
    },
    [],
  );

  const headline = view === null ? "Setting up the match…" : (entry.describeView(view, viewer)[0] ?? "");
  const Board = entry.Board;
  return (
    <div className="match">
      <header className="top">
        <h1>
          {entry.name} <small>{props.subtitle}</small>
        </h1>
        <nav aria-label="Match">
          <a className="skip" href="#decision">
            Skip to the decision
          </a>
          <button type="button" className="tone-secondary" onClick={props.onNewMatch}>
            New match
          </button>
        </nav>
      </header>
      <main>
        <section className="status" aria-label="Match status">
          <p role="status" data-testid="headline" className={status?.outcome != null ? "over" : undefined}>
            {headline}
          </p>
          {error !== null && (
            <p className="error" role="alert">
              {error.message}
            </p>
          )}
        </section>
        <div className="table">
          <aside className="side-panel">
            <section id="decision" className="decision" aria-labelledby="decision-heading" tabIndex={-1}>
              <h2 id="decision-heading">{replaying ? "Stepping through a record" : "Decision"}</h2>
              {match !== null && status !== null && replaying && <ReplayControls match={match} status={status} />}
              {match !== null && status !== null && !replaying && (
                <DecisionPanel
                  entry={entry}
                  match={match}
                  status={status}
                  pending={pending}
                  actingSeat={actingSeat}
                  viewer={viewer}
                  seatName={seatName}
                  onShowSeat={(p) => {
                    setChoice(p);
                  }}
                />
              )}
            </section>
            <section className="controls" aria-labelledby="controls-heading">
              <h2 id="controls-heading">Match</h2>
              <label className="field">
                <span>View as</span>
                <select
                  value={String(choice)}
                  onChange={(e) => {
                    const v = e.target.value;
                    setChoice(v === "follow" || v === "spectator" ? v : Number(v));
                  }}
                  data-testid="viewer"
                >
                  <option value="follow">{replaying ? "Spectator (default)" : "The player who decides (hot seat)"}</option>
                  {seats.map((_, p) => (
                    <option key={p} value={String(p)}>
                      {seatName(p)}
                    </option>
                  ))}
                  <option value="spectator">Spectator</option>
                </select>
              </label>
              {!replaying && (
                <div className="undo">
                  <button
                    type="button"
                    className="tone-secondary"
                    disabled={!undo.canUndo}
                    onClick={() => {
                      const r = undo.undo();
                      setNotice(r.ok ? `Took back ${r.value} ${r.value === 1 ? "step" : "steps"}.` : r.error.message);
                    }}
                    data-testid="undo"
                  >
                    Undo the last move{lastPerson === null ? "" : ` of ${seatName(lastPerson)}`}
                  </button>
                  {lastPerson !== null && !undo.canUndo && status?.outcome === null && <p className="hint">A roll or a reveal came after it: undo stops there.</p>}
                </div>
              )}
              <button
                type="button"
                className="tone-secondary"
                disabled={match === null}
                onClick={() => {
                  if (match === null) return;
                  setNotice(downloadRecord(match, `${entry.id}-${status?.position ?? 0}-steps.json`));
                }}
                data-testid="download"
              >
                Download the record
              </button>
              <label className="field file">
                <span>Load a record</span>
                <input
                  type="file"
                  accept=".json,application/json"
                  data-testid="upload"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file !== undefined) props.onLoadRecord(file);
                  }}
                />
              </label>
              {notice !== null && (
                <p className="notice" role="status">
                  {notice}
                </p>
              )}
            </section>
          </aside>
          <section className="board-panel" aria-label={`Board, as ${typeof viewer === "number" ? seatName(viewer) : "a spectator"} sees it`}>
            {view !== null && <Board view={view} viewer={viewer} seatName={seatName} />}
          </section>
          <LogPanel lines={lines} detailed={detailed} onDetailed={setDetailed} />
        </div>
      </main>
    </div>
  );
}
