// @ts-check
/**
 * A TypeDoc plugin for the shape of the API site:
 *
 * - **The guides, all of them, in learning order.** `projectDocuments` in typedoc.json lists the
 *   guides one by one, in the order a newcomer reads them (getting started first), because the
 *   sidebar keeps that order. A guide in `docs/` that the list leaves out is a warning (an error
 *   with `treatWarningsAsErrors`), so a new guide cannot go missing from the site.
 * - **One title per page.** A package's page has TypeDoc's own title (`Module @rulesmith/ward`),
 *   so the first line of the package's README, `# @rulesmith/ward`, is left out of it there. (The
 *   index page shows the root README's title alone: `headings.readme` is off in typedoc.json.)
 */
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Application, ReflectionKind, RendererEvent } from "typedoc";

const docs = fileURLToPath(new URL("../docs/", import.meta.url));

/**
 * The guides in `docs/` that `projectDocuments` does not list.
 * @param {readonly string[]} listed - The option's value (paths TypeDoc resolved).
 * @returns {string[]}
 */
function unlistedGuides(listed) {
  const paths = new Set(listed.map((p) => resolve(p)));
  return readdirSync(docs)
    .filter((f) => f.endsWith(".md"))
    .filter((f) => !paths.has(resolve(docs, f)))
    .map((f) => `docs/${f}`);
}

/**
 * Leaves a README's first line out when it is the title `# <name>` of the page it is shown on.
 * @param {import("typedoc").CommentDisplayPart[] | undefined} readme
 * @param {string} name
 */
function withoutTitle(readme, name) {
  const first = readme?.[0];
  if (first === undefined || first.kind !== "text") return;
  const m = /^#[ \t]+(.+?)[ \t]*\r?\n(?:[ \t]*\r?\n)*/.exec(first.text);
  if (m !== null && m[1] === name) first.text = first.text.slice(m[0].length);
}

/** @param {Application} app */
export function load(app) {
  app.on(Application.EVENT_BOOTSTRAP_END, () => {
    const listed = app.options.getValue("projectDocuments");
    // The packages' own conversions run without the guides; only the site's list is checked.
    if (listed.length === 0) return;
    for (const guide of unlistedGuides(listed)) {
      app.logger.warn(/** @type {any} */ (`${guide} is not in projectDocuments (typedoc.json): list every guide there, in learning order`));
    }
  });
  app.renderer.on(RendererEvent.BEGIN, (event) => {
    for (const module of event.project.getReflectionsByKind(ReflectionKind.Module)) {
      if (module.isDeclaration()) withoutTitle(module.readme, module.name);
    }
  });
}
