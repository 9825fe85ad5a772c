// Icons are decoration to a screen reader: antd names each icon after its file ('exclamation-circle',
// 'down', 'shopping-cart'), in English, and that name was read out and folded into buttons' names, on the
// Hindi pages too. The app's own icons are aria-hidden (the lint's no-restricted-syntax rule keeps them
// so); the ones antd draws inside its components are set once in AppProviders.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert, Select } from 'antd';
import { createMockClient, withAppProviders } from './render-shell.tsx';

describe('icons and screen readers', () => {
  it("reads no icon's file name in antd's alerts and selects", () => {
    render(
      withAppProviders(
        <>
          <Alert type="warning" showIcon title="Link expired" />
          <Alert type="error" showIcon title="Payment failed" />
          <Alert type="success" showIcon title="Booked" />
          <Alert type="info" showIcon title="Heads up" />
          <Select aria-label="Sort" value="a" options={[{ value: 'a', label: 'Recommended' }]} />
        </>,
        createMockClient(),
      ),
    );
    expect(screen.getByText('Link expired')).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(document.body.innerHTML).toContain('anticon-exclamation-circle');
  });
});
