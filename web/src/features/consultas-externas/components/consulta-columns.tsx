import { Text } from '@aws-amplify/ui-react';
import { dataTableColumns } from '../../../ui/data-table/data-table';
import { FuncionarioCell } from '../../../ui/data-table/funcionario-cell';
import { TwoLineCell } from '../../../ui/data-table/two-line-cell';
import { consultaNumero } from '../utils/print-panels';
import { scheduleText } from '../utils/schedule-text';
import { StatusBadge } from './status-badge';

/** What a consultation list's row holds for the columns every such list shows (spec 1 §2). */
export interface ConsultaListRow {
  id: string;
  id_con: number | null;
  funcionario: { nome: string; cpf: string };
  funcao: { nome: string };
  tipo_aso: { descricao: string };
  data_age: string;
  tipo_status: { id: number; descricao: string };
}

/**
 * The columns every consultation list shows (the company's, the clinic's, the back office's, the reuse list):
 * Consulta (the number in bold once generated, the id on hover), Funcionário with the CPF, Função with the ASO type,
 * Agendamento and Status. Each list puts them in its order among its own columns.
 *
 * @example const consulta = consultaColumns<ConsultaExternaRow>(); col.columns([consulta.numero, consulta.status, …])
 */
export function consultaColumns<T extends ConsultaListRow>() {
  const col = dataTableColumns<T>();
  return {
    numero: col.accessor((row) => consultaNumero(row), {
      id: 'consulta',
      header: 'Consulta',
      cell: ({ row }) => (
        <Text as="span" fontWeight={row.original.id_con ? 'bold' : 'normal'} title={row.original.id}>
          {consultaNumero(row.original)}
        </Text>
      ),
    }),
    funcionario: col.accessor((row) => row.funcionario.nome, {
      id: 'funcionario',
      header: 'Funcionário',
      cell: ({ row }) => <FuncionarioCell funcionario={row.original.funcionario} />,
    }),
    funcao: col.accessor((row) => row.funcao.nome, {
      id: 'funcao',
      header: 'Função',
      // The function with the ASO type (spec 1 §2).
      cell: ({ row }) => <TwoLineCell main={row.original.funcao.nome} detail={row.original.tipo_aso.descricao} />,
    }),
    agendamento: col.accessor((row) => row.data_age, {
      id: 'data_age',
      header: 'Agendamento',
      cell: ({ getValue }) => scheduleText(getValue()),
    }),
    status: col.accessor((row) => row.tipo_status.descricao, {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusBadge status={row.original.tipo_status} />,
    }),
  };
}
