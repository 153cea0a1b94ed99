import {
  applyColorReplacements,
  resolveColorReplacements,
  type ShikiTransformer,
  type ThemeRegistrationResolved,
} from 'shiki';

/**
 * A light and a dark theme that share their rules (GitHub's pair: the same scopes and font styles in two
 * palettes) as one theme, so shiki runs a block's grammar once instead of once per theme: the grammar
 * pass is most of a cold build's highlighting time.
 *
 * Each distinct (light, dark) colour pair of a rule gets a stand-in colour of its own in `theme`; since
 * both themes pick the same rule for every token, a token's stand-in names both of its colours, and
 * tokens split exactly where either theme's colour changes. `transformer` turns stand-ins back into what
 * shiki's two-theme output has: the light colour, plus `--shiki-dark` for the dark one.
 */
export interface ThemePair {
  theme: ThemeRegistrationResolved;
  /** For `codeToHtml(code, { themes: { light: theme.name }, transformers: [transformer] })`. */
  transformer: ShikiTransformer;
}

type Replacements = Record<string, string | Record<string, string>>;

/**
 * Pairs `light` and `dark` (as `highlighter.getTheme` returns them).
 *
 * @throws when the two themes do not share their rules: no single theme can then stand for both.
 */
export function pairThemes(
  light: ThemeRegistrationResolved,
  dark: ThemeRegistrationResolved,
  colorReplacements: Replacements,
): ThemePair {
  const name = `${light.name}+${dark.name}`;
  const replaced = (theme: ThemeRegistrationResolved) => {
    const replacements = resolveColorReplacements(theme, { colorReplacements });
    return (color: string) => applyColorReplacements(color, replacements) ?? color;
  };
  const [lightColor, darkColor] = [replaced(light), replaced(dark)];

  /** Stand-in colour → [light, dark], as shiki writes token colours (upper case, then replaced). */
  const pairs = new Map<string, [string, string]>();
  const standIns = new Map<string, string>();
  const standIn = (lightValue: string, darkValue: string): string => {
    const key = `${lightValue}\0${darkValue}`;
    let color = standIns.get(key);
    if (!color) {
      color = `#${(standIns.size + 1).toString(16).padStart(6, '0').toUpperCase()}`;
      standIns.set(key, color);
      pairs.set(color, [lightColor(lightValue.toUpperCase()), darkColor(darkValue.toUpperCase())]);
    }
    return color;
  };

  if (light.settings.length !== dark.settings.length) throw notPaired(name, 'they have different numbers of rules');
  const settings = light.settings.map((rule, i) => {
    const other = dark.settings[i];
    if (
      JSON.stringify(rule.scope) !== JSON.stringify(other.scope) ||
      rule.settings.fontStyle !== other.settings.fontStyle
    )
      throw notPaired(name, `rule ${i} differs in scope or font style`);
    const paired = { ...rule.settings };
    for (const key of ['foreground', 'background'] as const) {
      const [a, b] = [rule.settings[key], other.settings[key]];
      if ((a === undefined) !== (b === undefined)) throw notPaired(name, `rule ${i} sets ${key} in one theme only`);
      if (a !== undefined && b !== undefined) paired[key] = standIn(a, b);
    }
    return { ...rule, settings: paired };
  });
  const theme: ThemeRegistrationResolved = {
    ...light,
    name,
    fg: standIn(light.fg, dark.fg),
    bg: standIn(light.bg, dark.bg),
    settings,
    colorReplacements: {},
  };

  // The root colours as shiki's two-theme output writes them: the light one, then the dark as a variable.
  const rootStyle = [
    `background-color:${lightColor(light.bg)}`,
    `--shiki-dark-bg:${darkColor(dark.bg)}`,
    `color:${lightColor(light.fg)}`,
    `--shiki-dark:${darkColor(dark.fg)}`,
  ].join(';');
  const transformer: ShikiTransformer = {
    name: 'esmx-docs:theme-pair',
    tokens(lines) {
      for (const line of lines) {
        for (const token of line) {
          if (!token.htmlStyle || typeof token.htmlStyle === 'string') continue;
          const lightStyle: Record<string, string> = {};
          const darkStyle: Record<string, string> = {};
          for (const [key, value] of Object.entries(token.htmlStyle)) {
            if (key === 'color') {
              const pair = pairs.get(value);
              if (!pair) throw new Error(`markdown: no colour pair for ${value} in ${name}`);
              lightStyle.color = pair[0];
              darkStyle['--shiki-dark'] = pair[1];
            } else {
              // Font styles: the same in both themes, as a variable per theme ('--shiki-light-font-style').
              lightStyle[key] = value;
              darkStyle[key.replace(/^--shiki-light-/, '--shiki-dark-')] = value;
            }
          }
          token.htmlStyle = { ...lightStyle, ...darkStyle };
        }
      }
    },
    pre(node) {
      node.properties.class = `shiki shiki-themes ${light.name} ${dark.name}`;
      node.properties.style = rootStyle;
    },
  };
  return { theme, transformer };
}

function notPaired(name: string, why: string): Error {
  return new Error(`markdown: cannot highlight with ${name} as one theme: ${why}`);
}
