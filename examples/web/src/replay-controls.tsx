// Stepping through a loaded record: to the start, back, forward, to the end, or any step; and
// playing on from a step (every seat a person then).
import type { ReactNode } from "react";
import type { MatchController, MatchStatus } from "@rulesmith/client";

export function ReplayControls<S, A, V>(props: { readonly match: MatchController<S, A, V>; readonly status: MatchStatus }): ReactNode {
  const { match, status } = props;
  const at = status.position;
  const end = status.length;
  return (
    <div className="replay">
      <p data-testid="replay-position">
        Step {at} of {end}
        {status.outcome !== null && at === end ? " (the end of the match)" : ""}
      </p>
      <div className="replay-buttons">
        <button type="button" className="tone-secondary" disabled={at === 0} onClick={() => match.seek(0)}>
          To the start
        </button>
        <button type="button" className="tone-main" disabled={at === 0} onClick={() => match.back()} data-testid="back">
          Back
        </button>
        <button type="button" className="tone-main" disabled={at === end} onClick={() => match.forward()} data-testid="forward">
          Forward
        </button>
        <button type="button" className="tone-secondary" disabled={at === end} onClick={() => match.seek(end)} data-testid="to-end">
          To the end
        </button>
      </div>
      <label className="field">
        <span>Step</span>
        <input type="range" min={0} max={end} value={at} onChange={(e) => match.seek(Number(e.target.value))} />
      </label>
      <button type="button" className="tone-secondary" disabled={status.outcome !== null} onClick={() => match.resume()}>
        Play on from this step (every seat a person)
      </button>
    </div>
  );
}
