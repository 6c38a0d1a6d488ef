import { Badge, Button, Flex, Loader, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { documentTypes, formatBrDate } from '@ocupacional/shared';
import type { AsoDocumento } from '@ocupacional/shared';
import { formatDateTime } from '../../../lib/format-date-time';
import { loadErrorOf } from '../../../ui/data-table/server-page';
import { Modal } from '../../../ui/modal';
import { Section } from '../../../ui/section';
import { Tabs } from '../../../ui/tabs';
import { EmailHistoryTable } from '../../mail/components/email-history-table';
import { asoArquivoPdfUrl, useAsoArquivo } from '../api/get-aso-arquivo';
import { useConsultaEmails } from '../api/get-consulta-emails';
import { statusVariation } from '../utils/upload-status';

/**
 * The file detail modal (spec 2 §2): 'Detalhamento do Arquivo' — the consultation's ASO and medical record with
 * their pages, each opened in a new tab, and the whole file as one PDF — and 'Histórico de Envio de Emails'.
 */
export function ArquivoModal({ idCon, onClose }: { idCon: number | null; onClose: () => void }) {
  return (
    <Modal
      open={idCon !== null}
      onClose={onClose}
      title={`Arquivos da Consulta Nº ${idCon ?? ''}`}
      width="min(64rem, 95%)"
      testId="arquivo-modal"
      footer={<Button onClick={onClose}>Fechar</Button>}
    >
      {idCon !== null ? (
        <Tabs
          isLazy
          items={[
            { value: 'arquivo', label: 'Detalhamento do Arquivo', content: <ArquivoDetalhe idCon={idCon} /> },
            { value: 'emails', label: 'Histórico de Envio de Emails', content: <EmailHistory idCon={idCon} /> },
          ]}
        />
      ) : null}
    </Modal>
  );
}

function ArquivoDetalhe({ idCon }: { idCon: number }) {
  const arquivo = useAsoArquivo(idCon);
  const row = arquivo.data;
  if (!row) {
    return (
      <Flex justifyContent="center" padding="large">
        {arquivo.isError ? <Text>Não foi possível carregar os arquivos da consulta.</Text> : <Loader size="large" ariaLabel="Carregando..." />}
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="small" padding="small" data-testid="arquivo-detalhe">
      <Text>
        <strong>{row.codigo}</strong> - {row.empresa.nome} - {row.funcionario.nome} - {row.tipo_aso.descricao} ({formatBrDate(row.data_age.slice(0, 10))})
      </Text>
      <DocumentoSection title="ASO" documento={row.arquivo_aso} href={asoArquivoPdfUrl(idCon, documentTypes.aso)} testId="arquivo-aso" />
      <DocumentoSection
        title="Prontuário médico"
        documento={row.arquivo_prontuario}
        href={asoArquivoPdfUrl(idCon, documentTypes.prontuario)}
        testId="arquivo-prontuario"
      />
    </Flex>
  );
}

function DocumentoSection({ title, documento, href, testId }: { title: string; documento: AsoDocumento | null; href: string; testId: string }) {
  return (
    <Section
      title={`${title}${documento ? ` (${documento.pages} ${documento.pages === 1 ? 'página' : 'páginas'})` : ''}`}
      testId={testId}
      actions={
        documento ? (
          <Button as="a" size="small" href={href} target="_blank" rel="noopener" data-testid={`${testId}-pdf`}>
            Abrir Arquivo Completo
          </Button>
        ) : null
      }
    >
      {!documento ? (
        <Text color="font.tertiary">Nenhum arquivo vinculado.</Text>
      ) : (
        <Table size="small" variation="striped">
          <TableHead>
            <TableRow>
              <TableCell as="th">Página</TableCell>
              <TableCell as="th">Upload / página</TableCell>
              <TableCell as="th">Status</TableCell>
              <TableCell as="th">Enviado por e-mail</TableCell>
              <TableCell as="th">Usuário</TableCell>
              <TableCell as="th">Atualizado em</TableCell>
              <TableCell as="th">Arquivo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {documento.paginas.map((pagina, index) => (
              <TableRow key={pagina.id}>
                <TableCell>
                  {index + 1}
                  {documento.select_pages.includes(index + 1) ? null : (
                    <Badge size="small" marginInlineStart="xs">
                      enviada
                    </Badge>
                  )}
                </TableCell>
                <TableCell>
                  {pagina.upload.slice(-8)} / {pagina.pagina}
                </TableCell>
                <TableCell>
                  <Badge size="small" variation={statusVariation(pagina.tipo_status.id)}>
                    {pagina.tipo_status.descricao}
                  </Badge>
                </TableCell>
                <TableCell>{pagina.send_email_at ? formatDateTime(pagina.send_email_at) : '-'}</TableCell>
                <TableCell>{pagina.usuario ?? ''}</TableCell>
                <TableCell>{pagina.updated_at ? formatDateTime(pagina.updated_at) : ''}</TableCell>
                <TableCell>
                  <Button as="a" size="small" variation="link" href={pagina.arquivo} target="_blank" rel="noopener">
                    Abrir
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

/** The consultation's ASO e-mails, in the mail feature's history table (docs/api/mail.md asoConsultaEmails). */
function EmailHistory({ idCon }: { idCon: number }) {
  const emails = useConsultaEmails(idCon);
  const error = loadErrorOf(emails.error);
  return (
    <Flex direction="column" padding="small" data-testid="arquivo-emails">
      <EmailHistoryTable historico={emails.data} loading={emails.isPending} error={error} />
    </Flex>
  );
}
