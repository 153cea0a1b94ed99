import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuildQueue } from '../../../../src/build/dev/build-queue';

/** A build that stays running until the test ends it, by succeeding or failing. */
interface PendingBuild {
  succeed(): void;
  fail(error: unknown): void;
}

/** A queue whose builds the test ends by hand, and the record of what it told its handlers. */
function setUp() {
  const builds: PendingBuild[] = [];
  const told: string[] = [];
  const queue = new BuildQueue({
    build: () =>
      new Promise<void>((succeed, fail) => {
        builds.push({ succeed, fail });
      }),
    built: ({ current, reload }) => told.push(`built current=${current} reload=${reload}`),
    failed: (error, { current }) => told.push(`failed ${(error as Error).message} current=${current}`),
  });
  return { queue, builds, told };
}

/** Lets the promises settled so far run their callbacks. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('BuildQueue', () => {
  it('builds once the wait after the last scheduled change has passed', async () => {
    const { queue, builds } = setUp();
    queue.schedule(false, 30);
    await vi.advanceTimersByTimeAsync(20);
    queue.schedule(false, 30);
    await vi.advanceTimersByTimeAsync(29);
    expect(builds.length).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(builds.length).toBe(1);
  });

  it('runs one build at a time, and queues exactly one more for any number of requests meanwhile', async () => {
    const { queue, builds, told } = setUp();
    void queue.run();
    void queue.run();
    void queue.run();
    expect(builds.length).toBe(1);
    builds[0].succeed();
    await settle();
    expect(builds.length).toBe(2);
    builds[1].succeed();
    await settle();
    expect(builds.length).toBe(2);
    expect(told).toEqual(['built current=true reload=false', 'built current=true reload=false']);
  });

  it("calls a build stale when the content changed while it ran, and the next build's verdict current", async () => {
    const { queue, builds, told } = setUp();
    void queue.run();
    queue.changed();
    void queue.run();
    builds[0].fail(new Error('dead link'));
    await settle();
    builds[1].succeed();
    await settle();
    expect(told).toEqual(['failed dead link current=false', 'built current=true reload=false']);
  });

  it('asks for a reload once, from the build that took the change in', async () => {
    const { queue, builds, told } = setUp();
    queue.schedule(true, 30);
    await vi.advanceTimersByTimeAsync(30);
    builds[0].succeed();
    await settle();
    void queue.run();
    builds[1].succeed();
    await settle();
    expect(told).toEqual(['built current=true reload=true', 'built current=true reload=false']);
  });

  it('passes the reload a failed build owed to the next build', async () => {
    const { queue, builds, told } = setUp();
    queue.schedule(true, 30);
    await vi.advanceTimersByTimeAsync(30);
    builds[0].fail(new Error('bad front matter'));
    await settle();
    void queue.run();
    builds[1].succeed();
    await settle();
    expect(told).toEqual(['failed bad front matter current=true', 'built current=true reload=true']);
  });

  it('once stopped, starts neither a scheduled nor a queued build, and waits for the one running', async () => {
    const { queue, builds } = setUp();
    void queue.run();
    void queue.run();
    queue.schedule(true, 30);
    let stopped = false;
    const stopping = queue.stop().then(() => {
      stopped = true;
    });
    queue.schedule(true, 30);
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    builds[0].succeed();
    await stopping;
    queue.schedule(true, 30);
    await vi.advanceTimersByTimeAsync(100);
    expect(builds.length).toBe(1);
  });
});
