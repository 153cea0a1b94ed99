import { describe, expect, it } from 'vitest';
import { ComponentName } from '../../../../../src/build/markdown/mdx/jsx-values';
import { type OwnImport, ownComponent, ownComponentName } from '../../../../../src/build/markdown/mdx/own-components';

const imports = new Map<string, OwnImport>([
  ['Install', { entry: '/site/components/Install.tsx', exportName: 'Install' }],
  ['Chart', { entry: '/site/components/chart.tsx', exportName: 'default' }],
  ['NextSteps', { entry: '/site/components/NextSteps.tsx', namespace: true }],
]);

describe('ownComponent', () => {
  it('is the imported export for a name without dots', () => {
    expect(ownComponent('Chart', imports)).toEqual({
      entry: '/site/components/chart.tsx',
      exportName: 'default',
      member: '',
    });
  });

  it("reads the names after the first dot as members of the import's export", () => {
    expect(ownComponent('Install.Item', imports)).toEqual({
      entry: '/site/components/Install.tsx',
      exportName: 'Install',
      member: 'Item',
    });
    expect(ownComponent('Chart.Legend.Row', imports)).toMatchObject({ exportName: 'default', member: 'Legend.Row' });
  });

  it("takes the name after a namespace import's as the export, and any further ones as its members", () => {
    expect(ownComponent('NextSteps.Step', imports)).toEqual({
      entry: '/site/components/NextSteps.tsx',
      exportName: 'Step',
      member: '',
    });
    expect(ownComponent('NextSteps.Step.Icon', imports)).toMatchObject({ exportName: 'Step', member: 'Icon' });
  });

  it('is a problem for a namespace import used as a component itself', () => {
    expect(ownComponent('NextSteps', imports)).toEqual({
      problem: 'NextSteps is a whole module (import * as NextSteps): write one of its components, <NextSteps.Name>',
    });
  });

  it('is undefined for a name that starts with no import of the site', () => {
    expect(ownComponent('Tabs', imports)).toBeUndefined();
    expect(ownComponent('Tabs.Tab', imports)).toBeUndefined();
  });
});

describe('ownComponentName', () => {
  it("is a component name whose properties are its members' names, as page code reads them", () => {
    const install = ownComponentName('Install') as ComponentName & Record<string, ComponentName>;
    expect(install).toBeInstanceOf(ComponentName);
    expect(install.name).toBe('Install');
    expect(install.Item).toBeInstanceOf(ComponentName);
    expect(install.Item.name).toBe('Install.Item');
  });
});
