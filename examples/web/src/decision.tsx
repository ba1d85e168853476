// The decision the match waits for: the prompt and the legal actions in the game's words (equal
// words shown once, with their count), the faces of real dice, a bot thinking, or the end.
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from "react";
import { actionChoices, ClientErrorCode, type MatchController, type MatchStatus } from "@rulesmith/client";
import { CoreErrorCode, type Decision, type PlayerId, type RuleError, type Viewer } from "@rulesmith/core";
import { ignoreRepeatClicks, useLegalActions, useView } from "@rulesmith/react";
import type { GameEntry } from "./games.js";

/** The roll a chance decision asks for, read from its details. */
interface RollRequest {
  readonly kind: "dice" | "coin";
  readonly count: number;
  readonly sides: number;
  readonly purpose: string;
  /** The roll's number in the match, which the answer names: the same answer sent twice is then refused, not taken for the next roll. */
  readonly roll: number | undefined;
}

function rollRequest(pending: Decision | null): RollRequest | undefined {
  const d = pending?.details;
  if (pending?.kind !== "chance" || typeof d !== "object" || d === null || Array.isArray(d)) return undefined;
  const field = (k: string): unknown => (Object.hasOwn(d, k) ? Reflect.get(d, k) : undefined);
  const [kind, count, sides, purpose, roll] = [field("kind"), field("count"), field("sides"), field("purpose"), field("roll")];
  if (typeof count !== "number" || typeof sides !== "number") return undefined;
  return { kind: kind === "coin" ? "coin" : "dice", count, sides, purpose: typeof purpose === "string" ? purpose : "roll", roll: typeof roll === "number" ? roll : undefined };
}

/**
 * Whether a refusal of `act` leaves nothing to tell the player: the same choice (or the same
 * faces) was sent again after the match moved on, by a double click or a second submit, so the
 * first one was taken and the page re-renders from where the match is now.
 */
function alreadyTaken(error: RuleError): boolean {
  return error.code === ClientErrorCode.StaleAction || error.code === CoreErrorCode.StaleAnswer;
}

/** The faces of real dice, entered by hand; the engine checks them and says what is wrong. */
function FacesForm(props: { readonly request: RollRequest; readonly prompt: string; readonly onSubmit: (faces: number[]) => string | null; readonly seatName: string }): ReactNode {
  const { request } = props;
  const [faces, setFaces] = useState<string[]>(() => Array.from({ length: request.count }, () => ""));
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => {
    first.current?.focus();
  }, []);
  const submit = (e: SyntheticEvent): void => {
    e.preventDefault();
    setError(props.onSubmit(faces.map((f) => Number(f))));
  };
  const coin = request.kind === "coin";
  return (
    <form className="faces" data-testid="faces" onSubmit={submit} aria-describedby={error === null ? undefined : errorId}>
      <p className="prompt">{props.prompt}</p>
      <p className="hint">
        Real {coin ? "coins" : "dice"} for {props.seatName}: {request.count} {coin ? "coin" : `d${request.sides}`}
        {request.count === 1 ? "" : "s"} for the {request.purpose}.{coin ? " Enter 1 for heads, 2 for tails." : ""}
      </p>
      <div className="face-inputs">
        {faces.map((f, i) => (
          <label key={i}>
            <span>
              {coin ? "Coin" : "Die"} {i + 1}
            </span>
            <input
              ref={i === 0 ? first : undefined}
              type="number"
              inputMode="numeric"
              required
              value={f}
              placeholder={`1-${request.sides}`}
              onChange={(e) => {
                const next = [...faces];
                next[i] = e.target.value;
                setFaces(next);
              }}
            />
          </label>
        ))}
      </div>
      <button type="submit" className="tone-main">
        Enter the {coin ? "coins" : "faces"}
      </button>
      {error !== null && (
        <p className="error" role="alert" id={errorId}>
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The legal actions of the seat that decides, as buttons in the game's words; equal words once.
 * `position` is the match position these buttons were drawn at: a click sends it as `at`, so a
 * second click that arrives before the page shows the next position (a double click, a click
 * resent) is refused by the controller instead of taking the action again. A double click's
 * second click that comes after the page re-rendered, on whatever choice of the next decision is
 * then under the pointer, is ignored (`ignoreRepeatClicks`).
 */
function Choices<S, A, V>(props: { readonly entry: GameEntry<S, A, V>; readonly match: MatchController<S, A, V>; readonly seat: PlayerId; readonly prompt: string; readonly version: number; readonly position: number }): ReactNode {
  const { entry, match, seat, position } = props;
  const legal = useLegalActions(match, seat);
  const view = useView(match, seat);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // A new decision: keyboard focus goes to its first choice, unless the person is elsewhere on the page.
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || list.current?.contains(active) === true) list.current?.querySelector("button")?.focus();
  }, [props.version]);
  if (view === null) return null;
  const choices = actionChoices(legal, (a) => entry.describeAction(a, view));
  return (
    <div className="choices">
      <p className="prompt" id="prompt">
        {props.prompt}
      </p>
      <ul ref={list} aria-labelledby="prompt" data-testid="actions">
        {choices.map((c, i) => (
          <li key={c.text}>
            <button
              type="button"
              className={`tone-${entry.tone(c.action, view)}`}
              data-choice={i}
              onClick={ignoreRepeatClicks(() => {
                const r = match.act(seat, c.action, { at: position });
                setError(r.ok || alreadyTaken(r.error) ? null : r.error.message);
              })}
            >
              <span className="choice-text">{c.text}</span>
              {c.count > 1 && <span className="choice-count" aria-label={`, ${c.count} identical choices`}>×{c.count}</span>}
            </button>
          </li>
        ))}
      </ul>
      {error !== null && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The decision panel of a match in play. */
export function DecisionPanel<S, A, V>(props: {
  readonly entry: GameEntry<S, A, V>;
  readonly match: MatchController<S, A, V>;
  readonly status: MatchStatus;
  readonly pending: Decision | null;
  /** The seat a person acts for now (its own decision, or its real dice), if any. */
  readonly actingSeat: PlayerId | null;
  readonly viewer: Viewer;
  readonly seatName: (p: PlayerId) => string;
  readonly onShowSeat: (p: PlayerId) => void;
}): ReactNode {
  const { match, status, pending, actingSeat } = props;
  if (status.outcome !== null) return <p className="prompt">The match is over.</p>;
  if (status.botError !== null) {
    return (
      <p className="error" role="alert">
        {status.botError.message} Undo a move, or start a new match.
      </p>
    );
  }
  if (status.thinking !== null) {
    return (
      <p className="thinking" data-testid="thinking">
        <span className="spinner" aria-hidden="true" /> {props.seatName(status.thinking)} is thinking…
      </p>
    );
  }
  if (actingSeat === null) return <p className="prompt">Waiting…</p>;
  const request = rollRequest(pending);
  if (request !== undefined) {
    return (
      <FacesForm
        key={status.version}
        request={request}
        prompt={pending?.prompt ?? ""}
        seatName={props.seatName(actingSeat)}
        onSubmit={(faces) => {
          const r = match.act(actingSeat, request.roll === undefined ? { type: "faces", faces } : { type: "faces", faces, roll: request.roll }, { at: status.position });
          return r.ok || alreadyTaken(r.error) ? null : r.error.message;
        }}
      />
    );
  }
  if (props.viewer !== actingSeat) {
    return (
      <div className="handover">
        <p className="prompt">{props.seatName(actingSeat)} decides now.</p>
        <button
          type="button"
          className="tone-main"
          onClick={() => {
            props.onShowSeat(actingSeat);
          }}
        >
          Show the view of {props.seatName(actingSeat)}
        </button>
      </div>
    );
  }
  return <Choices entry={props.entry} match={match} seat={actingSeat} prompt={pending?.prompt ?? ""} version={status.version} position={status.position} />;
}
