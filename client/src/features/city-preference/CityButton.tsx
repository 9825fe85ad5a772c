// The top bar's city button: shows the chosen city or 'Select City' and opens the city dialog.
import { Button, type ButtonProps } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from './LocationContext.tsx';
import { ns } from './i18n.ts';

export function CityButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { city, openDialog } = useLocation();
  const { t } = useTranslation(ns);
  return (
    <Button
      icon={<EnvironmentOutlined aria-hidden />}
      aria-label={city ? t('button.current', { city }) : t('button.select')}
      aria-haspopup="dialog"
      {...props}
      onClick={openDialog}
    >
      {city ?? t('button.select')}
    </Button>
  );
}
