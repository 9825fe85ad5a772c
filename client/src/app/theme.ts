// Brand theme for Ant Design: saffron primary, warm neutrals. Components read tokens, not ad-hoc CSS.
import type { ThemeConfig } from 'antd';

export const brand = {
  primary: '#e8590c',
  primaryGradient: 'linear-gradient(135deg, #ff922b 0%, #e8590c 55%, #c2255c 100%)',
  heroGradient: 'linear-gradient(135deg, #1c1f3b 0%, #3b2a6b 50%, #e8590c 120%)',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorInfo: '#1971c2',
    colorSuccess: '#2f9e44',
    colorWarning: '#f08c00',
    borderRadius: 10,
    fontFamily:
      "'Inter', 'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
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
