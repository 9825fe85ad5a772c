// The router's error element: turns whatever a route threw into a page that says what to do next,
// branching on the API's extensions.code. Never shows stack traces or raw upstream text.
import { Button, Flex, Typography, theme as antTheme } from 'antd';
import { CloseCircleFilled, QuestionCircleFilled, WarningFilled } from '@ant-design/icons';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { errorCode } from '../lib/errors.ts';
import { paths } from '../lib/paths.ts';

export function describeError(error: unknown): { status: '404' | '500' | 'warning'; title: string; detail: string } {
  const code = errorCode(error);
  if (code === 'UPSTREAM_UNAVAILABLE') {
    return {
      status: 'warning',
      title: 'Service temporarily unavailable',
      detail: 'The hotel service is not answering right now. Please try again in a moment.',
    };
  }
  if (code === 'NOT_FOUND' || (isRouteErrorResponse(error) && error.status === 404)) {
    return { status: '404', title: 'Not found', detail: 'We could not find what you were looking for.' };
  }
  return { status: '500', title: 'Something went wrong', detail: 'An unexpected error occurred. Please try again.' };
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
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
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{detail}</Typography.Text>
      <Flex gap={8} justify="center" wrap style={{ marginTop: 16 }}>
        <Button type="primary" onClick={() => window.location.reload()}>
          Try Again
        </Button>
        <Button onClick={() => navigate(paths.home())}>Go Home</Button>
      </Flex>
    </Flex>
  );
}
