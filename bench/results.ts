// The recorded figures of every benchmark: results/latest.json holds the newest figures of each one (the
// server load bench at the top level, the web bench under `web`), results/history.jsonl one line per run.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const LATEST = `${RESULTS_DIR}latest.json`;

export function machineInfo() {
  return { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version };
}

function readLatest(): Record<string, unknown> {
  if (!existsSync(LATEST)) return {};
  try {
    return JSON.parse(readFileSync(LATEST, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Writes one run's record: its top-level keys replace those in latest.json and the others stay, so one
 * bench does not erase another's figures. `key` nests the record (with its time and machine) under it.
 */
export function recordResult(key: string | null, figures: Record<string, unknown>): void {
  const record =
    key === null ? figures : { [key]: { at: new Date().toISOString(), machine: machineInfo(), ...figures } };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(LATEST, `${JSON.stringify({ ...readLatest(), ...record }, null, 2)}\n`);
  appendFileSync(`${RESULTS_DIR}history.jsonl`, `${JSON.stringify(record)}\n`);
}
