// The placeholder pattern for pages the spec leaves empty ('Coming Soon' plus the page's name).
import { Button, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

export function ComingSoon({ page }: { page: string }) {
  return (
    <Result
      icon={<ToolOutlined />}
      title="Coming Soon"
      subTitle={page}
      extra={
        <Link to={paths.home()}>
          <Button type="primary">Back to Home</Button>
        </Link>
      }
    />
  );
}
