// A small JSON Schema (draft 2020-12) validator for exactly the keywords the games' generated
// card schemas use, shared by their tests; it throws on any other keyword, so a new one cannot be
// silently ignored. (No validator library is a dependency of this repository.) Each game's
// tests check its generated schemas with it, and that a schema refuses exactly what the game's
// parser refuses; and, with inlineRefs, that sharing the parts that repeat under $defs left the
// schema as it was.

const ANNOTATIONS = new Set(["description", "default", "$schema", "$defs"]);

function typeOk(type: unknown, value: unknown): boolean {
  switch (type) {
    case "object":
      return value !== null && typeof value === "object" && !Array.isArray(value);
    case "array":
      return Array.isArray(value);
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "integer":
      return Number.isInteger(value);
    default:
      throw new Error(`unsupported type ${String(type)}`);
  }
}

/**
 * What `schema` finds wrong with `value`: nothing when it accepts it. `root` is the schema whose
 * `$defs` a `$ref` names (the whole generated schema); `path` starts as `"$"`.
 */
export function jsonErrors(root: Readonly<Record<string, unknown>>, schema: unknown, value: unknown, path: string): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${path}: not allowed`];
  if (schema === null || typeof schema !== "object") throw new Error(`bad schema at ${path}`);
  const s = schema as Record<string, unknown>;
  const out: string[] = [];
  for (const [key, arg] of Object.entries(s)) {
    if (ANNOTATIONS.has(key)) continue;
    switch (key) {
      case "$ref": {
        const m = /^#\/\$defs\/([A-Za-z][A-Za-z0-9]*)$/.exec(String(arg));
        const defs = root["$defs"] as Record<string, unknown> | undefined;
        const target = m?.[1] === undefined ? undefined : defs?.[m[1]];
        if (target === undefined) throw new Error(`unresolved $ref ${String(arg)}`);
        out.push(...jsonErrors(root, target, value, path));
        break;
      }
      case "type":
        if (!(Array.isArray(arg) ? arg : [arg]).some((t: unknown) => typeOk(t, value))) out.push(`${path}: not ${JSON.stringify(arg)}`);
        break;
      case "enum":
        if (!(arg as unknown[]).includes(value)) out.push(`${path}: not one of ${JSON.stringify(arg)}`);
        break;
      case "const":
        if (value !== arg) out.push(`${path}: not ${JSON.stringify(arg)}`);
        break;
      case "oneOf":
      case "anyOf": {
        const passing = (arg as unknown[]).filter((sub) => jsonErrors(root, sub, value, path).length === 0).length;
        if (key === "oneOf" ? passing !== 1 : passing === 0) out.push(`${path}: matches ${passing} branches of ${key}`);
        break;
      }
      case "properties":
        if (typeOk("object", value)) {
          const obj = value as Record<string, unknown>;
          for (const [k, sub] of Object.entries(arg as Record<string, unknown>)) if (Object.hasOwn(obj, k)) out.push(...jsonErrors(root, sub, obj[k], `${path}.${k}`));
        }
        break;
      case "required":
        if (typeOk("object", value)) for (const k of arg as string[]) if (!Object.hasOwn(value as object, k)) out.push(`${path}.${k}: missing`);
        break;
      case "additionalProperties":
        if (typeOk("object", value)) {
          const known = Object.keys(s["properties"] ?? {});
          for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (!known.includes(k)) out.push(...jsonErrors(root, arg, v, `${path}.${k}`));
        }
        break;
      case "items":
        if (Array.isArray(value)) value.forEach((v: unknown, i) => out.push(...jsonErrors(root, arg, v, `${path}[${i}]`)));
        break;
      case "minItems":
        if (Array.isArray(value) && value.length < Number(arg)) out.push(`${path}: fewer than ${Number(arg)} items`);
        break;
      case "maxItems":
        if (Array.isArray(value) && value.length > Number(arg)) out.push(`${path}: more than ${Number(arg)} items`);
        break;
      case "allOf":
        for (const sub of arg as unknown[]) out.push(...jsonErrors(root, sub, value, path));
        break;
      case "contains":
        if (Array.isArray(value) && !value.some((v: unknown) => jsonErrors(root, arg, v, path).length === 0)) out.push(`${path}: holds no item that matches`);
        break;
      case "not":
        if (jsonErrors(root, arg, value, path).length === 0) out.push(`${path}: matches a schema it must not`);
        break;
      case "if": {
        const branch = jsonErrors(root, arg, value, path).length === 0 ? s["then"] : s["else"];
        if (branch !== undefined) out.push(...jsonErrors(root, branch, value, path));
        break;
      }
      case "then":
      case "else":
        break;
      case "minLength":
      case "maxLength":
        // In code points, as JSON Schema counts a string's length (not UTF-16 code units).
        if (typeof value === "string") {
          const length = Array.from(value).length;
          if (key === "minLength" ? length < Number(arg) : length > Number(arg)) out.push(`${path}: ${key} ${Number(arg)}`);
        }
        break;
      case "pattern":
        if (typeof value === "string" && !new RegExp(String(arg), "u").test(value)) out.push(`${path}: does not match ${String(arg)}`);
        break;
      case "minimum":
      case "maximum":
      case "exclusiveMinimum":
      case "exclusiveMaximum": {
        const n = Number(arg);
        const out_ = key === "minimum" ? (x: number) => x < n : key === "maximum" ? (x: number) => x > n : key === "exclusiveMinimum" ? (x: number) => x <= n : (x: number) => x >= n;
        if (typeof value === "number" && out_(value)) out.push(`${path}: ${key} ${n}`);
        break;
      }
      default:
        throw new Error(`the test validator does not know the keyword ${key} (at ${path})`);
    }
  }
  return out;
}

/**
 * What a whole generated schema finds wrong with a value: nothing when it accepts it.
 * @param schema - The schema, the root its `$ref`s name.
 * @param value - The value.
 * @returns One line per problem, each starting with the path (`$.cards[0].hp: minimum 1`).
 */
export const schemaErrors = (schema: Readonly<Record<string, unknown>>, value: unknown): string[] => jsonErrors(schema, schema, value, "$");

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The schema with every `$ref` replaced by the definition it names, and no `$defs`: what a
 * validator checks, written out in full. A `$ref` beside other keywords becomes
 * `{ allOf: [definition], ...others }`, which says the same. Two schemas that inline to equal
 * values accept exactly the same documents.
 * @param schema - A schema whose `$ref`s name its own `$defs` (and do not recurse).
 * @returns The schema written out.
 */
export function inlineRefs(schema: object): unknown {
  const { $defs: given, ...root } = schema as Readonly<Record<string, unknown>>;
  const defs = isObject(given) ? given : {};
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (!isObject(value)) return value;
    const { $ref: ref, ...rest } = value;
    const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(v)]));
    if (ref === undefined) return out;
    const name = typeof ref === "string" ? /^#\/\$defs\/(.+)$/.exec(ref)?.[1] : undefined;
    const target = name === undefined ? undefined : defs[name];
    if (target === undefined) throw new Error(`unresolved $ref ${JSON.stringify(ref)}`);
    return Object.keys(out).length === 0 ? inline(target) : { allOf: [inline(target)], ...out };
  };
  return inline(root);
}
