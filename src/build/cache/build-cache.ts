import { resolve } from 'node:path';
import type { SiteConfig } from '../../shared/types';
import type { PageSource } from '../render/protocol';
import { cacheKey, type PageCache } from './page-cache';

/**
 * A build's one door to its page cache: each kind of entry the stages use has its method here, keyed by
 * the generator's code and everything the entry is made from. Made without a store (`--no-cache`), every
 * key is `undefined`, which the stages and workers read as "render, keep nothing": no stage asks whether
 * there is a cache, and no key string is spelled out anywhere else.
 *
 * @example
 * const cache = new BuildCache(store, generator, config);
 * pool.markdown([{ kind: 'markdown', source, key: cache.markdown(source), codeKey: cache.codeBlocks(file) }]);
 */
export class BuildCache {
  /** Every key handed out for the pages' entries: what this build asks of the cache (see compact-packs.ts). */
  readonly wanted = new Set<string>();

  constructor(
    /** The entries on disk; absent with `--no-cache`. */
    readonly store: PageCache | undefined,
    /** The generator's code hash (see generator-hash.ts): a new generator starts from nothing. */
    readonly generator: string,
    private readonly config: SiteConfig,
  ) {}

  /** The folder the render workers open the store at. */
  get dir(): string | undefined {
    return this.store?.dir;
  }

  /** A page's Markdown step: its parsed source under this config. */
  markdown(source: PageSource): string | undefined {
    return this.want(this.store && cacheKey('markdown', this.generator, this.config, source));
  }

  /** A page's Markdown step under the key its file's record kept (see page-file-records.ts). */
  recordedMarkdown(key: string): string {
    this.wanted.add(key);
    return key;
  }

  /** A page file's highlighted code blocks, kept from render to render (see markdown-step.ts). */
  codeBlocks(file: string): string | undefined {
    return this.want(this.store && cacheKey('code-blocks', this.generator, resolve(file)));
  }

  /** A route's page step: everything its chunk and HTML document are made from. */
  page(...inputs: unknown[]): string | undefined {
    return this.want(this.store && cacheKey('page', this.generator, ...inputs));
  }

  private want(key: string | undefined): string | undefined {
    if (key !== undefined) this.wanted.add(key);
    return key;
  }

  /** The last build's state of one search index, by the index's name (see search/index-state.ts). */
  searchTerms(name: string): string | undefined {
    return this.store && cacheKey('search-terms', this.generator, name);
  }

  /** What the search index writer keeps its built files in. */
  get searchIndexes(): { store: PageCache; generator: string } | undefined {
    return this.store && { store: this.store, generator: this.generator };
  }
}
