// The three games as the page needs them: each game package's contract object (ruleset, demo
// config, seats, words for actions, views and events), its board, and how its buttons look.
// Every word the page shows about a game comes from the game package.
import type { ReactNode } from "react";
import type { ClientGame } from "@rulesmith/client";
import type { DemoConfigOptions, GameEvent, Viewer } from "@rulesmith/core";
import * as guardians from "@rulesmith/guardians";
import * as ward from "@rulesmith/ward";
import * as wardom from "@rulesmith/wardom";
import type { BoardProps } from "./boards/board-props.js";
import { GuardiansBoard } from "./boards/guardians-board.js";
import { WardBoard } from "./boards/ward-board.js";
import { WardomBoard } from "./boards/wardom-board.js";

/** How an action's button looks: the usual choice, a way to move on (end a phase, pass), or a choice that costs you (kill your own primary). */
export type Tone = "main" | "secondary" | "danger";

/** One game, typed with its state, action and view. */
export interface GameEntry<S, A, V> {
  readonly id: "ward" | "wardom" | "guardians";
  readonly name: string;
  readonly seats: { readonly min: number; readonly max: number };
  /** The ruleset and the heuristic its bots use. */
  readonly game: ClientGame<S, A, unknown, V>;
  /** The starter decks, for `players` seats, with seeded or physical dice. */
  readonly config: (seed: number, options: DemoConfigOptions) => unknown;
  readonly describeAction: (action: A, view: V) => string;
  readonly describeView: (view: V, viewer: Viewer) => readonly string[];
  readonly describeEvent: (event: GameEvent) => string | undefined;
  readonly tone: (action: A, view: V) => Tone;
  readonly Board: (props: BoardProps<V>) => ReactNode;
}

/** Calls `use` with the entry of a game, whichever it is: the one place the page meets the three types. */
export interface EntryUser<R> {
  use<S, A, V>(entry: GameEntry<S, A, V>): R;
}

const wardEntry: GameEntry<ward.WardState, ward.WardAction, ward.WardView> = {
  id: "ward",
  name: ward.wardPackage.name,
  seats: ward.wardPackage.seats,
  game: { ruleset: ward.ruleset, evaluate: ward.evaluate },
  config: (seed, options) => ward.wardPackage.demoConfig(seed, options),
  describeAction: ward.describeAction,
  describeView: ward.describeView,
  describeEvent: ward.describeEvent,
  tone: (a) => {
    switch (a.type) {
      case "kill-own":
        return "danger";
      case "next":
      case "end-turn":
      case "pass":
      case "mulligan":
        return "secondary";
      default:
        return "main";
    }
  },
  Board: WardBoard,
};

const wardomEntry: GameEntry<wardom.WardomState, wardom.WardomAction, wardom.WardomView> = {
  id: "wardom",
  name: wardom.wardomPackage.name,
  seats: wardom.wardomPackage.seats,
  game: { ruleset: wardom.ruleset, evaluate: wardom.evaluate },
  config: (seed, options) => wardom.wardomPackage.demoConfig(seed, options),
  describeAction: wardom.describeAction,
  describeView: wardom.describeView,
  describeEvent: wardom.describeEvent,
  tone: (a, view) => {
    switch (a.type) {
      case "decline-upkeep":
        return "danger";
      case "end": {
        // Ending the Main Stage without a wager loses the match (the words say so too).
        const me = view.viewer;
        return typeof me === "number" && (view.zones[`p${me}/coin`]?.count ?? 0) === 0 ? "danger" : "secondary";
      }
      case "pass":
      case "stop-routing":
      case "decline-trigger":
        return "secondary";
      default:
        return "main";
    }
  },
  Board: WardomBoard,
};

const guardiansEntry: GameEntry<guardians.GuardiansState, guardians.GuardiansAction, guardians.GuardiansView> = {
  id: "guardians",
  name: guardians.guardiansPackage.name,
  seats: guardians.guardiansPackage.seats,
  game: { ruleset: guardians.ruleset, evaluate: guardians.evaluate },
  config: (seed, options) => guardians.guardiansPackage.demoConfig(seed, options),
  describeAction: guardians.describeAction,
  describeView: guardians.describeView,
  describeEvent: guardians.describeEvent,
  tone: (a) => (a.type === "end-phase" ? "secondary" : "main"),
  Board: GuardiansBoard,
};

/** The games, in the order the page offers them. */
export const GAME_IDS = ["ward", "wardom", "guardians"] as const;

/** A game's id. */
export type GameId = (typeof GAME_IDS)[number];

/** Whether a string is one of the games' ids (a record's `game` field, say). */
export function isGameId(value: unknown): value is GameId {
  return typeof value === "string" && (GAME_IDS as readonly string[]).includes(value);
}

/** A game's name and seats, without its types. */
export function gameInfo(id: GameId): { readonly name: string; readonly seats: { readonly min: number; readonly max: number } } {
  return withGame(id, { use: (e) => ({ name: e.name, seats: e.seats }) });
}

/** Runs `user` with the typed entry of game `id`. */
export function withGame<R>(id: GameId, user: EntryUser<R>): R {
  switch (id) {
    case "ward":
      return user.use(wardEntry);
    case "wardom":
      return user.use(wardomEntry);
    case "guardians":
      return user.use(guardiansEntry);
  }
}
