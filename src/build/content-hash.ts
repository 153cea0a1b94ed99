import { createHash } from 'node:crypto';

/** First 8 hex digits of the SHA-256 of `content`: the cache-busting part of asset names. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 8);
}

/** `/zh/guide/start/introduction` → `zh_guide_start_introduction`; `/` → `index`; `/blog/` → `blog_index`. */
export function chunkName(routePath: string): string {
  const name = (routePath.endsWith('/') ? `${routePath}index` : routePath).slice(1).replace(/\//g, '_');
  return name.replace(/[^\w-]/g, '') || 'index';
}
