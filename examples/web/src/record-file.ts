// Match records to and from files: a download of the controller's record, and the parsed JSON of
// a file the person picks (checked by the controller when it loads).
import type { MatchController } from "@rulesmith/client";

/** Saves the match record as a JSON file; returns what to tell the person. */
export function downloadRecord<S, A, V>(match: MatchController<S, A, V>, fileName: string): string {
  const record = match.record();
  if (!record.ok) return record.error.message;
  const blob = new Blob([`${JSON.stringify(record.value, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
  return `Saved ${fileName} (${record.value.actions.length} actions).`;
}

/** A picked file's JSON, or why it is not JSON. */
export async function readJsonFile(file: File): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  try {
    const value: unknown = JSON.parse(await file.text());
    return { ok: true, value };
  } catch (e) {
    return { ok: false, message: `${file.name} is not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
}
