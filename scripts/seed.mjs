#!/usr/bin/env node
// `npm run seed`: fills an empty store; built from lib/programs/seed.ts by `npm run build`.
import { runProgram } from './lib/run-program.mjs';

await runProgram('seed');
