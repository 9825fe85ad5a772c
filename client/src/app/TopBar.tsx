// The sticky top bar: logo, product name and tagline, main links and the city button.
import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Flex, theme as antTheme } from 'antd';
import { LightButton } from '../components/LightButton.tsx';
import { EnvironmentOutlined, HomeFilled } from '@ant-design/icons';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';
import { brand, theme } from './theme.ts';
import { Text } from '../components/Typography.tsx';
import { TOP_BAR_HEIGHT_VAR, trackHeight } from '../lib/layoutVars.ts';
import { ns } from './i18n.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { loadDataSaverToggle } from '../features/data-saver/lazy.ts';
import './TopBar.css';
import { lazy, Suspense } from 'react';

// The menu with the data saver switch (issue 17 §4) loads just after the shell; its place is held meanwhile.
const DataSaverToggle = lazy(async () => ({ default: (await loadDataSaverToggle()).DataSaverToggle }));

const header = theme.components!.Layout! as { headerHeight: number; headerPadding: string; headerBg: string };

const links = [
  { to: paths.home(), label: 'home' },
  { to: paths.hotels(), label: 'hotels' },
  { to: paths.destinations(), label: 'destinations' },
  { to: paths.about(), label: 'about' },
  { to: paths.contact(), label: 'contact' },
] as const;

/**
 * The bar's height as a CSS variable (lib/layoutVars.ts): the hotel page's header sticks below it and the
 * city nudge floats below it. On phones the bar wraps onto two rows whose height depends on the font and
 * the nav row, so it is measured rather than assumed.
 */
function useTopBarHeightVariable(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => (bar.current ? trackHeight(bar.current, TOP_BAR_HEIGHT_VAR) : undefined), [bar]);
}

export interface TopBarProps {
  /** The traveller's chosen city; the button shows 'Select City' without one. */
  city?: string | null;
  /** Hook point for the city dialog (a later issue); the button does nothing without it. */
  onCityClick?: () => void;
  /** A hover or focus on the city button: a hint to fetch the dialog's code before the click. */
  onCityIntent?: () => void;
}

export function TopBar({ city, onCityClick, onCityIntent }: TopBarProps) {
  const { token } = antTheme.useToken();
  const { t } = useTranslation(ns);
  const [logoFailed, setLogoFailed] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useTopBarHeightVariable(bar);

  return (
    // A plain <header> in antd Layout.Header's look (the theme's Layout tokens): Layout's module brings its Sider.
    // Its layout at each width is in TopBar.css.
    <header
      ref={bar}
      className="si-top-bar"
      style={
        {
          '--si-top-bar-height': `${header.headerHeight}px`,
          '--si-top-bar-padding': header.headerPadding,
          background: header.headerBg,
          color: token.colorText,
          boxShadow: token.boxShadowTertiary,
        } as CSSProperties
      }
    >
      {/* Named by its visible text (product name and tagline), as WCAG 2.5.3 asks. */}
      <Link to={paths.home()} style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        {logoFailed ? (
          <span
            aria-hidden
            style={{
              width: 40,
              height: 40,
              borderRadius: 10,
              background: brand.primaryGradient,
              color: '#fff',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 20,
            }}
          >
            <HomeFilled aria-hidden />
          </span>
        ) : (
          <img src="/logo.svg" alt="" width={40} height={40} onError={() => setLogoFailed(true)} />
        )}
        <Flex vertical style={{ lineHeight: 1.2 }}>
          <Text strong style={{ fontSize: 20, color: token.colorPrimary }}>
            {t('brand.name')}
          </Text>
          <Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {t('brand.tagline')}
          </Text>
        </Flex>
      </Link>

      <nav aria-label={t('nav.label')} className="si-top-bar-nav">
        {links.map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            end={l.to === '/'}
            style={({ isActive }) => ({
              padding: '6px 12px',
              lineHeight: '20px',
              borderRadius: token.borderRadius,
              whiteSpace: 'nowrap',
              fontWeight: 500,
              color: isActive ? token.colorPrimary : token.colorText,
              background: isActive ? token.colorPrimaryBg : 'transparent',
            })}
          >
            {t(`nav.${l.label}`)}
          </NavLink>
        ))}
      </nav>

      <LightButton
        icon={<EnvironmentOutlined aria-hidden />}
        onClick={onCityClick}
        onMouseEnter={onCityIntent}
        onFocus={onCityIntent}
        onTouchStart={onCityIntent}
        className="si-top-bar-city"
        aria-label={city ? t('city.current', { city }) : t('city.select')}
      >
        {city || t('city.select')}
      </LightButton>
      <LanguageSwitch />
      <Suspense fallback={<span aria-hidden style={{ display: 'inline-block', width: 32, height: 32 }} />}>
        <DataSaverToggle />
      </Suspense>
    </header>
  );
}
