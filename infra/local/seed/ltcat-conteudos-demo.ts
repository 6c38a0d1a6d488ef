import type { CreateEntityItem } from 'electrodb';
import type { conclusoesTecnicas, contadores, epis, ltcatModeloConteudos, unicos } from '@ocupacional/functions/data/entities/index';
import { derivedId } from '@ocupacional/functions/data/entities/keys';
import { nameClaim } from '@ocupacional/functions/data/cadastros';
import { conclusoesTecnicasCounter, episCounter } from '@ocupacional/functions/data/ltcat-conteudos';
import { defaultLtcatModelo } from '@ocupacional/functions/data/ltcat-modelo-padrao';

/*
 * The demo's LTCAT catalogues (issue 15, wave 1): each tenant's default model (as a new tenant gets it), a small EPI
 * catalogue (demo CA numbers) and a few technical conclusions, with their claims and list counters (the seed's batch
 * writes keep none).
 */

const demoEpis = [
  ['Protetor auditivo tipo plugue de silicone', '5745', 'C'],
  ['Protetor auditivo tipo concha', '14235', 'C'],
  ['Respirador semifacial PFF2', '38956', 'D'],
  ['Óculos de segurança incolor', '10346', 'B'],
  ['Luva de vaqueta', '15532', 'F'],
  ['Botina de segurança com biqueira', '40377', 'G'],
  ['Capacete de segurança classe B', '31469', 'A'],
  ['Cinturão de segurança tipo paraquedista', '35529', 'I'],
] as const;

const demoConclusoes = [
  ['Exposição habitual e permanente', 'A exposição ao agente ocorre de forma habitual e permanente, não ocasional nem intermitente, durante a jornada.'],
  ['EPI eficaz', 'O EPI fornecido atenua a exposição a níveis abaixo do limite de tolerância, conforme o CA e as condições de uso verificadas.'],
  ['Exposição abaixo do limite de tolerância', 'A intensidade ou concentração medida ficou abaixo do limite de tolerância da NR-15 para o agente.'],
  ['Exposição eventual', 'A exposição ao agente é eventual, ligada a tarefas esporádicas, e não caracteriza exposição permanente.'],
] as const;

export interface LtcatConteudosDemo {
  readonly modelo: CreateEntityItem<ReturnType<typeof ltcatModeloConteudos>>[];
  readonly epis: CreateEntityItem<ReturnType<typeof epis>>[];
  readonly conclusoes: CreateEntityItem<ReturnType<typeof conclusoesTecnicas>>[];
  readonly unicos: CreateEntityItem<ReturnType<typeof unicos>>[];
  readonly contadores: CreateEntityItem<ReturnType<typeof contadores>>[];
}

/** The tenant's demo LTCAT catalogues, with ids derived from the tenant (the same on every seed). */
export function ltcatConteudosDemo(tenant: string, at: Date = new Date('2026-11-27T00:00:00Z')): LtcatConteudosDemo {
  const epiItems = demoEpis.map(([nome, ca, categoria]) => ({ tenant, id: derivedId(at, `demo-epi#${tenant}#${ca}`), nome, ca, categoria }));
  const conclusaoItems = demoConclusoes.map(([nome, descricao]) => ({
    tenant,
    id: derivedId(at, `demo-conclusao#${tenant}#${nome}`),
    nome,
    descricao,
    usuarioNome: 'Demonstração',
  }));
  return {
    modelo: defaultLtcatModelo(tenant),
    epis: epiItems,
    conclusoes: conclusaoItems,
    unicos: [
      ...epiItems.map((epi) => ({ tenant, tipo: 'epiCa' as const, valor: nameClaim(epi.ca), alvoId: epi.id })),
      ...conclusaoItems.map((item) => ({ tenant, tipo: 'conclusaoTecnicaNome' as const, valor: nameClaim(item.nome), alvoId: item.id })),
    ],
    contadores: [
      { tenant, nome: episCounter, valor: epiItems.length },
      { tenant, nome: conclusoesTecnicasCounter, valor: conclusaoItems.length },
    ],
  };
}
