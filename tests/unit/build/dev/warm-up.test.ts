import { describe, expect, it } from 'vitest';
import { warmUp } from '../../../../src/build/dev/warm-up';

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
    run: () =>
      warmUp({
        highlighter: async () => ({ highlightCode, LANGUAGES: ['ts', 'vue'] }),
        renderPage: async (file) => {
          clock += 10;
          calls.push(`render ${file}`);
          if (failing.page) throw new Error('bad front matter');
        },
        firstPage,
        now: () => clock,
      }),
  };
}

describe('warmUp', () => {
  it('highlights a line in every language, then renders the first page, and says how long it took', async () => {
    const { calls, run } = steps('docs/en/index.md');
    expect(await run()).toBe(30);
    expect(calls).toEqual(['highlight ts', 'highlight vue', 'render docs/en/index.md']);
  });

  it('renders nothing for a site without pages', async () => {
    const { calls, run } = steps(undefined);
    expect(await run()).toBe(20);
    expect(calls).toEqual(['highlight ts', 'highlight vue']);
  });

  it('goes on past a language or a page that fails (a save reports those)', async () => {
    const { calls, run } = steps('docs/en/index.md', { lang: 'ts', page: true });
    expect(await run()).toBe(30);
    expect(calls).toEqual(['highlight ts', 'highlight vue', 'render docs/en/index.md']);
  });
});
