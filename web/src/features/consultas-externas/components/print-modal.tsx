import { Alert, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { printGuideOrAsoTitle } from '@ocupacional/shared';
import { useParams } from 'react-router-dom';
import { Modal } from '../../../ui/modal';
import { Tabs } from '../../../ui/tabs';
import { useConsultaExterna } from '../api/get-consulta-externa';
import { openGuia } from '../api/guia-url';
import { asoReleasedText, consultaNumero, printPanels } from '../utils/print-panels';
import type { PrintSubject } from '../utils/print-panels';

/** The guide tab: 'Imprimir Guia' opens the PDF in a new tab while the consultation is scheduled (54). */
export function GuidePanel({ id, subject }: { id: string; subject: PrintSubject }) {
  const { tenant } = useParams();
  const { guia } = printPanels(subject);
  return (
    <Flex direction="column" gap="small" padding="small" data-testid="guide-panel">
      {guia.printable ? (
        <>
          <Text>A guia de encaminhamento leva o funcionário à credenciada com os exames da consulta.</Text>
          <Button variation="primary" alignSelf="flex-start" onClick={() => openGuia(tenant, id)} data-testid="print-guide">
            Imprimir Guia de Encaminhamento
          </Button>
        </>
      ) : (
        <Alert variation="info">{guia.text}</Alert>
      )}
    </Flex>
  );
}

/** The ASO tab (spec 1 §2): released in 66/67, printed from the generated PDF; otherwise not yet released, with the e-mail note and the clinic. */
export function AsoPanel({ subject }: { subject: PrintSubject }) {
  const { aso } = printPanels(subject);
  return (
    <Flex direction="column" gap="small" padding="small" data-testid="aso-panel">
      {aso.kind === 'liberado' ? (
        <>
          <Alert variation="success">{asoReleasedText}</Alert>
          {/* The session cookie goes with the new tab (docs/api/aso-upload.md). */}
          <Button
            as="a"
            href={aso.url}
            target="_blank"
            rel="noopener"
            variation="primary"
            alignSelf="flex-start"
            data-testid="print-aso"
          >
            Imprimir ASO
          </Button>
        </>
      ) : aso.kind === 'indisponivel' ? (
        <Alert variation="info">{aso.text}</Alert>
      ) : (
        <Alert variation="warning" heading="ASO não liberado">
          <Text>{aso.text}</Text>
          {aso.clinica ? (
            <Text marginTop="xs" data-testid="aso-clinic">
              Credenciada: <strong>{aso.clinica.nome}</strong>
              {aso.clinica.telefone ? ` - Telefone: ${aso.clinica.telefone}` : ''}
            </Text>
          ) : null}
        </Alert>
      )}
    </Flex>
  );
}

/**
 * 'IMPRIMIR GUIA DE ENCAMINHAMENTO OU ASO - CONSULTA Nº' (spec 1 §2): the guide and ASO tabs of a consultation,
 * read from GET consulta/externa/{id} (which carries the clinic's phone).
 */
export function PrintModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { tenant } = useParams();
  const detail = useConsultaExterna(tenant, id ?? undefined);
  const data = detail.data;
  return (
    <Modal
      open={id !== null}
      onClose={onClose}
      width="min(48rem, 95%)"
      testId="print-modal"
      title={`${printGuideOrAsoTitle} ${data ? consultaNumero(data) : ''}`}
      footer={<Button onClick={onClose}>Fechar</Button>}
    >
      {!data || !id ? (
        <Flex justifyContent="center" padding="large">
          {detail.isError ? <Text>Não foi possível carregar a consulta.</Text> : <Loader size="large" ariaLabel="Carregando..." />}
        </Flex>
      ) : (
        <Tabs
          items={[
            { value: 'guia', label: 'Guia de Encaminhamento', content: <GuidePanel id={id} subject={data} /> },
            { value: 'aso', label: 'ASO', content: <AsoPanel subject={data} /> },
          ]}
        />
      )}
    </Modal>
  );
}
