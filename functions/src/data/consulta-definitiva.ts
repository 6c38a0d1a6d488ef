import type { CreateEntityItem } from 'electrodb';
import { consultaStatus } from '@ocupacional/shared';
import { exameFlags, inicioDeAtendimento, statusEmAtendimento } from '../domain/atendimento';
import { HttpError } from '../platform/http';
import { notFoundMessage } from '../platform/messages';
import { historyEntry, type ConsultaExternaCreate } from './consulta-externa-builder';
import { acompanhamentos } from './entities/acompanhamento';
import { consultaCounter, nextNumber } from './entities/contador';
import { consultaExames } from './entities/consulta-exame';
import { consultasExternas, type ConsultaExternaItem } from './entities/consulta-externa';
import { filaCounterChanges } from './consulta-filas';
import { consultas } from './entities/consulta';
import { derivedId, newId } from './entities/keys';
import { applyConsultaCounterChanges } from './consulta-counters';
import { TransactionConflictError, transactWrite } from './transactions';

/*
 * Starting attendance (spec 1 §2 "start attendance", §4 "Generating a definitive consultation"): the external
 * consultation gets its number (id_con, the tenant's 'consulta' counter) and status 55, and the definitive
 * consultation, its exams and the history entry are written with it in one transaction, conditioned on the
 * external one still being scheduled and without a number. The clinic's button and the back office's 'gerar'
 * both come here; a second call (a double click, a retried request) finds the number and opens that consultation.
 */

/** Who starts the attendance, for the history entry. */
export interface Atendente {
  readonly usuarioId: string;
  readonly usuarioNome: string;
}

/** The outcome: the consultation's number, and whether this call generated it. */
export interface ConsultaGerada {
  readonly idCon: number;
  readonly gerada: boolean;
}

type ConsultaCreate = CreateEntityItem<ReturnType<typeof consultas>>;
type ConsultaExameCreate = CreateEntityItem<ReturnType<typeof consultaExames>>;

/** Widened: the attribute is any status, the condition compares it with 54. */
const agendada: number = consultaStatus.agendada;

function refuse(message: string): never {
  throw new HttpError(400, message, { fields: { id: [message] } });
}

/** The external consultation's fields the definitive consultation and its exams copy. */
export type ExternaGerada = Pick<
  ConsultaExternaCreate,
  | 'tenant'
  | 'id'
  | 'empresaId'
  | 'empresaNome'
  | 'funcionarioId'
  | 'funcionarioNome'
  | 'funcionarioCpf'
  | 'credenciadaId'
  | 'credenciadaNome'
  | 'fdtId'
  | 'fdtDescricao'
  | 'gheId'
  | 'gheCodigo'
  | 'gheDescricao'
  | 'funcaoId'
  | 'funcaoNome'
  | 'dataAge'
  | 'tipoAso'
  | 'dtMudancaCondicao'
  | 'obs'
  | 'pcmsoRevisaoId'
  | 'revisao'
  | 'exames'
>;

type ExameDaExterna = NonNullable<ExternaGerada['exames']>[number];

/**
 * The definitive consultation (status 55, its value the sum of its exams') and one exam item per exam of an
 * external consultation, as starting attendance writes them; `exameItemId` names each exam item. The demo seed
 * builds its generated consultations here too.
 *
 * @example const { consulta, exames } = definitiveConsultationItems(externa, idCon, dtCad, (exame) => derivedId(agora, exame.exameId));
 */
export function definitiveConsultationItems(
  externa: ExternaGerada,
  idCon: number,
  dtCad: string,
  exameItemId: (exame: ExameDaExterna) => string,
): { consulta: ConsultaCreate; exames: ConsultaExameCreate[] } {
  const { tenant } = externa;
  const day = externa.dataAge.slice(0, 10);
  const flags = exameFlags(externa.tipoAso);
  const valor = (externa.exames ?? []).reduce((total, exame) => total + (exame.valor ?? 0), 0);
  const consulta: ConsultaCreate = {
    tenant,
    idCon,
    consultaExternaId: externa.id,
    empresaId: externa.empresaId,
    empresaNome: externa.empresaNome,
    funcionarioId: externa.funcionarioId,
    funcionarioNome: externa.funcionarioNome,
    funcionarioCpf: externa.funcionarioCpf,
    credenciadaId: externa.credenciadaId,
    credenciadaNome: externa.credenciadaNome,
    fdtId: externa.fdtId,
    fdtDescricao: externa.fdtDescricao,
    ...(externa.gheId ? { gheId: externa.gheId, gheCodigo: externa.gheCodigo, gheDescricao: externa.gheDescricao } : {}),
    funcaoId: externa.funcaoId,
    funcaoNome: externa.funcaoNome,
    dataAge: externa.dataAge,
    tipoAso: externa.tipoAso,
    ...(externa.dtMudancaCondicao ? { dtMudancaCondicao: externa.dtMudancaCondicao } : {}),
    tipoStatus: statusEmAtendimento,
    ...(externa.obs ? { obs: externa.obs } : {}),
    valor,
    ...(externa.pcmsoRevisaoId ? { pcmsoRevisaoId: externa.pcmsoRevisaoId } : {}),
    ...(externa.revisao !== undefined ? { revisao: externa.revisao } : {}),
    dtCad,
  };
  const exames = (externa.exames ?? []).map(
    (exame): ConsultaExameCreate => ({
      tenant,
      idCon,
      id: exameItemId(exame),
      funcionarioId: externa.funcionarioId,
      empresaId: externa.empresaId,
      exameId: exame.exameId,
      exameNome: exame.exameNome,
      ...(exame.parceiroId ? { parceiroId: exame.parceiroId } : {}),
      // A reused or demonstrative exam keeps the date of the result it shows; the others are done on the day.
      data: exame.dataExame ?? day,
      valor: exame.valor ?? 0,
      ...flags,
      ...(exame.idConRea !== undefined ? { idConRea: exame.idConRea } : {}),
      ...(exame.idConDem !== undefined ? { idConDem: exame.idConDem } : {}),
      ...(exame.pcmsoExameId ? { pcmsoExameId: exame.pcmsoExameId } : {}),
      funcionarioNome: externa.funcionarioNome,
      funcionarioCpf: externa.funcionarioCpf,
      empresaNome: externa.empresaNome,
      credenciadaNome: externa.credenciadaNome,
      dtCad,
    }),
  );
  return { consulta, exames };
}

/**
 * Generates the definitive consultation of an external one the caller may act on (the caller checked the scope:
 * the clinic's own, or any of the tenant's in the back office). Refuses (400, pt-BR) when it is not scheduled.
 *
 * @example const { idCon } = await gerarConsultaDefinitiva(externa, { usuarioId, usuarioNome });
 */
export async function gerarConsultaDefinitiva(externa: ConsultaExternaItem, por: Atendente, agora: Date = new Date()): Promise<ConsultaGerada> {
  const decisao = inicioDeAtendimento(externa);
  if (decisao.acao === 'existente') return { idCon: decisao.idCon, gerada: false };
  if (decisao.acao === 'recusar') refuse(decisao.motivo);

  const { tenant } = externa;
  const idCon = await nextNumber(tenant, consultaCounter);
  const dtCad = agora.toISOString();
  const { consulta, exames } = definitiveConsultationItems(externa, idCon, dtCad, (exame) =>
    // Named by the consultation and the exam: the same exam of a consultation is one item.
    derivedId(agora, `${externa.id}#${exame.exameId}`),
  );
  try {
    await transactWrite([
      {
        update: consultasExternas()
          .patch({ tenant, id: externa.id })
          .set({ idCon, tipoStatus: statusEmAtendimento })
          .where(
            ({ tipoStatus, idCon: numero, deletedAt }, { eq, notExists }) =>
              `${eq(tipoStatus, agendada)} AND ${notExists(numero)} AND ${notExists(deletedAt)}`,
          )
          .params(),
      },
      { put: consultas().create(consulta).params() },
      // The ASO lists' totals (issue 17): the new consultation's day counters.
      ...filaCounterChanges(tenant, null, consulta),
      ...exames.map((exame) => ({ put: consultaExames().create(exame).params() })),
      {
        put: acompanhamentos()
          .create(
            historyEntry({
              tenant,
              consultaExternaId: externa.id,
              id: newId(agora),
              tipoStatus: statusEmAtendimento,
              createdAt: dtCad,
              usuarioId: por.usuarioId,
              usuarioNome: por.usuarioNome,
              obs: `Atendimento iniciado: consulta nº ${idCon}.`,
            }),
          )
          .params(),
      },
    ]);
  } catch (error) {
    if (!(error instanceof TransactionConflictError)) throw error;
    // Changed meanwhile: generated by another call (open it), or cancelled or deleted (refuse).
    const { data: atual } = await consultasExternas().get({ tenant, id: externa.id }).go();
    if (!atual) throw new HttpError(404, notFoundMessage);
    const again = inicioDeAtendimento(atual);
    if (again.acao === 'existente') return { idCon: again.idCon, gerada: false };
    refuse(again.acao === 'recusar' ? again.motivo : notFoundMessage);
  }
  // Out of the clinic's waiting badge; the partners' exams join their lists' totals (data/consulta-counters.ts).
  await applyConsultaCounterChanges(tenant, [[externa, { ...externa, tipoStatus: statusEmAtendimento }]], exames);
  return { idCon, gerada: true };
}
