import { describe, expect, it } from 'vitest';
import { islandComponent } from '../../../src/shared/island-component';

function Item() {
  return null;
}
function Install() {
  return null;
}
Install.Item = Item;
Install.label = 'not a component';
const Memo = { $$typeof: Symbol.for('react.memo'), type: Item };

describe('islandComponent', () => {
  it('gives the export itself when the island names no member', () => {
    expect(islandComponent({ Install }, 'Install')).toEqual({ component: Install });
    expect(islandComponent({ default: Memo }, 'default', '')).toEqual({ component: Memo });
  });

  it("gives a member read off the export, as <Install.Item> reads Install's Item", () => {
    expect(islandComponent({ Install }, 'Install', 'Item')).toEqual({ component: Item });
  });

  it('follows a member path deeper than one name (A.B)', () => {
    const Parts = { Group: { Note: Item } };
    expect(islandComponent({ Parts }, 'Parts', 'Group.Note')).toEqual({ component: Item });
  });

  it('names a missing export, none found before it, with the components the module has', () => {
    expect(islandComponent({ Install, __esModule: true }, 'Instal')).toEqual({
      missing: 'Instal',
      found: 0,
      among: ['Install'],
    });
  });

  it('names a missing member after the export it was looked for on, listing only its component members', () => {
    expect(islandComponent({ Install }, 'Install', 'Iten')).toEqual({ missing: 'Iten', found: 1, among: ['Item'] });
  });

  it('does not take a member that is no component (a string) or one every object inherits', () => {
    expect(islandComponent({ Install }, 'Install', 'label')).toMatchObject({ missing: 'label', found: 1 });
    expect(islandComponent({ Install }, 'Install', 'constructor')).toMatchObject({ missing: 'constructor' });
  });
});
