// A namespace whose Hindi is loaded before its code (a Hindi page restoring the namespaces the server
// used, before the screen's chunk has come) still shows its English words after a switch to English: the
// English strings its code registers are merged in, not skipped because the fallback left an empty bundle.
import { afterEach, describe, expect, it } from 'vitest';
import { addNamespace, i18n } from '../../client/src/lib/i18n.ts';

/** i18n.t for namespaces that exist only in this test (its keys are typed for the app's namespaces). */
const say = (key: string, options: Record<string, unknown>) =>
  (i18n.t as unknown as (k: string, o: Record<string, unknown>) => string)(key, options);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('addNamespace', () => {
  it('registers English strings for a namespace the backend already answered with nothing', async () => {
    await i18n.changeLanguage('hi');
    // The backend answers English with {} for a namespace whose code has not loaded.
    await i18n.loadNamespaces('late-screen');
    expect(i18n.hasResourceBundle('en', 'late-screen')).toBe(true);

    addNamespace('late-screen', { title: 'Hotels in {{city}}' });
    await i18n.changeLanguage('en');
    expect(say('title', { ns: 'late-screen', city: 'Goa' })).toBe('Hotels in Goa');
  });

  it('keeps the strings it registered when called again', () => {
    addNamespace('twice', { a: 'first' });
    addNamespace('twice', { b: 'second' });
    expect(say('a', { ns: 'twice' })).toBe('first');
    expect(say('b', { ns: 'twice' })).toBe('second');
  });
});
