// The fields of each Wardom action, so that an action from outside with a field too many or too
// few is refused as malformed, not as "not legal now" (which would say the wrong thing).
import { CoreErrorCode, deepFreeze, ruleError, type FacesAction, type RuleError } from "@rulesmith/core";
import type { WardomAction } from "./types.js";

type OwnAction = Exclude<WardomAction, FacesAction>;

/**
 * The fields besides `type` of each Wardom action type (without core's `"faces"`).
 * @internal
 * @example
 * ```ts
 * ACTION_FIELDS.recruit; // ["card", "position", "faceDown"]
 * ```
 */
export const ACTION_FIELDS: { readonly [T in OwnAction["type"]]: readonly Exclude<keyof Extract<OwnAction, { type: T }>, "type">[] } = /* @__PURE__ */ deepFreeze({
  roll: [],
  "go-first": [],
  "go-second": [],
  "pay-upkeep": [],
  "decline-upkeep": [],
  recruit: ["card", "position", "faceDown"],
  "true-recruit": ["card", "position", "paid"],
  play: ["card", "target"],
  set: ["card"],
  activate: ["card", "target"],
  ability: ["card", "index"],
  treasure: ["card"],
  wager: ["card"],
  end: [],
  pass: [],
  "add-trigger": ["trigger"],
  "decline-trigger": ["trigger"],
  place: ["position", "payment"],
  pay: ["payment"],
  pick: ["cards"],
  discard: ["card"],
  route: ["card"],
  "stop-routing": [],
});

const ACTION_NAMES: readonly string[] = Object.keys(ACTION_FIELDS);

/**
 * Why a value from outside is not shaped like a Wardom action (an object with a known `type` and
 * exactly that type's fields), or `undefined` when it is. The values of the fields are not
 * checked: an action with the right fields that no decision lists is not legal now.
 * @internal
 * @example
 * ```ts
 * actionShapeProblem({ type: "end", now: true })?.message; // 'A Wardom "end" action has no field "now" (its fields: type).'
 * ```
 */
export function actionShapeProblem(action: unknown): RuleError | undefined {
  if (typeof action !== "object" || action === null || Array.isArray(action)) return malformed('A Wardom action is an object with a "type".');
  const type: unknown = Object.hasOwn(action, "type") ? Reflect.get(action, "type") : undefined;
  if (typeof type !== "string") return malformed('A Wardom action is an object with a "type".');
  if (!ACTION_NAMES.includes(type)) return malformed(`"${type.slice(0, 40)}" is not a Wardom action.`);
  const fields: readonly string[] = ACTION_FIELDS[type as OwnAction["type"]];
  const all = ["type", ...fields].join(", ");
  for (const key of Object.keys(action)) {
    if (key !== "type" && !fields.includes(key)) return malformed(`A Wardom "${type}" action has no field "${key.slice(0, 40)}" (its fields: ${all}).`);
  }
  for (const field of fields) {
    if (!Object.hasOwn(action, field)) return malformed(`A Wardom "${type}" action needs the field "${field}" (its fields: ${all}).`);
  }
  return undefined;
}

function malformed(message: string): RuleError {
  return ruleError(CoreErrorCode.MalformedAction, message);
}
