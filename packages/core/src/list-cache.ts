// The kit's memory of legal lists: the lists of the states listed last, by state object and
// seat, forgetting the least recently used. Strong references to a few states, where a WeakMap keyed by
// every state listed made each young-generation collection slower (its table gained an entry
// every step of every match and search).

/** How many listed states the kit remembers the lists of. @internal */
export const LIST_CACHE_SIZE = 32;

/**
 * The legal lists of the states listed last, by state object and seat. It forgets the least
 * recently used roughly (the "clock" algorithm: a list used since the hand last passed it gets
 * a second chance), so the worlds a bot keeps coming back to stay while the states it passes
 * once fall out, at a constant cost per list.
 *
 * @internal
 * @example
 * ```ts
 * const cache = new ListCache<string>(2);
 * const state = {};
 * cache.add(state, 0, ["pass"]);
 * cache.get(state, 0); // ["pass"]
 * cache.get(state, 1); // undefined
 * ```
 */
export class ListCache<A> {
  private readonly states: (object | null)[];
  private readonly players: number[];
  private readonly lists: (readonly A[] | null)[];
  /** 1 for a list used since the hand last passed it. */
  private readonly used: Uint8Array;
  /** The slot the next list may go into. */
  private hand = 0;
  /** The slot of the list added last, where a search starts (a playout applies what it just listed). */
  private last = 0;

  constructor(private readonly capacity: number) {
    this.states = new Array<object | null>(capacity).fill(null);
    this.players = new Array<number>(capacity).fill(-1);
    this.lists = new Array<readonly A[] | null>(capacity).fill(null);
    this.used = new Uint8Array(capacity);
  }

  get(state: object, player: number): readonly A[] | undefined {
    const states = this.states;
    const n = this.capacity;
    for (let k = 0, i = this.last; k < n; k++, i = i === 0 ? n - 1 : i - 1) {
      if (states[i] !== state || this.players[i] !== player) continue;
      this.used[i] = 1;
      return this.lists[i] ?? undefined;
    }
    return undefined;
  }

  add(state: object, player: number, list: readonly A[]): void {
    const n = this.capacity;
    let i = this.hand;
    // At most one turn of the hand: after it every second chance is spent.
    while (this.used[i] === 1) {
      this.used[i] = 0;
      i = i + 1 === n ? 0 : i + 1;
    }
    this.states[i] = state;
    this.players[i] = player;
    this.lists[i] = list;
    this.last = i;
    this.hand = i + 1 === n ? 0 : i + 1;
  }
}
