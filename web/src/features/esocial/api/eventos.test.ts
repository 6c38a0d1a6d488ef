import { describe, expect, it } from 'vitest';
import { eventoPageSchema } from './eventos';

/** A generated S-2240 row as GET esocial/S-2240 answers it (consultation code and an occurrence code as numbers). */
const row = {
  id: '01M77XFY40N6KXDQSQM2HTPZN9',
  versao: 1,
  layout: 'S-2240',
  empresa: { id: 'E1', nome: 'Metalúrgica Vale do Paraíba Ltda', cnpj: '45723174000110' },
  funcionario: { id: 'F1', nome: 'Renata Moreira', cpf: '54316539620', funcao: 'Eletricista', fdt: { id: 'T1', descricao: 'Unidade Fabril' } },
  ghe: { id: 'G1', descricao: 'Manutenção Elétrica' },
  id_con: 9,
  recibo: null,
  uid: null,
  tem_xml: false,
  lote: null,
  lote_exclusao: null,
  avulso: 0,
  origem: 'consulta',
  parent: null,
  tipo_status: { id: 331, descricao: 'Pendente de envio', cor: '#0d6efd' },
  log_erro: [
    { descricao: 'Risco sem vínculo com a Tabela 24', localizacao: 'infoExpRisco.agNoc', grupo: 'riscoSemVinculo' },
    { codigo: 1234, descricao: 'Recusado pelo eSocial', grupo: 'esocial' },
  ],
  log_warning: [],
  conflitos: { erros: 2, avisos: 0, total: 2, cor: 'vermelho' },
  acoes: { atualizar_uid: false, baixar_xml: false, novo_lote: false, atualizar_xml: false, deletar: false, gerar_xml: true },
  created_at: '2026-11-21T12:44:13.652Z',
  updated_at: '2026-11-21T12:44:13.652Z',
};

describe('eventoPageSchema', () => {
  it('reads the rows the API answers, generated ones included', () => {
    // Act
    const parsed = eventoPageSchema.safeParse({ data: [row], pagination: { page: 1, pagination: 50, total: 1, last_page: 1 } });

    // Assess
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.data[0]?.id_con).toBe(9);
  });
});
