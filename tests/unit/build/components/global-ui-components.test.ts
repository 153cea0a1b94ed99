import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBundles } from '../../../../bin/bundle-cache.mjs';
import { buildSite } from '../../../../src/build/build';
import { resolveConfig } from '../../../../src/build/config/resolve';
import { ContentError } from '../../../../src/build/errors';
import { untilSettled } from '../../../support/settled-files';
import { page, writeTree } from '../tree';

const counter = `import { useState } from 'react';
import './counter.css';
export default function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return <button type="button" className="global-counter" onClick={() => setN(n + 1)}>{label}: {n}</button>;
}
`;

/** A site of two pages whose config shows `components` (paths in the tree, or [path, props]) on every page. */
function site(components: unknown[], files: Record<string, string> = {}) {
  const root = writeTree({
    'content/en/index.md': page('Home'),
    'content/en/guide/a.md': page('A'),
    'components/Counter.tsx': counter,
    'components/counter.css': '.global-counter { position: fixed; }\n',
    ...files,
  });
  const config = resolveConfig({
    title: 'Global',
    locales: [{ lang: 'en', label: 'English' }],
    globalUIComponents: components.map((c) =>
      typeof c === 'string' ? join(root, c) : [join(root, (c as [string])[0]), (c as [string, object])[1]],
    ),
  } as Parameters<typeof resolveConfig>[0]);
  const out = join(root, 'dist');
  const build = (cache = false) =>
    buildSite({ contentDir: join(root, 'content'), outDir: out, config, cache, cacheDir: join(root, 'cache') });
  return { root, out, build };
}

describe("the config's globalUIComponents", () => {
  beforeAll(() => ensureBundles(), 600_000);

  it('are on every page after the shell, prerendered with their props, their script and CSS copied into the site', async () => {
    const s = site([['components/Counter.tsx', { label: 'Clicks' }]]);
    await s.build();
    for (const file of ['index.html', 'guide/a.html']) {
      const html = readFileSync(join(s.out, file), 'utf8');
      const island =
        /<\/div><link rel="stylesheet" href="(\/static\/islands\/[^"]+\.css)"><div data-island="(\/static\/islands\/[^"]+\.js)" data-export="default" data-props="{&quot;label&quot;:&quot;Clicks&quot;}" data-id-prefix="g0-" style="display:contents"><button type="button" class="global-counter">Clicks<!-- -->: <!-- -->0<\/button><\/div><script id="__SITE__"/.exec(
          html,
        );
      expect(island, file).not.toBeNull();
      const [, css, script] = island!;
      expect([existsSync(join(s.out, css)), existsSync(join(s.out, script))]).toEqual([true, true]);
    }
    // Not in the pages' own text: their search documents and Markdown twins leave it out.
    expect(readFileSync(join(s.out, 'guide/a.md'), 'utf8')).not.toContain('Clicks');
  }, 120_000);

  it("are drawn in each page's language, as the browser hydrates them with it", async () => {
    const root = writeTree({
      'content/en/index.md': page('Home'),
      'content/zh/index.md': page('首页'),
      'components/Lang.tsx':
        'import { useLang } from \'@rspress/core/runtime\';\nexport default function Lang() {\n  return <aside className="lang-banner">lang={useLang()}</aside>;\n}\n',
    });
    const config = resolveConfig({
      title: 'Global',
      lang: 'en',
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '简体中文' },
      ],
      globalUIComponents: [join(root, 'components/Lang.tsx')],
    } as Parameters<typeof resolveConfig>[0]);
    const out = join(root, 'dist');
    await buildSite({ contentDir: join(root, 'content'), outDir: out, config, cache: false });
    const banner = (file: string) =>
      /<aside class="lang-banner">lang=<!-- -->(\w+)<\/aside>/.exec(readFileSync(join(out, file), 'utf8'))?.[1];
    expect([banner('index.html'), banner('zh/index.html')]).toEqual(['en', 'zh']);
  }, 120_000);

  it('stop the build at the file of one that has no default export, and leave one that throws to the browser', async () => {
    const named = site(['components/Named.tsx'], { 'components/Named.tsx': 'export const Named = () => <p>n</p>;\n' });
    const failed = await named.build().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ContentError);
    expect((failed as ContentError).problems.map((p) => p.message)).toContain(
      'globalUIComponents: it has no default export to show (it exports Named)',
    );

    const unbundled = site(['components/Broken.tsx'], {
      'components/Broken.tsx': "import gone from 'not-installed-anywhere';\nexport default () => <p>{gone}</p>;\n",
    });
    const broken = await unbundled.build().catch((error: unknown) => error);
    expect((broken as ContentError).problems.map((p) => p.message).join('\n')).toContain(
      'globalUIComponents: cannot bundle it',
    );

    const throwing = site(['components/Throws.tsx'], {
      'components/Throws.tsx': 'export default function Throws() { return <p>{window.innerWidth}</p>; }\n',
    });
    const report = await throwing.build();
    expect(report.warnings.map((w) => w.message).join('\n')).toContain(
      'globalUIComponents: it threw while the build rendered it (window is not defined): the browser alone shows it',
    );
    expect(readFileSync(join(throwing.out, 'index.html'), 'utf8')).toMatch(
      /<div data-island="[^"]+" data-export="default" data-props="{}" data-id-prefix="g0-" data-client-rendered="" style="display:contents"><\/div>/,
    );
  }, 120_000);

  it('build the site again when one of them changes, though no page did', async () => {
    const s = site(['components/Counter.tsx']);
    await untilSettled(s.root);
    await s.build(true);
    expect((await s.build(true)).upToDate).toBe(true);
    writeFileSync(join(s.root, 'components/Counter.tsx'), counter.replace('{label}: {n}', '{label} = {n}'));
    expect((await s.build(true)).rendered.html).toBeGreaterThan(0);
    expect(readFileSync(join(s.out, 'index.html'), 'utf8')).toContain('class="global-counter"> = <!-- -->0</button>');
  }, 120_000);
});
