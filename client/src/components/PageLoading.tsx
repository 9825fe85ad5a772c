// Full-width spinner with a caption, for route and data loading states.
import { Flex, Spin, Typography } from 'antd';

export function PageLoading({ tip = 'Loading...' }: { tip?: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: 320 }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">{tip}</Typography.Text>
    </Flex>
  );
}
