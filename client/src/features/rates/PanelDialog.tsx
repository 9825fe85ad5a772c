// The "Select Rate & Book" dialog that shows the booking panel under 1024 px. Its own module so that
// Modal's code loads when the traveller first opens it, not with the hotel page.
import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ns } from './i18n.ts';

export function PanelDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation(ns);
  return (
    <Modal title={t('panel.dialogTitle')} open={open} onCancel={onClose} footer={null}>
      {children}
    </Modal>
  );
}
