// Internal: answering a physical-dice decision ("chance") by rolling virtual dice.
import { isFacesAction, type Rng } from "@rulesmith/core";

function facesOf(action: unknown): readonly number[] | undefined {
  return isFacesAction(action) ? action.faces : undefined;
}

/**
 * When `legal` is the answer list of a pending physical roll (core's `chanceActions`: every
 * action a `{ type: "faces" }`), the index of a fair roll of those dice; otherwise -1.
 *
 * @remarks
 * A full list (every ordered result, lexicographic) is sampled by a uniform index, which is
 * exactly a fair roll. A capped list (one entry per multiset of faces, see core's
 * `chanceAnswers`) is sampled by rolling the dice, sorting the faces and finding them.
 * @internal
 */
export function chanceIndex(legal: readonly unknown[], rng: Rng): number {
  const first = facesOf(legal[0]);
  if (first === undefined) return -1;
  const count = first.length;
  const last = facesOf(legal[legal.length - 1]);
  const sides = last?.[0] ?? 0;
  if (count === 0 || sides < 1) return rng.int(legal.length);
  if (sides ** count === legal.length) return rng.int(legal.length);
  const rolled: number[] = [];
  for (let i = 0; i < count; i++) rolled.push(rng.int(sides) + 1);
  rolled.sort((x, y) => x - y);
  for (let i = 0; i < legal.length; i++) {
    const f = facesOf(legal[i]);
    if (f?.length !== count) continue;
    let same = true;
    for (let j = 0; j < count && same; j++) same = f[j] === rolled[j];
    if (same) return i;
  }
  return rng.int(legal.length);
}
