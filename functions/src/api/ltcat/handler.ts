import { createApiHandler } from '../../platform';
import {
  deleteCategorias,
  deleteColunas,
  deleteTabelasDinamicas,
  getCategoria,
  getTabelaDinamica,
  listCategorias,
  listColunas,
  listTabelasDinamicas,
  saveCategoria,
  saveColuna,
  saveTabelaDinamica,
} from './tabelas-dinamicas';
import { deleteLtcatAnexos, getLtcatAnexo, listLtcatAnexos, saveLtcatAnexo, uploadLtcatAnexo } from './anexos';
import {
  createLtcatGhe,
  deleteLtcatGheConclusoes,
  deleteLtcatGheFuncionarios,
  deleteLtcatGheFuncoes,
  deleteLtcatGhes,
  getLtcatGheConclusao,
  getLtcatGheFuncao,
  getLtcatGheFuncionario,
  listLtcatGheConclusoes,
  listLtcatGheFuncionarios,
  listLtcatGheFuncoes,
  listLtcatGhes,
  saveLtcatGheConclusao,
  saveLtcatGheFuncao,
  saveLtcatGheFuncionario,
  updateLtcatGhe,
} from './ghe';
import { createLtcat, deleteLtcats, getLtcat, getLtcatUltimaRevisao, listLtcats, updateLtcat } from './ltcat';
import { getLtcatDocumento } from './documento';
import { deleteConclusoesTecnicas, getConclusaoTecnica, listConclusoesTecnicas, saveConclusaoTecnica } from './conclusoes';
import { deleteEpis, getEpi, listEpis, saveEpi } from './epis';
import { getLtcatModeloConteudo, listLtcatModelo, saveLtcatModeloConteudo } from './modelos';
import { deleteFatoresRisco, getFatorRisco, listFatoresRisco, saveFatorRisco } from './fatores-risco';
import {
  deleteLaboratorios,
  getLaboratorio,
  listLaboratorioFatoresRisco,
  listLaboratorios,
  saveLaboratorio,
  saveLaboratorioFatoresRisco,
} from './laboratorios';

/**
 * The LTCAT module (bounded context 'ltcat', spec 3; issue 15): the LTCAT record and its attachments; the module's
 * catalogues, GHE, measurements and quotes add their handlers here.
 */
export const handler = createApiHandler('ltcat', {
  // Tabelas dinâmicas (tabelas-dinamicas.ts); the export is the planilha function's.
  tabelaDinamicaLista: listTabelasDinamicas,
  tabelaDinamica: getTabelaDinamica,
  tabelaDinamicaSalvar: saveTabelaDinamica,
  tabelaDinamicaDeletar: deleteTabelasDinamicas,
  tabelaDinamicaColunas: listColunas,
  tabelaDinamicaColunaSalvar: saveColuna,
  tabelaDinamicaColunaDeletar: deleteColunas,
  tabelaDinamicaCategorias: listCategorias,
  tabelaDinamicaCategoria: getCategoria,
  tabelaDinamicaCategoriaSalvar: saveCategoria,
  tabelaDinamicaCategoriaDeletar: deleteCategorias,
  ltcatLista: listLtcats,
  ltcatUltimaRevisao: getLtcatUltimaRevisao,
  ltcat: getLtcat,
  ltcatCadastrar: createLtcat,
  ltcatEditar: updateLtcat,
  ltcatDeletar: deleteLtcats,
  ltcatAnexoLista: listLtcatAnexos,
  ltcatAnexo: getLtcatAnexo,
  ltcatAnexoUpload: uploadLtcatAnexo,
  ltcatAnexoEditar: saveLtcatAnexo,
  ltcatAnexoDeletar: deleteLtcatAnexos,
  // The GHE of an LTCAT (ghe.ts, issue 15 wave 2)
  ltcatGheLista: listLtcatGhes,
  ltcatGheCadastrar: createLtcatGhe,
  ltcatGheEditar: updateLtcatGhe,
  ltcatGheDeletar: deleteLtcatGhes,
  ltcatGheFuncaoLista: listLtcatGheFuncoes,
  ltcatGheFuncao: getLtcatGheFuncao,
  ltcatGheFuncaoEditar: saveLtcatGheFuncao,
  ltcatGheFuncaoDeletar: deleteLtcatGheFuncoes,
  ltcatGheFuncionarioLista: listLtcatGheFuncionarios,
  ltcatGheFuncionario: getLtcatGheFuncionario,
  ltcatGheFuncionarioEditar: saveLtcatGheFuncionario,
  ltcatGheFuncionarioDeletar: deleteLtcatGheFuncionarios,
  ltcatGheConclusaoLista: listLtcatGheConclusoes,
  ltcatGheConclusao: getLtcatGheConclusao,
  ltcatGheConclusaoEditar: saveLtcatGheConclusao,
  ltcatGheConclusaoDeletar: deleteLtcatGheConclusoes,
  // Gerar Documento: the LTCAT as a .docx (documento.ts)
  ltcatDocumento: getLtcatDocumento,
  // Catalogues (issue 15): technical conclusions, EPI, the LTCAT model's sections (conclusoes.ts, epis.ts, modelos.ts)
  conclusaoTecnicaLista: listConclusoesTecnicas,
  conclusaoTecnica: getConclusaoTecnica,
  conclusaoTecnicaSalvar: saveConclusaoTecnica,
  conclusaoTecnicaDeletar: deleteConclusoesTecnicas,
  epiLista: listEpis,
  epi: getEpi,
  epiSalvar: saveEpi,
  epiDeletar: deleteEpis,
  ltcatModeloLista: listLtcatModelo,
  ltcatModeloConteudo: getLtcatModeloConteudo,
  ltcatModeloConteudoSalvar: saveLtcatModeloConteudo,
  // Fatores de Risco and Laboratórios (fatores-risco.ts, laboratorios.ts); the factors' export is the planilha function's.
  fatorRiscoLista: listFatoresRisco,
  fatorRisco: getFatorRisco,
  fatorRiscoSalvar: saveFatorRisco,
  fatorRiscoDeletar: deleteFatoresRisco,
  laboratorioLista: listLaboratorios,
  laboratorio: getLaboratorio,
  laboratorioSalvar: saveLaboratorio,
  laboratorioDeletar: deleteLaboratorios,
  laboratorioFatorRisco: listLaboratorioFatoresRisco,
  laboratorioFatorRiscoSalvar: saveLaboratorioFatoresRisco,
});
