import type { ApiRoute } from '../api-routes';

/*
 * A company's structure in the back office (issue 14; the 'Estrutura' tab of empresas/editar/{id}): work fronts, GHEs,
 * the functions of a GHE, the front's PCMSO revisions and each GHE's exam table, under the company's path as its
 * e-mail contacts (empresa/{empresa}/…; the spec's own GET pcmso/fdt/{empresa} and pcmso/ghe/funcao/{ghe}/{empresa}
 * are the consultation modal's lookups, atendimento.ts). Web area only, reading for every web-area user, changing for
 * administrators (as the registries, cadastros.ts).
 * The company portal's own lookups (pcmsoFdt, pcmsoGhe, pcmsoGheFuncao, pcmsoGheExame, pcmsoUltimaRevisao) read
 * what these write.
 */

const web = { tenant: false, fn: 'cadastro', auth: true, areas: ['web'] } as const;
const admin = { ...web, admin: true } as const;

export const empresaEstruturaRoutes = [
  // Work fronts of a company
  { ...web, id: 'estruturaFdtLista', method: 'GET', path: '/empresa/{empresa}/fdt' },
  { ...web, id: 'estruturaFdt', method: 'GET', path: '/empresa/{empresa}/fdt/{id}' },
  { ...admin, id: 'estruturaFdtSalvar', method: 'POST', path: '/empresa/{empresa}/fdt/editar' },
  { ...admin, id: 'estruturaFdtDeletar', method: 'POST', path: '/empresa/{empresa}/fdt/deletar', deletes: true },
  // GHEs of a front (with their functions)
  { ...web, id: 'estruturaGheLista', method: 'GET', path: '/empresa/{empresa}/ghe/{fdt}' },
  { ...admin, id: 'estruturaGheSalvar', method: 'POST', path: '/empresa/{empresa}/ghe/editar' },
  { ...admin, id: 'estruturaGheDeletar', method: 'POST', path: '/empresa/{empresa}/ghe/deletar', deletes: true },
  // Functions of a GHE (links to Configurações › Funções)
  { ...web, id: 'estruturaGheFuncoes', method: 'GET', path: '/empresa/{empresa}/ghe/funcao/{ghe}' },
  { ...admin, id: 'estruturaGheFuncaoSalvar', method: 'POST', path: '/empresa/{empresa}/ghe/funcao/{ghe}/editar' },
  { ...admin, id: 'estruturaGheFuncaoDeletar', method: 'POST', path: '/empresa/{empresa}/ghe/funcao/{ghe}/deletar', deletes: true },
  // PCMSO revisions of a front: list, Nova Revisão (copies the latest's tables), edit one's description and validity
  { ...web, id: 'estruturaRevisoes', method: 'GET', path: '/empresa/{empresa}/pcmso/revisao/{fdt}' },
  { ...admin, id: 'estruturaRevisaoNova', method: 'POST', path: '/empresa/{empresa}/pcmso/revisao/{fdt}/nova' },
  { ...admin, id: 'estruturaRevisaoSalvar', method: 'POST', path: '/empresa/{empresa}/pcmso/revisao/{fdt}/editar' },
  // The exam table of a GHE in a revision (only the latest revision's changes)
  { ...web, id: 'estruturaPcmsoExames', method: 'GET', path: '/empresa/{empresa}/pcmso/exame/{revisao}/{ghe}' },
  { ...admin, id: 'estruturaPcmsoExamesSalvar', method: 'POST', path: '/empresa/{empresa}/pcmso/exame/{revisao}/{ghe}/editar' },
] as const satisfies readonly ApiRoute[];
