import { connect } from 'node:net';

/** An HTTP answer as read off the socket: status, headers (lower-case names) and body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request exactly as written (fetch would normalize the target: `//`, `\`, `..`, absolute
 * form) over a socket of its own, and reads the answer to the end. `Connection: close` is added, and a
 * Host header unless `headers` says otherwise (`{ host: null }` sends none).
 *
 * @example
 * await rawRequest(port, 'GET //evil.example HTTP/1.1', { origin: 'http://evil.example' })
 */
export function rawRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string | null> = {},
): Promise<RawAnswer> {
  const lines = Object.entries({ host: `127.0.0.1:${port}`, ...headers, connection: 'close' })
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(Buffer.from(`${requestLine}\r\n${lines}\r\n`, 'latin1')),
    );
    // A server that crashed or hangs leaves the socket open: fail rather than wait for the test's timeout.
    socket.setTimeout(5_000, () =>
      socket.destroy(new Error(`no answer to ${JSON.stringify(requestLine.slice(0, 80))}`)),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', fail);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...headerLines] = text.slice(0, split < 0 ? text.length : split).split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
      if (!status)
        return fail(
          new Error(
            `no HTTP answer to ${JSON.stringify(requestLine.slice(0, 80))}: ${JSON.stringify(text.slice(0, 80))}`,
          ),
        );
      const answerHeaders: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        answerHeaders[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      done({ status, headers: answerHeaders, body: split < 0 ? '' : text.slice(split + 4) });
    });
  });
}
