import type { Page } from '@playwright/test';

/**
 * Scrolls the window to `y` and resolves once the page has handled the scroll event that follows
 * (the page's own scroll listeners were added first, so they have run by then).
 */
export function scrollAndSettle(page: Page, y: number): Promise<void> {
  return page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        if (Math.round(window.scrollY) === top) return resolve();
        addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

/**
 * Stops the page's clock: from here its timers (setTimeout, throttles, delays) fire only when the test
 * moves time on with `page.clock.runFor(ms)`. A test that something does NOT happen after a delay then
 * runs every timer that could make it happen, instead of sleeping and hoping the delay was long enough.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
}

/** Resolves after the page has run one more task (e.g. the fetch a just-called `import()` starts). */
export function nextTask(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
