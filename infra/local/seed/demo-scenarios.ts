import { asoTypes, consultaStatus, type AsoType, type ConsultaStatus } from '@ocupacional/shared';

/*
 * The consultations of the demo: which status each ends in, scheduled how many days from today, for which company
 * and clinic (refs of demo-catalogue.ts). demo-data.ts picks the employees and writes the rest.
 */

/** How a consultation of the demo ends up. */
export interface Scenario {
  readonly status: ConsultaStatus;
  /** Schedule day relative to today. */
  readonly dia: number;
  readonly empresa: string;
  readonly credenciada: string;
  readonly tipoAso: AsoType;
  readonly deleted?: boolean;
  /** Made on the front's previous PCMSO revision (the 'PCMSO desatualizado' case). */
  readonly revisaoAnterior?: boolean;
  /** For the employee of the company's latest released consultation, reusing its still-valid exams. */
  readonly reaproveita?: boolean;
  readonly info?: string;
}

/** Statuses that exist only once attendance started, so the consultation has a number (id_con). */
export const comConsulta = new Set<number>([55, 56, 58, 66, 67, 68, 69, 70]);

const { agendada, emAtendimento, aguardandoExames, cancelada, encerrada } = consultaStatus;
const { liberadaApto, liberadaAptoComRestricoes, aguardandoAso, aguardandoLiberacao, liberadaInapto } = consultaStatus;
const { aguardandoProcessamento, erroCadastro } = consultaStatus;
const { admissional, aposAdmissional, retornoAoTrabalho, mudancaDeFuncao, demissional, periodico } = asoTypes;

/** Every status of spec 1 §4 at least once, in every row colour: today, past, future and deleted. */
const demoScenarios: Scenario[] = [
  { status: agendada, dia: 0, empresa: 'metalvale', credenciada: 'matriz', tipoAso: periodico },
  { status: agendada, dia: 0, empresa: 'metalvale', credenciada: 'matriz', tipoAso: periodico, revisaoAnterior: true },
  { status: agendada, dia: 2, empresa: 'metalvale', credenciada: 'vale', tipoAso: admissional },
  { status: agendada, dia: 5, empresa: 'horizonte', credenciada: 'saudemais', tipoAso: periodico },
  { status: agendada, dia: 9, empresa: 'serragaucha', credenciada: 'serra', tipoAso: retornoAoTrabalho },
  { status: agendada, dia: 12, empresa: 'metalvale', credenciada: 'matriz', tipoAso: mudancaDeFuncao },
  { status: agendada, dia: -3, empresa: 'horizonte', credenciada: 'matriz', tipoAso: periodico },
  { status: agendada, dia: 4, empresa: 'metalvale', credenciada: 'campinas', tipoAso: periodico, deleted: true },
  { status: emAtendimento, dia: 0, empresa: 'metalvale', credenciada: 'matriz', tipoAso: periodico },
  { status: aguardandoExames, dia: -1, empresa: 'serragaucha', credenciada: 'serra', tipoAso: admissional },
  { status: cancelada, dia: -6, empresa: 'metalvale', credenciada: 'vale', tipoAso: demissional },
  { status: encerrada, dia: -18, empresa: 'horizonte', credenciada: 'saudemais', tipoAso: periodico },
  { status: liberadaApto, dia: -2, empresa: 'metalvale', credenciada: 'matriz', tipoAso: periodico },
  { status: liberadaApto, dia: -9, empresa: 'metalvale', credenciada: 'vale', tipoAso: admissional },
  { status: liberadaApto, dia: -25, empresa: 'serragaucha', credenciada: 'serra', tipoAso: aposAdmissional },
  { status: liberadaAptoComRestricoes, dia: -7, empresa: 'horizonte', credenciada: 'matriz', tipoAso: periodico },
  { status: aguardandoAso, dia: -1, empresa: 'metalvale', credenciada: 'matriz', tipoAso: demissional },
  { status: aguardandoLiberacao, dia: -4, empresa: 'serragaucha', credenciada: 'matriz', tipoAso: periodico },
  { status: liberadaInapto, dia: -12, empresa: 'metalvale', credenciada: 'matriz', tipoAso: admissional },
  { status: aguardandoProcessamento, dia: 6, empresa: 'metalvale', credenciada: 'matriz', tipoAso: periodico },
  {
    status: erroCadastro,
    dia: 6,
    empresa: 'metalvale',
    credenciada: 'matriz',
    tipoAso: periodico,
    info: 'Funcionário sem GHE com PCMSO válido na frente de trabalho informada.',
  },
  // Exam reuse: the periodic brought forward of the employee released two days ago keeps that result's exams.
  { status: agendada, dia: 3, empresa: 'metalvale', credenciada: 'matriz', tipoAso: periodico, reaproveita: true },
];

const outraScenarios: Scenario[] = [
  { status: agendada, dia: 1, empresa: 'rota', credenciada: 'recife', tipoAso: periodico },
  { status: liberadaApto, dia: -3, empresa: 'rota', credenciada: 'recife', tipoAso: admissional },
  { status: aguardandoLiberacao, dia: -1, empresa: 'rota', credenciada: 'recife', tipoAso: periodico },
];

/** Released periodic exams a year back, so the periodic screen and the history modal have data. */
const demoHistory: Scenario[] = [
  { status: liberadaApto, dia: -372, empresa: 'metalvale', credenciada: 'matriz', tipoAso: periodico },
  { status: liberadaApto, dia: -358, empresa: 'metalvale', credenciada: 'vale', tipoAso: periodico },
  { status: liberadaApto, dia: -341, empresa: 'metalvale', credenciada: 'matriz', tipoAso: periodico },
  { status: liberadaApto, dia: -395, empresa: 'serragaucha', credenciada: 'serra', tipoAso: periodico },
  { status: liberadaApto, dia: -330, empresa: 'horizonte', credenciada: 'saudemais', tipoAso: admissional },
];

const scenariosByTenant: Record<string, Scenario[]> = {
  demo: [...demoHistory, ...demoScenarios],
  outra: outraScenarios,
};

/** The consultations of a tenant of the demo, oldest history first. */
export function scenariosOf(tenant: string): readonly Scenario[] {
  return scenariosByTenant[tenant] ?? [];
}

