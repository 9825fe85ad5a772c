// /dev: the Development Console arrives in a later issue; this holds its place in the router.
import { Result } from 'antd';
import { CodeOutlined } from '@ant-design/icons';

export function Component() {
  return <Result icon={<CodeOutlined />} title="Development Console" subTitle="Coming Soon" />;
}
