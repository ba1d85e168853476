// Test support for the games' card formats: every game refuses the card ids core reserves
// (RESERVED_CARD_IDS), with core's sentence, and accepts an id that only starts like one.
import { expect, it } from "vitest";
import { RESERVED_CARD_IDS, RESERVED_CARD_ID_WORDS } from "@rulesmith/core";

/** What the test needs of a game's `parseCard`: its problems' messages when it refuses. */
type ParseCard = (data: unknown) => { readonly ok: true } | { readonly ok: false; readonly error: { readonly problems: readonly { readonly message: string }[] } };

/**
 * Registers the test that a game's `parseCard` refuses each reserved id of `card` and accepts
 * `constructors`.
 *
 * @param parseCard - The game's card parser.
 * @param card - A valid card of the game.
 */
export function reservedCardIdTest(parseCard: ParseCard, card: object): void {
  it("refuses the card ids constructor and prototype, which a saved match could not hold, and says why", () => {
    for (const id of RESERVED_CARD_IDS) {
      const r = parseCard({ ...card, id });
      expect(r.ok ? "accepted" : r.error.problems.map((p) => p.message)).toEqual([`the field \`id\`: ${RESERVED_CARD_ID_WORDS}`]);
    }
    expect(parseCard({ ...card, id: "constructors" }).ok).toBe(true);
  });
}
