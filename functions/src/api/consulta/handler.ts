import { createApiHandler } from '../../platform';
import { createConsultaExterna } from './cadastrar';
import {
  deleteConsultasExternas,
  getConsultaExterna,
  listAcompanhamento,
  listConsultasExternas,
  listExames,
  listRiscos,
} from './consultas-externas';
import { getGuia } from './guia';
import { postLote } from './lote';
import { listCredenciadas, listTabelaPrecoExames, listTabelasPreco } from './tabela-preco';

/**
 * The company's external consultations (bounded context 'consulta'): list, detail, tracking, exams, risks,
 * create, batch, delete, the referral guide, and the price tables and clinics of the new-consultation screen.
 */
export const handler = createApiHandler('consulta', {
  consultaExternaLista: listConsultasExternas,
  consultaExterna: getConsultaExterna,
  consultaExternaCadastrar: createConsultaExterna,
  consultaExternaLote: postLote,
  consultaExternaDeletar: deleteConsultasExternas,
  consultaExternaAcompanhamento: listAcompanhamento,
  consultaExternaExames: listExames,
  consultaExternaRiscos: listRiscos,
  consultaExternaGuia: getGuia,
  tabelaPreco: listTabelasPreco,
  tabelaPrecoExame: listTabelaPrecoExames,
  credenciadas: listCredenciadas,
});
