// The Web Worker the bots think in, so that the page never freezes during a search. It serves
// the three games; only JSON (the state and the bot's spec) crosses to it.
import { serveWebWorker } from "@rulesmith/client/web-worker";
import { guardiansPackage } from "@rulesmith/guardians";
import { wardPackage } from "@rulesmith/ward";
import { wardomPackage } from "@rulesmith/wardom";

serveWebWorker([wardPackage, wardomPackage, guardiansPackage]);
