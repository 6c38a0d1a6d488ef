import { cadastroExcelMaxRows, formatCpf, permissaoCatalogo, todayInSaoPaulo, usuarioListQuerySchema } from '@ocupacional/shared';
import { readUsuariosAll } from '../../data/usuario-lista';
import { parseQuery, respond, sessionOf, type RouteHandler } from '../../platform';
import { registryExcel } from '../cadastro/registry-excel';

/*
 * GET usuario/excel (issue 14): the web area's operators the list's search finds, as an .xlsx. Served by the
 * 'planilha' function with the other exports (exceljs stays out of the platform function).
 */

const rotulo = new Map(permissaoCatalogo.map((permissao) => [permissao.numero, permissao.rotulo]));

export const exportOperadores: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const { search } = parseQuery(event, usuarioListQuerySchema);
  const rows = await readUsuariosAll({ tenant, pointType: 'web', search }, cadastroExcelMaxRows);
  const file = await registryExcel(
    'usuarios',
    'Usuários',
    [
      { header: 'Nome', width: 36, value: (item) => item.nome },
      { header: 'CPF', width: 16, value: (item) => formatCpf(item.cpf) },
      { header: 'Usuário', width: 20, value: (item) => item.usuario },
      { header: 'Email', width: 32, value: (item) => item.email },
      { header: 'Administrador', width: 14, value: (item) => (item.isAdm || item.isSadm ? 'Sim' : 'Não') },
      {
        header: 'Permissões',
        width: 60,
        value: (item) => (item.acessoPermissao ?? []).map((numero) => `${numero} ${rotulo.get(numero) ?? ''}`.trim()).join('; '),
      },
      { header: 'Ativo', width: 10, value: (item) => (item.ativo === false ? 'Não' : 'Sim') },
    ],
    rows,
    todayInSaoPaulo(),
  );
  return respond(200, 'OK', file);
};
