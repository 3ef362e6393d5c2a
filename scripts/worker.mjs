#!/usr/bin/env node
// `npm run worker`: the delivery worker, built from lib/programs/worker.ts by `npm run build`.
import { runProgram } from './lib/run-program.mjs';

await runProgram('worker');
