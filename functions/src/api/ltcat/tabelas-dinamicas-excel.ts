import { tipoDescricao, todayInSaoPaulo } from '@ocupacional/shared';
import ExcelJS from 'exceljs';
import { nameKey } from '../../data/entities/keys';
import { categoriasDaTabela, colunasDaTabela, tabelaDinamicaViva } from '../../data/tabelas-dinamicas';
import { HttpError, notFoundMessage, respond, type RouteHandler } from '../../platform';
import { webTenant } from '../cadastro/registry';
import { xlsxContentType } from '../cadastro/registry-excel';

/*
 * GET /ltcat/tabela-dinamica/{id}/exportar (issue 15; spec 3 §2.3 "export", §7 exportar): the table's structure as
 * an .xlsx in the 'planilha' function: a sheet of its live columns (order, category, type, link, unit, mask,
 * reference range, flags) and a sheet of the columns' value lines. Answered as {contents, filename, contentType}.
 */

const simNao = (value: boolean | undefined, fallback: boolean) => ((value ?? fallback) ? 'Sim' : 'Não');

export const exportTabelaDinamica: RouteHandler = async (event, context) => {
  const tenant = webTenant(context);
  const tabela = await tabelaDinamicaViva(tenant, event.pathParameters?.id ?? '');
  if (!tabela) throw new HttpError(404, notFoundMessage);
  const [categorias, colunas] = await Promise.all([categoriasDaTabela(tenant, tabela.id), colunasDaTabela(tenant, tabela.id)]);
  const nomes = new Map(categorias.map((categoria) => [categoria.id, categoria.nome]));

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Ocupacional';
  const estrutura = workbook.addWorksheet('Colunas');
  estrutura.columns = [
    { header: 'Ordem', width: 8 },
    { header: 'Categoria', width: 24 },
    { header: 'Coluna', width: 32 },
    { header: 'Tipo de campo', width: 24 },
    { header: 'Vínculo', width: 26 },
    { header: 'Unidade', width: 12 },
    { header: 'Máscara', width: 14 },
    { header: 'Referência mínima', width: 16 },
    { header: 'Referência máxima', width: 16 },
    { header: 'Obrigatório', width: 12 },
    { header: 'Ativo', width: 8 },
  ];
  estrutura.getRow(1).font = { bold: true };
  const valores = workbook.addWorksheet('Valores');
  valores.columns = [
    { header: 'Coluna', width: 32 },
    { header: 'Ordem', width: 8 },
    { header: 'Valor', width: 40 },
    { header: 'Unidade', width: 12 },
    { header: 'Tipo de campo', width: 24 },
    { header: 'Padrão', width: 8 },
    { header: 'Ativo', width: 8 },
  ];
  valores.getRow(1).font = { bold: true };
  for (const coluna of colunas) {
    estrutura.addRow([
      coluna.ordem ?? 0,
      (coluna.categoriaId && nomes.get(coluna.categoriaId)) || '',
      coluna.nome,
      tipoDescricao(coluna.tipoCampo) ?? '',
      coluna.tipoVinculo ? (tipoDescricao(coluna.tipoVinculo) ?? '') : '',
      coluna.unidade ?? '',
      coluna.mascara ?? '',
      coluna.refMin ?? '',
      coluna.refMax ?? '',
      simNao(coluna.obrigatorio, false),
      simNao(coluna.ativo, true),
    ]);
    for (const linha of coluna.valores ?? []) {
      valores.addRow([
        coluna.nome,
        linha.ordem,
        linha.nome,
        linha.unidade ?? '',
        linha.tipoCampo ? (tipoDescricao(linha.tipoCampo) ?? '') : '',
        simNao(linha.padrao, false),
        simNao(linha.ativo, true),
      ]);
    }
  }
  const buffer = await workbook.xlsx.writeBuffer();
  const filename = `tabela-dinamica-${nameKey(tabela.nome) || tabela.id}-${todayInSaoPaulo()}.xlsx`;
  return respond(200, 'OK', { contents: Buffer.from(buffer).toString('base64'), filename, contentType: xlsxContentType });
};
