#!/usr/bin/env node
// `npm run reset-second-factor -- EMAIL`: built from lib/programs/reset-second-factor.ts by `npm run build`.
import { runProgram } from './lib/run-program.mjs';

await runProgram('reset-second-factor');
