// The router's error element: turns whatever a route threw into a page that says what to do next,
// branching on the API's extensions.code. Never shows stack traces or raw upstream text.
import { Button, Flex, Typography, theme as antTheme } from 'antd';
import { CloseCircleFilled, QuestionCircleFilled, WarningFilled } from '@ant-design/icons';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../lib/errors.ts';
import { paths } from '../lib/paths.ts';
import { ns } from './moreI18n.ts';
import { PageLive } from './pageLive.ts';

/** What went wrong, as keys of the 'common' namespace (error.*): the page translates them when it renders. */
export function describeError(error: unknown): {
  status: '404' | '500' | 'warning';
  title: `error.${'unavailable' | 'notFound' | 'generic'}Title`;
  detail: `error.${'unavailable' | 'notFound' | 'generic'}Detail`;
} {
  const code = errorCode(error);
  if (code === 'UPSTREAM_UNAVAILABLE') {
    return { status: 'warning', title: 'error.unavailableTitle', detail: 'error.unavailableDetail' };
  }
  if (code === 'NOT_FOUND' || (isRouteErrorResponse(error) && error.status === 404)) {
    return { status: '404', title: 'error.notFoundTitle', detail: 'error.notFoundDetail' };
  }
  return { status: '500', title: 'error.genericTitle', detail: 'error.genericDetail' };
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation(ns);
  const { status, title, detail } = describeError(error);
  console.error(error);

  const { token } = antTheme.useToken();
  // Not antd's <Result>: its status illustrations are large SVGs that would ride in every first load.
  const Icon = status === '404' ? QuestionCircleFilled : status === 'warning' ? WarningFilled : CloseCircleFilled;
  const color = status === 'warning' ? token.colorWarning : status === '404' ? token.colorInfo : token.colorError;
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '48px 24px', textAlign: 'center' }}>
      <Icon aria-hidden style={{ fontSize: 72, color }} />
      <Typography.Title level={3} style={{ margin: '16px 0 0' }}>
        {t(title)}
      </Typography.Title>
      <Typography.Text type="secondary">{t(detail)}</Typography.Text>
      <Flex gap={8} justify="center" wrap style={{ marginTop: 16 }}>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('error.tryAgain')}
        </Button>
        <Button onClick={() => navigate(paths.home())}>{t('error.goHome')}</Button>
      </Flex>
      {/* A server-rendered page that failed is live once this message is drawn. */}
      <PageLive />
    </Flex>
  );
}
