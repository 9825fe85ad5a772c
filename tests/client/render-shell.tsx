// Test helper: renders routes inside the app's real providers (theme, Ant Design App) with a mocked
// Apollo link and an in-memory router, so components see exactly what they see in the browser.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { App as AntApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../../client/src/app/theme.ts';

export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], mocks = [] }: { initialEntries?: string[]; mocks?: MockedResponse[] } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const ui = (
    <MockedProvider mocks={mocks}>
      <ConfigProvider theme={theme}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </MockedProvider>
  );
  return { router, ...render(ui) };
}

/** Renders one element at `path` (default '/'), with a catch-all that shows where navigation went. */
export function renderAt(element: ReactNode, options: { path?: string; initialEntries?: string[]; mocks?: MockedResponse[] } = {}) {
  const path = options.path ?? '/';
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    {
      initialEntries: options.initialEntries ?? [path],
      mocks: options.mocks ?? [],
    },
  );
}
