import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** V8's full collection, without starting Node with `--expose-gc`. */
export const collectGarbage = runInNewContext('gc') as () => void;

/**
 * Watches objects for collection: `watch(value)` returns `value`; `collected()` runs full collections,
 * lets the finalizers run, and tells whether every watched object is gone.
 *
 * @example
 * const watcher = garbageWatcher();
 * startsWork(watcher.watch(bigArray)); // the caller keeps no reference
 * expect(await watcher.collected()).toBe(true);
 */
export function garbageWatcher(): { watch<T extends object>(value: T): T; collected(): Promise<boolean> } {
  let watched = 0;
  let gone = 0;
  const registry = new FinalizationRegistry(() => {
    gone++;
  });
  return {
    watch(value) {
      watched++;
      registry.register(value, undefined);
      return value;
    },
    async collected() {
      for (let i = 0; i < 3 && gone < watched; i++) {
        collectGarbage();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return gone === watched;
    },
  };
}
