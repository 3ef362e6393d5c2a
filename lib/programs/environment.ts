import { type Env, parseEnv } from '@/lib/config/env-schema';

/**
 * The validated environment of a command-line program. A bad variable ends the program with the
 * message naming it, before it opens a store or starts a loop.
 */
export function environmentOrExit(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
