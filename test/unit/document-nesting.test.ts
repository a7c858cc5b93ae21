import { describe, expect, it } from 'vitest';
import { documentNesting } from '../../src/document-nesting.js';

describe('documentNesting', () => {
  it('counts the deepest bracket nesting of selections, arguments and list or object values', () => {
    expect(documentNesting('{ viewer { role } }')).toBe(2);
    expect(documentNesting('query($a: [[Int]]) { events(kinds: ["a"]) { nodes { id } } }')).toBe(3);
    expect(documentNesting(`{ a(v: ${'['.repeat(300)}1${']'.repeat(300)}) }`)).toBe(302);
    expect(documentNesting(`${'{'.repeat(100_000)}`)).toBe(100_000);
  });

  it('ignores brackets inside strings, block strings and comments', () => {
    expect(documentNesting('{ a(s: "{{{[[[(((\\"{{{") }')).toBe(2);
    expect(documentNesting('{ a(s: """ {{{ \\""" [[[ """) }')).toBe(2);
    expect(documentNesting('# {{{{{{\n{ a }')).toBe(1);
    expect(documentNesting('{ a(s: "unterminated {{{ \n {{ }')).toBe(4);
  });
});
