/**
 * The fixed query list every latency figure is taken over: what readers type, letter by letter, in
 * both languages. Each query runs against the index of the language a reader would be on when
 * typing it; API names and product words are typed on both.
 */
import type { Lang } from '../src/shared/types';

export interface BenchQuery {
  text: string;
  langs: readonly Lang[];
  /** What the query stands for, for the per-query breakdown in the JSON. */
  kind: 'prefix' | 'word' | 'api' | 'typo' | 'phrase' | 'cjk' | 'mixed' | 'none';
}

const EN: readonly Lang[] = ['en'];
const ZH: readonly Lang[] = ['zh'];
const BOTH: readonly Lang[] = ['en', 'zh'];

const QUERIES: readonly BenchQuery[] = [
  // Typing "render" (each prefix is one debounced query when the reader pauses).
  { text: 'r', langs: BOTH, kind: 'prefix' },
  { text: 're', langs: BOTH, kind: 'prefix' },
  { text: 'ren', langs: BOTH, kind: 'prefix' },
  { text: 'rend', langs: BOTH, kind: 'prefix' },
  { text: 'render', langs: BOTH, kind: 'word' },
  { text: 'm', langs: EN, kind: 'prefix' },
  { text: 'mod', langs: EN, kind: 'prefix' },
  // API names as readers paste them.
  { text: 'importmapMode', langs: BOTH, kind: 'api' },
  { text: 'manifest.json', langs: BOTH, kind: 'api' },
  { text: 'packConfig', langs: BOTH, kind: 'api' },
  { text: 'createApp', langs: BOTH, kind: 'api' },
  { text: 'RenderContext', langs: BOTH, kind: 'api' },
  { text: 'entry.node.ts', langs: BOTH, kind: 'api' },
  { text: 'esmx', langs: BOTH, kind: 'word' },
  { text: 'rspack', langs: BOTH, kind: 'word' },
  // Words and phrases.
  { text: 'module linking', langs: EN, kind: 'phrase' },
  { text: 'base path', langs: EN, kind: 'phrase' },
  { text: 'server-side rendering', langs: EN, kind: 'phrase' },
  { text: 'micro frontend', langs: EN, kind: 'phrase' },
  { text: 'import maps', langs: EN, kind: 'phrase' },
  { text: 'hydration', langs: EN, kind: 'word' },
  // Typos.
  { text: 'redner', langs: EN, kind: 'typo' },
  { text: 'importmpa', langs: EN, kind: 'typo' },
  { text: 'manifets', langs: EN, kind: 'typo' },
  { text: 'modlue', langs: EN, kind: 'typo' },
  // Chinese words and phrases (no spaces).
  { text: '渲染上下文', langs: ZH, kind: 'cjk' },
  { text: '上下文', langs: ZH, kind: 'cjk' },
  { text: '模块链接', langs: ZH, kind: 'cjk' },
  { text: '链接', langs: ZH, kind: 'cjk' },
  { text: '渲', langs: ZH, kind: 'cjk' },
  { text: '渲染', langs: ZH, kind: 'cjk' },
  { text: '服务端渲染', langs: ZH, kind: 'cjk' },
  { text: '导入映射', langs: ZH, kind: 'cjk' },
  { text: '打包配置', langs: ZH, kind: 'cjk' },
  { text: '微前端', langs: ZH, kind: 'cjk' },
  { text: '构建产物的目录', langs: ZH, kind: 'cjk' },
  // Mixed scripts.
  { text: 'Esmx的模块', langs: ZH, kind: 'mixed' },
  { text: 'RenderContext 对象', langs: ZH, kind: 'mixed' },
  // Nothing to find.
  { text: 'xylophone', langs: BOTH, kind: 'none' },
];

/** The query texts to run against `lang`'s index. */
export function queriesFor(lang: Lang): string[] {
  return QUERIES.filter((q) => q.langs.includes(lang)).map((q) => q.text);
}

/** The queries to run against `lang`'s index, with what each stands for. */
export function benchQueries(lang: Lang): BenchQuery[] {
  return QUERIES.filter((q) => q.langs.includes(lang));
}
