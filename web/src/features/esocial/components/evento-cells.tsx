import { Badge, Button, Text } from '@aws-amplify/ui-react';
import { applyMask, masks } from '@ocupacional/shared';
import type { EventoRow } from '../api/eventos';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';

/** The status with the colour the server gives it (spec 2 §4: `tipo_status.cor`). */
export function EventoStatusBadge({ status }: { status: EventoRow['tipo_status'] }) {
  return (
    <span
      className="oc-esocial-status"
      style={{ backgroundColor: status.cor, color: '#fff', borderRadius: '0.75rem', padding: '0.1rem 0.6rem', fontSize: '0.8rem', whiteSpace: 'nowrap' }}
      data-testid="evento-status"
      data-status={status.id}
    >
      {status.descricao}
    </span>
  );
}

/** The conflicts indicator: errors plus warnings, red with any error, else orange (spec 2 §4); opens the log. */
export function ConflitosIndicator({ conflitos, onClick }: { conflitos: EventoRow['conflitos']; onClick: () => void }) {
  if (!conflitos.cor) {
    return (
      <Button size="small" variation="link" onClick={onClick} data-testid="evento-conflitos" data-cor="">
        0
      </Button>
    );
  }
  return (
    <Button size="small" variation="link" onClick={onClick} data-testid="evento-conflitos" data-cor={conflitos.cor} title={`${conflitos.erros} erro(s), ${conflitos.avisos} ponto(s) de atenção`}>
      <Badge size="small" variation={conflitos.cor === 'vermelho' ? 'error' : 'warning'}>
        {conflitos.total}
      </Badge>
    </Button>
  );
}

/** The worker with the CPF under the name. */
export function FuncionarioCell({ row }: { row: EventoRow }) {
  return (
    <TwoLineCell main={row.funcionario.nome} detail={applyMask(masks.cpf, row.funcionario.cpf)} />
  );
}

/** The worker's function with the work front (and GHE) under it. */
export function FuncaoCell({ row }: { row: EventoRow }) {
  const lugar = [row.funcionario.fdt?.descricao, row.ghe?.descricao].filter(Boolean).join(' / ');
  return <TwoLineCell main={row.funcionario.funcao ?? '—'} detail={lugar} />;
}

/** The company with its CNPJ under the name. */
export function EmpresaCell({ row }: { row: EventoRow }) {
  return <TwoLineCell main={row.empresa.nome} detail={applyMask(masks.cnpj, row.empresa.cnpj)} />;
}

/** A long identifier (UID, receipt) in a small monospace line. */
export function Identificador({ value }: { value: string | null | undefined }) {
  if (!value) return <Text as="span">—</Text>;
  return (
    <Text as="span" fontSize="small" fontFamily="monospace" style={{ wordBreak: 'break-all' }}>
      {value}
    </Text>
  );
}

/** The badge colour of each deadline situation: late red, due today orange, due grey, sent green. */
const prazoVariation = { atrasado: 'error', 'vence hoje': 'warning', 'a vencer': 'info', enviado: 'success' } as const;

/** The deadline to send the event (issue 13 item 9): its date and where it stands; '—' when it has none. */
export function PrazoCell({ prazo }: { prazo: EventoRow['prazo'] }) {
  if (!prazo) return <Text as="span">—</Text>;
  const data = `${prazo.data.slice(8, 10)}/${prazo.data.slice(5, 7)}/${prazo.data.slice(0, 4)}`;
  return (
    <span data-testid="evento-prazo" data-situacao={prazo.situacao} style={{ whiteSpace: 'nowrap' }}>
      <Text as="span" fontSize="small">
        {data}{' '}
      </Text>
      <Badge size="small" variation={prazoVariation[prazo.situacao]}>
        {prazo.rotulo}
      </Badge>
    </span>
  );
}
