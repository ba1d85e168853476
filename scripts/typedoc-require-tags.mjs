// @ts-check
/**
 * A TypeDoc plugin that fails the docs build (as warnings, which `treatWarningsAsErrors`
 * turns into errors) when a public function or method is missing part of its contract:
 * a summary, a `@param` for every parameter, `@returns` when it returns something, and,
 * for every top-level export (function, class, variable, interface, type alias, enum), an
 * `@example` (docs/examples.test.ts then compiles and runs each one).
 *
 * In the game packages every exported function also names the rules it implements (a rule ID
 * of that game, such as `W-10.3.2-1`, `D-BTL-2` or `G-POI-1`) or says in so many words that it
 * implements "no rule" (a parser, a demo helper, a heuristic for bots). The methods of a
 * ruleset object, which `typedoc-ruleset-members.mjs` shows as a namespace, are not exported
 * functions: their comments are core's `Ruleset` contract, and the ruleset's own comment names
 * its rules.
 *
 * TypeDoc's own `notDocumented` validation only checks that a comment exists at all.
 */
import { Application, ReflectionKind } from "typedoc";

/** The rule IDs of each game package, as its rules matrix writes them. */
const RULE_IDS = {
  "@rulesmith/ward": /\bW-[A-Z0-9]/,
  "@rulesmith/wardom": /\bD-[A-Z0-9]/,
  "@rulesmith/guardians": /\bG-[A-Z0-9]/,
};

/** @param {import("typedoc").Comment | undefined} comment */
function commentText(comment) {
  if (comment === undefined) return "";
  const parts = [...comment.summary, ...comment.blockTags.flatMap((tag) => tag.content)];
  return parts.map((part) => part.text).join("");
}

/**
 * The package a reflection belongs to: its top-level module's name, or the project's when
 * TypeDoc validates one package on its own.
 * @param {import("typedoc").Reflection} ref
 * @param {import("typedoc").ProjectReflection} project
 */
function packageOf(ref, project) {
  let r = ref;
  while (r.parent !== undefined && !r.parent.isProject()) r = r.parent;
  return r.kindOf(ReflectionKind.Module) ? r.name : (project.packageName ?? project.name);
}

/** @param {import("typedoc").Comment | undefined} comment */
function hasSummary(comment) {
  return comment !== undefined && comment.summary.some((part) => part.text.trim() !== "");
}

/** @param {import("typedoc").SomeType | undefined} type */
function returnsNothing(type) {
  if (type === undefined) return true;
  if (type.type === "intrinsic") return type.name === "void" || type.name === "undefined" || type.name === "never";
  if (type.type === "reference" && type.name === "Promise") {
    const [arg] = type.typeArguments ?? [];
    return arg !== undefined && returnsNothing(arg);
  }
  return false;
}

/**
 * @param {import("typedoc").ProjectReflection} project
 * @param {import("typedoc").Logger} logger
 */
function check(project, logger) {
  const exampleKinds =
    ReflectionKind.Function |
    ReflectionKind.Class |
    ReflectionKind.Variable |
    ReflectionKind.Namespace |
    ReflectionKind.Interface |
    ReflectionKind.TypeAlias |
    ReflectionKind.Enum;
  const problems = [];
  for (const ref of project.getReflectionsByKind(ReflectionKind.Function | ReflectionKind.Method | ReflectionKind.Constructor)) {
    if (!("signatures" in ref) || ref.signatures === undefined) continue;
    const where = ref.getFriendlyFullName();
    for (const sig of ref.signatures) {
      const comment = sig.comment ?? ref.comment;
      if (comment === undefined) continue; // notDocumented reports this one
      if (!hasSummary(comment)) problems.push(`${where}: no summary`);
      for (const param of sig.parameters ?? []) {
        if (!hasSummary(param.comment)) problems.push(`${where}: no @param for "${param.name}"`);
      }
      if (!ref.kindOf(ReflectionKind.Constructor) && !returnsNothing(sig.type) && comment.getTag("@returns") === undefined) {
        problems.push(`${where}: no @returns`);
      }
    }
  }
  for (const ref of project.getReflectionsByKind(exampleKinds)) {
    if (!(ref.parent?.kindOf(ReflectionKind.Module | ReflectionKind.Project) ?? false)) continue; // top level; not a ruleset's methods
    const comments = [ref.comment, ...(("signatures" in ref && ref.signatures) || []).map((s) => s.comment)];
    if (!comments.some((c) => c?.getTag("@example") !== undefined)) {
      problems.push(`${ref.getFriendlyFullName()}: no @example`);
    }
  }
  for (const ref of project.getReflectionsByKind(ReflectionKind.Function)) {
    // Only what a module exports; a ruleset's methods (a namespace) are the contract's.
    if (!(ref.parent?.kindOf(ReflectionKind.Module | ReflectionKind.Project) ?? false)) continue;
    const pattern = RULE_IDS[/** @type {keyof typeof RULE_IDS} */ (packageOf(ref, project))];
    if (pattern === undefined) continue;
    const text = [ref.comment, ...(ref.signatures ?? []).map((s) => s.comment)].map(commentText).join(" ");
    if (!pattern.test(text) && !/\bno rule\b/i.test(text)) problems.push(`${ref.getFriendlyFullName()}: names no rule ID (write "no rule" if it implements none)`);
  }
  for (const problem of problems) logger.warn(/** @type {any} */ (`Incomplete doc comment: ${problem}`));
}

/** @param {Application} app */
export function load(app) {
  app.on(Application.EVENT_VALIDATE_PROJECT, (project) => {
    check(project, app.logger);
  });
}
