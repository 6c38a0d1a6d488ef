import type { CreateEntityItem } from 'electrodb';
import {
  addDays,
  asoTypes,
  daysBetween,
  buckets,
  consultaStatus,
  documentTypes,
  emailTypes,
  onlyDigits,
  tipoDescricao,
  todayInSaoPaulo,
  uploadStatus,
  uploadTypes,
  type AsoType,
  type ConsultaStatus,
} from '@ocupacional/shared';
import {
  consultaCounter,
  idTime,
  newId,
  paginaSemConsulta,
  todas,
  type acompanhamentos,
  type clientes,
  type consultaExames,
  type consultas,
  type consultasExternas,
  type contadores,
  type credenciadas,
  type empresaEmails,
  type empresas,
  type exames,
  type fdts,
  type funcionarios,
  type funcoes,
  type ghes,
  type parceiros,
  type pcmsoExames,
  type pcmsoRevisoes,
  type tabelaPrecoExames,
  type tabelasPreco,
  type unicos,
  type uploadPaginas,
  type uploads,
  type usuarios,
} from '@ocupacional/functions/data/entities/index';
import { definitiveConsultationItems } from '@ocupacional/functions/data/consulta-definitiva';
import {
  catalogue,
  nomesUsuarios,
  primeirosNomes,
  sobrenomes,
  type CatalogueEmpresa,
  type CatalogueGhe,
  type CataloguePcmsoExame,
  type CatalogueTenant,
} from './demo-catalogue';
import { comConsulta, scenariosOf, type Scenario } from './demo-scenarios';
import { demoAccess, type DemoUser } from './demo-users';
import { findCidade } from '../../../functions/src/reference';
import { documentFactory, seededRandom } from './documents';

/** The ids the common/estado and common/cidade lookups answer for a place, as the forms store them. */
function placeIds(uf: string, nome: string): { idEstado: string; idCidade: string } {
  const cidade = findCidade(uf, nome);
  if (!cidade) throw new Error(`demo city not in the municipality list: ${nome}/${uf}`);
  return { idEstado: String(cidade.id_estado), idCidade: String(cidade.id) };
}

/*
 * The demo data set, built in memory from the catalogue and the demo users: employees and consultations are
 * generated from each tenant's seed, with dates relative to today in São Paulo so the consultations fall in the
 * lists' default windows (today, past and future; spec 1 §9). Nothing here writes: seed.ts does.
 */

/** A demo user before its password is hashed. */
export type DemoUsuario = Omit<CreateEntityItem<ReturnType<typeof usuarios>>, 'senhaHash'> & { readonly senha: string };

export interface DemoTenantData {
  readonly tenant: string;
  readonly cliente: CreateEntityItem<ReturnType<typeof clientes>>;
  readonly usuarios: DemoUsuario[];
  readonly empresas: CreateEntityItem<ReturnType<typeof empresas>>[];
  readonly empresaEmails: CreateEntityItem<ReturnType<typeof empresaEmails>>[];
  readonly fdts: CreateEntityItem<ReturnType<typeof fdts>>[];
  readonly ghes: CreateEntityItem<ReturnType<typeof ghes>>[];
  readonly funcoes: CreateEntityItem<ReturnType<typeof funcoes>>[];
  readonly exames: CreateEntityItem<ReturnType<typeof exames>>[];
  readonly pcmsoRevisoes: CreateEntityItem<ReturnType<typeof pcmsoRevisoes>>[];
  readonly pcmsoExames: CreateEntityItem<ReturnType<typeof pcmsoExames>>[];
  readonly funcionarios: CreateEntityItem<ReturnType<typeof funcionarios>>[];
  readonly credenciadas: CreateEntityItem<ReturnType<typeof credenciadas>>[];
  readonly parceiros: CreateEntityItem<ReturnType<typeof parceiros>>[];
  readonly tabelasPreco: CreateEntityItem<ReturnType<typeof tabelasPreco>>[];
  readonly tabelaPrecoExames: CreateEntityItem<ReturnType<typeof tabelaPrecoExames>>[];
  readonly consultasExternas: CreateEntityItem<ReturnType<typeof consultasExternas>>[];
  readonly consultas: CreateEntityItem<ReturnType<typeof consultas>>[];
  readonly consultaExames: CreateEntityItem<ReturnType<typeof consultaExames>>[];
  readonly acompanhamentos: CreateEntityItem<ReturnType<typeof acompanhamentos>>[];
  readonly uploads: CreateEntityItem<ReturnType<typeof uploads>>[];
  readonly uploadPaginas: CreateEntityItem<ReturnType<typeof uploadPaginas>>[];
  readonly contadores: CreateEntityItem<ReturnType<typeof contadores>>[];
  readonly unicos: CreateEntityItem<ReturnType<typeof unicos>>[];
}

/** The tenants of the demo: `demo`, the one to use, and `outra`, which proves isolation. */
export const demoTenants = catalogue.map(({ id, nome }) => ({ id, nome }));

/**
 * The whole demo data set for `now`. The same users and the same day give the same records.
 *
 * @example buildDemoData(loadDemoUsers()).find((data) => data.tenant === 'demo')
 */
export function buildDemoData(users: readonly DemoUser[], now: Date = new Date()): DemoTenantData[] {
  const unknown = users.filter((user) => !catalogue.some((tenant) => tenant.id === user.tenant));
  if (unknown.length > 0) {
    throw new Error(`demo-users.json names tenants the demo doesn't have: ${unknown.map((u) => u.tenant).join(', ')}`);
  }
  return catalogue.map((tenant) => {
    const own = users.flatMap((user, index) => (user.tenant === tenant.id ? [{ user, index }] : []));
    return new TenantBuilder(tenant, now).build(own);
  });
}

const { agendada, emAtendimento, cancelada, encerrada, aguardandoProcessamento, erroCadastro } = consultaStatus;
const { liberadaApto, liberadaAptoComRestricoes } = consultaStatus;
const { admissional, aposAdmissional, retornoAoTrabalho, mudancaDeFuncao, demissional, periodico } = asoTypes;

/** The ASO type's flag on a PCMSO exam; the periodic takes the exams with a periodicity. */
const pcmsoFlagOf: Partial<Record<AsoType, CataloguePcmsoExame['tipos'][number]>> = {
  [admissional]: 'adm',
  [aposAdmissional]: 'aposAdm',
  [retornoAoTrabalho]: 'retTra',
  [mudancaDeFuncao]: 'mudFun',
  [demissional]: 'dem',
};

const aptidaoByStatus: Partial<Record<number, number>> = { 66: 1, 67: 2, 70: 5 };

interface Ref {
  readonly id: string;
  readonly nome: string;
}

interface GheRef extends Ref {
  readonly codigo: string;
  readonly catalogue: CatalogueGhe;
}

interface FuncionarioRef {
  readonly id: string;
  readonly nome: string;
  readonly cpf: string;
  readonly idade: number;
  readonly empresa: string;
  readonly fdt: string;
  readonly ghe: string;
  readonly funcao: string;
  readonly disponivel: boolean;
}

interface Generated {
  externa: CreateEntityItem<ReturnType<typeof consultasExternas>>;
  scenario: Scenario;
  funcionario: FuncionarioRef;
  dtCad?: string;
}

class TenantBuilder {
  private readonly random: () => number;
  private readonly documents: ReturnType<typeof documentFactory>;
  private readonly today: string;
  private clock: number;

  private readonly exameRefs = new Map<string, Ref & { preco: number }>();
  private readonly funcaoRefs = new Map<string, Ref>();
  private readonly empresaRefs = new Map<string, Ref & { catalogue: CatalogueEmpresa }>();
  private readonly fdtRefs = new Map<string, Ref & { pcmso: string; revisoes: string[]; revs: number[] }>();
  private readonly gheRefs = new Map<string, GheRef>();
  private readonly credenciadaRefs = new Map<string, Ref & { padrao: boolean; tabela: string }>();
  private readonly parceiroRefs = new Map<string, Ref & { exames: readonly string[] }>();
  private readonly precos = new Map<string, number>();
  private readonly funcionarioRefs: FuncionarioRef[] = [];

  private readonly data: { -readonly [K in keyof DemoTenantData]: DemoTenantData[K] };

  constructor(
    private readonly tenant: CatalogueTenant,
    private readonly now: Date,
  ) {
    this.random = seededRandom(tenant.semente);
    this.documents = documentFactory(this.random);
    this.today = todayInSaoPaulo(now);
    // Catalogue records are "created" 1600 days ago (before any employee), one second apart, so their ids keep
    // declaration order.
    this.clock = this.instant(addDays(this.today, -1600), '08:00').getTime();
    this.data = {
      tenant: tenant.id,
      cliente: {
        tenant: tenant.id,
        nome: tenant.nome,
        cnpj: tenant.cnpj,
        telefone: tenant.telefone,
        email: tenant.email,
        pacotes: [...tenant.pacotes],
        ambiente: 'teste',
      },
      usuarios: [],
      empresas: [],
      empresaEmails: [],
      fdts: [],
      ghes: [],
      funcoes: [],
      exames: [],
      pcmsoRevisoes: [],
      pcmsoExames: [],
      funcionarios: [],
      credenciadas: [],
      parceiros: [],
      tabelasPreco: [],
      tabelaPrecoExames: [],
      consultasExternas: [],
      consultas: [],
      consultaExames: [],
      acompanhamentos: [],
      uploads: [],
      uploadPaginas: [],
      contadores: [],
      unicos: [],
    };
  }

  build(users: { user: DemoUser; index: number }[]): DemoTenantData {
    this.catalogues();
    this.companies();
    this.network();
    this.employees();
    this.consultations();
    this.upload();
    for (const { user, index } of users) this.user(user, index);
    this.uniqueness();
    return this.data;
  }

  /** The uniqueness claims the write routes keep beside each CNPJ, CPF and login (see unico.ts). */
  private uniqueness(): void {
    const tenant = this.tenant.id;
    const claim = (tipo: CreateEntityItem<ReturnType<typeof unicos>>['tipo'], valor: string, alvoId: string) =>
      this.data.unicos.push({ tenant, tipo, valor, alvoId });
    for (const empresa of this.data.empresas) claim('empresaCnpj', empresa.cnpj, empresa.id);
    for (const credenciada of this.data.credenciadas) claim('credenciadaCnpj', credenciada.cnpj, credenciada.id);
    for (const parceiro of this.data.parceiros) claim('parceiroCnpj', parceiro.cnpj, parceiro.id);
    for (const funcionario of this.data.funcionarios) claim('funcionarioCpf', funcionario.cpf, funcionario.id);
    for (const usuario of this.data.usuarios) {
      claim('usuarioLogin', `${usuario.pointType}#${usuario.pointCnpj}#${usuario.cpf}`, usuario.id);
    }
  }

  // Helpers

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  /** A mobile number as the mask shows it, (99)99999-9999. */
  private celular(ddd: string): string {
    const prefixo = 8000 + Math.floor(this.random() * 1999);
    const sufixo = String(Math.floor(this.random() * 10_000)).padStart(4, '0');
    return `(${ddd})9${prefixo}-${sufixo}`;
  }

  /** The seeded generator, for reproducible ids. */
  private prng = (): number => this.random();

  /** An instant of a São Paulo day, never after now. */
  private instant(day: string, time: string): Date {
    const at = new Date(`${day}T${time}:00-03:00`);
    const latest = this.now.getTime() - 60_000;
    return at.getTime() > latest ? new Date(latest) : at;
  }

  private catalogueId(): { id: string; createdAt: string } {
    this.clock += 1000;
    return { id: newId(this.clock, this.prng), createdAt: new Date(this.clock).toISOString() };
  }

  private ref<T>(map: Map<string, T>, key: string): T {
    const found = map.get(key);
    if (!found) throw new Error(`demo catalogue of ${this.tenant.id} has no '${key}'`);
    return found;
  }

  // Catalogues: exams and functions

  private catalogues(): void {
    const tenant = this.tenant.id;
    for (const exame of this.tenant.exames) {
      const { id, createdAt } = this.catalogueId();
      this.exameRefs.set(exame.ref, { id, nome: exame.nome, preco: exame.preco });
      this.data.exames.push({ tenant, id, nome: exame.nome, clinico: exame.clinico ?? false, codigoEsocial: exame.esocial, createdAt });
    }
    for (const funcao of this.tenant.funcoes) {
      const { id, createdAt } = this.catalogueId();
      this.funcaoRefs.set(funcao.ref, { id, nome: funcao.nome });
      this.data.funcoes.push({ tenant, id, nome: funcao.nome, cbo: funcao.cbo, createdAt });
    }
  }

  // Companies, fronts, GHEs and PCMSOs

  private companies(): void {
    const tenant = this.tenant.id;
    for (const empresa of this.tenant.empresas) {
      const { id: empresaId, createdAt } = this.catalogueId();
      this.empresaRefs.set(empresa.ref, { id: empresaId, nome: empresa.nome, catalogue: empresa });
      this.data.empresas.push({
        tenant,
        id: empresaId,
        nome: empresa.nome,
        nomeFantasia: empresa.nomeFantasia,
        cnpj: empresa.cnpj,
        cnae: empresa.cnae,
        ie: onlyDigits(empresa.cnpj).slice(0, 9),
        cep: empresa.cep,
        end: empresa.end,
        num: empresa.num,
        bairro: empresa.bairro,
        ...placeIds(empresa.uf, empresa.cidade),
        uf: empresa.uf,
        cidade: empresa.cidade,
        telCom: empresa.telCom,
        email: `contato@${empresa.dominio}`,
        site: `www.${empresa.dominio}`,
        resp: 'Departamento de Recursos Humanos',
        rNome: `${this.pick(primeirosNomes.femininos)} ${this.pick(sobrenomes)}`,
        rEmail: `sesmt@${empresa.dominio}`,
        rTelCom: empresa.telCom,
        createdAt,
      });
      this.data.empresaEmails.push({
        tenant,
        empresaId,
        id: this.catalogueId().id,
        tipo: emailTypes.aso,
        fdtIds: [],
        email: `sesmt@${empresa.dominio}; rh@${empresa.dominio}`,
        obs: 'Recebe os ASO liberados de todas as frentes.',
      });
      for (const fdt of empresa.fdts) this.front(empresa, empresaId, fdt);
    }
    const primeira = this.tenant.empresas[0];
    if (primeira && this.tenant.id === 'demo') {
      this.data.empresaEmails.push({
        tenant,
        empresaId: this.ref(this.empresaRefs, primeira.ref).id,
        id: this.catalogueId().id,
        tipo: 199,
        fdtIds: [],
        email: `financeiro@${primeira.dominio}`,
      });
    }
  }

  private front(empresa: CatalogueEmpresa, empresaId: string, fdt: CatalogueEmpresa['fdts'][number]): void {
    const tenant = this.tenant.id;
    const { id: fdtId, createdAt } = this.catalogueId();
    this.data.fdts.push({
      tenant,
      id: fdtId,
      empresaId,
      descricao: fdt.descricao,
      pcmso: fdt.pcmso,
      uf: fdt.uf,
      cidade: fdt.cidade,
      createdAt,
    });
    const gheIds = fdt.ghes.map((ghe, ordem) => {
      const { id } = this.catalogueId();
      this.gheRefs.set(`${empresa.ref}.${ghe.ref}`, { id, nome: ghe.descricao, codigo: ghe.ghe, catalogue: ghe });
      this.data.ghes.push({
        tenant,
        id,
        empresaId,
        fdtId,
        ghe: ghe.ghe,
        descricao: ghe.descricao,
        ordem,
        funcaoIds: ghe.funcoes.map((ref) => this.ref(this.funcaoRefs, ref).id),
        riscos: (ghe.riscos ?? []).map((risco) => ({ categoria: risco.categoria, descricao: risco.descricao })),
        createdAt,
      });
      return id;
    });
    const revisoes: string[] = [];
    for (let rev = 1; rev <= fdt.revisoes; rev += 1) {
      const { id } = this.catalogueId();
      const emitida = addDays(this.today, -((fdt.revisoes - rev) * 365 + 120));
      const vencimento = fdt.vencida && rev === fdt.revisoes ? addDays(this.today, -10) : addDays(emitida, 365);
      this.data.pcmsoRevisoes.push({
        tenant,
        id,
        empresaId,
        fdtId,
        rev,
        descricao: rev === 1 ? 'Elaboração do PCMSO' : `Revisão anual ${rev - 1}`,
        dataHora: this.instant(emitida, '10:00').toISOString(),
        parentId: revisoes.at(-1),
        inicio: addDays(vencimento, -365),
        vencimento,
        responsavelNome: 'Dr. Paulo Henrique Vasconcelos',
        responsavelCrm: '123456',
        responsavelCrmUf: 'SP',
      });
      revisoes.push(id);
      fdt.ghes.forEach((ghe, index) => {
        for (const exame of ghe.exames) {
          const catalogueExame = this.ref(this.exameRefs, exame.exame);
          this.data.pcmsoExames.push({
            tenant,
            id: this.catalogueId().id,
            empresaId,
            fdtId,
            pcmsoRevisaoId: id,
            gheId: gheIds[index] as string,
            exameId: catalogueExame.id,
            exameNome: catalogueExame.nome,
            adm: exame.tipos.includes('adm'),
            aposAdm: exame.tipos.includes('aposAdm'),
            dem: exame.tipos.includes('dem'),
            retTra: exame.tipos.includes('retTra'),
            mudFun: exame.tipos.includes('mudFun'),
            periodicidade: exame.periodicidade,
            perId1: exame.idades?.[0],
            perId2: exame.idades?.[1],
            validade: exame.validade,
          });
        }
      });
    }
    this.fdtRefs.set(`${empresa.ref}.${fdt.ref}`, {
      id: fdtId,
      nome: fdt.descricao,
      pcmso: fdt.pcmso,
      revisoes,
      revs: revisoes.map((_, i) => i + 1),
    });
  }

  // Clinics, partners and price tables

  private network(): void {
    const tenant = this.tenant.id;
    for (const parceiro of this.tenant.parceiros) {
      const { id, createdAt } = this.catalogueId();
      this.parceiroRefs.set(parceiro.ref, { id, nome: parceiro.nome, exames: parceiro.exames });
      this.data.parceiros.push({
        tenant,
        id,
        nome: parceiro.nome,
        cnpj: parceiro.cnpj,
        uf: parceiro.uf,
        cidade: parceiro.cidade,
        telCom: parceiro.telCom,
        email: `atendimento@${parceiro.dominio}`,
        exameIds: parceiro.exames.map((ref) => this.ref(this.exameRefs, ref).id),
        createdAt,
      });
    }
    for (const credenciada of this.tenant.credenciadas) {
      const { id, createdAt } = this.catalogueId();
      this.data.credenciadas.push({
        tenant,
        id,
        nome: credenciada.nome,
        cnpj: credenciada.cnpj,
        cep: credenciada.cep,
        end: credenciada.end,
        num: credenciada.num,
        bairro: credenciada.bairro,
        ...placeIds(credenciada.uf, credenciada.cidade),
        uf: credenciada.uf,
        cidade: credenciada.cidade,
        telCom: credenciada.telCom,
        email: `agendamento@${credenciada.dominio}`,
        resp: `Dr. ${this.pick(primeirosNomes.masculinos)} ${this.pick(sobrenomes)}`,
        padrao: credenciada.padrao ?? false,
        medicoNome: credenciada.medico.nome,
        medicoCrm: credenciada.medico.crm,
        medicoCrmUf: credenciada.uf,
        createdAt,
      });
      const balcao = this.priceTable(id, 'Tabela Balcão', credenciada.nivelPreco, todas, todas);
      this.credenciadaRefs.set(credenciada.ref, {
        id,
        nome: credenciada.nome,
        padrao: credenciada.padrao ?? false,
        tabela: balcao,
      });
    }
    if (this.tenant.id === 'demo') {
      const metalvale = this.ref(this.empresaRefs, 'metalvale');
      const horizonte = this.ref(this.empresaRefs, 'horizonte');
      this.priceTable(
        this.ref(this.credenciadaRefs, 'vale').id,
        'Tabela MetalVale - Unidade Fabril',
        80,
        metalvale.id,
        this.ref(this.fdtRefs, 'metalvale.fabrica').id,
      );
      const saudemais = this.ref(this.credenciadaRefs, 'saudemais');
      this.priceTable(saudemais.id, 'Tabela Horizonte Mineiro', 85, horizonte.id, todas);
    }
  }

  private priceTable(credenciadaId: string, nome: string, nivel: number, empresaId: string, fdtId: string): string {
    const tenant = this.tenant.id;
    const { id: tabelaPrecoId, createdAt } = this.catalogueId();
    this.data.tabelasPreco.push({ tenant, id: tabelaPrecoId, credenciadaId, empresaId, fdtId, nome, createdAt });
    for (const [ref, exame] of this.exameRefs) {
      // Prices rounded to 50 cents, as clinics quote them.
      const valorVenda = Math.round((exame.preco * nivel) / 100 / 50) * 50;
      const parceiroIds = [...this.parceiroRefs.values()].filter((p) => p.exames.includes(ref)).map((p) => p.id);
      this.precos.set(`${tabelaPrecoId}.${exame.id}`, valorVenda);
      this.data.tabelaPrecoExames.push({
        tenant,
        tabelaPrecoId,
        exameId: exame.id,
        credenciadaId,
        exameNome: exame.nome,
        valorVenda,
        valorServico: ref === 'clinico' ? 0 : 500,
        parceiroIds,
      });
    }
    return tabelaPrecoId;
  }

  // Employees

  private employees(): void {
    const tenant = this.tenant.id;
    for (const empresa of this.tenant.empresas) {
      const empresaId = this.ref(this.empresaRefs, empresa.ref).id;
      const lotacoes = empresa.fdts.flatMap((fdt) => fdt.ghes.map((ghe) => ({ fdt, ghe })));
      for (let n = 0; n < empresa.funcionarios; n += 1) {
        const { fdt, ghe } = lotacoes[n % lotacoes.length] as (typeof lotacoes)[number];
        const feminino = this.random() < 0.45;
        const primeiro = this.pick(feminino ? primeirosNomes.femininos : primeirosNomes.masculinos);
        const sobrenome1 = this.pick(sobrenomes);
        const sobrenome2 = this.pick(sobrenomes.filter((sobrenome) => sobrenome !== sobrenome1));
        const nome = `${primeiro} ${sobrenome1} ${sobrenome2}`;
        const idade = 19 + Math.floor(this.random() * 44);
        const admitidoHa = 60 + Math.floor(this.random() * 1500);
        const funcaoRef = this.pick(ghe.funcoes);
        const id = newId(this.instant(addDays(this.today, -admitidoHa), '09:00'), this.prng);
        const cpf = this.documents.cpf();
        // The last employee of each company was dismissed; the second of the first company was deleted.
        const dem = n === empresa.funcionarios - 1;
        const deleted = tenant === 'demo' && empresa === this.tenant.empresas[0] && n === 1;
        const gheRef = this.ref(this.gheRefs, `${empresa.ref}.${ghe.ref}`);
        const fdtRef = this.ref(this.fdtRefs, `${empresa.ref}.${fdt.ref}`);
        const funcao = this.ref(this.funcaoRefs, funcaoRef);
        const login = `${primeiro}.${sobrenome2}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
        this.data.funcionarios.push({
          tenant,
          id,
          empresaId,
          nome,
          cpf,
          rg: String(10_000_000 + Math.floor(this.random() * 89_999_999)),
          dtNas: addDays(this.today, -(idade * 365 + Math.floor(this.random() * 360))),
          sexo: feminino ? 61 : 60,
          email: `${login}@email.com.br`,
          telCel: this.celular(empresa.telCom.slice(1, 3)),
          fdtId: fdtRef.id,
          funcaoId: funcao.id,
          gheId: gheRef.id,
          mat: String(1000 + n),
          cep: empresa.cep,
          ...placeIds(empresa.uf, empresa.cidade),
          pcd: n === 3,
          adm: true,
          aposAdm: admitidoHa > 90,
          dem,
          createdAt: idTime(id).toISOString(),
          deletedAt: deleted ? this.instant(addDays(this.today, -20), '16:00').toISOString() : undefined,
        });
        this.funcionarioRefs.push({
          id,
          nome,
          cpf,
          idade,
          empresa: empresa.ref,
          fdt: `${empresa.ref}.${fdt.ref}`,
          ghe: `${empresa.ref}.${ghe.ref}`,
          funcao: funcaoRef,
          disponivel: !dem && !deleted,
        });
      }
    }
  }

  // Consultations

  private consultations(): void {
    const generated: Generated[] = [];
    const next = new Map<string, number>();
    const employeeFor = ({ empresa, revisaoAnterior }: Scenario): FuncionarioRef => {
      // The outdated-PCMSO case needs a front that has a previous revision.
      const revised = (f: FuncionarioRef) => !revisaoAnterior || this.ref(this.fdtRefs, f.fdt).revisoes.length > 1;
      const pool = this.funcionarioRefs.filter((f) => f.empresa === empresa && f.disponivel && revised(f));
      const index = next.get(empresa) ?? 0;
      next.set(empresa, index + 1);
      return pool[index % pool.length] as FuncionarioRef;
    };

    /** The employee of the company's latest released consultation generated so far (the reuse scenario's). */
    const latestReleased = ({ empresa }: Scenario): FuncionarioRef | undefined =>
      generated
        .filter((g) => g.scenario.empresa === empresa && g.scenario.status === liberadaApto && !g.scenario.deleted)
        .sort((a, b) => b.scenario.dia - a.scenario.dia)[0]?.funcionario;
    for (const scenario of scenariosOf(this.tenant.id)) {
      const funcionario = (scenario.reaproveita && latestReleased(scenario)) || employeeFor(scenario);
      generated.push(this.externalConsultation(scenario, funcionario));
    }

    // Consultation numbers follow attendance order, as the counter would have given them.
    const attended = generated.filter((g) => g.dtCad).sort((a, b) => String(a.dtCad).localeCompare(String(b.dtCad)));
    attended.forEach((g, index) => {
      g.externa.idCon = index + 1;
      this.definitiveConsultation(g, index + 1);
    });
    this.reuseEarlierResults(generated);
    for (const g of generated) {
      this.data.consultasExternas.push(g.externa);
      this.history(g);
    }
    this.data.contadores.push({ tenant: this.tenant.id, nome: consultaCounter, valor: attended.length });
  }

  /**
   * Exam reuse in the demo (the company's Aproveitamento list, spec 1 §3 id_con_rea): a scheduled consultation whose
   * employee has a released one with the same exam, still valid on the schedule day, takes that result instead of
   * doing it again (nothing charged). The clinical exam is always done again.
   */
  private reuseEarlierResults(generated: readonly Generated[]): void {
    const released = generated.filter((g) => g.externa.idCon && !g.scenario.deleted && [liberadaApto, liberadaAptoComRestricoes].includes(g.scenario.status as never));
    for (const g of generated.filter((c) => c.scenario.status === agendada && !c.scenario.deleted)) {
      const day = g.externa.dataAge.slice(0, 10);
      const regras = this.ref(this.gheRefs, g.funcionario.ghe).catalogue.exames;
      for (const exame of g.externa.exames ?? []) {
        const regra = regras.find((r) => r.exame !== 'clinico' && this.ref(this.exameRefs, r.exame).id === exame.exameId);
        const earlier = regra
          ? released.find(
              (r) =>
                r.funcionario.id === g.funcionario.id &&
                (r.externa.exames ?? []).some((e) => e.exameId === exame.exameId) &&
                daysBetween(r.externa.dataAge.slice(0, 10), day) <= regra.validade,
            )
          : undefined;
        if (!earlier) continue;
        exame.idConRea = earlier.externa.idCon;
        exame.valor = 0;
        exame.dataExame = earlier.externa.dataAge.slice(0, 10);
      }
    }
  }

  private externalConsultation(scenario: Scenario, funcionario: FuncionarioRef): Generated {
    const tenant = this.tenant.id;
    const empresa = this.ref(this.empresaRefs, scenario.empresa);
    const credenciada = this.ref(this.credenciadaRefs, scenario.credenciada);
    const fdt = this.ref(this.fdtRefs, funcionario.fdt);
    const ghe = this.ref(this.gheRefs, funcionario.ghe);
    const funcao = this.ref(this.funcaoRefs, funcionario.funcao);
    const day = addDays(this.today, scenario.dia);
    const horas = String(7 + Math.floor(this.random() * 10)).padStart(2, '0');
    const hora = `${horas}:${this.pick(['00', '15', '30', '45'])}`;
    const batch = scenario.status === aguardandoProcessamento || scenario.status === erroCadastro;
    const createdAt = batch
      ? this.instant(this.today, scenario.status === erroCadastro ? '07:40' : '07:45')
      : this.instant(addDays(this.today, Math.min(scenario.dia, 0) - 2 - Math.floor(this.random() * 4)), '14:20');
    const revisaoIndex = scenario.revisaoAnterior ? Math.max(0, fdt.revisoes.length - 2) : fdt.revisoes.length - 1;
    const exames = this.examsFor(ghe.catalogue, scenario.tipoAso, funcionario.idade).map((exame) => {
      const catalogueExame = this.ref(this.exameRefs, exame.exame);
      const parceiro = [...this.parceiroRefs.values()].find((p) => p.exames.includes(exame.exame));
      return {
        exameId: catalogueExame.id,
        exameNome: catalogueExame.nome,
        parceiroId: parceiro?.id,
        valor: this.precos.get(`${credenciada.tabela}.${catalogueExame.id}`) ?? 0,
      };
    });
    const externa: CreateEntityItem<ReturnType<typeof consultasExternas>> = {
      tenant,
      id: newId(createdAt, this.prng),
      empresaId: empresa.id,
      empresaNome: empresa.nome,
      funcionarioId: funcionario.id,
      funcionarioNome: funcionario.nome,
      funcionarioCpf: funcionario.cpf,
      credenciadaId: credenciada.id,
      credenciadaNome: credenciada.nome,
      credenciadaPadrao: credenciada.padrao,
      fdtId: fdt.id,
      fdtDescricao: fdt.nome,
      fdtPcmso: fdt.pcmso,
      gheId: ghe.id,
      gheCodigo: ghe.codigo,
      gheDescricao: ghe.nome,
      funcaoId: funcao.id,
      funcaoNome: funcao.nome,
      dataAge: `${day}T${hora}`,
      tipoAso: scenario.tipoAso,
      periodicidade: scenario.tipoAso === periodico ? 12 : scenario.tipoAso === aposAdmissional ? 6 : -1,
      tipoStatus: scenario.status,
      obs: scenario.tipoAso === mudancaDeFuncao ? 'Mudança para a função de Operador de Empilhadeira.' : undefined,
      pcmsoRevisaoId: fdt.revisoes[revisaoIndex],
      revisao: fdt.revs[revisaoIndex],
      info: scenario.info,
      tabelaPrecoId: credenciada.tabela,
      exames,
      pcd: false,
      mfFuncaoId: scenario.tipoAso === mudancaDeFuncao ? this.ref(this.funcaoRefs, 'empilhadeira').id : undefined,
      createdAt: createdAt.toISOString(),
      deletedAt: scenario.deleted ? this.instant(this.today, '08:10').toISOString() : undefined,
    };
    const dtCad = comConsulta.has(scenario.status) ? this.instant(day, hora).toISOString() : undefined;
    return { externa, scenario, funcionario, dtCad };
  }

  /** The PCMSO exams an ASO type asks of a GHE, for an employee's age. */
  private examsFor(ghe: CatalogueGhe, tipoAso: AsoType, idade: number): CataloguePcmsoExame[] {
    const flag = pcmsoFlagOf[tipoAso];
    return ghe.exames.filter((exame) => {
      const byType = flag ? exame.tipos.includes(flag) : exame.periodicidade > 0;
      const byAge = !exame.idades || (idade >= exame.idades[0] && idade <= exame.idades[1]);
      return byType && byAge;
    });
  }

  private definitiveConsultation(g: Generated, idCon: number): void {
    const { externa, scenario } = g;
    const dtCad = g.dtCad as string;
    const aptidao = aptidaoByStatus[scenario.status];
    const released = aptidao !== undefined;
    const te = aptidao === 5 ? 0 : aptidao === 2 ? 1 : 3;
    // Written as starting attendance writes it (the exam ids from the seed's own generator), then taken to the
    // scenario's status.
    const { consulta, exames } = definitiveConsultationItems(externa, idCon, dtCad, () => newId(new Date(dtCad), this.prng));
    this.data.consultas.push({
      ...consulta,
      tipoStatus: scenario.status,
      aptidao,
      teAlt: released ? te : undefined,
      teEsp: released ? 3 : undefined,
      teEle: released ? te : undefined,
      teAli: released ? 3 : undefined,
      obs: aptidao === 2 ? 'Apto com restrição para trabalho em altura por 90 dias.' : undefined,
      liberadaEm: released ? this.later(dtCad, 3) : undefined,
      // The examining doctor who signed the released ASO (eSocial S-2220 medico).
      ...(released ? { medicoNome: 'Dra. Helena Marques Tavares', medicoCrm: '184512', medicoCrmUf: 'SP' } : {}),
      canceladaEm: scenario.status === encerrada ? this.later(dtCad, 1) : undefined,
    });
    for (const exame of exames) {
      this.data.consultaExames.push({
        ...exame,
        // A partner's exam of a released or closed consultation was done (and sent) on the consultation's day.
        ...(exame.parceiroId && (released || scenario.status === encerrada) ? { realizadoEm: this.later(dtCad, 2) } : {}),
      });
    }
  }

  /** `hours` after an instant, never after now. */
  private later(iso: string, hours: number): string {
    return new Date(Math.min(Date.parse(iso) + hours * 3_600_000, this.now.getTime() - 30_000)).toISOString();
  }

  /** The status history: created, attendance started, and the status it ended in. */
  private history(g: Generated): void {
    const tenant = this.tenant.id;
    const { externa, scenario } = g;
    const empresa = this.ref(this.empresaRefs, scenario.empresa);
    const credenciada = this.ref(this.credenciadaRefs, scenario.credenciada);
    const entry = (tipoStatus: ConsultaStatus, at: string, usuarioNome: string, obs?: string) =>
      this.data.acompanhamentos.push({
        tenant,
        consultaExternaId: externa.id,
        id: newId(new Date(at), this.prng),
        // The number exists from the start of attendance on.
        idCon: g.dtCad && at >= g.dtCad ? externa.idCon : undefined,
        tipoStatus,
        descricao: tipoDescricao(tipoStatus),
        obs,
        usuarioNome,
        createdAt: at,
      });
    const batch = scenario.status === aguardandoProcessamento || scenario.status === erroCadastro;
    entry(batch ? aguardandoProcessamento : agendada, externa.createdAt, empresa.catalogue.nomeFantasia);
    if (scenario.status === erroCadastro) {
      entry(erroCadastro, this.later(externa.createdAt, 0.02), 'Processamento em lote', scenario.info);
    }
    if (g.dtCad) {
      entry(emAtendimento, g.dtCad, credenciada.nome);
      if (scenario.status !== emAtendimento) entry(scenario.status, this.later(g.dtCad, 3), credenciada.nome);
    }
    if (scenario.status === cancelada) {
      const motivo = 'Funcionário desistiu da vaga.';
      entry(cancelada, this.later(externa.createdAt, 24), empresa.catalogue.nomeFantasia, motivo);
    }
  }

  // An uploaded ASO file with pages in every upload status

  private upload(): void {
    if (this.tenant.id !== 'demo') return;
    const tenant = this.tenant.id;
    const uploadId = Array.from({ length: 12 }, () => Math.floor(this.random() * 256).toString(16).padStart(2, '0')).join('');
    const createdAt = this.instant(addDays(this.today, -1), '15:10').toISOString();
    const released = this.data.consultas.filter(
      (c) => c.tipoStatus === liberadaApto || c.tipoStatus === liberadaAptoComRestricoes,
    );
    const [first, second] = released.slice(-2);
    this.data.uploads.push({
      tenant,
      uploadId,
      source: 'upload',
      bucket: buckets.files.localName,
      key: `upload/${tenant}/${uploadId}.pdf`,
      name: 'ASOs liberados.pdf',
      size: 482_113,
      eTag: uploadId,
      contentType: 'application/pdf',
      status: 'dividido',
      tipoStatus: uploadStatus.processado,
      tipo: uploadTypes.automatico,
      documento: documentTypes.aso,
      paginas: 3,
      createdAt,
    });
    const page = (pagina: number, tipoStatus: number, consulta?: (typeof released)[number]) =>
      this.data.uploadPaginas.push({
        tenant,
        uploadId,
        pagina,
        paginas: 3,
        idCon: consulta?.idCon ?? paginaSemConsulta,
        empresaId: consulta?.empresaId,
        funcionarioId: consulta?.funcionarioId,
        tipoDocumento: documentTypes.aso,
        tipoStatus,
        arquivo: `arquivos/${tenant}/upload/${uploadId}/${pagina}.pdf`,
      });
    page(1, uploadStatus.processado, first);
    page(2, uploadStatus.vinculadoManualmente, second);
    page(3, uploadStatus.falha);
  }

  // Users of demo-users.json

  private user(user: DemoUser, index: number): void {
    const tenant = this.tenant.id;
    const cnpj = onlyDigits(user.cnpj);
    const point = this.pointOf(user.area, cnpj);
    const nome = nomesUsuarios[index % nomesUsuarios.length] as string;
    const partes = nome.replace(/^Dra?\. /, '').split(' ');
    const login = `${partes[0]}.${partes.at(-1)}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    const access = demoAccess(user.area, user.role);
    this.data.usuarios.push({
      tenant,
      id: this.catalogueId().id,
      pointType: user.area,
      pointId: point.id,
      pointNome: point.nome,
      pointCnpj: cnpj,
      cpf: onlyDigits(user.cpf),
      nome,
      usuario: login,
      email: `${login}@${point.dominio}`,
      senha: user.senha,
      isAdm: access.isAdm,
      acessoModulo: access.acessoModulo,
      acessoPermissao: access.acessoPermissao,
      sessao: access.sessao,
    });
  }

  private pointOf(area: DemoUser['area'], cnpj: string): { id?: string; nome: string; dominio: string } {
    const byCnpj = <T extends { cnpj: string }>(items: readonly T[]) => items.find((item) => item.cnpj === cnpj);
    const missing = () => new Error(`demo-users.json: no ${area} with CNPJ ${cnpj} in tenant ${this.tenant.id}`);
    switch (area) {
      case 'web': {
        if (this.tenant.cnpj !== cnpj) throw missing();
        return { nome: this.tenant.nome, dominio: this.tenant.email.split('@')[1] as string };
      }
      case 'empresa': {
        const found = byCnpj(this.tenant.empresas);
        if (!found) throw missing();
        return { id: this.ref(this.empresaRefs, found.ref).id, nome: found.nome, dominio: found.dominio };
      }
      case 'credenciada': {
        const found = byCnpj(this.tenant.credenciadas);
        if (!found) throw missing();
        return { id: this.ref(this.credenciadaRefs, found.ref).id, nome: found.nome, dominio: found.dominio };
      }
      case 'parceiro': {
        const found = byCnpj(this.tenant.parceiros);
        if (!found) throw missing();
        return { id: this.ref(this.parceiroRefs, found.ref).id, nome: found.nome, dominio: found.dominio };
      }
    }
  }
}
