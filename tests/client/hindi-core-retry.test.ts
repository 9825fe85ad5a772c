// The first screen's Hindi comes as one module (lib/hi-core.ts). A load that fails (a dropped connection)
// is not remembered: the next read (a switch to Hindi reloads the strings of every namespace in use,
// app/language.ts setLanguage) loads the module again, so the switch works once the network is back instead
// of failing until the page is reloaded.
import { afterEach, describe, expect, it, vi } from 'vitest';

const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../client/src/lib/hi-core.ts', async (importOriginal) => {
  attempts.count += 1;
  if (attempts.count === 1) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const { i18n } = await import('../../client/src/lib/i18n.ts');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the first screen’s Hindi after a failed load', () => {
  it('loads again on the next read and shows Hindi', async () => {
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces('home');
    expect(attempts.count).toBe(1);
    expect(i18n.t('home:taglines.goa')).not.toBe('धूप, रेत और समंदर');
    await i18n.reloadResources(['hi'], ['home']);
    expect(i18n.t('home:taglines.goa')).toBe('धूप, रेत और समंदर');
    expect(attempts.count).toBe(2);
  });
});
