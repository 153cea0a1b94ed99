import { describe, expect, it } from 'vitest';
import { showVersionSwitcher, versionLinks } from '../../../../src/client/navigation/versions';

describe('showVersionSwitcher', () => {
  it('shows the switcher for two versions or more', () => {
    expect(showVersionSwitcher({ versions: ['2.x', '1.x'] })).toBe(true);
    expect(showVersionSwitcher({ versions: ['3.x', '2.x', '1.x'] })).toBe(true);
  });

  it('hides it for no version or a single one', () => {
    expect(showVersionSwitcher({ versions: [] })).toBe(false);
    expect(showVersionSwitcher({ versions: ['2.x'] })).toBe(false);
  });

  it('does not count blanks and repeats as versions', () => {
    expect(showVersionSwitcher({ versions: ['2.x', '2.x'] })).toBe(false);
    expect(showVersionSwitcher({ versions: ['2.x', ' ', ''] })).toBe(false);
  });
});

describe('versionLinks', () => {
  const config = { versions: ['2.x', '1.x'] };

  it('links the default version without a prefix and the others under theirs', () => {
    expect(versionLinks(config, '/guide/start/introduction', '')).toEqual([
      { version: '2.x', link: '/guide/start/introduction', current: true },
      { version: '1.x', link: '/1.x/guide/start/introduction', current: false },
    ]);
  });

  it('keeps the language prefix after the version one', () => {
    expect(versionLinks(config, '/zh/', '').map((entry) => entry.link)).toEqual(['/zh/', '/1.x/zh/']);
  });

  it('marks the version of the page and maps a versioned path back', () => {
    expect(versionLinks(config, '/1.x/api/core/app', '1.x')).toEqual([
      { version: '2.x', link: '/api/core/app', current: false },
      { version: '1.x', link: '/1.x/api/core/app', current: true },
    ]);
  });

  it('treats an unknown page version as the default one', () => {
    expect(versionLinks(config, '/', '0.9').find((entry) => entry.current)?.version).toBe('2.x');
  });
});
