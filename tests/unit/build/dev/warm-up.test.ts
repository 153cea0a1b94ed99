import { describe, expect, it } from 'vitest';
import type { CodeSample } from '../../../../src/build/dev/code-samples';
import { warmUp } from '../../../../src/build/dev/warm-up';

const SAMPLES: CodeSample[] = [
  { lang: 'ts', code: 'const a = 1;\n' },
  { lang: 'vue', code: '<template/>\n' },
];

/** Steps that record what they were asked, each taking 10 ms on a clock of the test's own. */
function steps(firstPage: string | undefined, failing: { lang?: string; page?: boolean } = {}) {
  let clock = 0;
  const calls: string[] = [];
  const highlightCode = async (_code: string, lang: string) => {
    clock += 10;
    calls.push(`highlight ${lang}`);
    if (lang === failing.lang) throw new Error(`no grammar for ${lang}`);
  };
  return {
    calls,
    run: (idle?: () => Promise<void>) =>
      warmUp({
        highlighter: async () => {
          calls.push('load highlighter');
          return { highlightCode };
        },
        renderPage: async (file) => {
          clock += 10;
          calls.push(`render ${file}`);
          if (failing.page) throw new Error('bad front matter');
        },
        firstPage,
        samples: () => {
          calls.push('read samples');
          return SAMPLES;
        },
        idle,
        now: () => clock,
      }),
  };
}

describe('warmUp', () => {
  it("renders the first page, then highlights the site's code samples, and says how long it took", async () => {
    const { calls, run } = steps('docs/en/index.md');
    expect(await run()).toBe(30);
    expect(calls).toEqual([
      'load highlighter',
      'render docs/en/index.md',
      'read samples',
      'highlight ts',
      'highlight vue',
    ]);
  });

  it('renders nothing for a site without pages', async () => {
    const { calls, run } = steps(undefined);
    expect(await run()).toBe(20);
    expect(calls).toEqual(['load highlighter', 'read samples', 'highlight ts', 'highlight vue']);
  });

  it('goes on past a sample or a page that fails (a save reports those)', async () => {
    const { calls, run } = steps('docs/en/index.md', { lang: 'ts', page: true });
    expect(await run()).toBe(30);
    expect(calls).toEqual([
      'load highlighter',
      'render docs/en/index.md',
      'read samples',
      'highlight ts',
      'highlight vue',
    ]);
  });

  it('waits for idle before each step, so a page being prepared for a tab goes first', async () => {
    const { calls, run } = steps('docs/en/index.md');
    let waits = 0;
    const idle = async () => {
      calls.push(`idle ${++waits}`);
      // A page a tab opened is prepared meanwhile: the next step starts only after it.
      await new Promise((done) => setTimeout(done, 1));
      calls.push(`prepared ${waits}`);
    };
    await run(idle);
    expect(calls).toEqual([
      'load highlighter',
      'idle 1',
      'prepared 1',
      'render docs/en/index.md',
      'read samples',
      'idle 2',
      'prepared 2',
      'highlight ts',
      'idle 3',
      'prepared 3',
      'highlight vue',
    ]);
  });
});
