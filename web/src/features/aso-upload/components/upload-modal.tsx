import { Button } from '@aws-amplify/ui-react';
import { Modal } from '../../../ui/modal';
import { Tabs } from '../../../ui/tabs';
import { UploadForm } from './upload-form';
import { UploadHistory } from './upload-history';

/** The ASO upload modal (spec 2 §2): tabs 'Fazer Novo Upload' and 'Histórico de Uploads'. */
export function UploadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Upload de ASO"
      width="min(72rem, 95%)"
      testId="upload-modal"
      footer={<Button onClick={onClose}>Fechar</Button>}
    >
      <Tabs
        items={[
          { value: 'novo', label: 'Fazer Novo Upload', content: <UploadForm /> },
          { value: 'historico', label: 'Histórico de Uploads', content: <UploadHistory /> },
        ]}
      />
    </Modal>
  );
}
