// The 404 page for any address the router does not know.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouteButton } from '../../components/RouteButton.tsx';
import { paths } from '../../lib/paths.ts';
import { ns } from '../i18n.ts';

export function Component() {
  const { t } = useTranslation(ns);
  return (
    <Result
      // antd's 404 picture, shown as an icon: with status="404" antd draws it with an English <title> ("No
      // Found") that screen readers announce in every language. The page's title says it already.
      icon={
        <span aria-hidden>
          <Result.PRESENTED_IMAGE_404 />
        </span>
      }
      title={t('notFound.title')}
      subTitle={t('notFound.subtitle')}
      extra={
        <RouteButton type="primary" to={paths.home()}>
          {t('notFound.backHome')}
        </RouteButton>
      }
    />
  );
}
