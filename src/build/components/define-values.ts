import { transformSync } from 'esbuild';

/**
 * Why esbuild would refuse one entry of the config's `define` (a global's name → the code it stands for), if
 * it would: the name must be an identifier or a member path (`process.env.API`), the code a JavaScript literal
 * (what `JSON.stringify('chrome')` gives) or such a name. Asked when the config loads, so that a bad entry is
 * one problem at the option's line rather than a failure of every component that is bundled.
 *
 * @example defineProblem('BROWSER_TYPE', 'chrome()') // 'Invalid define value (must be an entity name or JS literal): chrome()'
 */
export function defineProblem(name: string, code: string): string | undefined {
  try {
    transformSync('', { define: { [name]: code } });
    return undefined;
  } catch (error) {
    return (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? String(error);
  }
}
