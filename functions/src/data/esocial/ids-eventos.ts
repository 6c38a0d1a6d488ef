import { Entity } from 'electrodb';
import { eventId, idInscription, nextSequenceId, saoPauloTimestamp, type EmployerInscription } from '../../esocial/ids';
import { lazyEntity, tableConfig } from '../table';

/*
 * Event Ids unique across concurrent Lambdas (issue 13 item 5). An Id is ID + employer + the second + a sequential,
 * and each process numbers its own events, so two Lambdas writing events of one employer in the same second would
 * make the same Id; the web service then answers the second with "Id already received" (or takes it for the first).
 * So each Id is claimed with a conditional put (attribute_not_exists) of an item named by the Id alone — across
 * tenants, since two tenants may serve one employer — and a conflict takes the next sequential of the same second.
 * The claim expires after two days: by then its second is long past and no process proposes that Id again.
 */

/** How long a claim is kept (seconds). */
const claimSeconds = 2 * 86_400;

export const idsEventoEsocial = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'idEventoEsocial', version: '1', service: 'ocupacional' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          /** Who claimed it (for the log; the Id itself is global). */
          tenant: { type: 'string', required: true, readOnly: true },
          reservadoEm: { type: 'string', required: true, readOnly: true },
          /** Epoch seconds: the table's TTL removes the claim. */
          ttl: { type: 'number', required: true, readOnly: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'ESOCIAL_ID#${id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'ESOCIAL_ID', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type ReservaDeId = (tenant: string, employer: EmployerInscription) => Promise<string>;

/**
 * An allocator of claimed Ids for one process: it starts after the last Id it claimed in the same second (so one
 * Lambda rarely conflicts with itself) and, on a conflict, tries the next sequential until a claim holds.
 *
 * @example const reservar = criarReservaDeIds(); const id = await reservar(tenant, { tpInsc: 1, nrInsc: '11222333' });
 */
export function criarReservaDeIds(clock: () => Date = () => new Date()): ReservaDeId {
  const ultimo = new Map<string, string>();
  return async function reservar(tenant, employer) {
    const key = `${employer.tpInsc}${idInscription(employer)}`;
    const at = clock();
    const anterior = ultimo.get(key);
    let id = anterior && anterior.slice(17, 31) === saoPauloTimestamp(at) ? nextSequenceId(anterior) : eventId(employer, at, 1);
    for (;;) {
      try {
        await idsEventoEsocial()
          .create({ id, tenant, reservadoEm: at.toISOString(), ttl: Math.floor(at.getTime() / 1000) + claimSeconds })
          .go();
        ultimo.set(key, id);
        return id;
      } catch (error) {
        if (!isConditionalCheckFailure(error)) throw error;
        id = nextSequenceId(id);
      }
    }
  };
}

/** ElectroDB wraps the SDK's error; the cause says whether the condition failed (as data/uploads.ts reads it). */
function isConditionalCheckFailure(error: unknown): boolean {
  for (let current = error as { name?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.name === 'ConditionalCheckFailedException') return true;
  }
  return false;
}

/** The allocator of this process (one per Lambda container). */
export const reservarIdDoEvento: ReservaDeId = criarReservaDeIds();
