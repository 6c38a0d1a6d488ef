import { Alert, Button, Flex, Heading, Loader, Text, View } from '@aws-amplify/ui-react';
import { esocialMensagens } from '@ocupacional/shared';
import { useEffect, useState } from 'react';
import { Modal } from '../../../ui/modal';
import { Tabs } from '../../../ui/tabs';
import { useEvento } from '../api/eventos';
import type { GrupoLog } from '../api/eventos';
import { EventoStatusBadge } from './evento-cells';

export interface EventoLogModalProps {
  /** The event whose log shows; null closes the modal. */
  id: string | null;
  onClose: () => void;
  /** 'Baixar XML' inside the modal, when the event has one. */
  onDownload?: (id: string) => void;
}

/**
 * The item log modal (spec 2 §2): tabs 'Erro' and 'Pontos de Atenção', each grouped by fix hint with where to fix
 * it (spec 2 §8), and the event's XML; it opens on the tab the API names (`log.aba_inicial`).
 */
export function EventoLogModal({ id, onClose, onDownload }: EventoLogModalProps) {
  const evento = useEvento(id);
  const [tab, setTab] = useState<string>('erro');
  const detail = evento.data && evento.data.id === id ? evento.data : undefined;

  useEffect(() => {
    if (detail) setTab(detail.log.aba_inicial);
  }, [detail?.id, detail?.log.aba_inicial]);

  return (
    <Modal open={id !== null} onClose={onClose} title="Log do Evento" testId="evento-log-modal">
      {!detail ? (
        evento.isError ? (
          <Alert variation="error">Não foi possível carregar o evento.</Alert>
        ) : (
          <Flex justifyContent="center" padding="large">
            <Loader ariaLabel="Carregando..." />
          </Flex>
        )
      ) : (
        <Flex direction="column" gap="small">
          <Flex gap="medium" wrap="wrap" alignItems="center">
            <Text fontWeight="bold">{detail.layout}</Text>
            <Text>{detail.funcionario.nome}</Text>
            <Text color="font.tertiary">{detail.empresa.nome}</Text>
            <EventoStatusBadge status={detail.tipo_status} />
            {detail.uid ? (
              <Text fontSize="small" fontFamily="monospace">
                {detail.uid}
              </Text>
            ) : null}
          </Flex>
          <Tabs
            value={tab}
            onValueChange={setTab}
            items={[
              {
                value: 'erro',
                label: `Erro (${detail.conflitos.erros})`,
                content: <Grupos grupos={detail.log.erros} vazio={esocialMensagens.semErros} testId="log-erros" tone="error" />,
              },
              {
                value: 'aviso',
                label: `Pontos de Atenção (${detail.conflitos.avisos})`,
                content: <Grupos grupos={detail.log.avisos} vazio={esocialMensagens.semAvisos} testId="log-avisos" tone="warning" />,
              },
              {
                value: 'arquivo',
                label: 'Arquivo',
                content: (
                  <Flex direction="column" gap="small" paddingTop="small" data-testid="log-arquivo">
                    {detail.xml ? (
                      <>
                        {onDownload ? (
                          <Flex justifyContent="flex-end">
                            <Button size="small" onClick={() => onDownload(detail.id)} data-testid="log-baixar-xml">
                              Baixar XML
                            </Button>
                          </Flex>
                        ) : null}
                        <pre className="oc-xml-view" style={{ maxHeight: '50vh', overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: '0.8rem' }}>
                          {detail.xml}
                        </pre>
                      </>
                    ) : (
                      <Text>Nenhum XML gerado para este evento.</Text>
                    )}
                  </Flex>
                ),
              },
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}

function Grupos({ grupos, vazio, testId, tone }: { grupos: readonly GrupoLog[]; vazio: string; testId: string; tone: 'error' | 'warning' }) {
  if (grupos.length === 0) {
    return (
      <Text padding="small" data-testid={testId}>
        {vazio}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="small" paddingTop="small" data-testid={testId}>
      {grupos.map((grupo) => (
        <View key={grupo.grupo} className="oc-log-group" data-testid={`log-grupo-${grupo.grupo}`}>
          <Alert variation={tone} hasIcon={false}>
            <Heading level={6}>{grupo.titulo}</Heading>
            {grupo.onde ? <Text fontSize="small">Onde corrigir: {grupo.onde}</Text> : null}
            <ul style={{ margin: '0.5rem 0 0', paddingInlineStart: '1.25rem' }}>
              {grupo.itens.map((item, index) => (
                <li key={index}>
                  <Text as="span">
                    {item.codigo ? <strong>{item.codigo} - </strong> : null}
                    {item.descricao}
                  </Text>
                  {item.localizacao ? (
                    <Text as="span" fontSize="small" color="font.tertiary">
                      {' '}
                      ({item.localizacao})
                    </Text>
                  ) : null}
                </li>
              ))}
            </ul>
          </Alert>
        </View>
      ))}
    </Flex>
  );
}
