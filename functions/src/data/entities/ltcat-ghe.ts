import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes } from './keys';

/** What an item of an LTCAT's GHE tree is: the GHE itself or one of its links. */
export type LtcatGheTipo = 'ghe' | 'funcao' | 'funcionario' | 'conclusao';

/**
 * The GHE of an LTCAT (issue 15, wave 2; spec 3 §2.3 'Setores (GHE)', §3 GHE, GHE function, GHE employee, GHE
 * technical conclusion link) and their links, as ONE entity told apart by `tipo`, so the whole tree of an LTCAT (its
 * GHEs and every link of each) is one Query of the tenant's partition from 'LTCATGHE#<ltcatId>#' (the document
 * generator's read), and a GHE's tree one Query of gsi1 (the GHE's tabs; the routes name only the GHE).
 *
 * - tipo 'ghe': id = gheId; ghe (code ≤ 15), descricao (≤ 150), obs, ordem (the list's order, then the code).
 * - tipo 'funcao': refId = the function of Configurações › Funções (id_fun); nome copied from it; cbo (≤ 45) and
 *   descricao (the activities) the GHE's own.
 * - tipo 'funcionario': refId = the company's employee (id_funcionario); nome, cpf and funcao (the function's name)
 *   copied at the link's save; descricao required (≤ 999). One employee is in at most one GHE of an LTCAT.
 * - tipo 'conclusao': refId = the technical conclusion (id_con_tec); nome (≤ 255) and descricao copied from it and
 *   editable: the LTCAT keeps its text when the catalogue's changes or goes.
 *
 * Links are hard-deleted (with the GHE, in the same batch); the LTCAT keeps its tree when it is soft-deleted.
 */
export const ltcatGheItens = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'ltcatGhe', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          ltcatId: { type: 'string', required: true, readOnly: true },
          gheId: { type: 'string', required: true, readOnly: true },
          tipo: { type: ['ghe', 'funcao', 'funcionario', 'conclusao'] as const, required: true, readOnly: true },
          /** The item's id (for tipo 'ghe', the GHE's id again). */
          id: { type: 'string', required: true, readOnly: true },
          /** The linked record (id_fun, id_funcionario, id_con_tec); absent on the GHE. */
          refId: { type: 'string' },
          /** GHE: its code; absent on links. */
          ghe: { type: 'string' },
          /** GHE: description; function: activities; employee: description; conclusion: its text. */
          descricao: { type: 'string' },
          obs: { type: 'string' },
          ordem: { type: 'number', default: 0 },
          /** Function, employee and conclusion: the linked record's name (copied). */
          nome: { type: 'string' },
          cbo: { type: 'string' },
          cpf: { type: 'string' },
          /** Employee: the name of the employee's function (copied). */
          funcao: { type: 'string' },
          usuarioId: { type: 'string' },
          ...auditAttributes,
        },
        indexes: {
          // An LTCAT's tree: its GHEs, each followed by its links (one Query from 'LTCATGHE#<ltcatId>#').
          byLtcat: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['ltcatId', 'gheId', 'tipo', 'id'],
              template: 'LTCATGHE#${ltcatId}#${gheId}#${tipo}#${id}',
              casing: 'none',
            },
          },
          // A GHE's tree (the GHE item first: 'conclusao' < 'funcao' < 'funcionario' < 'ghe' — read by tipo).
          byGhe: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['tenant', 'gheId'], template: 'T#${tenant}#LTCATGHE#${gheId}', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['tipo', 'id'], template: '${tipo}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type LtcatGheItem = EntityItem<ReturnType<typeof ltcatGheItens>>;
