/**
 * What a methodology says and asks in each stage. Templates may hold {goal} (one of the client's
 * goals) and {next} (one point above the client's scaling answer, with its article: 'a 5', 'an 8');
 * a template is used only when everything it names is known.
 */
export type StageMoves = {
  /** Statements that set up the stage's work (never advice). */
  frames: readonly string[];
  /** Questions of the stage's kind: each is one question, ending with '?'. */
  questions: readonly string[];
  /** A longer explanation of the stage, for detailed replies. */
  detail: string;
};

export type MethodologyMoves = {
  stages: Readonly<Record<string, StageMoves>>;
  /** Questions once the client has committed to an action in the last stage. */
  wrapUp: readonly string[];
};
