import type { ServerResponse } from 'node:http';
import type { DevMessage } from '../../shared/dev-protocol';

/**
 * The open tabs' server-sent event streams. A tab that connects first gets `greeting()` (the current
 * problems, or none), so one opened while the content is broken shows the overlay at once.
 */
export class EventStream {
  private readonly clients = new Set<ServerResponse>();
  private closed = false;

  constructor(private readonly greeting: () => DevMessage) {}

  open(res: ServerResponse): void {
    // A tab whose stream `close` just ended asks again on the same kept-alive connection, which the closing
    // server still reads: answered, that stream would hold the server open for ever. Cut, the tab retries
    // (a network error, not an answer), and finds the next server.
    if (this.closed) {
      res.destroy();
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    res.write(format(this.greeting()));
    this.clients.add(res);
    res.on('close', () => this.clients.delete(res));
  }

  send(message: DevMessage): void {
    const data = format(message);
    for (const client of this.clients) client.write(data);
  }

  /** Ends every stream, and cuts any opened after, so the server can close. */
  close(): void {
    this.closed = true;
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

function format(message: DevMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`;
}
