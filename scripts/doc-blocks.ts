/**
 * The ```ts code blocks of a Markdown page: what docs/examples.test.ts compiles and runs against
 * the workspace, and scripts/smoke-tarballs.ts against the installed tarballs. A block whose
 * fence says ```ts ignore is left out (only for fragments that cannot run on their own).
 */

/** One ```ts block of a page. */
export interface CodeBlock {
  /** The line of the opening fence, from 1. */
  readonly line: number;
  /** The code between the fences. */
  readonly code: string;
}

/**
 * Every ```ts block of a Markdown text that is not marked `ignore`, in order.
 * @param markdown - The page.
 * @returns The blocks.
 */
export function codeBlocks(markdown: string): CodeBlock[] {
  const out: CodeBlock[] = [];
  const fence = /^```ts([^\n]*)\n([\s\S]*?)^```/gm;
  for (let m = fence.exec(markdown); m !== null; m = fence.exec(markdown)) {
    if ((m[1] ?? "").includes("ignore")) continue;
    out.push({ line: markdown.slice(0, m.index).split("\n").length, code: m[2] ?? "" });
  }
  return out;
}

/**
 * A block as a module file of its own: a comment naming where it comes from, and `export {}`
 * so that its names stay its own even when it imports nothing.
 * @param source - The page's path, for the comment.
 * @param block - The block.
 * @returns The file's text.
 */
export function blockModule(source: string, block: CodeBlock): string {
  return `// From ${source}, line ${block.line}.\nexport {};\n${block.code}`;
}
