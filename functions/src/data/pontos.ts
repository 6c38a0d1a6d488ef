import type { PointType } from '@ocupacional/shared';
import { credenciadas } from './entities/credenciada';
import { empresas } from './entities/empresa';
import { parceiros } from './entities/parceiro';

/**
 * The live record of a portal user's point (its company, clinic or partner), or undefined when it does not exist
 * in the tenant or was deleted: a deleted point's users neither log in nor get new logins.
 */
export async function livePoint(tenant: string, pointType: Exclude<PointType, 'web'>, pointId: string) {
  const key = { tenant, id: pointId };
  const { data } =
    pointType === 'empresa'
      ? await empresas().get(key).go()
      : pointType === 'credenciada'
        ? await credenciadas().get(key).go()
        : await parceiros().get(key).go();
  return data && !data.deletedAt ? data : undefined;
}
