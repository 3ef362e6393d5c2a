// Runs a command with inherited output and resolves its exit status. Asynchronous (unlike
// spawnSync) so that this process still handles Ctrl-C while the command runs and can stop what it
// started; the command itself gets the terminal's SIGINT as part of the foreground process group.
import { spawn } from 'node:child_process';

export function runChild(command, args, { env = process.env, cwd } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env, cwd });
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
