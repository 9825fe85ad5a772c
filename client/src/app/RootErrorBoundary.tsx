// The router's error element: turns whatever a route threw into a page that says what to do next,
// branching on the API's extensions.code. Never shows stack traces or raw upstream text.
import { Button, Flex, Result } from 'antd';
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

  return (
    <Result
      status={status}
      title={title}
      subTitle={detail}
      extra={
        <Flex gap={8} justify="center" wrap>
          <Button type="primary" onClick={() => window.location.reload()}>
            Try Again
          </Button>
          <Button onClick={() => navigate(paths.home())}>Go Home</Button>
        </Flex>
      }
    />
  );
}
