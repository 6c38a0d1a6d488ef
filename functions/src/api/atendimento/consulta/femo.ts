import {
  femoFormSchema,
  femoLockedMessage,
  femoTypeCodes,
  recordSavedMessage,
  tipoParent,
  type FemoForm,
  type FemoView,
} from '@ocupacional/shared';
import { recordAsoLinks } from '../../../data/aso-consultas';
import { consultas, type ConsultaItem } from '../../../data/entities/consulta';
import { femos } from '../../../data/entities/femo';
import { TransactionConflictError, transactWrite } from '../../../data/transactions';
import { exigirVersao, naVersao, proximaVersao, registroAlteradoError, versaoDe, versaoLida } from '../../../data/versao';
import { HttpError, parseBody, respond, type RouteHandler } from '../../../platform';
import { consultaDoLeitor, credenciadaScope, femoPdfUrl, idConParam, type Leitor } from './access';
import { femoEditavel, statusesFemoEditavel } from './rules';

/*
 * The FEMO (spec 1 §3 "FEMO form", §4, §7 GET consulta/femo/{id_con}, POST consulta/femo/{id_con}/editar): the
 * clinic fills it during the attendance. One item per consultation (data/entities/femo.ts), replaced on each save;
 * saving is refused once the consultation is closed or released, and the save is conditioned on that status so a
 * release between the read and the write wins.
 */

/** The FEMO lists by parent code (122, 131, 134 … 180). */
function femoTipos(): FemoView['tipos'] {
  return Object.fromEntries(
    Object.entries(tipoParent(femoTypeCodes)).map(([codigo, items]) => [
      codigo,
      items.map((item) => ({ id: item.id, descricao: item.descricao })),
    ]),
  );
}

async function femoViewOf(leitor: Leitor, consulta: ConsultaItem): Promise<FemoView> {
  const { data } = await femos().get({ tenant: consulta.tenant, idCon: consulta.idCon }).go();
  return {
    id_con: consulta.idCon,
    femo: (data?.form as FemoForm | undefined) ?? null,
    editavel: !consulta.deletedAt && femoEditavel(consulta.tipoStatus),
    pdf: data ? femoPdfUrl(leitor, consulta.idCon) : null,
    tipos: femoTipos(),
    atualizado_em: data?.updatedAt ?? null,
    versao: versaoDe(data),
  };
}

/** GET consulta/femo/{id_con}: the clinic's consultation's FEMO (null before the first save) and its lists. */
export const getFemo: RouteHandler = async (event, context) => {
  const leitor = credenciadaScope(context);
  const consulta = await consultaDoLeitor(leitor, idConParam(event.pathParameters));
  return respond(200, 'OK', await femoViewOf(leitor, consulta));
};

/** The condition that the consultation is still attended (its status one where the FEMO may change). */
function stillAttended(consulta: ConsultaItem): object {
  const { Key, TableName } = consultas().get({ tenant: consulta.tenant, idCon: consulta.idCon }).params() as {
    Key: Record<string, unknown>;
    TableName: string;
  };
  const values = Object.fromEntries(statusesFemoEditavel.map((status, index) => [`:s${index}`, status]));
  return {
    TableName,
    Key,
    ConditionExpression: `attribute_not_exists(#deletedAt) AND #tipoStatus IN (${Object.keys(values).join(', ')})`,
    ExpressionAttributeNames: { '#deletedAt': 'deletedAt', '#tipoStatus': 'tipoStatus' },
    ExpressionAttributeValues: values,
  };
}

/**
 * POST consulta/femo/{id_con}/editar: validates the form (400 with field errors, nothing stored), refuses a
 * closed or released consultation (400), then stores it in place of the previous one.
 */
export const saveFemo: RouteHandler = async (event, context) => {
  const leitor = credenciadaScope(context);
  const consulta = await consultaDoLeitor(leitor, idConParam(event.pathParameters));
  if (!femoEditavel(consulta.tipoStatus)) throw new HttpError(400, femoLockedMessage);
  const { versao, ...form } = parseBody(event, femoFormSchema);
  const lida = versaoLida(versao);
  const { tenant, idCon } = consulta;
  const { data: atual } = await femos().get({ tenant, idCon }).go();
  exigirVersao(atual, lida);
  try {
    await transactWrite([
      { check: stillAttended(consulta) },
      {
        put: femos()
          .put({
            tenant,
            idCon,
            form,
            credenciadaId: leitor.credenciadaId,
            usuarioId: leitor.usuarioId,
            usuarioNome: leitor.usuarioNome,
            versao: proximaVersao(lida),
          })
          // Only over the version the form read (issue 12 item 3; 0: no FEMO yet).
          .where(naVersao(lida))
          .params(),
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError) {
      if (error.failedAt(0)) throw new HttpError(400, femoLockedMessage);
      throw registroAlteradoError({ cause: error });
    }
    throw error;
  }
  // The PDF link's md5 resolves through the recorded hash (data/aso-consultas.ts).
  await recordAsoLinks(tenant, [idCon]);
  return respond(200, recordSavedMessage, await femoViewOf(leitor, consulta));
};
