import type { ConsultaView } from '@ocupacional/shared';

/** A consultation in attendance (55) at the clinic, every action open: the fixture of the consultation screens' tests. */
export function consultaView(over: Partial<ConsultaView> = {}): ConsultaView {
  return {
    id_con: 1001,
    id_consulta_externa: '01JEXT',
    data_age: '2026-03-01',
    dt_cad: '2026-03-01T12:00:00.000Z',
    empresa: { id: 'E1', nome: 'Acme' },
    funcionario: { id: 'F1', nome: 'Ana Souza', cpf: '12345678909' },
    funcao: { id: 'FU1', nome: 'Soldador' },
    fdt: { id: 'FDT1', descricao: 'Matriz', pcmso: null },
    ghe: null,
    tipo_aso: { id: 47, descricao: 'Admissional' },
    tipo_status: { id: 55, descricao: 'Em atendimento', bloqueado: 1 },
    credenciada: { id: 'C1', nome: 'Clínica', telefone: null },
    obs: null,
    aptidao: null,
    te_alt: null,
    te_esp: null,
    te_ele: null,
    te_ali: null,
    liberada_em: null,
    cancelada_em: null,
    revisao: null,
    valor: 0,
    acoes: { pode_liberar: true, pode_cancelar: true, aso_imprimivel: false, femo_editavel: true },
    aso: null,
    femo_pdf: null,
    pcmso: [],
    alerta: null,
    ...over,
  };
}
