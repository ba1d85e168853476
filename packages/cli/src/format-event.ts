// One readable line per event: the words live in @rulesmith/client, which every client (this
// tool's play-by-play, a web page's log) shares; the command-line tool re-exports them.
export type { FormatEventOptions } from "@rulesmith/client";
export { formatEvent, eventTone } from "@rulesmith/client";
