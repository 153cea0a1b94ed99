import { parse, resolve } from 'node:path';
import { moduleFile } from './resolve-import';

/** One of the config's `markdown.globalComponents`: the name every `.mdx` page knows it by, and its file. */
export interface GlobalComponent {
  name: string;
  /** The module's file (absolute), whose default export is the component. */
  entry: string;
}

/**
 * The config's `markdown.globalComponents` (paths absolute, or relative to the content folder) as the
 * components every `.mdx` page may use without importing them, or the first reason one cannot be. Each is named
 * as Rspress names it: after the last part of its path as written, extension left off and first letter upper
 * case (`components/Hello` and `components/hello.tsx` are `<Hello>`), and may be a file or a folder with an
 * `index` file, found as an import's path is.
 *
 * @example
 * globalComponents(['/site/components/Hello'], '/site/docs')
 * // { components: [{ name: 'Hello', entry: '/site/components/Hello/index.tsx' }] }
 */
export function globalComponents(
  paths: readonly string[],
  contentDir: string,
): { components: GlobalComponent[] } | { problem: string } {
  const components: GlobalComponent[] = [];
  // The path each name came from, for the message naming two paths of one name.
  const named = new Map<string, string>();
  for (const path of paths) {
    const entry = moduleFile(resolve(contentDir, path));
    if (!entry) return { problem: `"${path}" is neither a file nor a folder with an index file` };
    const name = globalComponentName(path);
    if (!/^[A-Z][\w$]*$/.test(name))
      return { problem: `"${path}" would be named <${name}>, which cannot name a component: rename the file` };
    const twin = named.get(name);
    if (twin !== undefined) return { problem: `"${twin}" and "${path}" are both <${name}>` };
    named.set(name, path);
    components.push({ name, entry });
  }
  return { components };
}

/** The name Rspress gives the component of a path: its last part without extension, first letter upper case. */
function globalComponentName(path: string): string {
  const { name } = parse(path);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
