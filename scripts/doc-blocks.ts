/**
 * The ```ts and ```tsx code blocks of a Markdown page: what docs/examples.test.ts compiles and
 * runs against the workspace, and scripts/smoke-tarballs.ts against the installed tarballs. A
 * block whose fence says ```ts ignore (or ```tsx ignore) is left out (only for fragments that
 * cannot run on their own).
 */

/** One ```ts or ```tsx block of a page. */
export interface CodeBlock {
  /** The line of the opening fence, from 1. */
  readonly line: number;
  /** The code between the fences. */
  readonly code: string;
  /** `"tsx"` for a block with JSX (compiled with React's automatic runtime), else `"ts"`. */
  readonly lang: "ts" | "tsx";
}

/**
 * Every ```ts and ```tsx block of a Markdown text that is not marked `ignore`, in order.
 * @param markdown - The page.
 * @returns The blocks.
 */
export function codeBlocks(markdown: string): CodeBlock[] {
  const out: CodeBlock[] = [];
  const fence = /^```(tsx?)([^\n]*)\n([\s\S]*?)^```/gm;
  for (let m = fence.exec(markdown); m !== null; m = fence.exec(markdown)) {
    if ((m[2] ?? "").includes("ignore")) continue;
    out.push({ line: markdown.slice(0, m.index).split("\n").length, code: m[3] ?? "", lang: m[1] === "tsx" ? "tsx" : "ts" });
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
  // JSX compiles to React's automatic runtime whatever the bundler's default (the pragmas).
  const jsx = block.lang === "tsx" ? "/** @jsxRuntime automatic */\n/** @jsxImportSource react */\n" : "";
  return `${jsx}// From ${source}, line ${block.line}.\nexport {};\n${block.code}`;
}
