import type { ChildProcess } from 'node:child_process';
import { channel } from 'node:diagnostics_channel';
import { once } from 'node:events';
import { stop } from 'esbuild';

/** The processes this thread started (esbuild's service among them), as Node announces each. */
const started: ChildProcess[] = [];
// Held here: a channel no module holds may be collected with its subscribers.
const spawned = channel('child_process');
spawned.subscribe((message) => {
  started.push((message as { process: ChildProcess }).process);
});

/**
 * Ends esbuild's service process (started by the first asynchronous bundle: a stylesheet, a component) and waits
 * until it, and any other process this thread started, has exited. A worker thread that bundled calls this before
 * it ends: only the event loop of the thread that started a process waits for its exit, so one still running when
 * its thread ends stays a zombie of the dev server, one per whole-site rebuild.
 */
export async function stopBundlerService(): Promise<void> {
  await stop();
  const running = started.filter((child) => child.exitCode === null && child.signalCode === null);
  // Referenced again (esbuild unreferences its service): else the thread could end before the exit comes.
  for (const child of running) child.ref();
  await Promise.all(running.map((child) => once(child, 'exit')));
}
