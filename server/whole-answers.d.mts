import type { IncomingMessage, ServerResponse } from 'node:http';

/** See whole-answers.mjs. */
export function createWholeAnswers(): (req: IncomingMessage, res: ServerResponse) => void;
