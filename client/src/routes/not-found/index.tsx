// The 404 page for any address the router does not know.
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

export function Component() {
  return (
    <Result
      status="404"
      title="Page Not Found"
      subTitle="Sorry, the page you are looking for does not exist."
      extra={
        <Link to={paths.home()}>
          <Button type="primary">Back to Home</Button>
        </Link>
      }
    />
  );
}
