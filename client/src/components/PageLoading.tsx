// Full-width spinner with a caption, for route and data loading states. The spinner is the icon
// antd's buttons already use for `loading` (part of every first load), not <Spin>, whose code and
// styles (~3 kB gzip) would otherwise ride in the app shell for this one use.
import { Flex, theme as antTheme } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Text } from './Typography.tsx';
import { ns } from '../app/i18n.ts';

/**
 * `fill`: for a page whose content, once loaded, is taller than the screen (a hotel, a results list).
 * The box then takes the whole viewport height, so the footer stays below the fold while loading and
 * nothing the traveller can see moves when the content replaces it (layout shift).
 */
export function PageLoading({ tip, fill = false }: { tip?: string; fill?: boolean }) {
  const { token } = antTheme.useToken();
  const { t } = useTranslation(ns);
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: fill ? '100vh' : 320 }} role="status">
      <LoadingOutlined spin aria-hidden style={{ fontSize: 32, color: token.colorPrimary }} />
      <Text type="secondary">{tip ?? t('loading.default')}</Text>
    </Flex>
  );
}
