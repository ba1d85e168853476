/**
 * The shape of a game's hand-written rules-reference data (`scripts/rules-statements/<game>.ts`),
 * read by `scripts/rules-reference.ts`. The list of IDs in matrix order and the matrix's option
 * names are not here: `pnpm rules:write` copies them from the rules matrix into
 * `scripts/rules-statements/<game>.matrix.json`, so that the check needs no file outside the
 * repository.
 */
export interface GameStatements {
  /**
   * How this game's IDs are built, in one or two sentences, for the top of the page (Markdown).
   */
  readonly idScheme: string;
  /**
   * One line per ID of the rules matrix, keyed by ID: what the rule says, in our own words (a
   * short paraphrase of the rule text or of the matrix row, never a copy). For an ambiguity
   * (`…-AMB-n`) it says what is unclear and what the engine does by default.
   */
  readonly statements: Readonly<Record<string, string>>;
  /**
   * IDs the package does not model, with the reason (for example a rule about the physical table
   * that the engine cannot see). An ID that no code annotation, rule literal or test name cites
   * must be listed here, or the check fails.
   */
  readonly notModelled: Readonly<Record<string, string>>;
  /**
   * IDs the package defines itself beyond the matrix (engine decisions the matrix does not
   * cover), with a one-line statement each. They get a section of their own on the page.
   */
  readonly extraIds: Readonly<Record<string, string>>;
  /**
   * IDs on the page that the package implements (its README says so) but that no `Implements`
   * annotation, rule literal or test name cites yet, with where they are described and the
   * reason "to be fixed in code". The check fails on an entry that the code or a test name cites
   * by now (then the entry must go).
   */
  readonly awaitingAnnotation: Readonly<Record<string, { readonly where: string; readonly reason: string }>>;
  /**
   * The allow-list: IDs that the code, tests or READMEs cite although no rule has them (typos,
   * retired or made-up IDs). Each entry says where it is cited and why it is allowed; the reason
   * is "to be fixed in code" until the code is fixed, and then the entry must go (the check
   * fails on an entry nothing cites any more).
   */
  readonly citedNotInMatrix: Readonly<Record<string, { readonly where: string; readonly reason: string }>>;
}
