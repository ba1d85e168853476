// @vitest-environment happy-dom
/// <reference lib="dom" />
// The hooks rendered by react-dom in happy-dom (a DOM for react-dom/client; see the README for
// why this one), against real controllers playing Guardians with bots; and ignoreRepeatClicks on
// choice buttons clicked with the click count a browser gives (`detail`).
import { createMatch, type MatchController, type MatchOptions, type SeatSpec } from "@rulesmith/client";
import type { Result, Viewer } from "@rulesmith/core";
import { demoConfig, evaluate, ruleset, type GuardiansAction, type GuardiansState, type GuardiansView } from "@rulesmith/guardians";
import { ignoreRepeatClicks, useEvents, useLegalActions, useLog, useMatch, useMatchStatus, usePending, useUndo, useView, type MatchHandle, type UndoHandle } from "@rulesmith/react";
import { act, createElement, useState, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

type Match = MatchController<GuardiansState, GuardiansAction, GuardiansView>;

/** The game, typed (a GamePackage's ruleset is typed for any game). */
const guardians = { ruleset, evaluate };

Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true);

const bot: SeatSpec = { kind: "bot", bot: { kind: "random" } };
const human: SeatSpec = { kind: "human" };

function unwrap<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function newMatch(seed: number, seats: readonly SeatSpec[] = [human, bot]): Match {
  return unwrap(createMatch({ game: guardians, config: demoConfig(seed, seats.length), seats, seed }));
}

/** Everything the hooks gave at the last render. */
interface Seen {
  renders: number;
  view: GuardiansView | null;
  legal: readonly GuardiansAction[];
  pending: string | null;
  events: number;
  log: number;
  position: number | null;
  undo: UndoHandle | null;
}

function seen(): Seen {
  return { renders: 0, view: null, legal: [], pending: null, events: 0, log: 0, position: null, undo: null };
}

function Probe(props: { match: Match | null | undefined; viewer: Viewer; seat: number; out: Seen }): ReactNode {
  const { match, viewer, seat, out } = props;
  out.renders++;
  out.view = useView(match, viewer);
  out.legal = useLegalActions(match, seat);
  out.pending = usePending(match)?.prompt ?? null;
  out.events = useEvents(match, viewer).length;
  out.log = useLog(match, viewer).length;
  out.position = useMatchStatus(match)?.position ?? null;
  out.undo = useUndo(match, seat);
  return null;
}

let root: Root | undefined;
let matches: Match[] = [];

function mount(node: ReactNode): HTMLElement {
  const el = document.createElement("div");
  document.body.append(el);
  root = createRoot(el);
  act(() => {
    root?.render(node);
  });
  return el;
}

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = undefined;
  for (const m of matches) m.close();
  matches = [];
});

async function settle(match: Match): Promise<void> {
  await act(async () => {
    unwrap(await match.settled());
  });
}

describe("the reading hooks", () => {
  it("show the controller's view, legal actions, pending decision, events, log and status, and follow every change", async () => {
    const match = newMatch(3);
    matches.push(match);
    const out = seen();
    mount(createElement(Probe, { match, viewer: 0, seat: 0, out }));
    for (let n = 0; n < 12 && match.status().outcome === null; n++) {
      await settle(match);
      expect(out.view).toEqual(unwrap(match.view(0)));
      expect(out.legal).toEqual(match.legalActions(0));
      expect(out.pending).toBe(match.pending()?.prompt ?? null);
      expect(out.events).toBe(unwrap(match.events(0)).length);
      expect(out.log).toBe(unwrap(match.log(0)).length);
      expect(out.position).toBe(match.status().position);
      const first = out.legal[0];
      if (first === undefined) break;
      act(() => {
        unwrap(match.act(0, first));
      });
      // The person's action shows at once, before any bot answers.
      expect(out.position).toBe(match.status().position);
    }
    expect(out.log).toBeGreaterThan(0);
  });

  it("give the same objects again when a render was not caused by a change of the match", async () => {
    const match = newMatch(5);
    matches.push(match);
    await match.settled();
    const out = seen();
    let rerender = (): void => undefined;
    function Parent(): ReactNode {
      const [n, setN] = useState(0);
      rerender = () => {
        setN(n + 1);
      };
      return createElement(Probe, { match, viewer: "spectator", seat: 0, out });
    }
    mount(createElement(Parent));
    const { view, legal } = out;
    const renders = out.renders;
    act(() => {
      rerender();
    });
    expect(out.renders).toBe(renders + 1);
    expect(out.view).toBe(view);
    expect(out.legal).toBe(legal);
  });

  it("show nothing without a controller (null or undefined), and render on a server", () => {
    for (const none of [null, undefined]) {
      const out = seen();
      mount(createElement(Probe, { match: none, viewer: 0, seat: 0, out }));
      expect(out).toMatchObject({ view: null, legal: [], pending: null, events: 0, log: 0, position: null });
      expect(out.undo?.canUndo).toBe(false);
      expect(out.undo?.undo()).toMatchObject({ ok: false, error: { code: "undo/nothing" } });
    }
    const match = newMatch(2);
    matches.push(match);
    const server = seen();
    renderToString(createElement(Probe, { match, viewer: 1, seat: 1, out: server }));
    expect(server.view).toEqual(unwrap(match.view(1)));
  });

  it("give null for a viewer who is not in the match", () => {
    const match = newMatch(4);
    matches.push(match);
    const out = seen();
    mount(createElement(Probe, { match, viewer: 7, seat: 7, out }));
    expect(out.view).toBeNull();
    expect(out.legal).toEqual([]);
    expect(out.log).toBe(0);
  });
});

describe("useUndo", () => {
  it("says when undo works, and undoing restores the earlier view", async () => {
    const match = newMatch(11);
    matches.push(match);
    const out = seen();
    mount(createElement(Probe, { match, viewer: 0, seat: 0, out }));
    let undone = 0;
    for (let n = 0; n < 60 && undone < 3 && match.status().outcome === null; n++) {
      await settle(match);
      const before = out.view;
      const action = out.legal[n % Math.max(1, out.legal.length)];
      if (action === undefined) break;
      act(() => {
        unwrap(match.act(0, action));
      });
      await settle(match);
      expect(out.undo?.canUndo).toBe(match.canUndo(0));
      if (out.undo?.canUndo !== true) continue;
      act(() => {
        unwrap(out.undo?.undo() ?? { ok: false, error: { code: "test", message: "no undo" } });
      });
      expect(out.view).toEqual(before);
      undone++;
    }
    expect(undone).toBeGreaterThan(0);
  });
});

describe("useMatch", () => {
  function Owner(props: { options: MatchOptions<GuardiansState, GuardiansAction, unknown, GuardiansView> | null; out: { handle: MatchHandle<GuardiansState, GuardiansAction, GuardiansView> | null } }): ReactNode {
    props.out.handle = useMatch(props.options);
    return null;
  }

  it("makes the match once mounted, closes it when the options change and when unmounted", async () => {
    const first = { game: guardians, config: demoConfig(1), seats: [bot, bot], seed: 1 };
    const out: { handle: MatchHandle<GuardiansState, GuardiansAction, GuardiansView> | null } = { handle: null };
    mount(createElement(Owner, { options: first, out }));
    const a = out.handle?.match ?? null;
    expect(a).not.toBeNull();
    expect(out.handle?.error).toBeNull();
    await act(async () => {
      await a?.settled();
    });
    expect(out.handle?.status?.outcome).not.toBeNull();

    const second = { ...first, seed: 2 };
    act(() => {
      root?.render(createElement(Owner, { options: second, out }));
    });
    const b = out.handle?.match ?? null;
    expect(b).not.toBeNull();
    expect(b).not.toBe(a);
    expect(await a?.settled()).toMatchObject({ ok: false, error: { code: "client/closed" } });

    act(() => {
      root?.unmount();
    });
    root = undefined;
    expect(await b?.settled()).toMatchObject({ ok: false, error: { code: "client/closed" } });
  });

  it("gives the error when the options are refused, and no match for null", () => {
    const out: { handle: MatchHandle<GuardiansState, GuardiansAction, GuardiansView> | null } = { handle: null };
    mount(createElement(Owner, { options: { game: guardians, config: demoConfig(1), seats: [bot] }, out }));
    expect(out.handle?.match).toBeNull();
    expect(out.handle?.error?.code).toBe("client/options");
    act(() => {
      root?.render(createElement(Owner, { options: null, out }));
    });
    expect(out.handle).toEqual({ match: null, error: null, status: null });
  });

  it("renders on a server without making a match", () => {
    const out: { handle: MatchHandle<GuardiansState, GuardiansAction, GuardiansView> | null } = { handle: null };
    renderToString(createElement(Owner, { options: { game: guardians, config: demoConfig(1) }, out }));
    expect(out.handle).toEqual({ match: null, error: null, status: null });
  });
});

describe("ignoreRepeatClicks", () => {
  /** Clicks `button` as a browser reports the `detail`-th click of a series (0: Enter or Space). */
  function click(button: Element | null | undefined, detail: number): void {
    if (button === null || button === undefined) throw new Error("no button to click");
    act(() => {
      button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail }));
    });
  }

  /** The first seat that must act, with its legal actions as buttons drawn at the position shown (the README's pattern). */
  function Choices(props: { match: Match }): ReactNode {
    const { match } = props;
    const status = useMatchStatus(match);
    const seat = status?.waitingFor[0] ?? 0;
    const legal = useLegalActions(match, seat);
    const at = status?.position ?? 0;
    return createElement(
      "div",
      null,
      legal.map((a, i) => createElement("button", { key: i, onClick: ignoreRepeatClicks(() => match.act(seat, a, { at })) }, JSON.stringify(a))),
    );
  }

  it("runs the handler for a single click (detail 1) and a key press (detail 0), not for the later clicks of a double or triple click (detail 2, 3)", () => {
    const details: number[] = [];
    const el = mount(createElement("button", { onClick: ignoreRepeatClicks((e: { detail: number }) => details.push(e.detail)) }, "Pass"));
    for (const detail of [1, 2, 3, 0, 1]) click(el.querySelector("button"), detail);
    expect(details).toEqual([1, 0, 1]);
  });

  it("a double click whose second click lands on a choice of the next decision, after the page re-rendered, answers one decision; a key press then answers the next", () => {
    const match = newMatch(6, [human, human]);
    matches.push(match);
    const el = mount(createElement(Choices, { match }));
    click(el.querySelector("button"), 1);
    const answered = match.status().position;
    expect(answered).toBeGreaterThan(0);
    // The page shows the next decision, a person's, with a button where the clicked one was.
    expect(match.legalActions(match.status().waitingFor[0] ?? 0).length).toBeGreaterThan(0);
    click(el.querySelector("button"), 2);
    expect(match.status().position).toBe(answered);
    click(el.querySelector("button"), 0);
    expect(match.status().position).toBeGreaterThan(answered);
  });
});
