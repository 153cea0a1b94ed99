import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** What the command line asks for, paths resolved against the working directory. */
export type CliCommand =
  | { command: 'build'; contentDir: string; outDir: string; cache: boolean; precompress: boolean; timings: boolean }
  | { command: 'dev'; contentDir: string; port: number; host: string }
  | { command: 'serve'; outDir: string; port: number; host: string }
  | { command: 'init'; dir: string; langs: string[] }
  | { command: 'help' }
  | { command: 'version' };

export const USAGE = `Usage: esmx-docs <command> [options]

Commands:
  init [dir]           start a new site in dir (default docs), which must be empty or missing
  dev [contentDir]     serve the site and update the open pages as files change
  build [contentDir]   build the site into --out (contentDir defaults to content, else docs)
  preview [outDir]     serve a built site (outDir defaults to dist; "serve" is the same)

Options:
  --lang <codes>       init: comma-separated language codes, the first is the default (default en,zh)
  --out <dir>          build: where the site goes (default dist)
  --no-cache           build: render every page afresh, ignoring the build cache
  --precompress        build: write .gz and .br copies of every page too (for hosts that
                       serve precompressed files but do not compress themselves)
  --timings            build: print how long each stage of the build took
  --port <n>           dev, preview: port to listen on (default $PORT, else 4173)
  --host <name>        dev, preview: address to listen on (default 127.0.0.1; the dev
                       server answers requests for this name and for localhost only)
  -v, --version        print the version
  -h, --help           show this help`;

/** A command line we cannot run: the message says why; the CLI prints it with the usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(`esmx-docs: ${message}`);
    this.name = 'UsageError';
  }
}

/** Flags each command takes; `true` means the flag is followed by a value. */
const FLAGS: Record<string, Record<string, boolean>> = {
  init: { '--lang': true },
  build: { '--out': true, '--no-cache': false, '--precompress': false, '--timings': false },
  dev: { '--port': true, '--host': true },
  preview: { '--port': true, '--host': true },
  serve: { '--port': true, '--host': true },
};

/** The languages `init` scaffolds without `--lang`: English (the default) and Chinese. */
const INIT_LANGS = ['en', 'zh'];

/**
 * Reads `esmx-docs` arguments (without `node` and the script).
 *
 * @example
 * parseArgs(['build', 'docs', '--out', 'site'], {}, '/work')
 * // { command: 'build', contentDir: '/work/docs', outDir: '/work/site', cache: true, precompress: false, timings: false }
 */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string): CliCommand {
  if (argv.includes('--help') || argv.includes('-h')) return { command: 'help' };
  if (argv.includes('--version') || argv.includes('-v')) return { command: 'version' };
  const [command, ...rest] = argv;
  if (command === undefined) throw new UsageError('missing command');
  const flags = FLAGS[command];
  if (!flags) throw new UsageError(`unknown command "${command}"`);

  const values = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('-')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    if (!(name in flags)) throw new UsageError(`unknown option ${name} for ${command}`);
    if (!flags[name]) {
      if (inline !== undefined) throw new UsageError(`${name} takes no value`);
      values.set(name, true);
      continue;
    }
    const value = inline ?? rest[++i];
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('-')))
      throw new UsageError(`${name} needs a value`);
    values.set(name, value);
  }
  if (positional.length > 1) throw new UsageError(`${command} takes one folder, got ${positional.join(' ')}`);

  const folder = positional[0];
  // `init` makes docs/ (Rspress's name too), this project keeps content/: without a folder, the first that is there.
  const contentDir = () =>
    resolve(
      cwd,
      folder ?? (existsSync(resolve(cwd, 'content')) || !existsSync(resolve(cwd, 'docs')) ? 'content' : 'docs'),
    );
  const port = () => parsePort(values.get('--port'), env.PORT);
  const host = () => parseHost(values.get('--host'));
  if (command === 'build')
    return {
      command,
      contentDir: contentDir(),
      outDir: resolve(cwd, (values.get('--out') as string | undefined) ?? 'dist'),
      cache: !values.has('--no-cache'),
      precompress: values.has('--precompress'),
      timings: values.has('--timings'),
    };
  if (command === 'init') {
    const lang = values.get('--lang') as string | undefined;
    const langs = lang === undefined ? INIT_LANGS : lang.split(',').map((code) => code.trim());
    return { command, dir: resolve(cwd, folder ?? 'docs'), langs };
  }
  if (command === 'dev') return { command, contentDir: contentDir(), port: port(), host: host() };
  // `preview` is the name Rspress and VitePress users know; `serve` stays for scripts written before it.
  return { command: 'serve', outDir: resolve(cwd, folder ?? 'dist'), port: port(), host: host() };
}

/** `--host`: a name or an IP address as `listen` takes it (`::1`, not `[::1]`); 127.0.0.1 when not given. */
function parseHost(flag: string | true | undefined): string {
  if (typeof flag !== 'string') return '127.0.0.1';
  if (!/^[\w.-]+$|^[\da-f:]*:[\da-f:.]*$/i.test(flag))
    throw new UsageError(`--host must be a host name or an IP address, got "${flag}"`);
  return flag;
}

/** `--port` wins over `PORT`; 4173 when neither is set. */
function parsePort(flag: string | true | undefined, env: string | undefined): number {
  const [text, source] = typeof flag === 'string' ? [flag, '--port'] : [env, 'PORT'];
  if (text === undefined || text === '') return 4173;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`${source} must be a port number (0-65535), got "${text}"`);
  return port;
}
