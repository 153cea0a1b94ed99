import { describe, expect, it } from 'vitest';
import {
  documentPolicy,
  framedOrigins,
  pageHeaderPolicy,
  withPolicyMeta,
} from '../../../src/build/content-security-policy';

// sha256 of `alert('Hello, world.');`, as the CSP specification's own example gives it.
const HELLO = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('documentPolicy', () => {
  it("allows this origin's scripts, and no plugins or foreign <base>, when a page has no inline script", () => {
    expect(documentPolicy('<script type="module" src="/assets/main.1.js"></script>')).toBe(
      "script-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'",
    );
  });

  it('lists the hash of each inline script once, and no hash for data blocks', () => {
    const html = `<script>alert('Hello, world.');</script><script type="application/json">{}</script><script>alert('Hello, world.');</script>`;
    expect(documentPolicy(html)).toBe(
      `script-src 'self' ${HELLO}; frame-src 'self'; object-src 'none'; base-uri 'self'`,
    );
  });

  it('hashes the text as the browser does, line breaks normalized', () => {
    expect(documentPolicy('<script>a()\r\nb()</script>')).toBe(
      "script-src 'self' 'sha256-ibDq25dfxIOXFsZCi7JYnQkIbM0rgaCZ1K4jOsB5hdI='; frame-src 'self'; object-src 'none'; base-uri 'self'",
    );
  });

  it("allows external scripts' origins: the scheme kept, or the page's own for a protocol-relative URL", () => {
    const html = [
      '<script src="https://CDN.example/lib.js"></script>',
      '<script src="//stats.example:8080/s.js"></script>',
      '<script src="http://user@old.example/a.js"></script>',
      '<script src="https://cdn.example/other.js"></script>',
    ].join('');
    expect(documentPolicy(html)).toBe(
      "script-src 'self' https://cdn.example stats.example:8080 http://old.example; frame-src 'self'; object-src 'none'; base-uri 'self'",
    );
  });

  it('allows no data: or javascript: script, nor a host a policy could be rewritten by', () => {
    const html = [
      '<script src="data:text/javascript,alert(1)"></script>',
      '<script src="javascript:alert(1)"></script>',
      `<script src="https://a.example;script-src *'unsafe-inline'/x.js"></script>`,
      '<script src="https://a*b.example/x.js"></script>',
    ].join('');
    expect(documentPolicy(html)).toBe("script-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'");
  });
});

describe('documentPolicy with the origins the site frames', () => {
  it('lets a page frame this origin and exactly the origins given, besides its scripts', () => {
    expect(documentPolicy('<iframe src="https://other.example/x"></iframe>', ['https://www.youtube.com'])).toBe(
      "script-src 'self'; frame-src 'self' https://www.youtube.com; object-src 'none'; base-uri 'self'",
    );
  });
});

describe('documentPolicy of a site whose components compile WebAssembly', () => {
  it("allows compiling it ('wasm-unsafe-eval'), not eval, and the page's header says the same", () => {
    expect(documentPolicy('<p>x</p>', [], 'wasm')).toBe(
      "script-src 'self' 'wasm-unsafe-eval'; frame-src 'self'; object-src 'none'; base-uri 'self'",
    );
    const page = withPolicyMeta('<head><meta charset="utf-8"></head>', [], 'wasm');
    expect(pageHeaderPolicy(page)).toBe(
      "script-src 'self' 'wasm-unsafe-eval'; frame-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
    expect(pageHeaderPolicy(withPolicyMeta('<head></head>'))).not.toContain('wasm');
  });

  it("allows JavaScript's eval ('unsafe-eval') where a component compiles code from strings, header and all", () => {
    const page = withPolicyMeta('<head><meta charset="utf-8"></head>', [], 'eval');
    expect(pageHeaderPolicy(page)).toBe(
      "script-src 'self' 'unsafe-eval'; frame-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
  });
});

describe('framedOrigins', () => {
  it("reads the origins besides its own a document's policy meta lets it frame", () => {
    const page = withPolicyMeta('<head><meta charset="utf-8"></head>', ['https://a.example', 'b.example:8080']);
    expect(framedOrigins(page)).toEqual(['https://a.example', 'b.example:8080']);
  });

  it('finds none in a document without a policy, or whose policy frames this origin only', () => {
    expect(framedOrigins('<head><meta charset="utf-8"></head>')).toEqual([]);
    expect(framedOrigins(withPolicyMeta('<head></head>'))).toEqual([]);
  });
});

describe('pageHeaderPolicy', () => {
  it('lets the page frame what its meta lets it frame, so the two never disagree', () => {
    const page = withPolicyMeta('<head><meta charset="utf-8"></head>', ['https://codesandbox.io']);
    expect(pageHeaderPolicy(page)).toBe(
      "script-src 'self'; frame-src 'self' https://codesandbox.io; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
  });

  it('lets the page load scripts from where its meta lets it, so the two never disagree', () => {
    const page = withPolicyMeta('<head><script src="https://cdn.example/a.js"></script></head>', [], undefined, [
      'https:',
    ]);
    expect(pageHeaderPolicy(page)).toBe(
      "script-src 'self' https://cdn.example https:; frame-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    );
  });

  it("is the page's own policy, and forbids framing by other sites", () => {
    const page = withPolicyMeta(`<head><meta charset="utf-8"></head><script>alert('Hello, world.');</script>`);
    expect(pageHeaderPolicy(page)).toBe(
      `script-src 'self' ${HELLO}; frame-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'`,
    );
  });

  it('only forbids framing for a page built without a policy (contentSecurityPolicy: false)', () => {
    expect(pageHeaderPolicy(`<script>alert('Hello, world.');</script>`)).toBe("frame-ancestors 'self'");
  });
});

describe('withPolicyMeta', () => {
  it('puts the policy right after <meta charset>, before any script', () => {
    expect(
      withPolicyMeta(`<html><head><meta charset="utf-8"><title>t</title><script>alert('Hello, world.');</script>`),
    ).toBe(
      `<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${HELLO}; frame-src 'self'; object-src 'none'; base-uri 'self'"><title>t</title><script>alert('Hello, world.');</script>`,
    );
  });

  it('puts it first in <head> when there is no <meta charset>', () => {
    expect(withPolicyMeta('<html><head lang="x"><title>t</title>')).toBe(
      `<html><head lang="x"><meta http-equiv="Content-Security-Policy" content="script-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'"><title>t</title>`,
    );
  });
});
