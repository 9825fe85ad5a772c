// The hero's stat tiles (spec §2): part of the home page's first screen.
import { theme as antTheme } from 'antd';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { useTranslation } from 'react-i18next';
import { ns } from './i18n.ts';

/** `label`: the key of the tile's words in the 'home' namespace (stats.*). */
export const stats = [
  { value: '50,000+', label: 'hotels' },
  { value: '100+', label: 'cities' },
  { value: '5M+', label: 'customers' },
  { value: '4.8', label: 'rating' },
] as const;

export function StatTiles() {
  const { token } = antTheme.useToken();
  const { t } = useTranslation(ns);
  return (
    <GridRow gutter={[16, 16]} style={{ marginTop: 32 }}>
      {stats.map((s) => (
        <GridCol key={s.label} xs={12} md={6}>
          <div
            style={{
              background: 'rgba(255,255,255,0.12)',
              border: '1px solid rgba(255,255,255,0.2)',
              borderRadius: token.borderRadiusLG,
              padding: 16,
              textAlign: 'center',
              color: '#fff',
            }}
          >
            <div style={{ fontSize: 28, fontWeight: 700 }}>{s.value}</div>
            <div style={{ opacity: 0.85 }}>{t(`stats.${s.label}`)}</div>
          </div>
        </GridCol>
      ))}
    </GridRow>
  );
}
