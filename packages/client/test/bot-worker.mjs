// The worker thread's entry in the tests: registers tsx, then loads the TypeScript worker module.
import { register } from "tsx/esm/api";

register();
await import("./bot-worker.ts");
