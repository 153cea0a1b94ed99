import { ConfigError } from './config/load-config';
import { ContentError, type ContentProblem, formatProblem } from './errors';
import { OutputFolderError } from './output-folder';

type Print = (line: string) => void;

/**
 * Prints what is worth a look but stops nothing, one `esmx-docs: warning:` line each: the config's
 * warnings (already text) and the build's (a content problem, shown as `file:line: message`).
 *
 * @example
 * printWarnings(['site.config.ts: unknown option "titel" is ignored'], console.warn);
 */
export function printWarnings(warnings: readonly (string | ContentProblem)[], print: Print): void {
  printWarningLines(warnings, print);
  printHints(warnings, print);
}

function printWarningLines(warnings: readonly (string | ContentProblem)[], print: Print): void {
  for (const warning of warnings)
    print(`esmx-docs: warning: ${typeof warning === 'string' ? warning : formatProblem(warning)}`);
}

/**
 * Prints the hints the problems carry, one `esmx-docs: hint:` line each however many problems carry it, in the
 * order they first come: what explains a kind of problem is said once, after the problems it explains.
 */
function printHints(problems: readonly (string | ContentProblem)[], print: Print): void {
  const hints = new Set(problems.flatMap((p) => (typeof p !== 'string' && p.hint ? [p.hint] : [])));
  for (const hint of hints) print(`esmx-docs: hint: ${hint}`);
}

/** Prints content problems one `esmx-docs: file:line: message` line each (a page the dev server rendered alone). */
export function printProblems(problems: readonly ContentProblem[], print: Print): void {
  for (const problem of problems) print(`esmx-docs: ${formatProblem(problem)}`);
}

/**
 * Prints the error a command stops on. The problems we explain (a config, content or output folder
 * that cannot be used) print their message alone, which names each file:line, after the build's warnings
 * so far (and, when pages lack translations, the option that lets them); anything else is a fault of ours
 * and prints whole, its stack included.
 */
export function printFailure(
  error: unknown,
  print: (error: unknown) => void = console.error,
  warn: Print = console.warn,
): void {
  if (error instanceof ContentError) printWarningLines(error.warnings, warn);
  print(isExplained(error) ? error.message : error);
  if (error instanceof ContentError) printHints([...error.problems, ...error.warnings], print);
  if (error instanceof ContentError && error.problems.some((p) => /^has no \S+ translation: /.test(p.message)))
    print('esmx-docs: to build pages without a translation, set "requireTranslations: false" in the site config');
}

function isExplained(error: unknown): error is Error {
  return error instanceof ContentError || error instanceof ConfigError || error instanceof OutputFolderError;
}
