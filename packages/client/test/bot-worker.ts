// The worker module of the worker tests: serves Ward and Guardians in a Node worker thread.
// Loaded through tsx (bot-worker.mjs registers it), which resolves the workspace sources
// through the repository's tsconfig paths.
import { serveNodeWorker } from "@rulesmith/client/node-worker";
import { guardiansPackage } from "@rulesmith/guardians";
import { wardPackage } from "@rulesmith/ward";

const served = serveNodeWorker([guardiansPackage, wardPackage]);
if (!served.ok) throw new Error(served.error.message);
