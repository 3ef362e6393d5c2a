import 'server-only';
import { type Env, parseEnv } from './env-schema';

let parsed: Env | undefined;

/** The validated environment, parsed once per process. */
export function getEnv(): Env {
  parsed ??= parseEnv(process.env);
  return parsed;
}
