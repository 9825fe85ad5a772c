// Brand theme for Ant Design: saffron primary, warm neutrals. Components read tokens, not ad-hoc CSS.
import type { ThemeConfig } from 'antd';

export const brand = {
  // A deeper saffron than the gradients' #e8590c: white on it, and it on white, meet WCAG AA (5.2:1).
  primary: '#c2410c',
  primaryGradient: 'linear-gradient(135deg, #ff922b 0%, #e8590c 55%, #c2255c 100%)',
  heroGradient: 'linear-gradient(135deg, #1c1f3b 0%, #3b2a6b 50%, #e8590c 120%)',
} as const;

/** The class antd scopes the theme's CSS variables under (`.stayindia-theme { --ant-…: … }`). */
export const THEME_KEY = 'stayindia-theme';

export const theme: ThemeConfig = {
  zeroRuntime: true,
  // The class that scopes the theme's CSS variables, named here rather than from React's useId: the same
  // on every page and in every render (server, browser, a test's), so the server can write the theme's
  // variables under the name the browser's antd looks for (app/ssr-styles.ts).
  cssVar: { key: THEME_KEY },
  token: {
    colorPrimary: brand.primary,
    // antd's derived hover shade (#cf602d) is 3.9:1 on white: a default button's text under the pointer failed
    // WCAG AA. A darker hover and press (7.3:1 and 9.4:1) keep the text readable and white on them too.
    colorPrimaryHover: '#9a3412',
    colorPrimaryTextHover: '#9a3412',
    colorPrimaryActive: '#7c2d12',
    colorPrimaryTextActive: '#7c2d12',
    colorInfo: '#1971c2',
    // Success text ('Includes taxes') sits on white: #237804 is 5.6:1 where #2f9e44 was 3.4:1.
    colorSuccess: '#237804',
    // From that darker seed antd derives a muddy grey-green (#adb8a5) for success backgrounds: the "Confirmed"
    // banner of a booking looked dirty. antd's own light greens, as the info, warning and error ones are.
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorWarning: '#f08c00',
    // antd's default secondary grey (45% black) is 3.4:1 on white; 65% meets WCAG AA on white and on bodyBg.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // Preset tag colours print their 7th shade on their 1st; seeding one shade darker makes that text AA.
    gold: '#ad6800',
    orange: '#ad4e00',
    green: '#237804',
    red: '#a8071a',
    blue: '#0958d9',
    volcano: '#ad2102',
    cyan: '#006d75',
    purple: '#391085',
    magenta: '#9e1068',
    borderRadius: 10,
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', footerBg: '#1c1f3b', bodyBg: '#f7f7fb', headerPadding: '0 24px', headerHeight: 68 },
    Card: { borderRadiusLG: 14 },
  },
};

/** Artwork gradients for cards without photos (no external image hosts): stable per name. */
const gradients = [
  'linear-gradient(135deg, #ff922b, #e8590c)',
  'linear-gradient(135deg, #4dabf7, #1864ab)',
  'linear-gradient(135deg, #69db7c, #2b8a3e)',
  'linear-gradient(135deg, #da77f2, #862e9c)',
  'linear-gradient(135deg, #ffd43b, #f08c00)',
  'linear-gradient(135deg, #ff8787, #c92a2a)',
  'linear-gradient(135deg, #3bc9db, #0b7285)',
  'linear-gradient(135deg, #9775fa, #5f3dc4)',
];

export function gradientFor(key: string): string {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return gradients[h % gradients.length];
}
