/**
 * The zone map against a hand-written baseline doing the same work on the same plain data, in
 * the same run: a realistic match (2 players, 6 zones each, 40-card decks), where is a card,
 * and a step that draws the top of a deck into the hand and plays a hand card to the field.
 * zones.ts (the scan and the spread per move that the zone map replaces) is measured beside
 * them for reference.
 *
 *   pnpm vitest bench --run --project @rulesmith/core test/zone-map.bench.ts
 */
import { bench, describe } from "vitest";
import { ZoneWriter, createZoneMap, locate, type ZoneMap } from "../src/zone-map.js";
import { moveCard, zoneOf, type Zone, type ZoneDef, type Zones } from "../src/zones.js";
import type { GameEvent } from "../src/events.js";
import type { PlayerId } from "../src/player.js";

const SEATS: readonly PlayerId[] = [0, 1];
const KINDS = [
  ["deck", "hidden", null],
  ["hand", "owner", null],
  ["field", "public", 10],
  ["set", "public", 3],
  ["discard", "public", null],
  ["removed", "public", null],
] as const;

/** Mid-match: per player 28 cards in the deck, 5 in hand, 3 on the field, 1 set face down, 3 in the discard. */
function match(): ZoneMap {
  const defs: ZoneDef[] = [];
  const placement: Record<string, string[]> = {};
  for (const p of SEATS) {
    for (const [kind, visibility, capacity] of KINDS) defs.push({ id: `p${p}/${kind}`, owner: p, visibility, capacity });
    const cards = Array.from({ length: 40 }, (_, i) => `p${p}c${i}`);
    placement[`p${p}/deck`] = cards.slice(0, 28);
    placement[`p${p}/hand`] = cards.slice(28, 33);
    placement[`p${p}/field`] = cards.slice(33, 36);
    placement[`p${p}/set`] = cards.slice(36, 37);
    placement[`p${p}/discard`] = cards.slice(37, 40);
  }
  const made = createZoneMap(defs, placement);
  if (!made.ok) throw new Error(made.error.message);
  const w = new ZoneWriter(made.value, SEATS);
  for (const p of SEATS) w.setFaceDown(`p${p}c36`, true);
  return w.finish();
}

// ---------------------------------------------------------------- the hand-written baseline

interface OwnZone {
  readonly id: string;
  readonly owner: PlayerId | null;
  readonly capacity: number | null;
  readonly visibility: Zone["visibility"];
  readonly cards: string[];
  readonly faceDown: string[];
}

/** One step's copy-on-write state, written the way a game would by hand. */
interface HandStep {
  zones: Record<string, Zone>;
  readonly index: Readonly<Record<string, number>>;
  where: string[];
  revealed: Record<string, readonly PlayerId[]>;
  zonesCopied: boolean;
  whereCopied: boolean;
  revealedCopied: boolean;
  owned: OwnZone[];
  revealedSomething: boolean;
  readonly events: GameEvent[];
}

function handStep(base: ZoneMap, events: GameEvent[]): HandStep {
  return { zones: base.zones, index: base.index, where: base.where as string[], revealed: base.revealed, zonesCopied: false, whereCopied: false, revealedCopied: false, owned: [], revealedSomething: false, events };
}

function handOwn(s: HandStep, z: Zone): OwnZone {
  for (const o of s.owned) if (o.id === z.id) return o;
  const copy: OwnZone = { id: z.id, owner: z.owner, capacity: z.capacity, visibility: z.visibility, cards: z.cards.slice(), faceDown: z.faceDown.slice() };
  s.owned.push(copy);
  if (!s.zonesCopied) {
    s.zones = { ...s.zones };
    s.zonesCopied = true;
  }
  s.zones[z.id] = copy;
  return copy;
}

function handSees(z: Zone, down: boolean, seat: PlayerId): boolean {
  return z.visibility === "public" ? !down || seat === z.owner : z.visibility === "owner" && seat === z.owner;
}

/** Moves a card to the top or bottom of another zone: capacity, facing, where, reveals, an event. */
function handMove(s: HandStep, card: string, to: string, bottom: boolean): boolean {
  const slot = s.index[card] ?? -1;
  const from = s.where[slot];
  const src = from === undefined ? undefined : s.zones[from];
  const dst = s.zones[to];
  if (from === undefined || src === undefined || dst === undefined || from === to) return false;
  if (dst.capacity !== null && dst.cards.length >= dst.capacity) return false;
  const wasDown = src.faceDown.includes(card);
  const down = dst.visibility === "hidden";
  if (!s.revealedSomething && dst.visibility !== "hidden") {
    // The spectator sees public face-up cards only, and is never in a `revealed` list.
    if (dst.visibility === "public" && !down && !(src.visibility === "public" && !wasDown)) s.revealedSomething = true;
    for (const seat of SEATS) if (handSees(dst, down, seat) && !handSees(src, wasDown, seat) && s.revealed[card]?.includes(seat) !== true) s.revealedSomething = true;
  }
  const a = handOwn(s, src);
  a.cards.splice(a.cards.indexOf(card), 1);
  if (wasDown) a.faceDown.splice(a.faceDown.indexOf(card), 1);
  const b = handOwn(s, dst);
  if (bottom) b.cards.push(card);
  else b.cards.unshift(card);
  if (down) b.faceDown.push(card);
  if (!s.whereCopied) {
    s.where = s.where.slice();
    s.whereCopied = true;
  }
  s.where[slot] = to;
  if (s.revealed[card] !== undefined) {
    if (!s.revealedCopied) {
      s.revealed = { ...s.revealed };
      s.revealedCopied = true;
    }
    Reflect.deleteProperty(s.revealed, card);
  }
  s.events.push({ type: "card-moved", card, from, to });
  return true;
}

function handFinish(s: HandStep): ZoneMap {
  return { zones: s.zones, index: s.index, where: s.where, revealed: s.revealed };
}

// ---------------------------------------------------------------- the steps

const start = match();
const cards = Object.keys(start.where);
let sink = 0;

/** The card on top of a zone, or "" when it is empty. */
function topOf(zones: Readonly<Record<string, Zone>>, id: string): string {
  return zones[id]?.cards[0] ?? "";
}

function coreStep(base: ZoneMap, p: PlayerId): ZoneMap {
  const events: GameEvent[] = [];
  const w = new ZoneWriter(base, SEATS, events);
  w.move(topOf(w.map.zones, `p${p}/deck`), `p${p}/hand`, { position: "bottom" });
  w.move(topOf(w.map.zones, `p${p}/hand`), `p${p}/field`);
  sink += events.length + (w.revealedSomething ? 1 : 0);
  return w.finish();
}

function coreDrawStep(base: ZoneMap, p: PlayerId): ZoneMap {
  const events: GameEvent[] = [];
  const w = new ZoneWriter(base, SEATS, events);
  w.draw(`p${p}/deck`, `p${p}/hand`, 1, { position: "bottom" });
  w.move(topOf(w.map.zones, `p${p}/hand`), `p${p}/field`);
  sink += events.length + (w.revealedSomething ? 1 : 0);
  return w.finish();
}

function baselineStep(base: ZoneMap, p: PlayerId): ZoneMap {
  const s = handStep(base, []);
  handMove(s, topOf(s.zones, `p${p}/deck`), `p${p}/hand`, true);
  handMove(s, topOf(s.zones, `p${p}/hand`), `p${p}/field`, false);
  sink += s.events.length + (s.revealedSomething ? 1 : 0);
  return handFinish(s);
}

function zonesStep(base: Zones, p: PlayerId): Zones {
  let z = base;
  const drawn = moveCard(z, topOf(z, `p${p}/deck`), `p${p}/hand`, { position: "bottom" });
  if (drawn.ok) z = drawn.value;
  const played = moveCard(z, topOf(z, `p${p}/hand`), `p${p}/field`);
  if (played.ok) z = played.value;
  sink += z[`p${p}/field`]?.cards.length ?? 0;
  return z;
}

describe("where is a card: all 80 cards of a 2-player match (12 zones)", () => {
  bench("baseline: hand-written where[index[card]]", () => {
    for (const c of cards) sink += (start.where[start.index[c] ?? -1] ?? "").length;
  });

  bench("core locate(map, card)", () => {
    for (const c of cards) sink += (locate(start, c) ?? "").length;
  });

  bench("reference: zones.ts zoneOf (scans every zone)", () => {
    for (const c of cards) sink += (zoneOf(start.zones, c) ?? "").length;
  });
});

describe("one step: deck top -> hand, hand -> field (2 moves, events, reveal tracking)", () => {
  bench("baseline: hand-written copy-on-write", () => {
    sink += baselineStep(start, 0).zones["p0/field"]?.cards.length ?? 0;
  });

  bench("core ZoneWriter.move x2", () => {
    sink += coreStep(start, 0).zones["p0/field"]?.cards.length ?? 0;
  });

  bench("core ZoneWriter.draw + move", () => {
    sink += coreDrawStep(start, 0).zones["p0/field"]?.cards.length ?? 0;
  });

  bench("reference: zones.ts moveCard x2", () => {
    sink += zonesStep(start.zones, 0)["p0/field"]?.cards.length ?? 0;
  });
});

describe("ten steps in a row, players alternating, each step's map the next one's base", () => {
  bench("baseline: hand-written copy-on-write", () => {
    let m = start;
    for (let i = 0; i < 10; i++) m = baselineStep(m, i % 2);
    sink += Object.keys(m.zones).length;
  });

  bench("core ZoneWriter", () => {
    let m = start;
    for (let i = 0; i < 10; i++) m = coreStep(m, i % 2);
    sink += Object.keys(m.zones).length;
  });

  bench("reference: zones.ts moveCard", () => {
    let z = start.zones;
    for (let i = 0; i < 10; i++) z = zonesStep(z, i % 2);
    sink += Object.keys(z).length;
  });
});

export { sink };
