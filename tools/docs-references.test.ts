/**
 * Every citation of the project's documents points at something a fresh clone holds: `docs/<file>.md §n` needs a
 * `## n.` heading in that file, `docs/<file>.md "Heading"` a heading containing that text. And nothing cites the
 * design documents that used to sit outside the repository. Scans the tracked text files of apps/, libs/, tools/
 * and docs/, the README and the root ESLint configuration.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './workspace-projects';

const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|css|json|md|mdx|html|yml|yaml|sh)$/;
const SCANNED = /^(apps|libs|tools|docs)\/|^README\.md$|^\.eslintrc\.json$/;

/** The old documents, spelled so that this file does not cite them itself. */
const OLD_DOCUMENTS = ['SPEC', 'ARCHITECTURE', 'STYLE', 'TOOLCHAIN'].map((name) => `${name}.md`);
// A quoted module path (an import from the storefront's src/shared) is code, not a folder beside the repository.
const OLD_CITATION = new RegExp(`\\b(?:${OLD_DOCUMENTS.map((doc) => doc.replace('.', '\\.')).join('|')})\\b|(?<!['"\`](?:\\.\\./)*)\\.\\./${'shared'}\\b`);

/** `docs/x.md`, then optionally `§n` (and more `, §m`) or a quoted heading (`"Heading"`, `, "Heading"`). */
const CITATION = /(?<![\w./-])docs\/([a-z0-9-]+\.md)\b(?:,?[ \t]*"([^"\n]+)"|[ \t]*((?:§[ \t]?\d+)(?:(?:,|,? and|,? or)[ \t]*§[ \t]?\d+)*))?/g;

interface Citation {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly doc: string;
  readonly heading?: string;
  readonly sections: readonly number[];
}

function citationsIn(file: string, content: string): Citation[] {
  const found: Citation[] = [];
  content.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(CITATION)) {
      const [text, doc, heading, sectionList] = match;
      const sections = sectionList ? [...sectionList.matchAll(/§[ \t]?(\d+)/g)].map((m) => Number(m[1])) : [];
      found.push({ file, line: index + 1, text, doc: doc ?? '', heading, sections });
    }
  });
  return found;
}

/** The headings of a Markdown document, without their `#` marks. */
function headingsOf(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#{1,6} /, '').trim());
}

/** Why a citation does not resolve against the documents (`docs` maps `behaviour.md` to its text), or null. */
function problemWith(citation: Citation, docs: ReadonlyMap<string, string>): string | null {
  const markdown = docs.get(citation.doc);
  if (markdown === undefined) return `docs/${citation.doc} does not exist`;
  const headings = headingsOf(markdown);
  for (const section of citation.sections) {
    if (!headings.some((heading) => heading.startsWith(`${section}. `))) return `docs/${citation.doc} has no "## ${section}." section`;
  }
  if (citation.heading !== undefined && !headings.some((heading) => heading.includes(citation.heading ?? ''))) {
    return `docs/${citation.doc} has no heading containing "${citation.heading}"`;
  }
  return null;
}

/** This file holds broken citations on purpose, as cases of the check below. */
const THIS_FILE = 'tools/docs-references.test.ts';

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: workspaceRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed
    .split('\0')
    .filter((path) => path !== THIS_FILE && SCANNED.test(path) && TEXT_FILE.test(path) && existsSync(join(workspaceRoot, path)));
}

function loadDocs(): Map<string, string> {
  const docs = new Map<string, string>();
  for (const path of trackedTextFiles().filter((p) => /^docs\/[^/]+\.md$/.test(p))) {
    docs.set(path.slice('docs/'.length), readFileSync(join(workspaceRoot, path), 'utf8'));
  }
  return docs;
}

describe('citations of the documents', () => {
  it('resolve: a §n names a numbered section and a quoted heading a heading of that document', () => {
    const docs = loadDocs();
    const broken: string[] = [];
    for (const file of trackedTextFiles()) {
      for (const citation of citationsIn(file, readFileSync(join(workspaceRoot, file), 'utf8'))) {
        const problem = problemWith(citation, docs);
        if (problem) broken.push(`${citation.file}:${citation.line} ${citation.text}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('never name the design documents that lived outside the repository', () => {
    const offenders: string[] = [];
    for (const file of trackedTextFiles()) {
      readFileSync(join(workspaceRoot, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (OLD_CITATION.test(line)) offenders.push(`${file}:${index + 1} ${line.trim().slice(0, 120)}`);
        });
    }
    expect(offenders).toEqual([]);
  });

  it('behaviour.md keeps the nine numbered sections the code cites, in order', () => {
    const numbered = headingsOf(loadDocs().get('behaviour.md') ?? '')
      .map((heading) => /^(\d+)\. /.exec(heading)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number);
    expect(numbered.slice(0, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('the citation check itself', () => {
  const docs = new Map([['behaviour.md', '# B\n## 1. What it does\n## 2. Screens\n'], ['architecture.md', '## Decisions\n### Timeslot\n']]);
  const check = (text: string) => citationsIn('x.ts', text).map((c) => problemWith(c, docs));

  it('accepts a section, a list of sections and a heading that exist', () => {
    expect(check('// docs/behaviour.md §1, §2 and docs/architecture.md, "Timeslot"; docs/architecture.md')).toEqual([null, null, null]);
  });

  it('refuses a missing file, a missing section and a missing heading', () => {
    expect(check('docs/spec.md §1')).toEqual(['docs/spec.md does not exist']);
    expect(check('docs/behaviour.md §2 and §3')).toEqual(['docs/behaviour.md has no "## 3." section']);
    expect(check('docs/architecture.md "Payments"')).toEqual(['docs/architecture.md has no heading containing "Payments"']);
  });

  it('leaves alone a docs folder inside a project and other extensions', () => {
    expect(citationsIn('x.ts', 'libs/ui/src/docs/tokens.mdx and ./docs/notes.md and docs/behaviour.mdx')).toEqual([]);
  });

  it('takes a quotation after a colon as a quotation, not as a heading', () => {
    expect(citationsIn('x.ts', 'docs/architecture.md: "shows the notice"')[0]?.heading).toBeUndefined();
  });

  it('recognises the old documents and the folder beside the repository', () => {
    expect(OLD_CITATION.test(`see ${OLD_DOCUMENTS[0]} §4`)).toBe(true);
    expect(OLD_CITATION.test(`(see ../${'shared'}/notes)`)).toBe(true);
    expect(OLD_CITATION.test(`import { useAppDispatch } from '../../${'shared'}/hooks';`)).toBe(false);
    expect(OLD_CITATION.test('see docs/behaviour.md §4')).toBe(false);
  });
});
