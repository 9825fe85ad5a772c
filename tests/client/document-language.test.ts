// <html lang> at start-up: the server writes it, and the app leaves it alone when it agrees. Writing the same
// value again made Chromium recompute the style of every element of the server-rendered page (its
// :lang() invalidation), a 50-140 ms task on a city list (unthrottled, on the CI machine) before the app could answer a tap.
import { afterEach, describe, expect, it } from 'vitest';
import { setDocumentLanguage } from '../../client/src/lib/i18n.ts';

/** The attribute writes on <html> while `act` runs (a write counts even when the value is unchanged). */
function langWrites(act: () => void): string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  act();
  const records = observer.takeRecords();
  observer.disconnect();
  return records.map(() => document.documentElement.lang);
}

afterEach(() => {
  document.documentElement.lang = 'en-IN';
});

describe('setDocumentLanguage', () => {
  it('does not touch <html lang> when the server already wrote the language', () => {
    document.documentElement.lang = 'en-IN';
    expect(langWrites(() => setDocumentLanguage('en'))).toEqual([]);
    document.documentElement.lang = 'hi';
    expect(langWrites(() => setDocumentLanguage('hi'))).toEqual([]);
  });

  it('writes the new language once when it changes', () => {
    document.documentElement.lang = 'en-IN';
    expect(langWrites(() => setDocumentLanguage('hi'))).toEqual(['hi']);
    expect(document.documentElement.lang).toBe('hi');
    expect(langWrites(() => setDocumentLanguage('en'))).toEqual(['en-IN']);
  });
});
