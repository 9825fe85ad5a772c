// The shared layout every route renders inside: sticky top bar, page content, footer, and the city
// preference (its dialog, the select-city nudge and the welcome-back toast) over all of them.
import { Layout } from 'antd';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { TopBar } from './TopBar.tsx';
import { Footer } from './Footer.tsx';
import { paths } from '../lib/paths.ts';
import { LocationProvider, useCityPreference } from '../features/city-preference/LocationContext.tsx';
import { CityPreferenceUI } from '../features/city-preference/CityPreferenceUI.tsx';

function TopBarWithCity() {
  const { city, openDialog } = useCityPreference();
  return <TopBar city={city} onCityClick={openDialog} />;
}

export function AppLayout() {
  const navigate = useNavigate();
  return (
    <LocationProvider>
      <Layout style={{ minHeight: '100vh' }}>
        <TopBarWithCity />
        <Layout.Content>
          <Outlet />
        </Layout.Content>
        <Footer />
        <ScrollRestoration />
      </Layout>
      {/* 'Explore {city} Hotels' runs the home search for that city (the ?search= parameter starts it). */}
      <CityPreferenceUI onExplore={(city) => navigate(paths.home({ search: city }))} />
    </LocationProvider>
  );
}
