import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { prettyXml } from '../utils/xml';
import { Modal } from '../../../ui/modal';

/** The web service's XML, pretty-printed and readable, under the spec's heading 'Informações no eSocial'. */
export function XmlViewer({ xml, title = 'Informações no eSocial' }: { xml: string; title?: string }) {
  const pretty = useMemo(() => prettyXml(xml), [xml]);
  return (
    <Flex direction="column" gap="xs" data-testid="xml-viewer">
      <Flex justifyContent="space-between" alignItems="center">
        <Heading level={5}>{title}</Heading>
        <Button size="small" onClick={() => void navigator.clipboard?.writeText(xml)}>
          Copiar XML
        </Button>
      </Flex>
      <pre className="oc-xml" style={{ maxHeight: '60vh', overflow: 'auto', whiteSpace: 'pre', fontSize: '0.8rem', background: 'var(--amplify-colors-background-secondary)', padding: '0.75rem', margin: 0 }}>
        {pretty}
      </pre>
    </Flex>
  );
}

/** The request-XML modal: the XML a process consultation answered. */
export function XmlModal({ xml, title, onClose }: { xml: string | null; title: string; onClose: () => void }) {
  return (
    <Modal open={xml !== null} onClose={onClose} title={title} testId="xml-modal">
      {xml !== null ? <XmlViewer xml={xml || 'Nenhum XML retornado.'} /> : null}
    </Modal>
  );
}
