import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Modal } from '../../../ui/modal';
import { Tabs } from '../../../ui/tabs';
import type { AtendimentoArea } from '../utils/area-routes';
import { HistoricoLiberacao } from './historico-liberacao';
import { LiberacaoForm } from './liberacao-form';

export interface LiberacaoModalProps {
  /** The consultation to release; null keeps the modal closed. */
  idCon: number | null;
  area: AtendimentoArea;
  onClose: () => void;
  /** After a release: by default the modal shows 'Histórico de Liberação'. */
  onDone?: () => void;
  title?: string;
}

/**
 * The release modal (spec 1 §2 "Consultation actions screen"): tabs 'Liberar ASO' and 'Histórico de Liberação'.
 * After a release the history tab opens on the new row.
 */
export function LiberacaoModal({ idCon, area, onClose, onDone, title }: LiberacaoModalProps) {
  const [tab, setTab] = useState('liberar');
  return (
    <Modal
      open={idCon !== null}
      onClose={onClose}
      title={title ?? `Liberar ASO${idCon ? ` - Consulta Nº ${idCon}` : ''}`}
      testId="liberacao-modal"
      footer={<Button onClick={onClose}>Fechar</Button>}
    >
      {idCon !== null ? (
        <Tabs
          value={tab}
          onValueChange={setTab}
          isLazy
          items={[
            {
              value: 'liberar',
              label: <span data-testid="aba-liberar-aso">Liberar ASO</span>,
              content: (
                <LiberacaoForm
                  idCon={idCon}
                  area={area}
                  onDone={() => {
                    setTab('historico');
                    onDone?.();
                  }}
                />
              ),
            },
            {
              value: 'historico',
              label: <span data-testid="aba-historico-liberacao">Histórico de Liberação</span>,
              content: <HistoricoLiberacao idCon={idCon} area={area} />,
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}
