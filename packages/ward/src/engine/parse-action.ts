// The shape of a Ward action from outside data, for clients and for the refusal message.
import { CoreErrorCode, err, isRecord, ok, own, ruleError, type Result } from "@rulesmith/core";
import type { WardAction } from "./types.js";

const keysAre = (o: object, keys: readonly string[]): boolean => {
  const names = Object.keys(o);
  return names.length === keys.length && keys.every((k) => Object.hasOwn(o, k));
};

/** A list of at most 64 card ids, copied; `null` for anything else. */
function ids(v: unknown): string[] | null {
  if (!Array.isArray(v) || v.length > 64) return null;
  const out: string[] = [];
  for (const x of v as unknown[]) {
    if (typeof x !== "string") return null;
    out.push(x);
  }
  return out;
}

const SIMPLE = ["start", "go-first", "go-second", "mulligan", "kill-own", "next", "end-turn", "pass", "call-out", "reshuffle"] as const;

/**
 * Reads an action from outside data with a strict shape, or says why it is malformed.
 *
 * `ruleset.apply` needs no parsing first: it matches what it is given against the legal list
 * and refuses anything else with a coded error. This is for a client that wants to check a
 * message before sending it.
 *
 * Implements no rule: it only checks the shape of an action from outside data; whether the action
 * is legal is checked when it is applied.
 *
 * @param a - Anything.
 * @returns The action rebuilt with its fields in a fixed order, or an `action/malformed` error.
 * @example
 * ```ts
 * import { parseAction } from "@rulesmith/ward";
 * parseAction({ type: "next" }).ok;          // true
 * parseAction({ type: "next", x: 1 }).ok;    // false
 * ```
 */
export function parseAction(a: unknown): Result<WardAction> {
  const bad = err(ruleError(CoreErrorCode.MalformedAction, "A Ward action is an object with a known `type` and exactly its fields (see WardAction)."));
  if (!isRecord(a)) return bad;
  const type = own(a, "type");
  for (const t of SIMPLE) if (type === t) return keysAre(a, ["type"]) ? ok({ type: t }) : bad;
  const str = (k: string): string | null => {
    const v = own(a, k);
    return typeof v === "string" ? v : null;
  };
  switch (type) {
    case "discard":
    case "promote": {
      const card = str("card");
      return card !== null && keysAre(a, ["type", "card"]) ? ok({ type, card }) : bad;
    }
    case "respond": {
      const card = str("card");
      const discards = ids(own(a, "discards"));
      return card !== null && discards !== null && keysAre(a, ["type", "card", "discards"]) ? ok({ type, card, discards }) : bad;
    }
    case "choose": {
      const option = str("option");
      return option !== null && keysAre(a, ["type", "option"]) ? ok({ type, option }) : bad;
    }
    case "summon": {
      const card = str("card");
      const sacrifices = ids(own(a, "sacrifices"));
      if (card === null || sacrifices === null || !keysAre(a, ["type", "card", "sacrifices"])) return bad;
      return ok({ type, card, sacrifices });
    }
    case "play": {
      const card = str("card");
      const target = own(a, "target");
      const discards = ids(own(a, "discards"));
      if (card === null || discards === null || !keysAre(a, ["type", "card", "target", "discards"]) || !(target === null || typeof target === "string")) return bad;
      return ok({ type, card, target, discards });
    }
    case "battle": {
      const attacker = str("attacker");
      const target = str("target");
      return attacker !== null && target !== null && keysAre(a, ["type", "attacker", "target"]) ? ok({ type, attacker, target }) : bad;
    }
    default:
      return bad;
  }
}
