import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EventStream } from '../../../../src/build/dev/event-stream';

let server: Server | undefined;
afterEach(() => server?.close());

/** A server whose every request opens a stream of `events`; resolves to its URL. */
async function serving(events: EventStream): Promise<string> {
  server = createServer((_req, res) => events.open(res));
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('EventStream', () => {
  it('greets a new stream, then sends every message to each stream open', async () => {
    const events = new EventStream(() => ({ type: 'ok' }));
    const url = await serving(events);
    const res = await fetch(url);
    events.send({ type: 'reload' });
    events.close();
    expect(await res.text()).toBe('data: {"type":"ok"}\n\ndata: {"type":"reload"}\n\n');
  });

  it('cuts a stream opened once closed, which would otherwise keep the server from closing', async () => {
    const events = new EventStream(() => ({ type: 'ok' }));
    const url = await serving(events);
    events.close();
    await expect(fetch(url)).rejects.toThrow();
  });
});
