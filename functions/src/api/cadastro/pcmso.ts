import {
  funcaoQuerySchema,
  lookupSizes,
  pcmsoFdtQuerySchema,
  pcmsoGheFuncaoQuerySchema,
  pcmsoGheQuerySchema,
  todayInSaoPaulo,
  type Fdt,
  type Funcao,
  type Ghe,
  type PcmsoExame,
  type PcmsoRevisao,
} from '@ocupacional/shared';
import { byIds, currentRevision, frontOf, gheOf, gheRules } from '../../data/company-reads';
import { fdts } from '../../data/entities/fdt';
import { funcoes, type FuncaoItem } from '../../data/entities/funcao';
import { ghes, type GheItem } from '../../data/entities/ghe';
import { searchText } from '../../data/entities/keys';
import type { PcmsoRevisaoItem } from '../../data/entities/pcmso-revisao';
import { gheAvailability, pcmsoExameView } from '../../domain/pcmso';
import { HttpError, companyScope, notFoundMessage, parseQuery, respond, type RouteHandler } from '../../platform';

/*
 * The PCMSO lookups of the company portal (spec 1 §7): the company's fronts, their GHEs (disabled with the tip
 * when the PCMSO expired, spec 1 §5), the functions of a front, the exams of a GHE and a front's latest revision.
 * Always the session's company: a front or GHE of another company answers 404.
 */

function revisionView(revision: PcmsoRevisaoItem, today: string): PcmsoRevisao {
  return {
    id: revision.id,
    rev: revision.rev,
    descricao: revision.descricao,
    data_hora: revision.dataHora,
    inicio: revision.inicio ?? null,
    vencimento: revision.vencimento,
    vencido: revision.vencimento < today,
    parent: revision.parentId ?? null,
  };
}

const byName = <T>(name: (item: T) => string) => (a: T, b: T) => name(a).localeCompare(name(b), 'pt-BR');

/** GET pcmso/fdt (filter ativo): the company's fronts with their current revision. */
export const listFdts: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { filter } = parseQuery(event, pcmsoFdtQuerySchema);
  const today = todayInSaoPaulo();
  const { data } = await fdts().query.byEmpresa({ tenant, empresaId }).go({ pages: 'all' });
  const fronts = data
    .filter((fdt) => !fdt.deletedAt)
    .filter((fdt) => filter.ativo === undefined || (fdt.ativo !== false) === (filter.ativo === 1))
    .sort(byName((fdt) => fdt.descricao));
  const revisions = await Promise.all(fronts.map((fdt) => currentRevision(tenant, fdt.id)));
  const view: Fdt[] = fronts.map((fdt, index) => {
    const revision = revisions[index];
    return {
      id: fdt.id,
      descricao: fdt.descricao,
      pcmso: fdt.pcmso ?? null,
      ativo: fdt.ativo !== false,
      revisao: revision ? revisionView(revision, today) : null,
    };
  });
  return respond(200, 'OK', view);
};

/** The company's live GHEs, of one front (404 when it isn't the company's) or of all. */
async function companyGhes(tenant: string, empresaId: string, fdtId?: string | null): Promise<GheItem[]> {
  if (fdtId) {
    if (!(await frontOf(tenant, empresaId, fdtId))) throw new HttpError(404, notFoundMessage);
    const { data } = await ghes().query.byFdt({ tenant, fdtId }).go({ pages: 'all' });
    return data.filter((ghe) => !ghe.deletedAt && ghe.ativo !== false && ghe.empresaId === empresaId);
  }
  const { data } = await ghes().query.byEmpresa({ tenant, empresaId }).go({ pages: 'all' });
  return data.filter((ghe) => !ghe.deletedAt && ghe.ativo !== false);
}

/** GET pcmso/ghe (filter id_fdt, id_funcao; 100), each with whether its PCMSO lets it be chosen. */
export const listGhes: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { filter } = parseQuery(event, pcmsoGheQuerySchema);
  const today = todayInSaoPaulo();
  const found = (await companyGhes(tenant, empresaId, filter.id_fdt))
    .filter((ghe) => !filter.id_funcao || ghe.funcaoIds?.includes(filter.id_funcao))
    .sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0) || a.ghe.localeCompare(b.ghe, 'pt-BR'))
    .slice(0, lookupSizes.ghe);
  const frontIds = [...new Set(found.map((ghe) => ghe.fdtId))];
  const revisions = new Map(
    await Promise.all(frontIds.map(async (fdtId) => [fdtId, await currentRevision(tenant, fdtId)] as const)),
  );
  const view: Ghe[] = found.map((ghe) => {
    const availability = gheAvailability(revisions.get(ghe.fdtId), today);
    return {
      id: ghe.id,
      ghe: ghe.ghe,
      descricao: ghe.descricao,
      id_fdt: ghe.fdtId,
      funcoes: ghe.funcaoIds ?? [],
      vencido: availability.vencido,
      sem_pcmso: availability.semPcmso,
      dica: availability.dica,
    };
  });
  return respond(200, 'OK', view);
};

function funcaoView(funcao: FuncaoItem): Funcao {
  return { id: funcao.id, nome: funcao.nome, cbo: funcao.cbo ?? null };
}

/** The functions held by some GHEs, by name. */
async function functionsOf(tenant: string, sectors: readonly GheItem[]): Promise<FuncaoItem[]> {
  const found = await byIds(
    (keys) => funcoes().get(keys).go(),
    tenant,
    sectors.flatMap((ghe) => ghe.funcaoIds ?? []),
  );
  return [...found.values()].filter((funcao) => !funcao.deletedAt && funcao.ativo !== false).sort(byName((f) => f.nome));
}

/** GET pcmso/ghe/funcao (filter id_fdt; 1000): the functions of a front's GHEs (of every front without it). */
export const listGheFuncoes: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { filter } = parseQuery(event, pcmsoGheFuncaoQuerySchema);
  const found = await functionsOf(tenant, await companyGhes(tenant, empresaId, filter.id_fdt));
  return respond(200, 'OK', found.slice(0, lookupSizes.funcoes).map(funcaoView));
};

/** GET funcao (search, filter id_fdt; 100): the tenant's catalogue, or a front's functions. */
export const listFuncoes: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { search, filter } = parseQuery(event, funcaoQuerySchema);
  const term = searchText(search);
  let found: FuncaoItem[];
  if (filter.id_fdt) {
    found = await functionsOf(tenant, await companyGhes(tenant, empresaId, filter.id_fdt));
    if (term) found = found.filter((funcao) => searchText(funcao.nome, funcao.cbo).includes(term));
  } else {
    const { data } = await funcoes()
      .query.byId({ tenant })
      .where(({ busca, deletedAt }, { contains, notExists }) =>
        term ? `${notExists(deletedAt)} AND ${contains(busca, term)}` : notExists(deletedAt),
      )
      .go({ pages: 'all' });
    found = data.filter((funcao) => funcao.ativo !== false).sort(byName((f) => f.nome));
  }
  return respond(200, 'OK', found.slice(0, lookupSizes.funcoesCadastro).map(funcaoView));
};

/** GET pcmso/ghe/exame/{id_ghe}: the exams the GHE's current PCMSO revision asks for ([] without a revision). */
export const listGheExames: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const ghe = await gheOf(tenant, empresaId, event.pathParameters?.id_ghe ?? '');
  if (!ghe) throw new HttpError(404, notFoundMessage);
  const revision = await currentRevision(tenant, ghe.fdtId);
  const rules = revision ? await gheRules(tenant, revision.id, ghe.id) : [];
  const view: PcmsoExame[] = rules.map(pcmsoExameView);
  return respond(200, 'OK', view);
};

/** GET pcmso/revisao/{empresa}/{fdt}/ultima-revisao: the company's front's latest revision. */
export const getUltimaRevisao: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  if (event.pathParameters?.empresa !== empresaId) throw new HttpError(404, notFoundMessage);
  const fdt = await frontOf(tenant, empresaId, event.pathParameters?.fdt ?? '');
  const revision = fdt ? await currentRevision(tenant, fdt.id) : undefined;
  if (!revision) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', revisionView(revision, todayInSaoPaulo()));
};
