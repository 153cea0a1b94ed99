import type { Lang } from '../../shared/types';
import { en, type ShellKey } from './en';
import { zh } from './zh';

/** The shell's strings by language (every string but the search dialog's): the languages we have strings for. */
export const shellStrings: Record<Lang, Partial<Record<ShellKey, string>>> = { en, zh };

/**
 * `t` for the shell's strings, falling back to English in the same way. The page's script looks its strings
 * up here and never through index.ts, whose `t` would bring the search dialog's strings into it.
 *
 * @example
 * shellT('zh', 'outline.title') // '目录'
 */
export function shellT(lang: Lang, key: ShellKey): string {
  return shellStrings[lang]?.[key] ?? en[key];
}
