/**
 * The `console.log` lines with no expected output that the docs checks (docs/examples.test.ts,
 * scripts/smoke-tarballs.ts) let pass for now, each by its page and the line's code (not its
 * number, so that edits around it do not move it). Empty: every example shows its output. A
 * line may be listed here only while another branch is changing its page, when the rule that
 * refuses such lines (scripts/doc-blocks.ts, "console.log has no expected output") would
 * otherwise block a merge; give it its output on its line, then remove it here.
 * docs/examples.test.ts fails while an entry here is no longer refused.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const knownUnchecked: readonly { readonly source: string; readonly code: string }[] = [
];

/**
 * The code of a line of a page or source file, trimmed, without a TSDoc line's `*`.
 * @param root - The repository's folder.
 * @param source - The page or source file, from the root.
 * @param line - The line, from 1.
 * @returns The code.
 */
export const codeAt = (root: string, source: string, line: number): string =>
  (readFileSync(join(root, source), "utf8").split("\n")[line - 1] ?? "").replace(/^\s*\*\s?/, "").trim();

/**
 * Whether a problem from scripts/doc-blocks.ts's `outputProblems` is a known `console.log` line
 * without expected output ({@link knownUnchecked}).
 * @param root - The repository's folder.
 * @param problem - The problem.
 * @returns `true` for one to let pass.
 */
export function knownProblem(root: string, problem: string): boolean {
  const at = /^(.+?):(\d+): console\.\w+ has no expected output, so/.exec(problem);
  if (at === null) return false;
  const [, source, line] = at;
  return knownUnchecked.some((k) => k.source === source && k.code === codeAt(root, source, Number(line)));
}
