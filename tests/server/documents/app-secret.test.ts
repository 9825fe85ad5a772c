// APP_SECRET, which signs the documents' download links: production refuses to start without one (two
// instances must share it, or a link signed by one fails on the other); elsewhere each process makes its own.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.ts';

describe('APP_SECRET', () => {
  it('is required in production, with a message that names it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: '' })).toThrow(/APP_SECRET: required in production/);
  });

  it('must have at least 32 characters', () => {
    expect(() => loadConfig({ APP_SECRET: 'short-secret' })).toThrow(/APP_SECRET: must be at least 32 characters/);
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret }).APP_SECRET).toBe(secret);
  });

  it('outside production, is a random value per process when unset', () => {
    const a = loadConfig({}).APP_SECRET;
    const b = loadConfig({ NODE_ENV: 'test' }).APP_SECRET;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(a).not.toBe(b);
  });
});
