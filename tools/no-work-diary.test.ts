/**
 * The documents and the code's comments describe the product, not how it was worked on: no numbered work sessions,
 * measuring occasions, the machine's load or work periods, no measurements dated like a diary ("(27 Nov)", "On 26 Nov, 18:00"), no
 * issue numbers, and no paths outside the repository. Scans tracked files only (git ls-files), so scratch files
 * nobody committed do not count: every Markdown document whole, and the comments of the source files of apps/,
 * libs/ and tools/ (string literals are left alone: a test may well use a date or a temporary folder).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace-projects';

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';

// The words this test forbids, put together here so that this file does not itself read as a diary.
const OCCASION_WORD = ['sit', 'ting'].join('');
const LOAD_AVERAGE = ['load', 'average'].join(' ');
const SESSION = ['sess', 'ion'].join('');

/** What a diary says, with the reason the finding gives. */
const DIARY: readonly (readonly [RegExp, string])[] = [
  [/\bsessions? \d+\b/i, 'a numbered work session'],
  [new RegExp(`\\b${OCCASION_WORD}s?\\b`, 'i'), `a ${OCCASION_WORD}`],
  [new RegExp(`\\b${LOAD_AVERAGE}\\b`, 'i'), `the ${LOAD_AVERAGE} of a working machine`],
  [/\bwork(?:ing)? periods?\b/i, 'a work period'],
  [new RegExp(`\\(\\d{1,2} ${MONTH}\\)`), 'a date in diary form'],
  [new RegExp(`\\b[Oo]n \\d{1,2} ${MONTH}\\b(?! \\d{4})`), 'a date in diary form'],
  [new RegExp(`\\b\\d{1,2} ${MONTH},? \\d{1,2}:\\d{2}\\b`), 'a dated measurement'],
  [/\bissues? \d+\b/i, 'an issue number'],
  [/(?:^|[\s`'"(])\/work\//, 'a path outside the repository'],
  [/\.\.\/shared\b/, 'a folder beside the repository'],
];

/** Findings of `text`: one per line and pattern, as `line: reason: the line`. */
function diaryFindings(text: string, firstLine = 1): string[] {
  const findings: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [pattern, reason] of DIARY) {
      if (pattern.test(line)) findings.push(`${firstLine + index}: ${reason}: ${line.trim().slice(0, 140)}`);
    }
  });
  return findings;
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The comments of a TypeScript or JavaScript file, each with the line it starts on. */
function scriptComments(path: string, text: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const seen = new Map<number, { line: number; text: string }>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (!seen.has(range.pos)) seen.set(range.pos, { line: lineOf(text, range.pos), text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([, comment]) => comment);
}

/** The comments of a stylesheet or a shell script. */
function otherComments(path: string, text: string): { line: number; text: string }[] {
  const pattern = path.endsWith('.css') ? /\/\*[\s\S]*?\*\//g : /(?:^|\s)#(?!!).*$/gm;
  return [...text.matchAll(pattern)].map((match) => ({ line: lineOf(text, match.index), text: match[0] }));
}

const SCRIPT = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;
const OTHER = /\.(css|sh)$/;
const DOCUMENT = /\.(md|mdx)$/;
/** This file names every pattern it looks for. */
const THIS_FILE = 'tools/no-work-diary.test.ts';

function tracked(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: workspaceRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((path) => path !== '' && path !== THIS_FILE && !path.includes('node_modules/') && existsSync(join(workspaceRoot, path)));
}

describe('the documents and comments describe the product, not how it was worked on', () => {
  const files = tracked();

  it('Markdown documents (README.md, docs/, libs/ui) hold no diary', () => {
    const findings = files
      .filter((path) => DOCUMENT.test(path))
      .flatMap((path) => diaryFindings(readFileSync(join(workspaceRoot, path), 'utf8')).map((finding) => `${path}:${finding}`));
    expect(findings).toEqual([]);
  });

  it('comments in apps/, libs/ and tools/ hold no diary', () => {
    const findings = files
      .filter((path) => /^(apps|libs|tools)\//.test(path) && (SCRIPT.test(path) || OTHER.test(path)))
      .flatMap((path) => {
        const text = readFileSync(join(workspaceRoot, path), 'utf8');
        const comments = SCRIPT.test(path) ? scriptComments(path, text) : otherComments(path, text);
        return comments.flatMap((comment) => diaryFindings(comment.text, comment.line).map((finding) => `${path}:${finding}`));
      });
    expect(findings).toEqual([]);
  });
});

describe('the diary check itself', () => {
  // Spelled in two parts, so that the documentation check (tools/docs-references.test.ts) does not take these
  // cases for citations.
  const beside = ['..', 'shared'].join('/');

  it('finds a numbered session, a measuring occasion, the machine load, a diary date, an issue number and outside paths', () => {
    const text = [
      `On 27 Nov (${SESSION} 20), quiet machine (${LOAD_AVERAGE} 1.6), one run:`,
      `A second ${OCCASION_WORD} at 12:13 (27 Nov); measured 26 Nov, 10:40 for issue 21.`,
      `See /work/shared/notes and ${beside}/notes.`,
    ].join('\n');
    const reasons = diaryFindings(text).map((finding) => finding.split(': ')[1]);
    expect(reasons).toEqual([
      'a numbered work session',
      `the ${LOAD_AVERAGE} of a working machine`,
      'a date in diary form',
      `a ${OCCASION_WORD}`,
      'a date in diary form',
      'a dated measurement',
      'an issue number',
      'a path outside the repository',
      'a folder beside the repository',
    ]);
  });

  it('leaves the product alone: a PIN session, dates a page shows, Lighthouse issues, /tmp in code', () => {
    const text = [
      'A PIN session has counter powers only; the session cookie lasts 7 days.',
      'Shown as "Fri 27 Nov" on the kiosk and "31 Mar 2027" on the coins page; instalment 5 was due 31 May.',
      'Headless Chromium may hold the first frame (Lighthouse issue #17148). Output goes to /tmp/lhr.',
    ].join('\n');
    expect(diaryFindings(text)).toEqual([]);
  });

  it('reads comments, not strings, out of a script', () => {
    const code = `// see ${beside}/notes\nconst when = 'On 27 Nov';\n/** ${SESSION} 12 */\nexport const x = when;\n`;
    expect(scriptComments('x.ts', code).map((comment) => [comment.line, comment.text])).toEqual([
      [1, `// see ${beside}/notes`],
      [3, `/** ${SESSION} 12 */`],
    ]);
  });
});
