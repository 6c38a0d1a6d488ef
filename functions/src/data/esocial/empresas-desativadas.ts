import { esocialEmpresasDesativadas } from '../entities/esocial-empresa-desativada';

/*
 * The companies disabled for eSocial (spec 2 §2, permission 310), as the daily check and 'Gerar XML' read them: a
 * company is disabled from its record's date on (São Paulo day) until the record is deleted.
 */

/** The ids of the tenant's companies disabled on `dia` (yyyy-mm-dd). */
export async function empresasDesativadasEm(tenant: string, dia: string): Promise<Set<string>> {
  const { data } = await esocialEmpresasDesativadas().query.byEmpresa({ tenant }).go({ pages: 'all' });
  return new Set(data.filter((item) => item.data <= dia).map((item) => item.empresaId));
}

/** Whether a company of the tenant is disabled for eSocial on `dia`. */
export async function empresaDesativadaEm(tenant: string, empresaId: string, dia: string): Promise<boolean> {
  const { data } = await esocialEmpresasDesativadas().get({ tenant, empresaId }).go();
  return data !== null && data.data <= dia;
}
