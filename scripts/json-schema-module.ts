/**
 * The part of the JSON Schema generators that the game packages share: each package's
 * `scripts/card-json-schema.ts` says where its module goes, how to regenerate it, its doc
 * comments and how to convert its valibot schemas (with `@valibot/to-json-schema`, for
 * {@link JSON_SCHEMA_TARGET}); this module writes `src/cards/card-json-schema.generated.ts` from
 * that, compares it with the file on disk, and runs the `scripts/generate-json-schema.ts` command
 * line (`--check`).
 *
 * The module it writes exports `cardJsonSchema` (one card) and `cardSetJsonSchema` (a card
 * file `{ name, cards }`). Every part of the schemas that stands more than once is written once
 * under `$defs` and referenced with `$ref` ({@link shareRepeats}); the definitions both schemas
 * share, and the card schema the card-set schema holds under `$defs`, are written once. Both
 * exports are frozen all the way down (core's `deepFreeze`, marked `@__PURE__` so that a bundle
 * that imports neither still drops them), which freezes the shared parts with them: a client that
 * edited one would otherwise change what every later reader of the schema sees.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";

/** A JSON Schema, as `@valibot/to-json-schema` returns it. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** The two JSON Schemas of a game, exactly as `@valibot/to-json-schema` produces them today (before {@link shareRepeats}). */
export interface CardJsonSchemas {
  /** One card, with `$schema` and the shared `$defs`. */
  readonly card: JsonObject;
  /** A card file, with `$schema` and `$defs`: the shared ones and the card schema under {@link JsonSchemaModule.cardKey}. */
  readonly cardSet: JsonObject;
}

/** What a package's generator says about its generated module. */
export interface JsonSchemaModule {
  /** The generated module, as a file URL. */
  readonly file: URL;
  /** The generated module's path inside the package, for messages. */
  readonly path: string;
  /** The command that regenerates the module, for messages. */
  readonly regenerate: string;
  /** The valibot source files the schemas come from, for the header: `"cards.ts and effects.ts"`. */
  readonly sources: string;
  /** The test file that fails when the module is stale, for the header: `"test/cards.test.ts"`. */
  readonly test: string;
  /** The name of the card schema in the card-set schema's `$defs`: `"card"` or `"Card"`. */
  readonly cardKey: string;
  /** Which export is written first. */
  readonly first: "card" | "cardSet";
  /** The doc comment of `cardJsonSchema`, from its opening to its closing line. */
  readonly cardDoc: string;
  /** The doc comment of `cardSetJsonSchema`, from its opening to its closing line. */
  readonly cardSetDoc: string;
  /** Converts the valibot schemas to JSON Schema. */
  readonly schemas: () => CardJsonSchemas;
}

function asObject(value: unknown, what: string): JsonObject {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error(`${what} is not a JSON object.`);
  return value as JsonObject;
}

/**
 * The JSON Schema draft the card schemas declare, as `@valibot/to-json-schema`'s `target`:
 * 2020-12, in which `$defs` is where the parts a `$ref` names are kept.
 */
export const JSON_SCHEMA_TARGET = "draft-2020-12";

/** Keywords whose value is one subschema. */
const ONE_SCHEMA = new Set(["items", "additionalItems", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems", "unevaluatedProperties"]);
/** Keywords whose value is a list of subschemas (`items` too, in the tuple form of older drafts). */
const SCHEMA_LIST = new Set(["allOf", "anyOf", "oneOf", "prefixItems", "items"]);
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAP = new Set(["properties", "patternProperties", "dependentSchemas"]);

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `schema` with `f` applied to every subschema directly inside it (a property's, the items', a
 * branch of `oneOf`...), rebuilt only where `f` returned another object. `f` also gets the keys
 * that lead from `schema` to the subschema: `["properties", "hp"]`, `["oneOf", "2"]`. Values
 * that are not subschemas (`enum`, `const`, `default`, `required`) are never visited.
 */
function mapSubschemas(schema: JsonObject, f: (sub: JsonObject, keys: readonly string[]) => JsonObject): JsonObject {
  let out: Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(schema)) {
    let next: unknown = v;
    if (ONE_SCHEMA.has(k) && isJsonObject(v)) next = f(v, [k]);
    else if (SCHEMA_LIST.has(k) && Array.isArray(v)) {
      const list: readonly unknown[] = v;
      const mapped = list.map((s, i) => (isJsonObject(s) ? f(s, [k, String(i)]) : s));
      if (mapped.some((s, i) => s !== list[i])) next = mapped;
    } else if (SCHEMA_MAP.has(k) && isJsonObject(v)) {
      const entries = Object.entries(v).map(([name, s]) => [name, isJsonObject(s) ? f(s, [k, name]) : s] as const);
      if (entries.some(([name, s]) => s !== v[name])) next = Object.fromEntries(entries);
    }
    if (next !== v) {
      out ??= { ...schema };
      out[k] = next;
    }
  }
  return out ?? schema;
}

/** Compact JSON text of the values {@link shareRepeats} compares, kept per object (it builds new objects only where it replaces a part). */
const texts = new WeakMap<object, string>();

function jsonText(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const known = texts.get(value);
  if (known !== undefined) return known;
  const text = Array.isArray(value)
    ? `[${value.map(jsonText).join(",")}]`
    : `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(",")}}`;
  texts.set(value, text);
  return text;
}

/** The shortest part {@link shareRepeats} gives a definition, in characters of compact JSON: a shorter one reads better where it stands. */
const SHARE_MIN_LENGTH = 60;

/**
 * Whether a part that repeats is worth a definition of its own: it says what it is (a
 * `description`, as every property and object of the card schemas has), it constrains more
 * than one value (not only a `const`), and it is not short. The `if`/`then` fragments of a rule
 * between fields, and the `kind` tags, stay where they are.
 */
function worthSharing(part: JsonObject, text: string): boolean {
  return text.length >= SHARE_MIN_LENGTH && typeof part["description"] === "string" && Object.keys(part).some((k) => k !== "description" && k !== "const" && k !== "default");
}

/** How the names of definitions are written: `camel` (`turnCycles`, as Ward's) or `pascal` (`TurnCycles`). */
export type NameStyle = "camel" | "pascal";

/**
 * The name of a new definition, from where the part first stands: an object tagged by a
 * constant (`{ "kind": { "const": "draw" }, ... }`) after its tag (`Draw`), any other part after
 * the property that holds it (`Target`, or `ZonesItems` for the items of `zones`), numbered
 * from 2 when the name is taken (`Target2`).
 */
function partName(part: JsonObject, keys: readonly string[], style: NameStyle, taken: (name: string) => boolean): string {
  let base: string | undefined;
  const props = part["properties"];
  if (isJsonObject(props)) {
    for (const p of Object.values(props)) {
      if (isJsonObject(p) && typeof p["const"] === "string") {
        base = p["const"];
        break;
      }
    }
  }
  if (base === undefined) {
    // The keys after the last property (or definition) that holds it, list positions left out.
    const at = Math.max(keys.lastIndexOf("properties"), keys.lastIndexOf("$defs"));
    base = keys.slice(at + 1).filter((k) => !/^\d+$/.test(k)).join(" ");
  }
  const words = base.split(/[^A-Za-z0-9]+|(?=[A-Z])/).filter((w) => w !== "");
  if (!/^[A-Za-z]/.test(words[0] ?? "")) words.unshift("part");
  const name = words.map((w, i) => (i === 0 && style === "camel" ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join("");
  let unique = name;
  for (let n = 2; taken(unique); n++) unique = `${name}${n}`;
  return unique;
}

interface Repeat {
  /** Where it stands, counted in the root and in the definitions' bodies. */
  count: number;
  /** The first place, as keys from the root (or from `$defs`, name). */
  readonly keys: readonly string[];
  readonly part: JsonObject;
}

/**
 * A JSON Schema in which every part that stands more than once is written once under `$defs`
 * and referenced with `$ref` (`{ "$ref": "#/$defs/Target" }`) everywhere it stood. A part is a
 * subschema (of a property, of the items, a branch, a condition), never an `enum` or `required`
 * list or a `const` value; it is shared when it says what it is (its `description`), is at least
 * 60 characters of JSON and constrains more than a `const`. A part equal to a definition the
 * schema already has is referenced by that definition's name; a new one is named after its
 * `kind` tag or the property that holds it (see {@link NameStyle}), and written after the
 * schema's own definitions, in the order of the names. The largest parts are shared first, so a
 * part inside a shared part is counted once.
 *
 * Replacing a subschema with a `$ref` to an equal one changes nothing a validator accepts:
 * resolving every `$ref` gives the schema back (the games' tests check exactly that).
 *
 * @param schema - A JSON Schema whose `$ref`s, if any, name its own `$defs`.
 * @param style - How new names are written.
 * @returns The schema with the repeated parts shared; `schema` itself when nothing repeats.
 */
export function shareRepeats(schema: JsonObject, style: NameStyle): JsonObject {
  const { $defs: given, ...rest } = schema;
  let root: JsonObject = rest;
  const own: Record<string, JsonObject> = {};
  for (const [name, body] of Object.entries(isJsonObject(given) ? given : {})) own[name] = asObject(body, `$defs.${name}`);
  const added: Record<string, JsonObject> = {};
  const taken = (name: string): boolean => Object.hasOwn(own, name) || Object.hasOwn(added, name);
  for (;;) {
    const repeats = new Map<string, Repeat>();
    const count = (s: JsonObject, at: readonly string[]): JsonObject =>
      mapSubschemas(s, (sub, keys) => {
        const where = [...at, ...keys];
        const text = jsonText(sub);
        const seen = repeats.get(text);
        if (seen === undefined) repeats.set(text, { count: 1, keys: where, part: sub });
        else seen.count++;
        return count(sub, where);
      });
    const bodies = new Map<string, string>();
    for (const [name, body] of [...Object.entries(own), ...Object.entries(added)]) {
      bodies.set(jsonText(body), name);
      count(body, ["$defs", name]);
    }
    count(root, []);
    let best: [string, Repeat] | undefined;
    for (const [text, r] of repeats) {
      const stands = r.count + (bodies.has(text) ? 1 : 0);
      if (stands >= 2 && worthSharing(r.part, text) && (best === undefined || text.length > best[0].length)) best = [text, r];
    }
    if (best === undefined) break;
    const [text, r] = best;
    let name = bodies.get(text);
    if (name === undefined) {
      name = partName(r.part, r.keys, style, taken);
      added[name] = r.part;
    }
    const ref: JsonObject = { $ref: `#/$defs/${name}` };
    const replace = (s: JsonObject): JsonObject => mapSubschemas(s, (sub) => (jsonText(sub) === text ? ref : replace(sub)));
    root = replace(root);
    for (const defs of [own, added]) for (const [n, body] of Object.entries(defs)) defs[n] = replace(body);
  }
  const names = Object.keys(added).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  if (given === undefined && names.length === 0) return schema;
  return { ...root, $defs: { ...own, ...Object.fromEntries(names.map((n) => [n, added[n]])) } };
}

/** JSON text of `value`, indented as if it started `depth` levels deep. */
function json(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${"  ".repeat(depth)}`);
}

/** An object literal whose entries are `"key": <json>` or a raw line such as `...definitions`. */
function objectLiteral(entries: readonly (readonly [key: string, value: unknown] | string)[]): string {
  const lines = entries.map((e) => (typeof e === "string" ? `  ${e}` : `  ${JSON.stringify(e[0])}: ${json(e[1], 1)}`));
  return `{\n${lines.join(",\n")}\n}`;
}

/**
 * The text of the generated module.
 *
 * @param spec - The package's generator.
 * @param schemas - The schemas to write; by default `spec.schemas()`.
 * @returns The module source, ending with a newline.
 * @throws When the two schemas do not share their definitions as this layout expects.
 */
export function generatedModule(spec: JsonSchemaModule, schemas: CardJsonSchemas = spec.schemas()): string {
  const key = spec.cardKey;
  const { $schema: cardDialect, $defs: cardDefs, ...card } = schemas.card;
  const { $defs: setDefs } = schemas.cardSet;
  const { [key]: setCard, ...sharedDefs } = asObject(setDefs, "cardSetJsonSchema.$defs");
  if (!isDeepStrictEqual(sharedDefs, asObject(cardDefs, "cardJsonSchema.$defs"))) {
    throw new Error(`The card and card-set JSON Schemas no longer share their $defs (besides ${key}); update scripts/card-json-schema.ts.`);
  }
  if (!isDeepStrictEqual(setCard, card)) {
    throw new Error(`cardSetJsonSchema.$defs.${key} is no longer the card JSON Schema; update scripts/card-json-schema.ts.`);
  }
  // Shared in the card-set schema, which holds the card schema: the card schema gets the same $defs.
  const { $defs: sharedSetDefs, ...sharedSet } = shareRepeats(schemas.cardSet, /^[a-z]/.test(key) ? "camel" : "pascal");
  const { [key]: sharedCard, ...definitions } = asObject(sharedSetDefs, "cardSetJsonSchema.$defs");
  const record = "Readonly<Record<string, JsonValue>>";
  const header = `// generated by scripts/generate-json-schema.ts; do not edit.
// It is what @valibot/to-json-schema makes of the valibot schemas in ${spec.sources},
// each part that stands more than once written once under $defs (shareRepeats, in the
// repository's scripts/json-schema-module.ts).
// Regenerate with \`${spec.regenerate}\`; \`pnpm build\` and ${spec.test} fail
// when this file is stale.

import { deepFreeze, type JsonValue } from "@rulesmith/core";
`;
  const cardExport = [
    spec.cardDoc,
    `export const cardJsonSchema: ${record} = /* @__PURE__ */ deepFreeze(${objectLiteral(["...card", ["$schema", cardDialect], '"$defs": definitions'])});`,
    "",
  ];
  const cardSetExport = [
    spec.cardSetDoc,
    `export const cardSetJsonSchema: ${record} = /* @__PURE__ */ deepFreeze(${objectLiteral([...Object.entries(sharedSet), `"$defs": { ...definitions, ${JSON.stringify(key)}: card }`])});`,
    "",
  ];
  return [
    header,
    "// The definitions both schemas share, written once.",
    `const definitions: ${record} = ${json(definitions, 0)};`,
    "",
    `// One card: cardJsonSchema without $schema and $defs, and cardSetJsonSchema.$defs.${key}.`,
    `const card: ${record} = ${json(sharedCard, 0)};`,
    "",
    ...(spec.first === "card" ? [...cardExport, ...cardSetExport] : [...cardSetExport, ...cardExport]),
  ].join("\n");
}

/**
 * Compares the checked-in module with what {@link generatedModule} would write.
 *
 * @param spec - The package's generator.
 * @returns `null` when it is current, else a message that says how to regenerate it.
 */
export function staleness(spec: JsonSchemaModule): string | null {
  let onDisk: string;
  try {
    onDisk = readFileSync(fileURLToPath(spec.file), "utf8");
  } catch {
    return `${spec.path} is missing: run \`${spec.regenerate}\`.`;
  }
  if (onDisk.replace(/\r\n/g, "\n") === generatedModule(spec)) return null;
  return `${spec.path} is stale: it differs from what scripts/generate-json-schema.ts makes of the valibot card schemas now. Run \`${spec.regenerate}\` and commit the result.`;
}

/**
 * Writes the module when its text would change.
 *
 * @param spec - The package's generator.
 * @returns Whether the file was written.
 */
export function writeGeneratedModule(spec: JsonSchemaModule): boolean {
  if (staleness(spec) === null) return false;
  writeFileSync(fileURLToPath(spec.file), generatedModule(spec));
  return true;
}

/**
 * The command line of a package's `scripts/generate-json-schema.ts`:
 *
 *     tsx scripts/generate-json-schema.ts          write the file if it changed
 *     tsx scripts/generate-json-schema.ts --check  exit 1 if the file on disk is stale
 *
 * @param spec - The package's generator.
 * @param args - The arguments after the script's name.
 * @returns The exit code: 0 done or up to date, 1 stale (with `--check`), 2 an unknown argument.
 */
export function runGenerator(spec: JsonSchemaModule, args: readonly string[]): number {
  const unknown = args.filter((a) => a !== "--check");
  if (unknown.length > 0) {
    process.stderr.write(`generate-json-schema: unknown argument ${unknown.join(" ")} (only --check)\n`);
    return 2;
  }
  if (args.includes("--check")) {
    const problem = staleness(spec);
    if (problem !== null) {
      process.stderr.write(`generate-json-schema --check: ${problem}\n`);
      return 1;
    }
    process.stdout.write(`${spec.path} is up to date.\n`);
  } else {
    process.stdout.write(writeGeneratedModule(spec) ? `wrote ${spec.path}\n` : `${spec.path} is up to date.\n`);
  }
  return 0;
}
