// The top bar's city button: shows the chosen city or 'Select City' and opens the city dialog.
import { Button, type ButtonProps } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useLocation } from './LocationContext.tsx';

export function CityButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { city, openDialog } = useLocation();
  return (
    <Button
      icon={<EnvironmentOutlined />}
      aria-label={city ? `City: ${city}. Change city` : 'Select City'}
      aria-haspopup="dialog"
      {...props}
      onClick={openDialog}
    >
      {city ?? 'Select City'}
    </Button>
  );
}
