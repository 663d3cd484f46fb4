// `npm run bench:import`: the initial-import part of `npm run bench` alone (the big seller through every
// import stage against the sandbox), on a server of its own. Records under `import`, as the full run does.
import { IMPORT_BAR_S, importSummary, runImportBench } from './import.ts';
import { recordResult } from './results.ts';

const imported = await runImportBench();
recordResult('import', imported);
process.stdout.write(`bench: ${importSummary(imported)}\n`);
if (!imported.withinBar) {
  process.stderr.write(`bench: the import took ${imported.wallSeconds} s, over the ${IMPORT_BAR_S} s bar\n`);
  process.exitCode = 1;
}
// The embedded database's exit hook would otherwise decide the exit code (bench/run.ts does the same).
process.exit(process.exitCode ?? 0);
