// The 404 page for any address the router does not know.
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';
import { ns } from '../i18n.ts';

export function Component() {
  const { t } = useTranslation(ns);
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.subtitle')}
      extra={
        <Link to={paths.home()}>
          <Button type="primary">{t('notFound.backHome')}</Button>
        </Link>
      }
    />
  );
}
