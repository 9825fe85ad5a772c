// The app's antd tokens come from a recording (client/src/app/antd-map-token.json) instead of being
// derived as each page starts: the recording must be current, be what antd is asked for, and give
// exactly the tokens antd would derive.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ConfigProvider, theme as antTheme } from 'antd';
import type { GlobalToken } from 'antd';
import { theme } from '../../client/src/app/theme.ts';
import { AppProviders } from '../../client/src/app/providers.tsx';
import { createApolloClient } from '../../client/src/app/apollo.ts';
import recorded from '../../client/src/app/antd-map-token.json';
import { computeMapToken } from '../../scripts/antd-map-token.ts';

const sorted = (o: object) => JSON.stringify(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

function TokenProbe({ onToken }: { onToken: (t: GlobalToken) => void }) {
  onToken(antTheme.useToken().token);
  return null;
}

describe('recorded antd theme tokens', () => {
  it('are up to date with the seed in theme.ts (else: node --import tsx scripts/antd-map-token.ts)', () => {
    expect(JSON.parse(JSON.stringify(computeMapToken()))).toEqual(recorded);
  });

  it('are recorded for the very seed antd derives from', () => {
    let asked: object | undefined;
    render(
      <ConfigProvider theme={{ ...theme, algorithm: (seed) => ((asked = seed), antTheme.defaultAlgorithm(seed)) }}>
        <TokenProbe onToken={() => undefined} />
      </ConfigProvider>,
    );
    expect(asked).toBeDefined();
    expect(sorted(asked!)).toBe(sorted(recorded.seed));
  });

  it('give the app exactly the tokens antd derives', () => {
    let derived: GlobalToken | undefined;
    let app: GlobalToken | undefined;
    render(
      <ConfigProvider theme={theme}>
        <TokenProbe onToken={(t) => (derived = t)} />
      </ConfigProvider>,
    );
    render(
      <AppProviders client={createApolloClient({})}>
        <TokenProbe onToken={(t) => (app = t)} />
      </AppProviders>,
    );
    expect(app).toEqual(derived);
    expect(app!.colorPrimary).toBe('#c2410c');
  });
});
