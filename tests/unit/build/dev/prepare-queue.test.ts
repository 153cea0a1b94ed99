import { describe, expect, it } from 'vitest';
import { PrepareQueue } from '../../../../src/build/dev/prepare-queue';

/** A queue whose renders the test finishes by hand, one `finish()` per render started. */
function setUp(fails: string[] = []) {
  const started: string[] = [];
  const pending: (() => void)[] = [];
  const queue = new PrepareQueue(
    (file) =>
      new Promise<void>((done, fail) => {
        started.push(file);
        pending.push(() => (fails.includes(file) ? fail(new Error(`cannot render ${file}`)) : done()));
      }),
  );
  const finish = async () => {
    pending.shift()?.();
    await new Promise((next) => setImmediate(next));
  };
  return { queue, started, finish };
}

describe('PrepareQueue', () => {
  it('renders the page asked for at once', () => {
    const { queue, started } = setUp();
    queue.add('a.md');
    expect(started).toEqual(['a.md']);
  });

  it('renders one page at a time, and of those asked for meanwhile only the latest', async () => {
    const { queue, started, finish } = setUp();
    queue.add('a.md');
    queue.add('b.md');
    queue.add('c.md');
    expect(started).toEqual(['a.md']);
    await finish();
    expect(started).toEqual(['a.md', 'c.md']);
    await finish();
    await queue.idle();
    expect(started).toEqual(['a.md', 'c.md']);
  });

  it('renders each page once, and nothing for a URL that is no page', async () => {
    const { queue, started, finish } = setUp();
    queue.add('a.md');
    await finish();
    queue.add('a.md');
    queue.add(undefined);
    await queue.idle();
    expect(started).toEqual(['a.md']);
  });

  it('goes on with the next page after a render fails', async () => {
    const { queue, started, finish } = setUp(['a.md']);
    queue.add('a.md');
    queue.add('b.md');
    await finish();
    expect(started).toEqual(['a.md', 'b.md']);
    await finish();
    await queue.idle();
  });

  it('is idle at once when nothing was asked for', async () => {
    await expect(setUp().queue.idle()).resolves.toBeUndefined();
  });
});
