import { describe, expect, it } from 'vitest';
import { componentTags, withoutTags } from '../../../../src/build/markdown/component-tags';

describe('componentTags', () => {
  it('finds opening, closing and empty tags with a capital first letter, by their names as written', () => {
    expect(componentTags('<Tab label="a">x</Tab><Badge text="b" /><Tabs.Item>')).toEqual([
      { tag: { name: 'tab', kind: 'open', start: 0, end: 15 }, name: 'Tab' },
      { tag: { name: 'tab', kind: 'close', start: 16, end: 22 }, name: 'Tab' },
      { tag: { name: 'badge', kind: 'void', start: 22, end: 40 }, name: 'Badge' },
      { tag: { name: 'tabs', kind: 'open', start: 40, end: 51 }, name: 'Tabs.Item' },
    ]);
  });

  it('leaves HTML elements, comments and quoted attribute values alone', () => {
    expect(componentTags('<b>x</b> <!-- <Badge /> --> <abbr title="<Badge />">y</abbr>')).toEqual([]);
  });
});

describe('withoutTags', () => {
  it('takes the tags out and keeps the line breaks inside them', () => {
    const html = '<div>a<Badge\n  text="x" />b</div>';
    expect(
      withoutTags(
        html,
        componentTags(html).map(({ tag }) => tag),
      ),
    ).toBe('<div>a\nb</div>');
  });

  it('gives back the HTML as it was when there are no tags to take out', () => {
    expect(withoutTags('<b>x</b>', [])).toBe('<b>x</b>');
  });
});
