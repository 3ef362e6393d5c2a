/**
 * What a long-running script started (servers, browsers, temporary folders), stopped in reverse
 * order exactly once: at the end, on failure, on Ctrl-C or SIGTERM, and when the script crashes
 * (an exception nothing caught, in a callback or a promise nobody awaited), which would otherwise
 * leave its child servers running.
 */
export function createCleanups(label, { whatStops }) {
  const cleanups = [];
  let cleaning = null;
  let interrupted = false;

  function cleanup() {
    cleaning ??= (async () => {
      while (cleanups.length) {
        const [name, stop] = cleanups.pop();
        try {
          await stop();
        } catch (error) {
          console.error(`[${label}] could not stop ${name}: ${error.message}`);
        }
      }
    })();
    return cleaning;
  }

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      interrupted = true;
      console.error(`\n[${label}] ${signal}: stopping ${whatStops}`);
      cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }

  process.on('uncaughtException', (error) => {
    console.error(`[${label}] crashed: ${error.stack ?? error.message}\n[${label}] stopping ${whatStops}`);
    cleanup().finally(() => process.exit(1));
  });

  return {
    /** Registers something to stop; the last registered is stopped first. */
    add: (name, stop) => cleanups.push([name, stop]),
    cleanup,
    /** Whether Ctrl-C or SIGTERM has been received. */
    interrupted: () => interrupted,
  };
}
