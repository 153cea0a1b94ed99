import { show } from './checks';
import { type KnownOption, OPTIONS } from './options';

/** A known option set to a value of the wrong kind. */
interface OptionError {
  key: string;
  message: string;
}

export interface OptionReport {
  errors: OptionError[];
  /** Dotted paths of options nobody reads: each is worth one warning. */
  unknown: string[];
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks every option a config sets against the table of known options.
 *
 * @example
 * checkOptions({ title: 1, plugins: [] })
 * // { errors: [{ key: 'title', message: '"title" must be a string (got 1)' }], unknown: ['plugins'] }
 */
export function checkOptions(user: Record<string, unknown>, options = OPTIONS): OptionReport {
  const report: OptionReport = { errors: [], unknown: [] };
  walk(user, '', options, report);
  return report;
}

function walk(
  value: Record<string, unknown>,
  prefix: string,
  options: Record<string, KnownOption>,
  report: OptionReport,
) {
  for (const [name, child] of Object.entries(value)) {
    if (child === undefined) continue;
    const key = prefix + name;
    const option = options[key];
    if (option) {
      const expected = option.check(child);
      if (expected) report.errors.push({ key, message: `"${key}" must be ${expected} (got ${show(child)})` });
    } else if (Object.keys(options).some((known) => known.startsWith(`${key}.`))) {
      if (isPlain(child)) walk(child, `${key}.`, options, report);
      else report.errors.push({ key, message: `"${key}" must be an object (got ${show(child)})` });
    } else {
      report.unknown.push(key);
    }
  }
}
