// Issue 17 §1: every English string has a Hindi one. For each namespace (app/locales, routes/locales,
// features/<f>/locales), the Hindi file has exactly the English file's keys, each a non-empty string with
// the same {{placeholders}}; and the Hindi is Hindi (Devanagari), not English copied over.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_SRC, localeDirs } from './locale-dirs.ts';

const dirs = localeDirs('en.ts');

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort();

/** Strings that are the same in every language: the brand, symbols and numbers, codes. */
const sameInBoth = (text: string) =>
  !/[A-Za-z]{3,}/.test(text.replace(/\{\{[^}]*\}\}|<[^>]*>|StayIndia|GSTIN|GST|PAN|PDF|IST|UPI|OTP|ID|English/g, ''));

describe.each(dirs.map((d) => [d.slice(CLIENT_SRC.length + 1), d]))('%s', (_name, dir) => {
  it('has every English key in Hindi, and no other', async () => {
    const en = leaves(((await import(join(dir, 'en.ts'))) as { default: Tree }).default);
    const hi = leaves(((await import(join(dir, 'hi.ts'))) as { default: Tree }).default);
    expect(
      [...hi.keys()].filter((k) => !en.has(k)),
      'keys only in Hindi',
    ).toEqual([]);
    expect(
      [...en.keys()].filter((k) => !hi.has(k)),
      'keys missing in Hindi',
    ).toEqual([]);
  });

  it('keeps placeholders and markup, and is written in Hindi', async () => {
    const en = leaves(((await import(join(dir, 'en.ts'))) as { default: Tree }).default);
    const hi = leaves(((await import(join(dir, 'hi.ts'))) as { default: Tree }).default);
    for (const [key, english] of en) {
      const hindi = hi.get(key) ?? '';
      expect(hindi.trim(), `${key} is empty in Hindi`).not.toBe('');
      expect(placeholders(hindi), `${key}: placeholders`).toEqual(placeholders(english));
      expect(tags(hindi), `${key}: markup`).toEqual(tags(english));
      if (!sameInBoth(english)) expect(hindi, `${key} is not in Devanagari`).toMatch(/[\u0900-\u097F]/);
    }
  });
});

it('finds the namespaces', () => {
  expect(dirs.length).toBeGreaterThanOrEqual(11);
});
