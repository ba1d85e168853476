// Choosing a match: the game, who plays each seat (a person on this device or a bot), seeded or
// physical dice (and which seats roll real ones), and the seed. Or loading a record.
import { useState, type ReactNode, type SyntheticEvent } from "react";
import { GAME_IDS, gameInfo, type GameId } from "./games.js";
import type { SeatKind } from "./seats.js";

/** What the form gives when the person presses Start. */
export interface MatchChoice {
  readonly game: GameId;
  readonly seats: readonly SeatKind[];
  readonly dice: "seeded" | "external";
  /** Seats that roll real dice (with `dice: "external"`). */
  readonly physical: readonly number[];
  readonly seed: number;
  readonly mctsIterations: number;
}

const KIND_LABELS: Readonly<Record<SeatKind, string>> = {
  human: "A person on this device",
  random: "Random bot",
  greedy: "Greedy bot",
  mcts: "MCTS bot (searches)",
};

export function Setup(props: { readonly onStart: (choice: MatchChoice) => void; readonly onLoadRecord: (file: File) => void; readonly message: string | null }): ReactNode {
  const [game, setGame] = useState<GameId>("ward");
  const [players, setPlayers] = useState(2);
  const [kinds, setKinds] = useState<SeatKind[]>(["human", "mcts", "mcts", "mcts"]);
  const [dice, setDice] = useState<"seeded" | "external">("seeded");
  const [physical, setPhysical] = useState<boolean[]>([true, false, false, false]);
  const [seed, setSeed] = useState("1");
  const [iterations, setIterations] = useState("300");
  const info = gameInfo(game);
  const count = Math.min(Math.max(players, info.seats.min), info.seats.max);

  const submit = (e: SyntheticEvent): void => {
    e.preventDefault();
    const n = Number(seed);
    const it = Number(iterations);
    props.onStart({
      game,
      seats: kinds.slice(0, count),
      dice,
      physical: dice === "external" ? physical.slice(0, count).flatMap((on, i) => (on ? [i] : [])) : [],
      seed: Number.isSafeInteger(n) ? n : 1,
      mctsIterations: Number.isSafeInteger(it) && it > 0 ? it : 300,
    });
  };

  return (
    <div className="setup-page">
      <header className="top">
        <h1>
          rulesmith <small>Ward, Wardom and Guardians in the browser</small>
        </h1>
      </header>
      <main>
        <form className="setup" onSubmit={submit} aria-labelledby="setup-heading">
          <h2 id="setup-heading">New match</h2>
          <fieldset>
            <legend>Game</legend>
            {GAME_IDS.map((id) => (
              <label key={id} className="choice">
                <input
                  type="radio"
                  name="game"
                  value={id}
                  checked={game === id}
                  onChange={() => {
                    setGame(id);
                  }}
                />{" "}
                {gameInfo(id).name} <small>({gameInfo(id).seats.min === gameInfo(id).seats.max ? `${gameInfo(id).seats.min} players` : `${gameInfo(id).seats.min} to ${gameInfo(id).seats.max} players`})</small>
              </label>
            ))}
          </fieldset>
          {info.seats.max > info.seats.min && (
            <label className="field">
              <span>Players</span>
              <select
                value={count}
                onChange={(e) => {
                  setPlayers(Number(e.target.value));
                }}
                data-testid="players"
              >
                {Array.from({ length: info.seats.max - info.seats.min + 1 }, (_, i) => info.seats.min + i).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          )}
          <fieldset>
            <legend>Dice</legend>
            <label className="choice">
              <input
                type="radio"
                name="dice"
                value="seeded"
                checked={dice === "seeded"}
                onChange={() => {
                  setDice("seeded");
                }}
              />{" "}
              Seeded: the engine rolls
            </label>
            <label className="choice">
              <input
                type="radio"
                name="dice"
                value="external"
                checked={dice === "external"}
                onChange={() => {
                  setDice("external");
                }}
              />{" "}
              Physical: roll real dice and enter the faces (for the seats ticked below)
            </label>
          </fieldset>
          <fieldset>
            <legend>Seats</legend>
            {Array.from({ length: count }, (_, p) => (
              <div key={p} className="seat">
                <label className="field">
                  <span>Player {p}</span>
                  <select
                    value={kinds[p]}
                    data-testid={`seat-${p}`}
                    onChange={(e) => {
                      const next = [...kinds];
                      const v = e.target.value;
                      next[p] = v === "human" || v === "random" || v === "greedy" ? v : "mcts";
                      setKinds(next);
                    }}
                  >
                    {(Object.keys(KIND_LABELS) as SeatKind[]).map((k) => (
                      <option key={k} value={k}>
                        {KIND_LABELS[k]}
                      </option>
                    ))}
                  </select>
                </label>
                {dice === "external" && (
                  <label className="choice">
                    <input
                      type="checkbox"
                      checked={physical[p] === true}
                      data-testid={`physical-${p}`}
                      onChange={(e) => {
                        const next = [...physical];
                        next[p] = e.target.checked;
                        setPhysical(next);
                      }}
                    />{" "}
                    rolls real dice
                  </label>
                )}
              </div>
            ))}
          </fieldset>
          <div className="row">
            <label className="field">
              <span>Seed</span>
              <input
                type="number"
                value={seed}
                onChange={(e) => {
                  setSeed(e.target.value);
                }}
                data-testid="seed"
              />
            </label>
            {kinds.slice(0, count).includes("mcts") && (
              <label className="field">
                <span>MCTS iterations per decision</span>
                <input
                  type="number"
                  min={1}
                  value={iterations}
                  onChange={(e) => {
                    setIterations(e.target.value);
                  }}
                  data-testid="iterations"
                />
              </label>
            )}
          </div>
          <button type="submit" className="tone-main start" data-testid="start">
            Start the match
          </button>
        </form>
        <section className="load" aria-labelledby="load-heading">
          <h2 id="load-heading">Or step through a record</h2>
          <label className="field file">
            <span>Load a match record (JSON)</span>
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
          {props.message !== null && (
            <p className="error" role="alert">
              {props.message}
            </p>
          )}
        </section>
      </main>
    </div>
  );
}
