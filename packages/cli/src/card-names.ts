// Names for card instances in a play-by-play: the function lives in @rulesmith/client, shared by
// every client; the command-line tool re-exports it.
export { learnCardNames } from "@rulesmith/client";
