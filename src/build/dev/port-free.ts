import { createServer } from 'node:net';

/**
 * Resolves once `port` on `host` is free to listen on, and rejects, naming it, when something listens there
 * already: the dev server asks before its first build, which takes seconds on a large site and would only then
 * find it cannot serve it. Port 0 (any free port) is always free.
 */
export function portFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} on ${host} is in use: stop what listens there, or give --port another`
            : `cannot listen on ${host}:${port}: ${error.message}`,
        ),
      ),
    );
    probe.once('listening', () => probe.close(() => resolve()));
    probe.listen(port, host);
  });
}
