/** Options of `ensureBundles`: the package folder holding rollup.config.mjs, which bundles, a progress logger. */
export interface EnsureOptions {
  root?: string;
  names?: string[];
  log?: (line: string) => void;
}

/** Rebuilds the stale bundles of `root`; resolves to the names of those it rebuilt. */
export function ensureBundles(options?: EnsureOptions): Promise<string[]>;
