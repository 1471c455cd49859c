import type { FastifyInstance } from 'fastify';

/**
 * How long requests in flight get to finish once the server is asked to stop. Shorter than what waits on
 * us: systemd's 90 s before SIGKILL, and the 10 s in which `pnpm start` must have freed its port.
 */
export const DRAIN_MS = 8_000;

/**
 * Stops the server cleanly on SIGTERM or SIGINT, and when the launcher that started it goes away
 * (scripts/start.mjs gives it an IPC channel, which closes even if the launcher is killed with SIGKILL).
 * Fastify's close stops listening at once (the port is free), answers the requests in flight, then closes
 * the database; a request still open after DRAIN_MS has its connection closed. A second signal (Ctrl+C
 * reaches both the launcher and the server, and the launcher passes it on) changes nothing.
 */
export function stopOnSignal(app: FastifyInstance, exit: (code: number) => void = (code) => process.exit(code)): (why: string) => void {
  let stopping = false;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`stopping (${why}): finishing the requests in flight`);
    setTimeout(() => {
      app.log.warn(`requests still open after ${DRAIN_MS / 1000} s: closing their connections`);
      app.server.closeAllConnections();
    }, DRAIN_MS).unref();
    app.close().then(
      () => exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'the server did not stop cleanly');
        exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
  if (process.send) process.on('disconnect', () => stop('its launcher exited'));
  return stop;
}
