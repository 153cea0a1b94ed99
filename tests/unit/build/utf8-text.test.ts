import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from '../../../src/build/utf8-text';

describe('decodeUtf8', () => {
  it('decodes UTF-8 and drops a byte order mark', () => {
    expect(decodeUtf8(Buffer.from('# 标题\n'))).toEqual({ text: '# 标题\n' });
    expect(decodeUtf8(Buffer.from('\ufeff---\n'))).toEqual({ text: '---\n' });
  });

  it('gives the line of the first byte that is not UTF-8', () => {
    expect(decodeUtf8(Buffer.from('a\nb\n\xffc\n\xfe', 'latin1'))).toEqual({ badLine: 3 });
    expect(decodeUtf8(Buffer.from([0x61, 0x0a, 0xe6, 0xa0]))).toEqual({ badLine: 2 }); // cut off mid-character
    expect(decodeUtf8(Buffer.from([0xed, 0xa0, 0x80]))).toEqual({ badLine: 1 }); // a lone surrogate
  });
});
