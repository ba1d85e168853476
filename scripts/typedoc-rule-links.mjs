// @ts-check
/**
 * A TypeDoc plugin that links every rule ID in a doc comment's prose (`W-QS.3-2`, `D-BTL-2`,
 * `G-POI-1`) to its entry in the rules reference (`docs/rules/<game>.md`, one anchor per ID),
 * so a reader of the API site can look any rule up. It works on the HTML TypeDoc makes of each
 * comment's Markdown: text inside code, pre and links is left as it is. The address is the one
 * `ruleUrl` of `@rulesmith/core` gives.
 */
import { MarkdownEvent } from "typedoc";

const BASE = "https://github.com/rulesmith/rulesmith/blob/main/docs/rules/";
const PAGES = { W: "ward", D: "wardom", G: "guardians" };
/** A rule ID in prose, not inside a word or a path. */
const RULE_ID = /(?<![\w/#.-])([WDG])-[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*-\d+(?![\w])/g;

/** @param {string} text */
function linkIds(text) {
  return text.replace(RULE_ID, (id, letter) => `<a href="${BASE}${PAGES[/** @type {"W" | "D" | "G"} */ (letter)]}.md#${id.toLowerCase().replace(/\./g, "-")}">${id}</a>`);
}

/**
 * Links the rule IDs of an HTML fragment's text, outside `code`, `pre` and `a` elements.
 * @param {string} html
 */
export function linkRuleIds(html) {
  let skip = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((piece) => {
      if (piece.startsWith("<")) {
        const m = /^<(\/?)(code|pre|a)\b/i.exec(piece);
        if (m !== null) skip += m[1] === "/" ? -1 : 1;
        return piece;
      }
      return skip > 0 ? piece : linkIds(piece);
    })
    .join("");
}

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.renderer.on(MarkdownEvent.PARSE, (event) => {
    event.parsedText = linkRuleIds(event.parsedText);
  });
}
