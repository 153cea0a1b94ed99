import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalComponents } from '../../../../../src/build/markdown/imports/global-components';
import { writeTree } from '../../tree';

describe('globalComponents', () => {
  const root = writeTree({
    'components/Hello/index.tsx': 'export default () => null;',
    'components/notice.tsx': 'export default () => null;',
    'components/Card.jsx': 'export default () => null;',
    'components/my-card.tsx': 'export default () => null;',
    'other/Hello.tsx': 'export default () => null;',
    'docs/index.mdx': '# Home',
  });
  const docs = join(root, 'docs');

  it("names each after its path as written, the first letter upper case, as Rspress does, finding a folder's index file", () => {
    expect(
      globalComponents([join(root, 'components/Hello'), '../components/notice.tsx', '../components/Card'], docs),
    ).toEqual({
      components: [
        { name: 'Hello', entry: join(root, 'components/Hello/index.tsx') },
        { name: 'Notice', entry: join(root, 'components/notice.tsx') },
        { name: 'Card', entry: join(root, 'components/Card.jsx') },
      ],
    });
  });

  it('gives none for no paths', () => {
    expect(globalComponents([], docs)).toEqual({ components: [] });
  });

  it('is a problem naming a path that leads to no file', () => {
    expect(globalComponents(['../components/Missing'], docs)).toEqual({
      problem: '"../components/Missing" is neither a file nor a folder with an index file',
    });
  });

  it('is a problem naming a file whose name cannot name a component', () => {
    expect(globalComponents(['../components/my-card.tsx'], docs)).toEqual({
      problem: '"../components/my-card.tsx" would be named <My-card>, which cannot name a component: rename the file',
    });
  });

  it('is a problem naming two paths that give one name', () => {
    expect(globalComponents(['../components/Hello', '../other/Hello.tsx'], docs)).toEqual({
      problem: '"../components/Hello" and "../other/Hello.tsx" are both <Hello>',
    });
  });
});
