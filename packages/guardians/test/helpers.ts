// Scenario builder for engine tests: a match set to a chosen board, then driven by actions.
import { expect } from "vitest";
import { slotOf, ZoneWriter, type PlayerId, type ZoneMap } from "@rulesmith/core";
import { assertOk } from "@rulesmith/core/testing";
import {
  NO_CONDITIONS,
  sampleCards,
  ruleset,
  zoneId,
  type Card,
  type Conditions,
  type Deck,
  type GuardiansAction,
  type GameOptions,
  type GuardiansState,
  type Unit,
  type ZoneName,
} from "@rulesmith/guardians";

export interface SideSpec {
  readonly guardian?: string;
  readonly field?: readonly string[];
  readonly row?: readonly string[];
  readonly hand?: readonly string[];
  readonly deckTop?: readonly string[];
  readonly attackTop?: readonly string[];
  /** Empty the main deck (to the Discard Pile) after arranging. */
  readonly emptyDeck?: boolean;
  readonly guardianDamage?: number;
  /** Conditions of field cards, by position. */
  readonly conditions?: Readonly<Record<number, Partial<Conditions>>>;
}

export interface ScenarioSpec {
  readonly sides: readonly SideSpec[];
  readonly phase?: "action" | "battle";
  readonly options?: Partial<GameOptions>;
  readonly dice?: "seeded" | "external";
  readonly placed?: boolean;
  /** Cards added to the sample pool for this scenario. */
  readonly extraCards?: readonly Card[];
}

const MAIN_FILLER = ["iron-footman", "snow-archer", "cinder-hound", "dawn-acolyte", "rally-the-party", "hold-the-line", "trial-of-flame", "the-great-hunt", "stone-bulwark", "ember-wall", "ice-wall", "shade-lurker", "venom-stalker", "frost-sprite", "ember-imp", "flame-adept"];
const ATTACK_FILLER = ["frostbolt", "piercing-arrow", "arcane-missiles", "searing-strike", "quick-strike", "healing-wind", "holy-light", "fireball", "flame-lash", "inferno", "blizzard", "mind-blast"];

function fill(base: readonly string[], filler: readonly string[], size: number): string[] {
  const out = base.slice();
  const names = new Map<string, number>();
  for (const id of out) names.set(id, (names.get(id) ?? 0) + 1);
  for (const id of filler) {
    while (out.length < size && (names.get(id) ?? 0) < 2) {
      out.push(id);
      names.set(id, (names.get(id) ?? 0) + 1);
    }
  }
  return out;
}

function deckFor(side: SideSpec, i: number): Deck {
  const main = [...(side.field ?? []), ...(side.row ?? []), ...(side.hand ?? []), ...(side.deckTop ?? [])];
  return {
    name: `scenario ${i}`,
    guardian: side.guardian ?? (i % 2 === 0 ? "pyra-flame-guardian" : "glacius-frost-guardian"),
    main: fill(main, MAIN_FILLER, 24),
    attack: fill(side.attackTop ?? [], ATTACK_FILLER, 20),
  };
}

function take(s: GuardiansState, zones: ZoneMap, p: PlayerId, def: string, used: Set<string>): string {
  for (const id of zones.zones[zoneId(p, "deck")]?.cards ?? []) {
    if (!used.has(id) && s.cards[id]?.def === def) {
      used.add(id);
      return id;
    }
  }
  for (const id of zones.zones[zoneId(p, "attack")]?.cards ?? []) {
    if (!used.has(id) && s.cards[id]?.def === def) {
      used.add(id);
      return id;
    }
  }
  throw new Error(`no ${def} left for player ${p}`);
}

const unit = (conditions: Conditions, damage = 0): Unit => ({ damage, conditions, attacked: false, usedAbilities: [], enteredTurn: 1, atkMod: 0, counter: 0 });

/** A match on turn 3 (player 0's second normal turn) with the given boards. */
export function scenario(spec: ScenarioSpec): GuardiansState {
  const n = spec.sides.length;
  const options: Partial<GameOptions> = { ...(n === 2 ? {} : { players: n }), ...(spec.options ?? {}) };
  const cards = [...sampleCards, ...(spec.extraCards ?? [])];
  const start = assertOk(ruleset.setup({ seed: 1, decks: spec.sides.map(deckFor), cards, dice: spec.dice ?? "seeded", options }));
  const writer = new ZoneWriter(start.zones, spec.sides.map((_, p) => p));
  const zones = writer.map;
  const units: (Unit | null)[] = start.units.slice();
  const move = (id: string, z: ZoneName, p: PlayerId, bottom = true): void => {
    assertOk(writer.move(id, zoneId(p, z), { position: bottom ? "bottom" : "top" }));
  };
  spec.sides.forEach((side, p) => {
    const used = new Set<string>();
    (side.field ?? []).forEach((def, i) => {
      const id = take(start, zones, p, def, used);
      move(id, "field", p);
      units[slotOf(start.zones, id)] = unit({ ...NO_CONDITIONS, ...(side.conditions?.[i] ?? {}) });
    });
    for (const def of side.row ?? []) {
      const id = take(start, zones, p, def, used);
      move(id, "row", p);
      const d = start.defs[def];
      units[slotOf(start.zones, id)] = { ...unit(NO_CONDITIONS), counter: d?.kind === "quest" ? d.turnCount : 0 };
    }
    for (const def of side.hand ?? []) move(take(start, zones, p, def, used), "hand", p);
    for (const def of [...(side.deckTop ?? [])].reverse()) move(take(start, zones, p, def, used), "deck", p, false);
    for (const def of [...(side.attackTop ?? [])].reverse()) move(take(start, zones, p, def, used), "attack", p, false);
    if (side.emptyDeck === true) for (const id of (zones.zones[zoneId(p, "deck")]?.cards ?? []).slice()) move(id, "discard", p);
    const g = zones.zones[zoneId(p, "guardian")]?.cards[0] ?? "";
    units[slotOf(start.zones, g)] = unit(NO_CONDITIONS, side.guardianDamage ?? 0);
  });
  const phase = spec.phase ?? "action";
  const turnsBegun = spec.sides.map((_, p) => (p === 0 ? 2 : 1));
  const turnsEnded = spec.sides.map(() => 1);
  return {
    ...start,
    zones: writer.finish(),
    units,
    clock: { players: spec.sides.map((_, p) => p), turn: n + 1, active: 0, phase, turnsBegun, turnsEnded },
    turn: {
      setup: false,
      placed: spec.placed ?? false,
      retreated: false,
      guardianBattled: false,
      phaseKingAttacked: false,
      phaseGuardianBattled: false,
      defeated: 0,
      remaining: phase === "action" ? ["battle", "end"] : ["end"],
    },
    decision: { kind: phase, player: 0, target: null },
  };
}

/** The instance id of the card of `def` in a player's zone (the first one). */
export function card(s: GuardiansState, p: PlayerId, zone: ZoneName, def: string, nth = 0): string {
  const found = (s.zones.zones[zoneId(p, zone)]?.cards ?? []).filter((id) => s.cards[id]?.def === def);
  const id = found[nth];
  if (id === undefined) throw new Error(`no ${def} in p${p}/${zone}`);
  return id;
}

/** The player's Guardian instance id. */
export function guardian(s: GuardiansState, p: PlayerId): string {
  return s.zones.zones[zoneId(p, "guardian")]?.cards[0] ?? "";
}

/** The state with some cards moved (to the bottom of a zone), as a test's setup: no rule is checked. */
export function moved(s: GuardiansState, cards: readonly string[], to: string): GuardiansState {
  const writer = new ZoneWriter(s.zones, s.players.map((_, p) => p));
  for (const c of cards) assertOk(writer.move(c, to, { position: "bottom" }));
  return { ...s, zones: writer.finish() };
}

/** Applies an action that must be accepted; returns the new state. */
export function act(s: GuardiansState, p: PlayerId, a: GuardiansAction): GuardiansState {
  const r = ruleset.apply(s, p, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
  return r.value.state;
}

/** Answers pending physical rolls with the given faces, one list per roll. */
export function roll(s: GuardiansState, ...faces: number[][]): GuardiansState {
  let state = s;
  for (const f of faces) {
    const c = state.chance;
    expect(c).not.toBeNull();
    const who = c?.request.player ?? c?.player ?? 0;
    state = act(state, who, { type: "faces", faces: f });
  }
  return state;
}

/** The error code of a refused action. */
export function refusal(s: GuardiansState, p: PlayerId, a: GuardiansAction): string {
  const r = ruleset.apply(s, p, a);
  return r.ok ? "accepted" : `${r.error.code}${r.error.rule === undefined ? "" : ` ${r.error.rule}`}`;
}

/** Whether an action is listed. */
export function listed(s: GuardiansState, p: PlayerId, a: GuardiansAction): boolean {
  const key = JSON.stringify(a);
  return ruleset.legalActions(s, p).some((x) => JSON.stringify(x) === key);
}

/** Cards of a zone by definition id. */
export function defsIn(s: GuardiansState, p: PlayerId, zone: ZoneName): string[] {
  return (s.zones.zones[zoneId(p, zone)]?.cards ?? []).map((id) => s.cards[id]?.def ?? "?");
}

export function unitOf(s: GuardiansState, id: string): Unit {
  const u = unitAt(s, id);
  if (u === undefined) throw new Error(`${id} not in play`);
  return u;
}

/** The status of a card in play, or `undefined`. */
export function unitAt(s: GuardiansState, id: string): Unit | undefined {
  return s.units[slotOf(s.zones, id)] ?? undefined;
}

export { sampleCards };

/** An invented Guardian whose End Phase ability hits "an opposing Guardian" (asks which one with 3 or 4 players). */
export const THUNDER: Card = {
  kind: "guardian",
  id: "thunder-warden",
  name: "Thunder Warden",
  illustrative: true,
  damageType: "nature",
  class: "shaman",
  hp: 25,
  abilities: [{ trigger: "end-phase", effects: [{ kind: "damage", amount: 1, target: "opponent-guardian" }] }],
};

/** An invented Minion whose activated ability hits "all opposing creatures" and heals a chosen creature. */
export const QUAKE: Card = {
  kind: "minion",
  id: "quake-shaman",
  name: "Quake Shaman",
  illustrative: true,
  level: 1,
  damageType: "nature",
  class: "shaman",
  atk: 1,
  hp: 3,
  retreatCost: 0,
  abilities: [
    {
      trigger: "activated",
      effects: [
        { kind: "damage", amount: 1, target: "all-opponent-creatures" },
        { kind: "heal", amount: 1, target: "chosen-creature" },
      ],
    },
  ],
};

/**
 * An invented Minion whose enters-play ability heals "a creature" and hits "an opposing
 * Guardian": with two or more creatures in play its controller chooses the creature
 * (G-ENG-9), then, with two or more opponents, the opponent (G-AMB-3).
 */
export const MEDIC: Card = {
  kind: "minion",
  id: "battle-medic",
  name: "Battle Medic",
  illustrative: true,
  level: 1,
  damageType: "holy",
  class: "paladin",
  atk: 1,
  hp: 3,
  retreatCost: 0,
  abilities: [
    {
      trigger: "enters-play",
      effects: [
        { kind: "heal", amount: 2, target: "chosen-creature" },
        { kind: "damage", amount: 1, target: "opponent-guardian" },
      ],
    },
  ],
};

/** An invented Quest whose reward heals "a creature" of its owner's choice at the End Phase (G-ENG-9). */
export const TRIAGE: Card = {
  kind: "quest",
  id: "field-triage",
  name: "Field Triage",
  illustrative: true,
  turnCount: 3,
  requirement: { kind: "control-creatures", count: 1 },
  reward: [{ kind: "heal", amount: 2, target: "chosen-creature" }],
};

const twice = (ids: readonly string[]): string[] => ids.flatMap((id) => [id, id]);

/**
 * Two legal decks full of the cards with static, standing, activated, "an opponent" and "a
 * creature" effects (Sylva, Shieldbearer, Rune Scribe, Storm Caller, Grimbold, War Banner, Quake
 * Shaman, Thunder Warden, Battle Medic, Field Triage), for random matches over `ABILITY_POOL`.
 */
export const ABILITY_DECKS: readonly Deck[] = [
  {
    name: "Grove",
    guardian: "sylva-grove-guardian",
    main: twice(["storm-caller", "rune-scribe", "shieldbearer", "quake-shaman", "battle-medic", "flame-adept", "glacier-sentinel", "mind-weaver", "grimbold-dread-king", "the-great-hunt", "war-banner", "ice-wall"]),
    attack: twice(["fireball", "flame-lash", "inferno", "searing-strike", "blaze-rush", "second-wind", "poison-cloud", "shadow-bolt", "heavy-blow", "healing-wind"]),
  },
  {
    name: "Thunder",
    guardian: "thunder-warden",
    main: twice(["storm-caller", "frost-sprite", "field-triage", "venom-stalker", "rune-scribe", "storm-hawk", "mind-weaver", "glacier-sentinel", "grimbold-dread-king", "rally-the-party", "war-banner", "stone-bulwark"]),
    attack: twice(["frostbolt", "glacial-prison", "blizzard", "holy-light", "arcane-missiles", "piercing-arrow", "mind-blast", "tailwind", "quick-strike", "healing-wind"]),
  },
];

/** The sample set with the invented cards of these tests. */
export const ABILITY_POOL: readonly Card[] = [...sampleCards, THUNDER, QUAKE, MEDIC, TRIAGE];
