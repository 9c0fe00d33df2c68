// `pnpm start` keeps the server running as a supervisor would (issue 32.6): when the server process dies without
// being asked to (a crash, kill -9, its PostgreSQL gone), it is started again on the same data directory, whose start
// repairs what the death left (README, "After a crash"), after a pause that doubles with each quick death (1 s, 2 s,
// 4 s ... 30 s) and starts again at 1 s once a run has lasted a minute, so a server that cannot stay up does not spin.
// Each restart is said in one line. A server that dies before it ever answered is not restarted: that is a start-up
// mistake (a port in use, a bad DATABASE_URL) for a person to read, not a crash. Ctrl+C / SIGTERM / SIGHUP go to the
// server, and then nothing is restarted.

/**
 * @param {object} options
 * @param {() => import('node:child_process').ChildProcess} options.start starts one server process
 * @param {() => Promise<boolean>} options.answered whether the running server has answered since it started
 * @param {(line: string) => void} [options.say]
 * @param {(code: number) => void} [options.exit]
 */
export function supervise({
  start,
  answered,
  say = (line) => console.error(line),
  exit = (code) => process.exit(code),
  firstDelayMs = 1000,
  maxDelayMs = 30_000,
  stableMs = 60_000,
}) {
  let stopping = false;
  let quickDeaths = 0;
  let server = run();

  function run() {
    const child = start();
    const startedAt = Date.now();
    let up = false;
    const watch = setInterval(async () => {
      if (!up && (await answered().catch(() => false))) {
        up = true;
        clearInterval(watch);
      }
    }, 500);
    child.on('exit', (code, signal) => {
      clearInterval(watch);
      if (stopping || !up) return exit(code ?? (signal ? 1 : 0));
      quickDeaths = Date.now() - startedAt >= stableMs ? 1 : quickDeaths + 1;
      const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (quickDeaths - 1));
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      say(`[academy] the server stopped (${how}); starting it again in ${delay / 1000} s (restart ${quickDeaths} in a row)`);
      setTimeout(() => {
        if (!stopping) server = run();
      }, delay);
    });
    return child;
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopping = true;
      if (server.exitCode === null && server.signalCode === null) server.kill(signal);
      else exit(0);
    });
  }
}
