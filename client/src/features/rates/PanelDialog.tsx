// The "Select Rate & Book" dialog that shows the booking panel under 1024 px. Its own module so that
// Modal's code loads when the traveller first opens it, not with the hotel page.
import type { ReactNode } from 'react';
import { Modal } from 'antd';

export function PanelDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Modal title="Select Rate & Book" open={open} onCancel={onClose} footer={null}>
      {children}
    </Modal>
  );
}
