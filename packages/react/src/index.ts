// @rulesmith/react: the public API. Every public name is listed here; what is not is private.
// Hooks only, and a click handler for choice buttons: no components. Build the page with
// whatever components you like.

export type { MatchHandle } from "./use-match.js";
export { useMatch } from "./use-match.js";

export { useMatchVersion, useMatchStatus } from "./subscription.js";

export { useView, useLegalActions, usePending, useEvents, useLog } from "./reads.js";

export type { UndoHandle } from "./undo.js";
export { useUndo } from "./undo.js";

export { ignoreRepeatClicks } from "./clicks.js";
