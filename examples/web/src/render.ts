// One side of the table, as the viewer sees it.
import type { PlayerId } from "@rulesmith/core";
import { cardName, type ViewLike } from "./describe.js";

function zoneCards(view: ViewLike, player: PlayerId, name: string): readonly (string | null)[] {
  return view.zones[`p${player}/${name}`]?.cards ?? [];
}

function creatureLine(view: ViewLike, id: string, testid?: string): HTMLElement {
  const div = document.createElement("div");
  div.className = "creature";
  const def = view.cards[id]?.def;
  const card = def === undefined ? undefined : view.defs[def];
  const status = view.game.creatures[id];
  const hp = status?.hp ?? 0;
  const base = card?.kind === "creature" ? card.hp : hp;
  const stats = card?.kind === "creature" ? ` · AL ${card.armorLevel} · SPD ${card.speed} · ${card.attackDice}d6${card.modifier >= 0 ? "+" : ""}${card.modifier}` : "";
  const hpSpan = document.createElement("b");
  hpSpan.textContent = String(hp);
  if (testid !== undefined) hpSpan.dataset["testid"] = testid;
  div.append(`${cardName(view, id)} — HP `, hpSpan, `/${base}${stats}${status?.limited === true ? " · limited" : ""}`);
  return div;
}

/** Renders one player's side into `el`. */
export function renderSide(el: HTMLElement, view: ViewLike, player: PlayerId, title: string): void {
  el.innerHTML = "";
  const h = document.createElement("h2");
  h.textContent = title;
  el.append(h);

  const primary = zoneCards(view, player, "primary");
  if (primary.length === 0) {
    const none = document.createElement("div");
    none.textContent = "No primary creature";
    el.append(none);
  }
  for (const id of primary) if (id !== null) el.append(creatureLine(view, id, `hp-${player}`));
  for (const id of zoneCards(view, player, "limited")) if (id !== null) el.append(creatureLine(view, id));
  for (const id of zoneCards(view, player, "magic")) {
    if (id === null) continue;
    const m = document.createElement("div");
    m.className = "magic";
    m.textContent = cardName(view, id);
    el.append(m);
  }

  const facts = document.createElement("p");
  const hand = zoneCards(view, player, "hand");
  const deck = view.zones[`p${player}/deck`]?.count ?? 0;
  facts.innerHTML = `Hand <b data-testid="hand-count-${player}">${hand.length}</b> · deck <b data-testid="deck-count-${player}">${deck}</b> · cemetery HP <b data-testid="cemetery-${player}">${view.game.cemeteryHp[player] ?? 0}</b>`;
  el.append(facts);

  if (hand.some((c) => c !== null)) {
    const list = document.createElement("ul");
    list.className = "hand";
    list.dataset["testid"] = `hand-${player}`;
    for (const id of hand) {
      const li = document.createElement("li");
      li.textContent = cardName(view, id);
      list.append(li);
    }
    el.append(list);
  }
}
