import type { CreateEntityItem } from 'electrodb';
import type { z } from 'zod';
import {
  addDays,
  asoTypes,
  buckets,
  consultaStatus,
  documentTypes,
  eventoStatus,
  todayInSaoPaulo,
  uploadStatus,
  uploadTypes,
  type AsoType,
  type ConsultaStatus,
} from '@ocupacional/shared';
import {
  newId,
  paginaSemConsulta,
  type consultaExames,
  type consultas,
  type consultasExternas,
  type emailEnvios,
  type eventosEsocial,
  type funcionarios,
  type lotesEsocial,
  type unicos,
  type uploadPaginas,
  type uploads,
} from '@ocupacional/functions/data/entities/index';
import { definitiveConsultationItems } from '@ocupacional/functions/data/consulta-definitiva';
import { primeirosNomes, sobrenomes } from './demo-catalogue';
import { cpfFromBase, seededRandom } from './documents';
import type { scaleRefsSchema } from './scale-worker-protocol';

/*
 * The scale data set of issue 17 (`npm run seed:scale`), built in memory, deterministic for a size, a seed and a
 * day: a tenant's client companies with thousands of employees each, external consultations over two years in
 * every status with their definitive consultations and exams, eSocial events in lotes, e-mail log rows and ASO
 * upload pages. It is made on top of the demo tenant's catalogue (its companies, fronts, GHEs, functions, clinics,
 * partners, exams: {@link ScaleRefs}), so the demo users log in and see it. Nothing here writes: scale.ts does.
 */

/** How much to build. */
export interface ScaleSize {
  readonly empresas: number;
  readonly funcionariosPorEmpresa: number;
  readonly consultas: number;
  readonly eventos: number;
  readonly emails: number;
  readonly paginas: number;
  readonly paginasPorUpload: number;
}

/** Issue 17's data set: 3 companies × 10,000 employees, 100,000 consultations, 50,000 events… */
export const fullScale: ScaleSize = {
  empresas: 3,
  funcionariosPorEmpresa: 10_000,
  consultas: 100_000,
  eventos: 50_000,
  emails: 20_000,
  paginas: 5_000,
  paginasPorUpload: 10,
};

/** The catalogue records the scale data hangs from (read from the seeded demo tenant). */
export type ScaleRefs = z.infer<typeof scaleRefsSchema>;

/** Where the numbered sequences (contador.ts) stand before the scale data takes its numbers. */
export interface ScaleSequences {
  readonly idCon: number;
  readonly loteEsocial: number;
  readonly uploadLote: number;
}

export interface ScaleData {
  readonly funcionarios: CreateEntityItem<ReturnType<typeof funcionarios>>[];
  readonly unicos: CreateEntityItem<ReturnType<typeof unicos>>[];
  readonly consultasExternas: CreateEntityItem<ReturnType<typeof consultasExternas>>[];
  readonly consultas: CreateEntityItem<ReturnType<typeof consultas>>[];
  readonly consultaExames: CreateEntityItem<ReturnType<typeof consultaExames>>[];
  readonly eventosEsocial: CreateEntityItem<ReturnType<typeof eventosEsocial>>[];
  readonly lotesEsocial: CreateEntityItem<ReturnType<typeof lotesEsocial>>[];
  readonly emailEnvios: CreateEntityItem<ReturnType<typeof emailEnvios>>[];
  readonly uploads: CreateEntityItem<ReturnType<typeof uploads>>[];
  readonly uploadPaginas: CreateEntityItem<ReturnType<typeof uploadPaginas>>[];
  /** The sequences after the scale data took its numbers. */
  readonly sequences: ScaleSequences;
}

const { agendada, emAtendimento, aguardandoExames, cancelada, encerrada, aguardandoAso, aguardandoLiberacao } = consultaStatus;
const { liberadaApto, liberadaAptoComRestricoes, liberadaInapto, aguardandoProcessamento, erroCadastro } = consultaStatus;
const withDefinitive = new Set<number>([emAtendimento, aguardandoExames, encerrada, aguardandoAso, aguardandoLiberacao, liberadaApto, liberadaAptoComRestricoes, liberadaInapto]);
const aptidaoOf: Partial<Record<number, number>> = { [liberadaApto]: 1, [liberadaAptoComRestricoes]: 2, [liberadaInapto]: 5 };

const day = 86_400_000;
const hour = 3_600_000;

/** Picks by weight: `[[value, weight], …]` with a draw in [0, 1). */
function weighted<T>(choices: readonly (readonly [T, number])[], draw: number): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = draw * total;
  for (const [value, weight] of choices) {
    left -= weight;
    if (left < 0) return value;
  }
  return (choices[choices.length - 1] as readonly [T, number])[0];
}

/** 'yyyy-mm-ddTHH:mm' in São Paulo (UTC−3 all year) of an instant. */
function saoPauloMinute(at: number): string {
  return new Date(at - 3 * hour).toISOString().slice(0, 16);
}

/**
 * The status of a consultation by how its schedule day stands to now: future ones are scheduled (or waiting for
 * the batch), the last days' are in attendance or waiting, older ones mostly released.
 */
function statusFor(dataAge: number, now: number, draw: number): ConsultaStatus {
  if (dataAge > now) return weighted([[agendada, 96], [aguardandoProcessamento, 3], [erroCadastro, 1]], draw);
  if (now - dataAge < 3 * day) {
    return weighted([[emAtendimento, 30], [aguardandoExames, 15], [aguardandoAso, 15], [aguardandoLiberacao, 20], [liberadaApto, 20]], draw);
  }
  return weighted(
    [[liberadaApto, 70], [liberadaAptoComRestricoes, 8], [liberadaInapto, 3], [cancelada, 10], [encerrada, 4], [agendada, 5]],
    draw,
  );
}

const asoTypeChoices: readonly (readonly [AsoType, number])[] = [
  [asoTypes.periodico, 50],
  [asoTypes.admissional, 25],
  [asoTypes.demissional, 10],
  [asoTypes.retornoAoTrabalho, 6],
  [asoTypes.mudancaDeFuncao, 5],
  [asoTypes.aposAdmissional, 4],
];

/**
 * The scale data for `refs` at `now`: the same size, refs, sequences and day give the same records.
 *
 * @example buildScaleData(refs, fullScale, { idCon: 120, loteEsocial: 3, uploadLote: 1 })
 */
export function buildScaleData(refs: ScaleRefs, size: ScaleSize, start: ScaleSequences, now: Date = new Date(), seed = 17): ScaleData {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const { tenant } = refs;
  const nowMs = now.getTime();
  const today = todayInSaoPaulo(now);
  const empresas = refs.empresas.slice(0, size.empresas);
  if (empresas.length < size.empresas) throw new Error(`scale seed: the tenant has ${empresas.length} companies, ${size.empresas} asked`);
  const clinico = refs.exames.find((exame) => exame.clinico) ?? refs.exames[0];
  const complementares = refs.exames.filter((exame) => exame !== clinico);
  if (!clinico || !refs.credenciadas.length || !refs.funcoes.length) throw new Error('scale seed: the tenant has no exams, clinics or functions');

  // Employees: admitted over the last four years, ids in admission order.
  const data: { -readonly [K in keyof ScaleData]: ScaleData[K] } = {
    funcionarios: [],
    unicos: [],
    consultasExternas: [],
    consultas: [],
    consultaExames: [],
    eventosEsocial: [],
    lotesEsocial: [],
    emailEnvios: [],
    uploads: [],
    uploadPaginas: [],
    sequences: start,
  };
  const staff = empresas.map((empresa, e) => {
    const lotacoes = empresa.fdts.flatMap((fdt) => fdt.ghes.map((ghe) => ({ fdt, ghe })));
    if (!lotacoes.length) throw new Error(`scale seed: company ${empresa.nome} has no GHE`);
    return Array.from({ length: size.funcionariosPorEmpresa }, (_, n) => {
      const feminino = random() < 0.45;
      const nome = `${pick(feminino ? primeirosNomes.femininos : primeirosNomes.masculinos)} ${pick(sobrenomes)} ${pick(sobrenomes)}`;
      const admitido = nowMs - Math.floor(random() * 4 * 365) * day - 3 * day;
      const id = newId(admitido, random);
      // CPFs from a counter: 30,000 random ones would collide; '9' + company + number never repeats one digit.
      const cpf = cpfFromBase(`9${e}${String(n).padStart(7, '0')}`);
      const { fdt, ghe } = lotacoes[n % lotacoes.length] as (typeof lotacoes)[number];
      // A function of the GHE, so the product's forms accept the employee (consultation create, batch).
      const daGhe = refs.funcoes.filter((funcao) => ghe.funcaoIds.includes(funcao.id));
      const funcao = pick(daGhe.length ? daGhe : refs.funcoes);
      const idade = 19 + Math.floor(random() * 44);
      data.funcionarios.push({
        tenant,
        id,
        empresaId: empresa.id,
        nome,
        cpf,
        dtNas: addDays(today, -(idade * 365 + Math.floor(random() * 360))),
        sexo: feminino ? 61 : 60,
        fdtId: fdt.id,
        funcaoId: funcao.id,
        gheId: ghe.id,
        mat: String(100_000 + n),
        adm: true,
        aposAdm: nowMs - admitido > 90 * day,
        // Every 50th was dismissed.
        dem: n % 50 === 49,
        createdAt: new Date(admitido).toISOString(),
      });
      data.unicos.push({ tenant, tipo: 'funcionarioCpf', valor: cpf, alvoId: id });
      return { id, nome, cpf, empresa, fdt, ghe, funcao };
    });
  });

  // Consultations: created evenly over two years, oldest first; numbers follow creation, as the counter gives them.
  let idCon = start.idCon;
  const released: { consulta: CreateEntityItem<ReturnType<typeof consultas>>; empresa: (typeof empresas)[number] }[] = [];
  const span = 730 * day;
  for (let i = 0; i < size.consultas; i += 1) {
    const createdAt = nowMs - span + Math.floor(((i + random()) / size.consultas) * span);
    const empresaIndex = i % empresas.length;
    const funcionario = pick(staff[empresaIndex] as (typeof staff)[number]);
    const credenciada = refs.credenciadas[i % refs.credenciadas.length] as ScaleRefs['credenciadas'][number];
    const agendadaPara = createdAt + (1 + Math.floor(random() * 14)) * day;
    const horario = Math.floor(agendadaPara / day) * day + (10 + Math.floor(random() * 10)) * hour + Math.floor(random() * 4) * 15 * 60_000;
    const tipoStatus = statusFor(horario, nowMs, random());
    const tipoAso = weighted(asoTypeChoices, random());
    const complementar = complementares.length ? pick(complementares) : undefined;
    const parceiro = refs.parceiros.length && random() < 0.5 ? pick(refs.parceiros) : undefined;
    const exames = [
      { exameId: clinico.id, exameNome: clinico.nome, valor: 9_000 },
      ...(complementar ? [{ exameId: complementar.id, exameNome: complementar.nome, parceiroId: parceiro?.id, valor: 4_500 }] : []),
    ];
    const externa: CreateEntityItem<ReturnType<typeof consultasExternas>> = {
      tenant,
      id: newId(createdAt, random),
      empresaId: funcionario.empresa.id,
      empresaNome: funcionario.empresa.nome,
      funcionarioId: funcionario.id,
      funcionarioNome: funcionario.nome,
      funcionarioCpf: funcionario.cpf,
      credenciadaId: credenciada.id,
      credenciadaNome: credenciada.nome,
      fdtId: funcionario.fdt.id,
      fdtDescricao: funcionario.fdt.descricao,
      ...(funcionario.fdt.pcmso ? { fdtPcmso: funcionario.fdt.pcmso } : {}),
      gheId: funcionario.ghe.id,
      gheCodigo: funcionario.ghe.ghe,
      gheDescricao: funcionario.ghe.descricao,
      funcaoId: funcionario.funcao.id,
      funcaoNome: funcionario.funcao.nome,
      dataAge: saoPauloMinute(horario),
      tipoAso,
      periodicidade: tipoAso === asoTypes.periodico ? 12 : -1,
      tipoStatus,
      exames,
      createdAt: new Date(createdAt).toISOString(),
    };
    if (withDefinitive.has(tipoStatus)) {
      idCon += 1;
      externa.idCon = idCon;
      const dtCad = new Date(Math.min(horario, nowMs - 60_000)).toISOString();
      const { consulta, exames: itens } = definitiveConsultationItems(externa, idCon, dtCad, () => newId(Date.parse(dtCad), random));
      const aptidao = aptidaoOf[tipoStatus];
      const liberadaEm = aptidao === undefined ? undefined : new Date(Math.min(Date.parse(dtCad) + 3 * hour, nowMs - 30_000)).toISOString();
      const definitiva = {
        ...consulta,
        tipoStatus,
        ...(aptidao === undefined
          ? {}
          : { aptidao, teAlt: 3, teEsp: 3, teEle: 3, teAli: 3, liberadaEm, medicoNome: 'Dra. Helena Marques Tavares', medicoCrm: '184512', medicoCrmUf: 'SP' }),
        ...(tipoStatus === encerrada ? { canceladaEm: new Date(Date.parse(dtCad) + hour).toISOString() } : {}),
      };
      data.consultas.push(definitiva);
      // Exam items only where a list reads them: the partner's list (byParceiro). The clinical exam stays on the
      // external consultation's exam list; a consultation's own exam screen would miss it, no list does.
      for (const item of itens.filter((exame) => exame.parceiroId)) {
        // A cancelled consultation's exams carry the flag its cancellation writes (data/parceiro-exames.ts).
        data.consultaExames.push({
          ...item,
          ...(liberadaEm ? { realizadoEm: liberadaEm } : {}),
          ...(tipoStatus === encerrada ? { consultaEncerrada: true } : {}),
        });
      }
      if (aptidao !== undefined) released.push({ consulta: definitiva, empresa: funcionario.empresa });
    }
    data.consultasExternas.push(externa);
  }

  // eSocial: S-2220 of released consultations (in release order), S-2240 and S-2210 of employees; most sent in lotes.
  let loteNumero = start.loteEsocial;
  const pendingLote = new Map<string, CreateEntityItem<ReturnType<typeof eventosEsocial>>[]>();
  const closeLote = (key: string) => {
    const eventos = pendingLote.get(key);
    pendingLote.delete(key);
    if (!eventos?.length) return;
    const first = eventos[0] as (typeof eventos)[number];
    const empresa = empresas.find((candidate) => candidate.id === first.empresaId) as (typeof empresas)[number];
    const createdAt = new Date(Math.min(Date.parse(eventos[eventos.length - 1]?.createdAt as string) + hour, nowMs - 1_000)).toISOString();
    loteNumero += 1;
    const loteId = newId(Date.parse(createdAt), random);
    for (const evento of eventos) Object.assign(evento, { loteId, loteNumero });
    data.lotesEsocial.push({
      tenant,
      id: loteId,
      numero: loteNumero,
      empresaId: empresa.id,
      empresaNome: empresa.nome,
      empresaCnpj: empresa.cnpj,
      layout: first.layout,
      eventoIds: eventos.map((evento) => evento.id),
      funcionarioIds: [...new Set(eventos.map((evento) => evento.funcionarioId))],
      totalEvento: eventos.length,
      totalEventoEnviado: eventos.length,
      totalEventoErro: eventos.filter((evento) => evento.tipoStatus === eventoStatus.rejeitado).length,
      modo: 'INC',
      protocolo: `1.2.${String(loteNumero).padStart(19, '0')}`,
      situacao: 'concluido',
      createdAt,
    });
  };
  const loteSize = 50;
  for (let i = 0; i < size.eventos; i += 1) {
    const layout = weighted([['S-2220', 80], ['S-2240', 15], ['S-2210', 5]] as const, random());
    const fromConsulta = layout === 'S-2220' && released.length > 0;
    const source = fromConsulta ? (released[Math.floor((i / size.eventos) * released.length)] as (typeof released)[number]) : undefined;
    const funcionario = source
      ? { id: source.consulta.funcionarioId, nome: source.consulta.funcionarioNome, cpf: source.consulta.funcionarioCpf, empresa: source.empresa }
      : pick(staff[i % staff.length] as (typeof staff)[number]);
    const createdAt = source?.consulta.liberadaEm
      ? Date.parse(source.consulta.liberadaEm) + hour
      : nowMs - span + Math.floor(((i + random()) / size.eventos) * span);
    const recent = nowMs - createdAt < 2 * day;
    const tipoStatus = recent
      ? weighted([[eventoStatus.pendente, 70], [eventoStatus.aguardandoRetorno, 30]], random())
      : weighted([[eventoStatus.processado, 85], [eventoStatus.processadoComAdvertencia, 5], [eventoStatus.rejeitado, 5], [eventoStatus.pendente, 3], [eventoStatus.excluido, 2]], random());
    const id = newId(Math.min(createdAt, nowMs - 1_000), random);
    const evento: CreateEntityItem<ReturnType<typeof eventosEsocial>> = {
      tenant,
      id,
      layout,
      empresaId: funcionario.empresa.id,
      empresaNome: funcionario.empresa.nome,
      empresaCnpj: funcionario.empresa.cnpj,
      funcionarioId: funcionario.id,
      funcionarioNome: funcionario.nome,
      funcionarioCpf: funcionario.cpf,
      ...(source ? { idCon: source.consulta.idCon } : {}),
      origem: source ? 'consulta' : layout === 'S-2210' ? 'cat' : 'avulso',
      avulso: !source && layout !== 'S-2210',
      tipoStatus,
      ...(tipoStatus === eventoStatus.processado || tipoStatus === eventoStatus.processadoComAdvertencia || tipoStatus === eventoStatus.excluido
        ? { recibo: `1.${String(i).padStart(18, '0')}`, reciboEm: new Date(Math.min(createdAt + 2 * hour, nowMs)).toISOString() }
        : {}),
      ...(tipoStatus === eventoStatus.rejeitado ? { erros: [{ codigo: '1082', descricao: 'Data de nascimento divergente do CPF.' }] } : {}),
      createdAt: new Date(Math.min(createdAt, nowMs - 1_000)).toISOString(),
    };
    data.eventosEsocial.push(evento);
    if (tipoStatus !== eventoStatus.pendente) {
      const key = `${evento.empresaId}#${layout}`;
      const lote = pendingLote.get(key) ?? [];
      lote.push(evento);
      pendingLote.set(key, lote);
      if (lote.length === loteSize) closeLote(key);
    }
  }
  for (const key of [...pendingLote.keys()]) closeLote(key);
  // Lotes were closed as they filled: in numero order the events' order holds within a company and layout only.

  // E-mail log: ASOs sent to the companies, eSocial lote receipts, password resets.
  for (let i = 0; i < size.emails; i += 1) {
    const createdAt = nowMs - span + Math.floor(((i + random()) / size.emails) * span);
    const point = weighted([['aso', 80], ['esocial-lote', 15], ['senha', 5]] as const, random());
    const aso = point === 'aso' && released.length ? released[Math.floor((i / size.emails) * released.length)] : undefined;
    const lote = point === 'esocial-lote' && data.lotesEsocial.length ? pick(data.lotesEsocial) : undefined;
    const falha = random() < 0.04;
    data.emailEnvios.push({
      tenant,
      id: newId(createdAt, random),
      point,
      pointId: aso ? String(aso.consulta.idCon) : lote ? lote.id : '*',
      remetente: 'naoresponda@ocupacional.local',
      destinatario: `rh${i % 97}@cliente${i % empresas.length}.com.br`,
      assunto: aso ? `ASO de ${aso.consulta.funcionarioNome}` : lote ? `Lote eSocial ${lote.numero}` : 'Recuperação de senha',
      texto: 'Mensagem enviada pela plataforma.',
      situacao: falha ? 'falha' : 'enviado',
      tentativas: 1,
      ...(falha ? { erro: '550 Caixa postal inexistente.' } : { enviadoAt: new Date(createdAt + 5_000).toISOString(), messageId: `<${i}@ocupacional.local>` }),
      createdAt: new Date(createdAt).toISOString(),
    });
  }

  // ASO uploads: files of `paginasPorUpload` pages, each page linked to a released consultation (some failed).
  let uploadLote = start.uploadLote;
  const uploadCount = Math.ceil(size.paginas / size.paginasPorUpload);
  for (let u = 0; u < uploadCount; u += 1) {
    const createdAt = nowMs - span + Math.floor(((u + random()) / uploadCount) * span);
    const uploadId = Array.from({ length: 12 }, () => Math.floor(random() * 256).toString(16).padStart(2, '0')).join('');
    const paginas = Math.min(size.paginasPorUpload, size.paginas - u * size.paginasPorUpload);
    uploadLote += 1;
    let falhas = 0;
    for (let pagina = 1; pagina <= paginas; pagina += 1) {
      const falha = random() < 0.05;
      const aso = falha || !released.length ? undefined : released[Math.floor(random() * released.length)];
      if (falha) falhas += 1;
      // The consultation names its linked pages, as the pipeline's link writes them (data/upload-pages.ts).
      if (aso) aso.consulta.paginasVinculadas = [...(aso.consulta.paginasVinculadas ?? []), `${uploadId}#${pagina}`];
      data.uploadPaginas.push({
        tenant,
        uploadId,
        pagina,
        paginas,
        idCon: aso?.consulta.idCon ?? paginaSemConsulta,
        ...(aso
          ? {
              empresaId: aso.consulta.empresaId,
              empresaNome: aso.consulta.empresaNome,
              funcionarioId: aso.consulta.funcionarioId,
              funcionarioNome: aso.consulta.funcionarioNome,
            }
          : {}),
        tipoDocumento: documentTypes.aso,
        tipoStatus: aso ? uploadStatus.processado : uploadStatus.falha,
        identificacao: aso ? 'qr' : 'pendente',
        arquivo: `arquivos/${tenant}/upload/${uploadId}/${pagina}.pdf`,
      });
    }
    data.uploads.push({
      tenant,
      uploadId,
      source: 'upload',
      bucket: buckets.files.localName,
      key: `upload/${tenant}/${uploadId}.pdf`,
      name: `ASOs ${String(u + 1).padStart(4, '0')}.pdf`,
      size: 160_000 * paginas,
      contentType: 'application/pdf',
      status: 'dividido',
      tipoStatus: falhas ? uploadStatus.falha : uploadStatus.processado,
      tipo: uploadTypes.automatico,
      documento: documentTypes.aso,
      lote: uploadLote,
      paginas,
      paginasFeitas: Array.from({ length: paginas }, (_, n) => n + 1),
      paginasIdentificadas: paginas - falhas,
      paginasVinculadas: 0,
      paginasPendentes: falhas,
      concluidoEm: new Date(createdAt + 60_000).toISOString(),
      createdAt: new Date(createdAt).toISOString(),
    });
  }

  data.sequences = { idCon, loteEsocial: loteNumero, uploadLote };
  return data;
}
