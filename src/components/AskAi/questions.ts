// The example questions offered by the Ask AI assistant (SPEC.md §2.5), shared by the third-party
// widget's configuration and our own "Ask the docs" panel.
export const EXAMPLE_QUESTIONS = [
  'What is Temporal?',
  'How do I get started with Temporal?',
  'Write a Temporal Workflow in TypeScript',
  'How do Signals work?',
] as const;

/** Longest question the panel accepts; longer input is refused with a message, never cut. */
export const MAX_QUESTION_LENGTH = 300;
