import { consultaExames, type ConsultaExameItem } from '../../../data/entities/consulta-exame';
import { consultas, type ConsultaItem } from '../../../data/entities/consulta';
import { dateKeyWindow } from '../../../data/entities/keys';
import { readPage, type PageOf, type PageRequest } from '../../../data/list-page';
import { HttpError, notFoundMessage, sessionOf, type RouteContext } from '../../../platform';

/*
 * The partner's reads: who the partner is (the session's point), the exams assigned to it by exam day (one Query of
 * the sparse index byParceiro), one of its exams and that exam's consultation. Anything not this partner's reads
 * as absent (404).
 */

/** The tenant and partner a partner-area session acts for. */
export interface ParceiroScope {
  readonly tenant: string;
  readonly parceiroId: string;
  readonly usuarioId: string;
  readonly usuarioNome: string;
}

/** The partner scope of a parceiro-area session; a user without a partner sees nothing (404). */
export function parceiroScope(context: Pick<RouteContext, 'session'>): ParceiroScope {
  const session = sessionOf(context);
  const parceiroId = session.usuario.pointId;
  if (session.pointType !== 'parceiro' || !parceiroId) throw new HttpError(404, notFoundMessage);
  return { tenant: session.tenant, parceiroId, usuarioId: session.usuario.id, usuarioNome: session.usuario.nome };
}

/**
 * The id a partner's screens use for an exam: its consultation number and its own id ('<id_con>-<id>'), the key of
 * the exam item, so one GetItem finds it.
 */
export function exameRef(exame: Pick<ConsultaExameItem, 'idCon' | 'id'>): string {
  return `${exame.idCon}-${exame.id}`;
}

function parseExameRef(ref: string | undefined): { idCon: number; id: string } | null {
  const match = /^(\d{1,10})-([0-9A-Za-z]{10,40})$/.exec(ref ?? '');
  return match ? { idCon: Number(match[1]), id: match[2] as string } : null;
}

/**
 * One page of the exams assigned to the partner whose exam day is within [start, end] (ISO days), oldest day first:
 * one range of the sparse index byParceiro (issue 17). `situacao` is a FilterExpression; `keep` drops rows of the
 * reads (the search, whose rules no expression states).
 */
export async function examesDoParceiro(
  scope: ParceiroScope,
  start: string,
  end: string,
  request: PageRequest,
  situacao?: 'pendente' | 'realizado',
  keep: (exame: ConsultaExameItem) => boolean = () => true,
): Promise<PageOf<ConsultaExameItem>> {
  const { tenant, parceiroId } = scope;
  const window = dateKeyWindow(start, end);
  return readPage(tenant, request, 'gsi2', async (options) => {
    const query = consultaExames().query.byParceiro({ tenant, parceiroId }).between({ data: window.start }, { data: window.end });
    const read = await (situacao
      ? query.where(({ realizadoEm }, { exists, notExists }) => (situacao === 'realizado' ? exists(realizadoEm) : notExists(realizadoEm)))
      : query
    ).go(options);
    // The index holds only assigned exams; the check keeps a reassigned one out of a stale index entry's answer.
    return { ...read, data: read.data.filter((exame) => exame.parceiroId === parceiroId && keep(exame)) };
  });
}

/** The partner's exam named by the path's {id}, or 404. */
export async function exameDoParceiro(scope: ParceiroScope, ref: string | undefined): Promise<ConsultaExameItem> {
  const key = parseExameRef(ref);
  const { data } = key ? await consultaExames().get({ tenant: scope.tenant, idCon: key.idCon, id: key.id }).go() : { data: null };
  if (!data || data.parceiroId !== scope.parceiroId) throw new HttpError(404, notFoundMessage);
  return data;
}

/** The exam's consultation, or 404 (deleted or missing). */
export async function consultaDoExame(exame: Pick<ConsultaExameItem, 'tenant' | 'idCon'>): Promise<ConsultaItem> {
  const { data } = await consultas().get({ tenant: exame.tenant, idCon: exame.idCon }).go();
  if (!data || data.deletedAt) throw new HttpError(404, notFoundMessage);
  return data;
}
