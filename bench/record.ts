/**
 * How a suite hands its figures to the runner: one JSON file per suite in bench/results/ (ignored
 * by git), which bench/run.mjs prints as tables and merges into bench/results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A table as printed: header cells and rows of already formatted cells. */
export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
}

/** One of the figures we aim at (bench/README.md), and whether this run reached it (null: not measured). */
export interface Target {
  name: string;
  value: number | null;
  limit: number;
  unit: 'µs' | 'ms' | 's' | 'MB' | 'KB' | '%' | '×' | 'files';
  ok: boolean | null;
}

export interface SuiteReport {
  /** File name stem of the suite (`query-latency`). */
  suite: string;
  tables: Table[];
  targets?: Target[];
  /** Caveats worth printing under the tables. */
  notes?: string[];
  /** The raw figures, for the JSON (times in ms, sizes in bytes). */
  data: unknown;
}

const RESULTS_DIR = join(process.cwd(), 'bench/results');

/** Makes a target entry; `value` is in `unit`, null when it could not be measured. */
export function target(name: string, value: number | null, limit: number, unit: Target['unit']): Target {
  return { name, value, limit, unit, ok: value === null ? null : value <= limit };
}

/** Writes a suite's report for the runner to pick up. */
export function record(report: SuiteReport): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${report.suite}.tmp.json`), JSON.stringify(report, null, 2));
}
