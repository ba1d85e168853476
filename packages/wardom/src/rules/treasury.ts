/**
 * Paying costs with energy, Treasury cards and resolve. A Treasury card pays its full printed
 * value and no change is ever given back.
 */
import { err, ok, ruleError, type Result } from "@rulesmith/core";
import type { Card } from "../cards/cards.js";
import type { Currency } from "../cards/vocabulary.js";
import { DEFAULT_OPTIONS, type WardomOptions } from "../engine/options.js";

/**
 * A card in a Treasury: its instance id and its coin value.
 *
 * @example
 * ```ts
 * import type { TreasuryCoin } from "@rulesmith/wardom";
 * const c: TreasuryCoin = { id: "c7", value: 4 };
 * ```
 */
export interface TreasuryCoin {
  /** Instance id of the card in the Treasury. */
  readonly id: string;
  /** Its coin value: its printed numerical cost (D-KW.Coined-1, D-TREASURE-2), a whole number from 0. */
  readonly value: number;
  /**
   * Coins of one kind are interchangeable (the engine gives a card's definition id): which of
   * them is spent cannot matter, so {@link paymentOptions} lists one payment per number of them
   * spent, not one per card. Without a kind, every coin is its own kind.
   */
  readonly kind?: string;
}

/**
 * What a player has to pay with: available energy, resolve and the cards in their Treasury.
 *
 * @example
 * ```ts
 * import type { Funds } from "@rulesmith/wardom";
 * const f: Funds = { energy: 3, resolve: 20, treasury: [{ id: "c1", value: 5 }] };
 * ```
 */
export interface Funds {
  /** Available energy (D-ENERGY-1). */
  readonly energy: number;
  /** Resolve left; it pays only costs that allow resolve (D-DANGER-3). */
  readonly resolve: number;
  /** The cards in the payer's Treasury, each spendable once for its full value (D-TREAS-1, D-TREAS-2). */
  readonly treasury: readonly TreasuryCoin[];
}

/**
 * A payment offered for a cost: energy, resolve and the ids of the Treasury cards spent.
 *
 * @example
 * ```ts
 * import type { Payment } from "@rulesmith/wardom";
 * const p: Payment = { energy: 1, resolve: 0, treasury: ["c1"] };
 * ```
 */
export interface Payment {
  /** Energy paid, a whole number from 0. */
  readonly energy: number;
  /** Resolve paid, a whole number from 0 (only where the cost allows resolve, D-DANGER-3). */
  readonly resolve: number;
  /** Instance ids of the Treasury cards spent; each pays its full value, with no change (D-TREAS-2). */
  readonly treasury: readonly string[];
}

/**
 * A checked payment: what it takes from each currency, the value of the Treasury cards spent
 * (they go to the Forbidden Zone, D-TREAS-3) and the value `lost` beyond the cost (never
 * returned as change, D-TREAS-2).
 *
 * @example
 * ```ts
 * import type { PaymentReceipt } from "@rulesmith/wardom";
 * const r: PaymentReceipt = { cost: 3, energy: 0, resolve: 0, treasury: ["c1"], treasuryValue: 5, lost: 2 };
 * ```
 */
export interface PaymentReceipt {
  /** The cost paid. */
  readonly cost: number;
  /** Energy taken. */
  readonly energy: number;
  /** Resolve taken. */
  readonly resolve: number;
  /** Instance ids of the Treasury cards spent; they go to the Forbidden Zone (D-TREAS-3). */
  readonly treasury: readonly string[];
  /** The coin value of those Treasury cards together. */
  readonly treasuryValue: number;
  /** Value paid beyond the cost, which is not given back as change (D-TREAS-2). */
  readonly lost: number;
}

const ORDINARY: readonly Currency[] = ["energy", "treasury"];

/**
 * The coin value of a card when it is coined or held in a Treasury: its printed numerical cost
 * (a Treasure's printed cost is its coin value).
 *
 * Implements D-KW.Coined-1, D-TREASURE-2, D-AMB-7 (a card without a cost is worth 0).
 *
 * @param card - The card.
 * @returns Its coin value.
 * @example
 * ```ts
 * import { coinValue, sampleCards } from "@rulesmith/wardom";
 * const c = sampleCards.find((x) => x.id === "gilded-idol");
 * if (c) coinValue(c); // 4
 * ```
 */
export function coinValue(card: Card): number {
  return card.cost;
}

function isCount(n: number): boolean {
  return Number.isInteger(n) && n >= 0;
}

/**
 * Checks a payment for a cost, and proves that it gives no change: energy and resolve may pay
 * only the part the Treasury cards leave (never more), and every Treasury card spent must be
 * needed (without it the payment would fall short). The value of Treasury cards beyond the cost
 * is `lost`.
 *
 * Implements D-TREAS-2, D-TREAS-3, D-DANGER-3, D-AMB-13, D-AMB-14.
 *
 * @param cost - The cost, a whole number from 0.
 * @param payment - What is offered.
 * @param funds - What the payer has.
 * @param payWith - The currencies the cost allows (default energy and Treasury; resolve only
 *   where the card says so).
 * @param options - `allowResolveToZeroPayment` (D-AMB-14, default true).
 * @returns The receipt, or an error naming what is wrong (`payment/...`).
 * @example
 * ```ts
 * import { checkPayment } from "@rulesmith/wardom";
 * const funds = { energy: 2, resolve: 20, treasury: [{ id: "c1", value: 5 }] };
 * checkPayment(3, { energy: 0, resolve: 0, treasury: ["c1"] }, funds); // { ok: true, value: { lost: 2, ... } }
 * checkPayment(3, { energy: 1, resolve: 0, treasury: ["c1"] }, funds).ok; // false — energy would be change
 * ```
 */
export function checkPayment(
  cost: number,
  payment: Payment,
  funds: Funds,
  payWith: readonly Currency[] = ORDINARY,
  options: Pick<WardomOptions, "allowResolveToZeroPayment"> = DEFAULT_OPTIONS,
): Result<PaymentReceipt> {
  if (!isCount(cost)) return err(ruleError("payment/bad-cost", `A cost is a whole number from 0, not ${cost}.`, { details: { cost } }));
  if (!isCount(payment.energy) || !isCount(payment.resolve)) {
    return err(ruleError("payment/bad-amount", "Energy and resolve paid are whole numbers from 0.", { details: { energy: payment.energy, resolve: payment.resolve } }));
  }
  if (payment.energy > 0 && !payWith.includes("energy")) return err(ruleError("payment/currency", "This cost cannot be paid with energy.", { rule: "D-AMB-13" }));
  if (payment.resolve > 0 && !payWith.includes("resolve")) {
    return err(ruleError("payment/currency", "This cost cannot be paid with resolve.", { rule: "D-DANGER-3" }));
  }
  if (payment.treasury.length > 0 && !payWith.includes("treasury")) {
    return err(ruleError("payment/currency", "This cost cannot be paid with Treasury cards.", { rule: "D-AMB-13" }));
  }
  if (payment.energy > funds.energy) {
    return err(ruleError("payment/not-enough-energy", `You have ${funds.energy} energy, not ${payment.energy}.`, { details: { energy: funds.energy } }));
  }
  if (payment.resolve > funds.resolve || (!options.allowResolveToZeroPayment && payment.resolve > 0 && payment.resolve >= funds.resolve)) {
    return err(ruleError("payment/not-enough-resolve", `You cannot pay ${payment.resolve} of your ${funds.resolve} resolve.`, { rule: "D-AMB-14" }));
  }
  const values: number[] = [];
  let treasuryValue = 0;
  for (let i = 0; i < payment.treasury.length; i++) {
    const id = payment.treasury[i];
    if (payment.treasury.indexOf(id ?? "") !== i) return err(ruleError("payment/duplicate-coin", `Treasury card ${String(id)} is offered twice.`, { details: { id: id ?? null } }));
    const coin = funds.treasury.find((c) => c.id === id);
    if (coin === undefined) return err(ruleError("payment/unknown-coin", `Treasury card ${String(id)} is not in your Treasury.`, { details: { id: id ?? null } }));
    values.push(coin.value);
    treasuryValue += coin.value;
  }
  const divisible = payment.energy + payment.resolve;
  const total = treasuryValue + divisible;
  if (total < cost) {
    return err(ruleError("payment/short", `The payment is worth ${total}, the cost is ${cost}.`, { details: { total, cost } }));
  }
  const owed = Math.max(0, cost - treasuryValue);
  if (divisible > owed) {
    return err(
      ruleError("payment/change", `Energy and resolve may pay only the ${owed} the Treasury cards leave; ${divisible - owed} would be change.`, {
        rule: "D-TREAS-2",
        details: { owed, divisible },
      }),
    );
  }
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? 0;
    if (total - value >= cost) {
      return err(
        ruleError("payment/unneeded-coin", `Treasury card ${payment.treasury[i] ?? ""} is not needed to pay ${cost}.`, {
          rule: "D-TREAS-2",
          details: { id: payment.treasury[i] ?? null },
        }),
      );
    }
  }
  return ok({ cost, energy: payment.energy, resolve: payment.resolve, treasury: payment.treasury, treasuryValue, lost: total - cost });
}

/**
 * Chooses the best legal payment for a cost: least resolve first, then least value lost, then
 * least Treasury value spent (energy refills each round, Treasury cards do not), then fewest
 * Treasury cards. The result always passes {@link checkPayment}.
 *
 * Implements D-TREAS-2, D-DANGER-3, D-AMB-13, D-AMB-14.
 *
 * @param cost - The cost, a whole number from 0.
 * @param funds - What the payer has.
 * @param payWith - The currencies the cost allows (default energy and Treasury).
 * @param options - `allowResolveToZeroPayment` (D-AMB-14, default true).
 * @returns The payment, or `payment/cannot-pay` when no legal payment exists.
 * @example
 * ```ts
 * import { choosePayment } from "@rulesmith/wardom";
 * const funds = { energy: 4, resolve: 20, treasury: [{ id: "a", value: 3 }, { id: "b", value: 3 }] };
 * choosePayment(5, funds); // { ok: true, value: { energy: 2, resolve: 0, treasury: ["a"] } }
 * ```
 */
export function choosePayment(
  cost: number,
  funds: Funds,
  payWith: readonly Currency[] = ORDINARY,
  options: Pick<WardomOptions, "allowResolveToZeroPayment"> = DEFAULT_OPTIONS,
): Result<Payment> {
  if (!isCount(cost)) return err(ruleError("payment/bad-cost", `A cost is a whole number from 0, not ${cost}.`, { details: { cost } }));
  const useEnergy = payWith.includes("energy");
  const useResolve = payWith.includes("resolve");
  const energy = useEnergy ? Math.max(0, Math.trunc(funds.energy)) : 0;
  const resolveCap = useResolve ? Math.max(0, Math.trunc(funds.resolve) - (options.allowResolveToZeroPayment ? 0 : 1)) : 0;
  const coins = payWith.includes("treasury") ? funds.treasury.filter((c) => isCount(c.value) && c.value > 0) : [];
  let maxValue = 0;
  let coinTotal = 0;
  for (const c of coins) {
    coinTotal += c.value;
    if (c.value > maxValue) maxValue = c.value;
  }
  if (energy + resolveCap + coinTotal < cost) {
    return err(ruleError("payment/cannot-pay", `You cannot pay ${cost}.`, { details: { cost, energy: funds.energy, resolve: funds.resolve } }));
  }
  // Sums a best payment can use: below cost + largest coin (a best payment never holds a coin it
  // does not need), and never above what the coins are worth together.
  const bound = Math.min(cost + maxValue, coinTotal);
  const n = coins.length;
  const INF = Number.MAX_SAFE_INTEGER;
  // fewest[i][s]: fewest cards among the first i coins that sum to s.
  const fewest: number[][] = [];
  const first = new Array<number>(bound + 1).fill(INF);
  first[0] = 0;
  fewest.push(first);
  for (let i = 0; i < n; i++) {
    const prev = fewest[i] ?? first;
    const next = prev.slice();
    const value = coins[i]?.value ?? 0;
    for (let s = bound; s >= value; s--) {
      const without = prev[s - value] ?? INF;
      if (without !== INF && without + 1 < (next[s] ?? INF)) next[s] = without + 1;
    }
    fewest.push(next);
  }
  const last = fewest[n] ?? first;
  let best = -1;
  let bestKey: readonly [number, number, number, number] = [INF, INF, INF, INF];
  for (let s = 0; s <= bound; s++) {
    const cards = last[s] ?? INF;
    if (cards === INF) continue;
    const owed = Math.max(0, cost - s);
    const fromEnergy = Math.min(owed, energy);
    const fromResolve = owed - fromEnergy;
    if (fromResolve > resolveCap) continue;
    const key = [fromResolve, Math.max(0, s - cost), s, cards] as const;
    if (key[0] < bestKey[0] || (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && (key[2] < bestKey[2] || (key[2] === bestKey[2] && key[3] < bestKey[3])))))) {
      best = s;
      bestKey = key;
    }
  }
  if (best < 0) {
    return err(ruleError("payment/cannot-pay", `You cannot pay ${cost}.`, { details: { cost, energy: funds.energy, resolve: funds.resolve } }));
  }
  const ids: string[] = [];
  let s = best;
  for (let i = n; i > 0; i--) {
    const row = fewest[i - 1] ?? first;
    const here = (fewest[i] ?? first)[s] ?? INF;
    if ((row[s] ?? INF) === here) continue;
    const coin = coins[i - 1];
    if (coin === undefined) continue;
    ids.push(coin.id);
    s -= coin.value;
  }
  ids.reverse();
  const owed = Math.max(0, cost - best);
  const fromEnergy = Math.min(owed, energy);
  return ok({ energy: fromEnergy, resolve: owed - fromEnergy, treasury: ids });
}

/**
 * What a player has left after a checked payment: energy and resolve less what was paid, and the
 * Treasury without the spent cards (which go to the Forbidden Zone). Nothing is ever added back.
 *
 * Implements D-TREAS-2, D-TREAS-3.
 *
 * @param funds - What the payer had.
 * @param receipt - A receipt from {@link checkPayment}.
 * @returns The funds left.
 * @example
 * ```ts
 * import { checkPayment, fundsAfter } from "@rulesmith/wardom";
 * const funds = { energy: 2, resolve: 20, treasury: [{ id: "c1", value: 5 }] };
 * const r = checkPayment(3, { energy: 0, resolve: 0, treasury: ["c1"] }, funds);
 * if (r.ok) fundsAfter(funds, r.value); // { energy: 2, resolve: 20, treasury: [] }
 * ```
 */
export function fundsAfter(funds: Funds, receipt: PaymentReceipt): Funds {
  return {
    energy: funds.energy - receipt.energy,
    resolve: funds.resolve - receipt.resolve,
    treasury: funds.treasury.filter((c) => !receipt.treasury.includes(c.id)),
  };
}

/**
 * Adds {@link choosePayment}'s payment to a capped list of options unless the list holds it
 * already, its coins renamed to the first ones of each kind, as the options name them, in
 * Treasury order (`inTreasuryOrder`, the walk's own).
 */
function addChosen(
  found: PaymentOption[],
  kinds: readonly CoinKind[],
  cost: number,
  funds: Funds,
  payWith: readonly Currency[],
  options: Pick<WardomOptions, "allowResolveToZeroPayment">,
  inTreasuryOrder: (ids: readonly string[]) => string[],
): void {
  const chosen = choosePayment(cost, funds, payWith, options);
  if (!chosen.ok) return;
  const ids: string[] = [];
  let value = 0;
  for (const kind of kinds) {
    let n = 0;
    for (const id of kind.ids) if (chosen.value.treasury.includes(id)) n++;
    for (let i = 0; i < n; i++) ids.push(kind.ids[i] ?? "");
    value += n * kind.value;
  }
  const spent = inTreasuryOrder(ids);
  const same = (p: Payment): boolean => p.energy === chosen.value.energy && p.resolve === chosen.value.resolve && p.treasury.join("\u0000") === spent.join("\u0000");
  if (found.some((f) => same(f.payment))) return;
  found.push({ payment: { energy: chosen.value.energy, resolve: chosen.value.resolve, treasury: spent }, key: [chosen.value.resolve, Math.max(0, value - cost), value, spent.length] });
}

/**
 * Most payments {@link paymentOptions} lists for one cost.
 *
 * @example
 * ```ts
 * import { PAYMENT_OPTIONS_LIMIT } from "@rulesmith/wardom";
 * console.log(PAYMENT_OPTIONS_LIMIT); // 64
 * ```
 */
export const PAYMENT_OPTIONS_LIMIT = 64;

interface PaymentOption {
  readonly payment: Payment;
  /** The order of {@link choosePayment}: resolve, value lost, Treasury value, cards. */
  readonly key: readonly [number, number, number, number];
}

interface CoinKind {
  readonly value: number;
  readonly ids: readonly string[];
}

/**
 * Every distinct legal payment for a cost, best first by the order of {@link choosePayment}
 * (least resolve, least value lost, least Treasury value, fewest cards), so the first is the
 * payment `choosePayment` makes. Distinct means a different outcome: another split of energy
 * and resolve, or another number of coins of some kind (coins of one kind are interchangeable,
 * and the first ones in the Treasury are named). Every payment passes {@link checkPayment}: no
 * coin is spent that the cost does not need, and energy and resolve pay only what the coins
 * leave (D-TREAS-2). At most {@link PAYMENT_OPTIONS_LIMIT} are listed.
 *
 * Implements D-TREAS-2, D-DANGER-3, D-AMB-13, D-AMB-14.
 *
 * @param cost - The cost, a whole number from 0.
 * @param funds - What the payer has.
 * @param payWith - The currencies the cost allows (default energy and Treasury).
 * @param options - `allowResolveToZeroPayment` (D-AMB-14, default true).
 * @returns The payments; empty when the cost cannot be paid (or is not a whole number from 0).
 * @example
 * ```ts
 * import { paymentOptions } from "@rulesmith/wardom";
 * const funds = { energy: 4, resolve: 20, treasury: [{ id: "a", value: 3 }, { id: "b", value: 2 }] };
 * paymentOptions(3, funds).length; // 3 — 3 energy; a; b and 1 energy (a and b together would spend b for nothing)
 * ```
 */
export function paymentOptions(
  cost: number,
  funds: Funds,
  payWith: readonly Currency[] = ORDINARY,
  options: Pick<WardomOptions, "allowResolveToZeroPayment"> = DEFAULT_OPTIONS,
): Payment[] {
  if (!isCount(cost)) return [];
  const energy = payWith.includes("energy") ? Math.max(0, Math.trunc(funds.energy)) : 0;
  const resolveCap = payWith.includes("resolve") ? Math.max(0, Math.trunc(funds.resolve) - (options.allowResolveToZeroPayment ? 0 : 1)) : 0;
  const kinds: CoinKind[] = [];
  if (payWith.includes("treasury") && cost > 0) {
    const byKind = new Map<string, { value: number; ids: string[] }>();
    for (const c of funds.treasury) {
      // A coin worth nothing is never needed, so never spent.
      if (!isCount(c.value) || c.value === 0) continue;
      const k = `${c.kind ?? `#${c.id}`}\u0000${c.value}`;
      const group = byKind.get(k);
      if (group === undefined) byKind.set(k, { value: c.value, ids: [c.id] });
      else group.ids.push(c.id);
    }
    for (const g of byKind.values()) kinds.push(g);
  }
  const found: PaymentOption[] = [];
  const spent: string[] = [];
  const values: number[] = [];
  const place = new Map<string, number>();
  funds.treasury.forEach((c, i) => place.set(c.id, i));
  const inTreasuryOrder = (ids: readonly string[]): string[] => ids.slice().sort((a, b) => (place.get(a) ?? 0) - (place.get(b) ?? 0));
  const addSplits = (value: number): void => {
    // Every coin must be needed: without the smallest, the rest must fall short (D-TREAS-2).
    if (value > cost && value - Math.min(...values) >= cost) return;
    const owed = Math.max(0, cost - value);
    // Every split of what the coins leave between energy and resolve, least resolve first.
    for (let r = Math.max(0, owed - energy); r <= Math.min(owed, resolveCap); r++) {
      found.push({ payment: { energy: owed - r, resolve: r, treasury: inTreasuryOrder(spent) }, key: [r, Math.max(0, value - cost), value, spent.length] });
    }
  };
  // Coins are added only while they leave part of the cost unpaid: a coin added after the cost
  // is covered would not be needed (D-TREAS-2).
  const walk = (k: number, value: number): void => {
    if (found.length >= PAYMENT_OPTIONS_LIMIT * 4) return;
    if (value >= cost || k === kinds.length) {
      addSplits(value);
      return;
    }
    const kind = kinds[k];
    if (kind === undefined) return;
    walk(k + 1, value);
    let v = value;
    let n = 0;
    for (const id of kind.ids) {
      if (v >= cost) break;
      spent.push(id);
      values.push(kind.value);
      n++;
      v += kind.value;
      walk(k + 1, v);
    }
    spent.length -= n;
    values.length -= n;
  };
  walk(0, 0);
  // A walk cut short by the cap may have missed the best payment: add the one choosePayment
  // makes, so that the first listed is always it (its coins named as the walk names them).
  if (found.length >= PAYMENT_OPTIONS_LIMIT * 4) addChosen(found, kinds, cost, funds, payWith, options, inTreasuryOrder);
  found.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2] || a.key[3] - b.key[3]);
  const out: Payment[] = [];
  for (const f of found) {
    if (out.length >= PAYMENT_OPTIONS_LIMIT) break;
    out.push(f.payment);
  }
  return out;
}
