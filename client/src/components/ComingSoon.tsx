// The placeholder pattern for pages the spec leaves empty ('Coming Soon' plus the page's name).
import { Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { RouteButton } from './RouteButton.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths.ts';
import { ns } from '../app/moreI18n.ts';

/** `page`: the page's name, already in the traveller's language. */
export function ComingSoon({ page }: { page: string }) {
  const { t } = useTranslation(ns);
  return (
    <Result
      icon={<ToolOutlined aria-hidden />}
      title={t('comingSoon.title')}
      subTitle={page}
      extra={
        <RouteButton type="primary" to={paths.home()}>
          {t('comingSoon.backHome')}
        </RouteButton>
      }
    />
  );
}
