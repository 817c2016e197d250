/**
 * No block of code is copied and pasted: jscpd (configured in .jscpd.json: the non-test sources of apps/, libs/
 * and tools/, import statements left out) finds no identical blocks of at least 6 lines, and 25 tokens in scripts
 * or 50 in stylesheets, whose declarations are several tokens each and repeat in short runs (a muted small note:
 * margin, colour, size) with nothing to extract. The clones still waiting in areas not yet cleaned up are listed
 * in KNOWN by file pair; the list may only shrink, so a clone that is not on it fails, and so does a listed clone
 * that is gone (remove its entry).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace-projects';

/** One clone as `first <-> second`, the two files relative to the workspace root, in sorted order. */
const KNOWN: readonly string[] = [];

interface Fragment {
  name: string;
  start: number;
  end: number;
}
interface Clone {
  format: string;
  lines: number;
  tokens: number;
  firstFile: Fragment;
  secondFile: Fragment;
}

const file = (fragment: Fragment) => relative(workspaceRoot, fragment.name).split('\\').join('/');
const pairOf = (clone: Clone) => [file(clone.firstFile), file(clone.secondFile)].sort().join(' <-> ');
const where = (fragment: Fragment) => `${file(fragment)}:${fragment.start}-${fragment.end}`;
const describeClone = (clone: Clone) =>
  `${where(clone.firstFile)} = ${where(clone.secondFile)} (${clone.lines} lines, ${clone.tokens} tokens)`;

/** What is in `list` beyond `other`, counting repeats (a pair may hold several clones). */
function beyond(list: readonly string[], other: readonly string[]): string[] {
  const left = [...other];
  return list.filter((entry) => {
    const index = left.indexOf(entry);
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
}

/** The two runs of jscpd: scripts with the config's minimum, stylesheets with their own. */
const RUNS: readonly (readonly string[])[] = [
  ['--format', 'typescript,tsx,javascript'],
  ['--format', 'css', '--min-tokens', '50'],
];

let output: string;
let clones: Clone[];
beforeAll(() => {
  output = mkdtempSync(join(tmpdir(), 'jscpd-'));
  clones = RUNS.flatMap((options, index) => {
    const reports = join(output, String(index));
    execFileSync(
      process.execPath,
      [
        join(workspaceRoot, 'node_modules/jscpd/run-jscpd.js'),
        '--config',
        '.jscpd.json',
        ...options,
        '--reporters',
        'json,silent',
        '--output',
        reports,
        '--absolute',
        '--no-tips',
        '--no-colors',
      ],
      { cwd: workspaceRoot, stdio: 'pipe', env: { ...process.env, JSCPD_NO_TIPS: '1' } },
    );
    return (JSON.parse(readFileSync(join(reports, 'jscpd-report.json'), 'utf8')) as { duplicates: Clone[] }).duplicates;
  });
});
afterAll(() => rmSync(output, { recursive: true, force: true }));

describe('copy and paste', () => {
  it('finds no identical blocks beyond the known list', () => {
    const fresh = beyond(clones.map(pairOf), KNOWN);
    const report = clones.filter((clone) => fresh.includes(pairOf(clone))).map(describeClone);
    expect(report, 'extract the shared code instead of copying it').toEqual([]);
  });

  it('lists only clones that still exist, so the known list only shrinks', () => {
    expect(beyond(KNOWN, clones.map(pairOf)), 'remove these entries from KNOWN').toEqual([]);
  });

  it('keeps the known list sorted', () => {
    expect([...KNOWN].sort()).toEqual(KNOWN);
  });
});
