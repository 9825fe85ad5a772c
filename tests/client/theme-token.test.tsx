// The app's antd tokens come from a recording (client/src/app/antd-map-token.json) instead of being
// derived as each page starts: the recording must be current, be what antd is asked for, and give
// exactly the tokens antd would derive (with antd's own light shades for the preset colours).
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ConfigProvider, theme as antTheme } from 'antd';
import type { GlobalToken } from 'antd';
import { theme } from '../../client/src/app/theme.ts';
import { AppProviders } from '../../client/src/app/providers.tsx';
import { createApolloClient } from '../../client/src/app/apollo.ts';
import recorded from '../../client/src/app/antd-map-token.json';
import { computeMapToken } from '../../scripts/antd-map-token.ts';
import { withLightShades } from '../../client/src/app/light-shades.ts';

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

  it('give the app exactly the tokens antd derives, with its own light shades for the preset colours', () => {
    let derived: GlobalToken | undefined;
    let app: GlobalToken | undefined;
    render(
      <ConfigProvider theme={{ ...theme, algorithm: (seed) => withLightShades(antTheme.defaultAlgorithm(seed)) }}>
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

// A banner's background is a light tint of its colour, under dark text: "Confirmed" on a booking's page was
// on a muddy grey-green (#adb8a5) that antd derived from the dark success seed.
describe('status backgrounds', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };

  // Contrast ratio (WCAG 2): a tag prints its colour's 7th shade on its 1st.
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };

  it("are light tints for the tags' colours, under text that meets WCAG AA", () => {
    let token: GlobalToken | undefined;
    render(
      <AppProviders client={createApolloClient({})}>
        <TokenProbe onToken={(t) => (token = t)} />
      </AppProviders>,
    );
    // The colours the app's tags use (green: free cancellation, red: non-refundable and deals, and so on).
    for (const colour of ['green', 'red', 'orange', 'blue', 'gold', 'volcano'] as const) {
      const [bg, text] = [token![`${colour}1`], token![`${colour}7`]];
      expect(luminance(bg), `${colour} background ${bg}`).toBeGreaterThan(0.85);
      expect(contrast(text, bg), `${colour} text ${text} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('are light tints for success, info, warning and error', () => {
    let token: GlobalToken | undefined;
    render(
      <ConfigProvider theme={theme}>
        <TokenProbe onToken={(t) => (token = t)} />
      </ConfigProvider>,
    );
    for (const status of ['Success', 'Info', 'Warning', 'Error'] as const) {
      const bg = token![`color${status}Bg`];
      expect(bg, status).toMatch(/^#[0-9a-f]{6}$/i);
      expect(luminance(bg), `${status} background ${bg}`).toBeGreaterThan(0.85);
    }
  });
});
