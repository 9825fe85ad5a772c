// The shared layout every route renders inside: sticky top bar, page content, footer.
import { Layout } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router';
import { TopBar } from './TopBar.tsx';
import { Footer } from './Footer.tsx';

export function AppLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* The city dialog is a later issue: it plugs into onCityClick. */}
      <TopBar city={null} onCityClick={undefined} />
      <Layout.Content>
        <Outlet />
      </Layout.Content>
      <Footer />
      <ScrollRestoration />
    </Layout>
  );
}
