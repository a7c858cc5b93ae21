import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The front page and docs/ link into each other and into the code; a link that goes nowhere is a
// broken promise to the reader. This checks every relative link and #anchor of README.md,
// CONTRIBUTING.md and docs/*.md, as GitHub would resolve them.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const README_MAX_LINES = 250;

/**
 * Files another branch is writing: a link to one is accepted while it does not exist here, and
 * checked like any other once it does. Empty this list when they have landed.
 */
const WRITTEN_ELSEWHERE = new Set<string>();

function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', 'CONTRIBUTING.md', ...docs.sort()].filter((file) => existsSync(join(ROOT, file)));
}

/** Text outside fenced code blocks, line by line (a fenced line becomes empty, so line numbers hold). */
function outsideFences(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      return '';
    }
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      return '';
    }
    return line;
  });
}

/** GitHub's heading anchor: lowercase, punctuation removed (not hyphens or underscores), each space a hyphen. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a file offers: its ATX headings (repeats get -1, -2, …) and explicit id/name attributes. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of outsideFences(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) found.add(match[1]!);
  }
  return found;
}

interface Link {
  line: number;
  target: string;
}

/** Inline links and images `[text](target)` and reference definitions `[name]: target`, outside code. */
function links(markdown: string): Link[] {
  const found: Link[] = [];
  outsideFences(markdown).forEach((raw, index) => {
    const line = raw.replace(/(`+)[^`]*?\1/g, '');
    for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
      found.push({ line: index + 1, target: match[1]!.replace(/^<|>$/g, '') });
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line)?.[1];
    if (definition) found.push({ line: index + 1, target: definition.replace(/^<|>$/g, '') });
  });
  return found;
}

/** What is wrong with one link of `file` (a path from the repository root), or null. */
function problem(file: string, link: Link, root = ROOT): string | null {
  const { target } = link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const [pathPart = '', anchor] = target.split('#', 2) as [string, string | undefined];
  const where = `${file}:${link.line}: ${target}`;
  let targetFile = file;
  if (pathPart !== '') {
    const absolute = pathPart.startsWith('/') ? join(root, pathPart) : resolve(root, dirname(file), decodeURIComponent(pathPart));
    targetFile = relative(root, absolute);
    if (targetFile.startsWith('..')) return `${where} leaves the repository`;
    if (!existsSync(absolute)) return WRITTEN_ELSEWHERE.has(targetFile) ? null : `${where}: no such file`;
    if (anchor !== undefined && statSync(absolute).isDirectory()) return `${where}: an anchor on a directory`;
  }
  if (anchor === undefined || !targetFile.endsWith('.md')) return null;
  if (anchor === '') return `${where}: an empty anchor`;
  const offered = anchors(readFileSync(join(root, targetFile), 'utf8'));
  return offered.has(decodeURIComponent(anchor).toLowerCase()) ? null : `${where}: no heading of ${targetFile} has this anchor`;
}

/** Plain mentions of a page under docs/ ("see docs/scaling.md"), which readers follow as if they were links. */
function docMentions(markdown: string): Link[] {
  const found: Link[] = [];
  markdown.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w./-]|\]\()docs\/[\w.-]+\.md\b/g)) found.push({ line: index + 1, target: match[0] });
  });
  return found;
}

describe('documentation links', () => {
  it('reads GitHub anchors and links the way GitHub does', () => {
    expect(slug('Citus: one organization per worker')).toBe('citus-one-organization-per-worker');
    expect(slug('Issue 11: batches, one busy organization, a lighter request path')).toBe(
      'issue-11-batches-one-busy-organization-a-lighter-request-path',
    );
    expect(slug('The `ledgerEvents` stream & [its limits](live.md)')).toBe('the-ledgerevents-stream--its-limits');
    expect(slug('token_cache in 2 s')).toBe('token_cache-in-2-s');
    expect([...anchors('# A\n## A\n```\n# Not a heading\n```\n### B ###\n<a id="x"></a>')]).toEqual(['a', 'a-1', 'b', 'x']);
    expect(links('[a](b.md) `[c](d.md)` ![e](f.png "t") [g](<h i.md#j>)\n```\n[k](l.md)\n```\n[m]: n.md')).toEqual([
      { line: 1, target: 'b.md' },
      { line: 1, target: 'f.png' },
      { line: 1, target: 'h i.md#j' },
      { line: 5, target: 'n.md' },
    ]);
  });

  it('names the file, line and link of a missing file or a missing anchor', () => {
    expect(problem('docs/api.md', { line: 3, target: 'nowhere.md' })).toBe('docs/api.md:3: nowhere.md: no such file');
    expect(problem('README.md', { line: 9, target: '#no-such-heading' })).toBe(
      'README.md:9: #no-such-heading: no heading of README.md has this anchor',
    );
    expect(problem('README.md', { line: 9, target: 'docs/api.md#no-such-heading' })).toBe(
      'README.md:9: docs/api.md#no-such-heading: no heading of docs/api.md has this anchor',
    );
    expect(problem('README.md', { line: 1, target: 'https://example.com/#anything' })).toBeNull();
    expect(problem('README.md', { line: 1, target: 'src/config.ts' })).toBeNull();
  });

  it('README.md, CONTRIBUTING.md and docs/*.md link only to files and headings that exist', () => {
    const problems: string[] = [];
    for (const file of markdownFiles()) {
      const markdown = readFileSync(join(ROOT, file), 'utf8');
      for (const link of links(markdown)) {
        const found = problem(file, link);
        if (found) problems.push(found);
      }
      for (const mention of docMentions(markdown)) {
        if (!existsSync(join(ROOT, mention.target)))
          problems.push(`${file}:${mention.line}: mentions ${mention.target}, which does not exist`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(`README.md is a front page: at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines, `README.md has ${lines} lines; move detail into docs/`).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
