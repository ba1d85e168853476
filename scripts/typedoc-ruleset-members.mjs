// @ts-check
/**
 * A TypeDoc plugin that documents every exported ruleset object (`ruleset` of each game, the
 * example duels of `@rulesmith/core/examples`) with its methods, instead of one line
 * `ruleset: KitRuleset<…> = …`. TypeDoc converts a variable whose comment has the `@namespace`
 * modifier as a namespace of its type's members, with the game's own types in every signature
 * (`setup(config: WardConfig): Result<WardState>`) and the contract's doc comment on each
 * (https://typedoc.org/documents/Tags._namespace.html). The game packages do not write that tag
 * on their `ruleset`: this plugin adds it while TypeDoc reads the comment of any exported
 * variable whose type is core's `Ruleset` or `KitRuleset` interface, so every ruleset, present
 * and future, is documented the same way.
 *
 * The methods' comments are the contract's, written in `@rulesmith/core`, so their links name
 * core's exports (`{@link RuleError}`), which a game package does not export. Once the packages
 * are merged into one site, a link in a ruleset's members that is still unresolved is resolved
 * against `@rulesmith/core`'s main entry point; one that names nothing there stays broken, and
 * TypeDoc's link validation reports it.
 */
import { Application, Context, Reflection, ReflectionKind } from "typedoc";

/** The interfaces of `@rulesmith/core` that a ruleset object implements. */
const RULESET_TYPES = new Set(["Ruleset", "KitRuleset"]);

/**
 * Whether the symbol is a variable of one of the {@link RULESET_TYPES}.
 * @param {import("typedoc").Context} context
 * @param {import("typescript").Symbol} symbol
 */
function isRuleset(context, symbol) {
  const name = context.checker.getTypeOfSymbol(symbol).getSymbol()?.getName();
  return name !== undefined && RULESET_TYPES.has(name);
}

/**
 * Whether a link part of a comment is unresolved (no target, or a symbol TypeDoc did not find).
 * @param {import("typedoc").CommentDisplayPart} part
 * @returns {part is import("typedoc").InlineTagDisplayPart}
 */
function isBrokenLink(part) {
  return part.kind === "inline-tag" && ["@link", "@linkcode", "@linkplain"].includes(part.tag) && !(typeof part.target === "string" || part.target instanceof Reflection);
}

/**
 * The reflection a link's text names among `@rulesmith/core`'s exports (`RuleError`,
 * `Ruleset.legalActions`), if any.
 * @param {import("typedoc").ProjectReflection} project
 * @param {string} text
 */
function coreTarget(project, text) {
  const core = project.getChildByName("@rulesmith/core");
  const main = core?.isDeclaration() ? (core.getChildByName("index") ?? core) : undefined;
  const name = text.trim().split(/[\s|]/)[0] ?? "";
  if (main === undefined || name === "") return undefined;
  return main.getChildByName(name.split(/[.#~]/));
}

/**
 * Resolves the broken links of the comments inside every ruleset namespace against core.
 * @param {import("typedoc").ProjectReflection} project
 */
function linkToCore(project) {
  for (const namespace of project.getReflectionsByKind(ReflectionKind.Namespace)) {
    /** @type {import("typedoc").Reflection[]} */
    const inside = [];
    namespace.traverse(function visit(child) {
      inside.push(child);
      child.traverse(visit);
    });
    for (const reflection of inside) {
      const comment = reflection.comment;
      if (comment === undefined) continue;
      for (const part of [...comment.summary, ...comment.blockTags.flatMap((tag) => tag.content)]) {
        if (!isBrokenLink(part)) continue;
        const target = coreTarget(project, part.text);
        if (target === undefined) continue;
        part.target = target;
        const caption = part.text.split("|")[1]?.trim();
        part.text = caption !== undefined && caption !== "" ? caption : part.text.trim();
      }
    }
  }
}

let installed = false;

/** @param {import("typedoc").Application} app */
export function load(app) {
  if (installed) return;
  installed = true;
  const getComment = Context.prototype.getComment;
  /**
   * @this {import("typedoc").Context}
   * @param {import("typescript").Symbol} symbol
   * @param {import("typedoc").ReflectionKind} kind
   */
  Context.prototype.getComment = function (symbol, kind) {
    const comment = getComment.call(this, symbol, kind);
    if (comment !== undefined && kind === ReflectionKind.Variable && isRuleset(this, symbol)) comment.modifierTags.add("@namespace");
    return comment;
  };
  // After TypeDoc's own link resolution of the merged site (at priority -300).
  app.on(Application.EVENT_PROJECT_REVIVE, linkToCore, -400);
  app.logger.verbose("typedoc-ruleset-members: ruleset objects are documented as namespaces of their methods");
}
