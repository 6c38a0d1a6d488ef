import { funcionarios } from './entities/funcionario';
import { ghes, type GheItem } from './entities/ghe';
import { unicos } from './entities/unico';
import { forEachScanPage } from './entity-scan';
import type { TransactOperation } from './transactions';

/*
 * What a company's structure (issue 14: fronts, GHEs, the functions of a GHE, the PCMSO revisions) keeps beside its
 * records, and the checks its deletes make:
 * - a function linked to a GHE is also an `unico` claim 'funcaoGhe' valued '<funcaoId>#<gheId>' (alvoId the GHE),
 *   written in the same transaction as the GHE's funcaoIds (what the company portal reads). "Is the function in a live
 *   GHE?" is one Query of the tenant's partition on the prefix '<funcaoId>#', limit 1 (Configurações › Funções' delete).
 * - a revision number claims 'pcmsoRevisao' '<fdtId>#<rev>', so two 'Nova Revisão' at once cannot both be rev n.
 * - a front or GHE with active employees cannot be deleted: the employee has no index by front or GHE (its five GSIs
 *   serve the company's list), so the check reads the company's active employees (byEmpresaSituacao, 'ativo#'),
 *   filtered on the front or GHE, page by page until the first match: a few pages even for thousands of employees,
 *   and only when an administrator deletes a front or GHE.
 */

/** The claim value of a function linked to a GHE. */
export const funcaoGheValor = (funcaoId: string, gheId: string) => `${funcaoId}#${gheId}`;

/** The claim of a link (fails if the GHE already holds the function). */
export function vincularFuncaoOp(tenant: string, funcaoId: string, gheId: string): TransactOperation {
  return { put: unicos().create({ tenant, tipo: 'funcaoGhe', valor: funcaoGheValor(funcaoId, gheId), alvoId: gheId }).params() };
}

/** Releases a link's claim. */
export function desvincularFuncaoOp(tenant: string, funcaoId: string, gheId: string): TransactOperation {
  return { delete: unicos().delete({ tenant, tipo: 'funcaoGhe', valor: funcaoGheValor(funcaoId, gheId) }).params() };
}

/** Whether a live GHE holds the function (one Query, one item at most). */
export async function funcaoEmGhe(tenant: string, funcaoId: string): Promise<boolean> {
  const { data } = await unicos()
    .query.byValor({ tenant, tipo: 'funcaoGhe' })
    .begins({ valor: `${funcaoId}#` })
    .go({ limit: 1 });
  return data.length > 0;
}

/** The claim of a front's revision number (fails if another revision took it). */
export function revisaoNumeroOp(tenant: string, fdtId: string, rev: number, revisaoId: string): TransactOperation {
  return { put: unicos().create({ tenant, tipo: 'pcmsoRevisao', valor: `${fdtId}#${rev}`, alvoId: revisaoId }).params() };
}

/** Whether the company has an active employee (not dismissed, not deleted) in the front or GHE. */
export async function funcionariosAtivosEm(
  tenant: string,
  empresaId: string,
  onde: { readonly fdtId: string } | { readonly gheId: string },
): Promise<boolean> {
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page += 1) {
    const query = funcionarios()
      .query.byEmpresaSituacao({ tenant, empresaId, situacao: 'ativo' })
      .where((attributes, { eq }) => ('fdtId' in onde ? eq(attributes.fdtId, onde.fdtId) : eq(attributes.gheId, onde.gheId)));
    const result: { data: unknown[]; cursor: string | null } = await query.go({ cursor });
    if (result.data.length > 0) return true;
    cursor = result.cursor;
    if (!cursor) return false;
  }
  return true;
}

/**
 * Claims the links of the GHEs written before links were claimed (the demo seed, issue 14's migration): every live
 * GHE's functions. A put: re-running it rewrites the same claims. Answers the claims written.
 */
export async function vincularFuncoesExistentes(): Promise<number> {
  let written = 0;
  await forEachScanPage(
    (cursor) => ghes().scan.go({ cursor }),
    async (items: GheItem[]) => {
      for (const ghe of items.filter((item) => !item.deletedAt)) {
        for (const funcaoId of ghe.funcaoIds ?? []) {
          await unicos().put({ tenant: ghe.tenant, tipo: 'funcaoGhe', valor: funcaoGheValor(funcaoId, ghe.id), alvoId: ghe.id }).go();
          written += 1;
        }
      }
    },
  );
  return written;
}
