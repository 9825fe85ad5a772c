// The shared layout every route renders inside: sticky top bar, page content, footer, and the city
// preference (its dialog, the select-city nudge and the welcome-back toast) over all of them.
import { lazy, Suspense, type CSSProperties } from 'react';
import { theme as antTheme } from 'antd';
import { brand, theme } from './theme.ts';
import './AppLayout.css';
import './antd-form-columns.css';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { TopBar } from './TopBar.tsx';
import { paths } from '../lib/paths.ts';
import { useAfterFirstPaint } from '../lib/afterFirstPaint.ts';
import { renderingServerHtml } from './ssr.ts';
import { CityPreferenceUI, LocationProvider, loadCityDialog, useCityPreference } from '../features/city-preference/index.ts';
import { OfflineLayer } from '../features/offline/index.ts';

// The footer (its links, contact lines and social icons) sits below every first screen: it loads after
// the page's first paint instead of with it, and appears at the bottom where nothing below it can move.
const Footer = lazy(async () => ({ default: (await import('./Footer.tsx')).Footer }));

const bodyBg = (theme.components?.Layout as { bodyBg?: string } | undefined)?.bodyBg ?? brand.primary;

const preloadCityDialog = () => void loadCityDialog();

function TopBarWithCity() {
  const { city, openDialog } = useCityPreference();
  return <TopBar city={city} onCityClick={openDialog} onCityIntent={preloadCityDialog} />;
}

export function AppLayout() {
  const navigate = useNavigate();
  const footer = useAfterFirstPaint(renderingServerHtml());
  const { token } = antTheme.useToken();
  const links = {
    '--si-link': token.colorLink,
    '--si-link-hover': token.colorLinkHover,
    '--si-link-active': token.colorLinkActive,
    '--si-link-decoration': token.linkDecoration ?? 'none',
    '--si-link-transition': token.motionDurationSlow,
  } as CSSProperties;
  return (
    <LocationProvider>
      {/* Plain elements in antd Layout's look (its body background, a column filling the screen): Layout's module brings its Sider. */}
      <div className="si-app" style={{ ...links, minHeight: '100vh', display: 'flex', flexDirection: 'column', background: bodyBg }}>
        <TopBarWithCity />
        <OfflineLayer />
        <main style={{ flex: 'auto', minHeight: 0 }}>
          <Outlet />
        </main>
        <Suspense fallback={null}>{footer && <Footer />}</Suspense>
        <ScrollRestoration />
      </div>
      {/* 'Explore {city} Hotels' runs the home search for that city (the ?search= parameter starts it). */}
      <CityPreferenceUI onExplore={(city) => navigate(paths.home({ search: city }))} />
    </LocationProvider>
  );
}
