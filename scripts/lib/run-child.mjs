// Runs a command with inherited output and resolves its exit status. Asynchronous (unlike
// spawnSync) so that this process still handles Ctrl-C while the command runs. The command gets
// the terminal's SIGINT itself (same process group); for a SIGTERM sent to this process alone, the
// `cleanups` given (scripts/lib/cleanups.mjs) pass it on, so Playwright stops its web server.
import { spawn } from 'node:child_process';

export function runChild(command, args, { env = process.env, cwd, cleanups } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env, cwd });
    cleanups?.add(`${path(command)} ${args[0] ?? ''}`.trim(), async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    });
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const path = (command) => command.split('/').pop();
