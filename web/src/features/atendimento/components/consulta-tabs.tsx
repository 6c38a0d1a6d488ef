import { Alert, Button, Flex, Loader, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { asoNotReleasedText, formatBrDate, formatBrDateTime } from '@ocupacional/shared';
import type { ConsultaView } from '@ocupacional/shared';
import { useParams } from 'react-router-dom';
import { SimpleTable } from '../../../ui/simple-table';
import { StatusBadge } from '../../consultas-externas/components/status-badge';
import { asoReleasedText } from '../../consultas-externas/utils/print-panels';
import { useLiberacoes } from '../api/get-liberacoes';
import { acompanhamentoOf } from '../utils/acompanhamento';
import { apiBaseOf, documentUrl } from '../utils/document-url';


/** 'Acompanhamento': the status history, oldest first (utils/acompanhamento.ts). */
export function AcompanhamentoTab({ consulta }: { consulta: ConsultaView }) {
  const liberacoes = useLiberacoes('credenciada', consulta.id_con);
  if (liberacoes.isPending) {
    return (
      <Flex justifyContent="center" padding="large">
        <Loader ariaLabel="Carregando..." />
      </Flex>
    );
  }
  const entries = acompanhamentoOf(consulta, liberacoes.data?.data ?? []);
  return (
    <SimpleTable testId="acompanhamento-tab" head={['Data', 'Status', 'Observação', 'Usuário']}>
      {entries.map((entry, index) => (
        <TableRow key={`${entry.status.id}-${index}`}>
          <TableCell>{entry.data.includes('T') && entry.data.length > 16 ? formatBrDateTime(entry.data) : formatBrDate(entry.data.slice(0, 10))}</TableCell>
          <TableCell>
            <StatusBadge status={entry.status} />
          </TableCell>
          <TableCell>{entry.obs ?? ''}</TableCell>
          <TableCell>{entry.usuario ?? ''}</TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}

/** 'PCMSO': 'Exames Vinculados no PCMSO' of the consultation's GHE, read-only (spec 1 §2 "Other"). */
export function PcmsoTab({ consulta }: { consulta: ConsultaView }) {
  const flag = (value: boolean) => (value ? 'Sim' : 'Não');
  return (
    <Flex direction="column" gap="small">
      <Text fontWeight="bold">Exames Vinculados no PCMSO</Text>
      {consulta.pcmso.length === 0 ? (
        <Text color="font.tertiary" data-testid="pcmso-tab">
          Nenhum exame vinculado ao PCMSO deste setor.
        </Text>
      ) : (
        <SimpleTable
          testId="pcmso-tab"
          head={['Exame', 'Admissional', 'Após admissional', 'Demissional', 'Retorno ao trabalho', 'Mudança de função', 'Periodicidade (meses)', 'Idade', 'Validade (dias)']}
        >
          {consulta.pcmso.map((exame) => (
            <TableRow key={exame.id}>
              <TableCell>{exame.exame.nome}</TableCell>
              <TableCell>{flag(exame.adm)}</TableCell>
              <TableCell>{flag(exame.apos_adm)}</TableCell>
              <TableCell>{flag(exame.dem)}</TableCell>
              <TableCell>{flag(exame.ret_tra)}</TableCell>
              <TableCell>{flag(exame.mud_fun)}</TableCell>
              <TableCell>{exame.periodicidade || '—'}</TableCell>
              <TableCell>
                {exame.per_id1 !== null || exame.per_id2 !== null ? `${exame.per_id1 ?? 0} a ${exame.per_id2 ?? '∞'}` : '—'}
              </TableCell>
              <TableCell>{exame.validade}</TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      )}
    </Flex>
  );
}

/** 'ASO': the generated ASO prints once released apt (66, 67); otherwise the not-released text (spec 1 §2). */
export function AsoTab({ consulta }: { consulta: ConsultaView }) {
  const { tenant } = useParams();
  const printable = consulta.acoes.aso_imprimivel && consulta.aso;
  return (
    <Flex direction="column" gap="small" padding="small" data-testid="aso-panel" data-status={consulta.tipo_status.id}>
      {printable ? (
        <>
          <Alert variation="success">{asoReleasedText}</Alert>
          <Button
            as="a"
            href={documentUrl(consulta.aso?.url ?? '', apiBaseOf(tenant))}
            target="_blank"
            rel="noopener"
            variation="primary"
            alignSelf="flex-start"
            data-testid="imprimir-aso"
          >
            Imprimir ASO
          </Button>
        </>
      ) : (
        <Alert variation="warning" heading="ASO não liberado" data-testid="aso-nao-liberado">
          {asoNotReleasedText}
        </Alert>
      )}
    </Flex>
  );
}
