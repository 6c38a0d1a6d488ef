import type { AreaRoute } from './route-table';
import { tenantCommonRoutes } from './tenant-common';

/**
 * The partner area: the common tenant routes (spec 1 §2) mounted on the partner's screens: the exams assigned to
 * it (consultas), one exam to mark done with its result (consultas/editar/{exam}), Meu Cadastro.
 */
export const parceiroRoutes: readonly AreaRoute[] = tenantCommonRoutes('parceiro', {
  consultas: 'parceiro-exames',
  consultaEditar: 'parceiro-exame',
  meuCadastro: 'meu-cadastro',
});
