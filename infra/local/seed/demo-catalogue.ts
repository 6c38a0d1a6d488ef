import { cnpjFromBase } from './documents';

/*
 * The fixed part of the demo data: tenants, companies, fronts, GHEs, clinics, partners, exams and functions,
 * with real Brazilian cities. CNPJs come from fixed roots, so the points the demo users log in to (their CNPJs
 * are in demo-users.json) never move; employees and consultations are generated in demo-data.ts.
 */

export interface CatalogueExame {
  readonly ref: string;
  readonly nome: string;
  readonly clinico?: boolean;
  /**
   * Tabela 27 code (S-2220), each checked against the description in functions/src/esocial/tables/tabela-27.json
   * (demo-catalogue.test.ts). The long-window toxicological exam has no code of its own (the table lists single
   * substances: 0195 anfetaminas, 0420 cocaína…), so it keeps 9999 ('outros', described in obsProc).
   */
  readonly esocial?: string;
  /** Counter price in cents. */
  readonly preco: number;
}

export interface CatalogueFuncao {
  readonly ref: string;
  readonly nome: string;
  readonly cbo: string;
}

/** An exam the PCMSO requires of a GHE. */
export interface CataloguePcmsoExame {
  readonly exame: string;
  /** ASO types: adm, apos_adm, dem, ret_tra, mud_fun. */
  readonly tipos: readonly ('adm' | 'aposAdm' | 'dem' | 'retTra' | 'mudFun')[];
  /** Months, 0 when not in the periodic. */
  readonly periodicidade: number;
  readonly validade: number;
  readonly idades?: readonly [number, number];
}

/** A risk factor of a GHE: eSocial category (list 269) and description. */
export interface CatalogueRisco {
  readonly categoria: number;
  readonly descricao: string;
}

export interface CatalogueGhe {
  readonly ref: string;
  readonly ghe: string;
  readonly descricao: string;
  readonly funcoes: readonly string[];
  readonly exames: readonly CataloguePcmsoExame[];
  /** Without risks the GHE shows 'Ausência de fator de risco'. */
  readonly riscos?: readonly CatalogueRisco[];
}

const fisico = 270;
const quimico = 271;
const biologico = 272;
const outros = 274;

export interface CatalogueFdt {
  readonly ref: string;
  readonly descricao: string;
  readonly pcmso: string;
  readonly cidade: string;
  readonly uf: string;
  /** Revisions of its PCMSO; the last one is current. `vencida` makes the current one expired. */
  readonly revisoes: number;
  readonly vencida?: boolean;
  readonly ghes: readonly CatalogueGhe[];
}

export interface CatalogueEmpresa {
  readonly ref: string;
  readonly nome: string;
  readonly nomeFantasia: string;
  readonly cnpj: string;
  readonly cnae: string;
  readonly cep: string;
  readonly end: string;
  readonly num: string;
  readonly bairro: string;
  readonly cidade: string;
  readonly uf: string;
  readonly telCom: string;
  readonly dominio: string;
  readonly funcionarios: number;
  readonly fdts: readonly CatalogueFdt[];
}

export interface CatalogueCredenciada {
  readonly ref: string;
  readonly nome: string;
  readonly cnpj: string;
  readonly cep: string;
  readonly end: string;
  readonly num: string;
  readonly bairro: string;
  readonly cidade: string;
  readonly uf: string;
  readonly telCom: string;
  readonly dominio: string;
  readonly padrao?: boolean;
  /** Price level against the counter prices, in percent. */
  readonly nivelPreco: number;
  /** The examining doctor who signs the clinic's ASOs (S-2220 medico), CRM of the clinic's state. */
  readonly medico: { readonly nome: string; readonly crm: string };
}

export interface CatalogueParceiro {
  readonly ref: string;
  readonly nome: string;
  readonly cnpj: string;
  readonly cidade: string;
  readonly uf: string;
  readonly telCom: string;
  readonly dominio: string;
  readonly exames: readonly string[];
}

export interface CatalogueTenant {
  readonly id: string;
  readonly nome: string;
  readonly cnpj: string;
  readonly telefone: string;
  readonly email: string;
  readonly pacotes: readonly number[];
  /** Seed of the generated part (employees, consultations). */
  readonly semente: number;
  readonly exames: readonly CatalogueExame[];
  readonly funcoes: readonly CatalogueFuncao[];
  readonly empresas: readonly CatalogueEmpresa[];
  readonly credenciadas: readonly CatalogueCredenciada[];
  readonly parceiros: readonly CatalogueParceiro[];
}

const todosOsTipos = ['adm', 'aposAdm', 'dem', 'retTra', 'mudFun'] as const;
const clinico = (periodicidade = 12): CataloguePcmsoExame => ({
  exame: 'clinico',
  tipos: todosOsTipos,
  periodicidade,
  validade: 90,
});

const exames: CatalogueExame[] = [
  { ref: 'clinico', nome: 'Exame Clínico Ocupacional', clinico: true, esocial: '0295', preco: 6500 },
  { ref: 'audiometria', nome: 'Audiometria Tonal Ocupacional', esocial: '0281', preco: 4500 },
  { ref: 'acuidade', nome: 'Acuidade Visual', esocial: '0296', preco: 2500 },
  { ref: 'espirometria', nome: 'Espirometria', esocial: '1057', preco: 6000 },
  { ref: 'hemograma', nome: 'Hemograma Completo', esocial: '0693', preco: 1800 },
  { ref: 'glicemia', nome: 'Glicemia de Jejum', esocial: '0658', preco: 1200 },
  // 1415 ('com pelo menos um leitor habilitado'), not 1078 ('com dois leitores habilitados'): the demo exam claims
  // no second reader.
  { ref: 'raiox', nome: 'Raio-X de Tórax PA (padrão OIT)', esocial: '1415', preco: 9000 },
  { ref: 'ecg', nome: 'Eletrocardiograma', esocial: '0530', preco: 5500 },
  { ref: 'eeg', nome: 'Eletroencefalograma', esocial: '0536', preco: 11000 },
  { ref: 'gamagt', nome: 'Gama GT', esocial: '0652', preco: 1500 },
  { ref: 'toxicologico', nome: 'Exame Toxicológico de Larga Janela', esocial: '9999', preco: 19000 },
  { ref: 'psicossocial', nome: 'Avaliação Psicossocial', esocial: '0300', preco: 8000 },
  { ref: 'parasitologico', nome: 'Parasitológico de Fezes', esocial: '0974', preco: 1600 },
];

const funcoes: CatalogueFuncao[] = [
  { ref: 'auxProducao', nome: 'Auxiliar de Produção', cbo: '784205' },
  { ref: 'soldador', nome: 'Soldador', cbo: '724315' },
  { ref: 'empilhadeira', nome: 'Operador de Empilhadeira', cbo: '782220' },
  { ref: 'eletricista', nome: 'Eletricista de Manutenção', cbo: '951105' },
  { ref: 'tecSeguranca', nome: 'Técnico de Segurança do Trabalho', cbo: '351605' },
  { ref: 'assistenteAdm', nome: 'Assistente Administrativo', cbo: '411010' },
  { ref: 'motorista', nome: 'Motorista de Caminhão', cbo: '782510' },
  { ref: 'cozinheiro', nome: 'Cozinheiro Industrial', cbo: '513205' },
  { ref: 'auxLimpeza', nome: 'Auxiliar de Limpeza', cbo: '514320' },
  { ref: 'pedreiro', nome: 'Pedreiro', cbo: '715210' },
];

const administrativo = (ref: string, ghe: string): CatalogueGhe => ({
  ref,
  ghe,
  descricao: 'Administrativo',
  funcoes: ['assistenteAdm', 'tecSeguranca'],
  exames: [
    clinico(24),
    { exame: 'ecg', tipos: ['adm', 'aposAdm'], periodicidade: 12, validade: 180, idades: [40, 99] },
    { exame: 'glicemia', tipos: ['adm'], periodicidade: 12, validade: 90, idades: [45, 99] },
  ],
});

/** The demo tenant: three companies, five clinics, two partners. */
const demo: CatalogueTenant = {
  id: 'demo',
  nome: 'Ocupacional Saúde Demonstração',
  cnpj: cnpjFromBase('27865431'),
  telefone: '(11) 3456-7890',
  email: 'contato@ocupacionaldemo.com.br',
  pacotes: [27, 30],
  semente: 20_240_601,
  exames,
  funcoes,
  empresas: [
    {
      ref: 'metalvale',
      nome: 'Metalúrgica Vale do Paraíba Ltda',
      nomeFantasia: 'MetalVale',
      cnpj: cnpjFromBase('45723174'),
      cnae: '2599399',
      cep: '12238-360',
      end: 'Avenida Cidade Jardim',
      num: '4120',
      bairro: 'Jardim Satélite',
      cidade: 'São José dos Campos',
      uf: 'SP',
      telCom: '(12) 3921-4400',
      dominio: 'metalvale.com.br',
      funcionarios: 12,
      fdts: [
        {
          ref: 'fabrica',
          descricao: 'Unidade Fabril São José dos Campos',
          pcmso: 'PCMSO Unidade Fabril',
          cidade: 'São José dos Campos',
          uf: 'SP',
          revisoes: 2,
          ghes: [
            {
              ref: 'producao',
              ghe: 'GHE-01',
              descricao: 'Produção e Estamparia',
              funcoes: ['auxProducao', 'empilhadeira'],
              riscos: [
                { categoria: fisico, descricao: 'Ruído contínuo acima de 85 dB(A)' },
                { categoria: outros, descricao: 'Operação de máquinas e prensas' },
              ],
              exames: [
                clinico(),
                { exame: 'audiometria', tipos: ['adm', 'aposAdm', 'dem', 'mudFun'], periodicidade: 6, validade: 90 },
                { exame: 'acuidade', tipos: ['adm', 'mudFun'], periodicidade: 12, validade: 180 },
              ],
            },
            {
              ref: 'soldagem',
              ghe: 'GHE-02',
              descricao: 'Soldagem',
              funcoes: ['soldador'],
              riscos: [
                { categoria: quimico, descricao: 'Fumos metálicos de solda' },
                { categoria: fisico, descricao: 'Radiação não ionizante (arco elétrico)' },
                { categoria: fisico, descricao: 'Ruído contínuo acima de 85 dB(A)' },
              ],
              exames: [
                clinico(),
                { exame: 'audiometria', tipos: ['adm', 'aposAdm', 'dem', 'mudFun'], periodicidade: 6, validade: 90 },
                { exame: 'espirometria', tipos: ['adm', 'dem', 'mudFun'], periodicidade: 12, validade: 180 },
                { exame: 'raiox', tipos: ['adm', 'dem'], periodicidade: 24, validade: 365 },
              ],
            },
            {
              ref: 'manutencao',
              ghe: 'GHE-03',
              descricao: 'Manutenção Elétrica',
              funcoes: ['eletricista'],
              riscos: [{ categoria: outros, descricao: 'Eletricidade: instalações energizadas acima de 50 V' }],
              exames: [
                clinico(),
                { exame: 'ecg', tipos: ['adm', 'mudFun', 'retTra'], periodicidade: 12, validade: 180 },
                { exame: 'eeg', tipos: ['adm', 'mudFun'], periodicidade: 12, validade: 180 },
                { exame: 'acuidade', tipos: ['adm', 'mudFun'], periodicidade: 12, validade: 180 },
                { exame: 'psicossocial', tipos: ['adm'], periodicidade: 24, validade: 365 },
              ],
            },
            administrativo('adminFabrica', 'GHE-04'),
          ],
        },
        {
          ref: 'cd',
          descricao: 'Centro de Distribuição Jacareí',
          pcmso: 'PCMSO CD Jacareí',
          cidade: 'Jacareí',
          uf: 'SP',
          revisoes: 1,
          ghes: [
            {
              ref: 'armazem',
              ghe: 'GHE-01',
              descricao: 'Armazenagem e Expedição',
              funcoes: ['empilhadeira', 'auxProducao'],
              exames: [
                clinico(),
                { exame: 'acuidade', tipos: ['adm', 'mudFun'], periodicidade: 12, validade: 180 },
                { exame: 'audiometria', tipos: ['adm', 'dem'], periodicidade: 12, validade: 90 },
              ],
            },
            {
              ref: 'transporte',
              ghe: 'GHE-02',
              descricao: 'Transporte Rodoviário',
              funcoes: ['motorista'],
              exames: [
                clinico(),
                { exame: 'toxicologico', tipos: ['adm', 'dem'], periodicidade: 30, validade: 60 },
                { exame: 'acuidade', tipos: ['adm', 'retTra'], periodicidade: 12, validade: 180 },
                { exame: 'glicemia', tipos: ['adm'], periodicidade: 12, validade: 90 },
              ],
            },
          ],
        },
      ],
    },
    {
      ref: 'horizonte',
      nome: 'Construtora Horizonte Mineiro S.A.',
      nomeFantasia: 'Horizonte Mineiro',
      cnpj: cnpjFromBase('17459032'),
      cnae: '4120400',
      cep: '30130-170',
      end: 'Rua da Bahia',
      num: '1148',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      telCom: '(31) 3274-8800',
      dominio: 'horizontemineiro.com.br',
      funcionarios: 8,
      fdts: [
        {
          ref: 'obra',
          descricao: 'Obra Residencial Pampulha',
          pcmso: 'PCMSO Obra Pampulha',
          cidade: 'Belo Horizonte',
          uf: 'MG',
          revisoes: 1,
          ghes: [
            {
              ref: 'canteiro',
              ghe: 'GHE-01',
              descricao: 'Canteiro de Obras',
              funcoes: ['pedreiro', 'eletricista'],
              riscos: [
                { categoria: quimico, descricao: 'Poeira de cimento e sílica' },
                { categoria: outros, descricao: 'Trabalho em altura' },
              ],
              exames: [
                clinico(),
                { exame: 'audiometria', tipos: ['adm', 'dem'], periodicidade: 12, validade: 90 },
                { exame: 'ecg', tipos: ['adm', 'retTra'], periodicidade: 12, validade: 180 },
                { exame: 'eeg', tipos: ['adm'], periodicidade: 12, validade: 180 },
                { exame: 'hemograma', tipos: ['adm'], periodicidade: 12, validade: 90 },
              ],
            },
          ],
        },
        {
          ref: 'sede',
          descricao: 'Sede Administrativa Savassi',
          pcmso: 'PCMSO Sede Savassi',
          cidade: 'Belo Horizonte',
          uf: 'MG',
          revisoes: 1,
          vencida: true,
          ghes: [administrativo('adminSede', 'GHE-01')],
        },
      ],
    },
    {
      ref: 'serragaucha',
      nome: 'Alimentos Serra Gaúcha Ltda',
      nomeFantasia: 'Serra Gaúcha Alimentos',
      cnpj: cnpjFromBase('62918405'),
      cnae: '1091101',
      cep: '95032-000',
      end: 'Rua Sinimbu',
      num: '2375',
      bairro: 'Lourdes',
      cidade: 'Caxias do Sul',
      uf: 'RS',
      telCom: '(54) 3221-6700',
      dominio: 'serragaucha.ind.br',
      funcionarios: 6,
      fdts: [
        {
          ref: 'fabricaCaxias',
          descricao: 'Fábrica Caxias do Sul',
          pcmso: 'PCMSO Fábrica Caxias',
          cidade: 'Caxias do Sul',
          uf: 'RS',
          revisoes: 1,
          ghes: [
            {
              ref: 'cozinha',
              ghe: 'GHE-01',
              descricao: 'Cozinha Industrial',
              funcoes: ['cozinheiro', 'auxLimpeza'],
              riscos: [
                { categoria: fisico, descricao: 'Calor: fogões e fornos industriais' },
                { categoria: biologico, descricao: 'Manipulação de alimentos' },
              ],
              exames: [
                clinico(),
                { exame: 'hemograma', tipos: ['adm', 'dem'], periodicidade: 6, validade: 90 },
                { exame: 'parasitologico', tipos: ['adm', 'retTra'], periodicidade: 6, validade: 90 },
              ],
            },
            {
              ref: 'linha',
              ghe: 'GHE-02',
              descricao: 'Linha de Envase',
              funcoes: ['auxProducao'],
              exames: [
                clinico(),
                { exame: 'audiometria', tipos: ['adm', 'aposAdm', 'dem'], periodicidade: 12, validade: 90 },
              ],
            },
          ],
        },
      ],
    },
  ],
  credenciadas: [
    {
      ref: 'matriz',
      nome: 'Clínica Ocupacional Demonstração - Matriz',
      cnpj: cnpjFromBase('33195726'),
      cep: '01310-100',
      end: 'Avenida Paulista',
      num: '1578',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      telCom: '(11) 3456-7800',
      dominio: 'ocupacionaldemo.com.br',
      padrao: true,
      nivelPreco: 100,
      medico: { nome: 'Dra. Helena Marques Tavares', crm: '184512' },
    },
    {
      ref: 'vale',
      nome: 'Centro Médico do Trabalho Vale',
      cnpj: cnpjFromBase('51806243'),
      cep: '12243-000',
      end: 'Avenida São João',
      num: '2200',
      bairro: 'Jardim das Colinas',
      cidade: 'São José dos Campos',
      uf: 'SP',
      telCom: '(12) 3878-2100',
      dominio: 'cmtvale.com.br',
      nivelPreco: 90,
      medico: { nome: 'Dr. Ricardo Nogueira Prado', crm: '152877' },
    },
    {
      ref: 'saudemais',
      nome: 'Clínica SaúdeMais Ocupacional',
      cnpj: cnpjFromBase('24670958'),
      cep: '30140-071',
      end: 'Avenida do Contorno',
      num: '6594',
      bairro: 'Savassi',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      telCom: '(31) 3227-5500',
      dominio: 'saudemaisocupacional.com.br',
      nivelPreco: 95,
      medico: { nome: 'Dra. Luciana Figueiredo Campos', crm: '61234' },
    },
    {
      ref: 'serra',
      nome: 'Medicina do Trabalho Serra Gaúcha',
      cnpj: cnpjFromBase('70314862'),
      cep: '95020-472',
      end: 'Rua Os Dezoito do Forte',
      num: '1540',
      bairro: 'São Pelegrino',
      cidade: 'Caxias do Sul',
      uf: 'RS',
      telCom: '(54) 3028-9300',
      dominio: 'medtrabserra.com.br',
      nivelPreco: 92,
      medico: { nome: 'Dr. Eduardo Bortolini Zanella', crm: '38120' },
    },
    {
      ref: 'campinas',
      nome: 'Instituto de Saúde Ocupacional Campinas',
      cnpj: cnpjFromBase('19582637'),
      cep: '13015-904',
      end: 'Rua Barão de Jaguara',
      num: '1481',
      bairro: 'Centro',
      cidade: 'Campinas',
      uf: 'SP',
      telCom: '(19) 3236-4100',
      dominio: 'isocampinas.com.br',
      nivelPreco: 105,
      medico: { nome: 'Dra. Patrícia Amaral Leme', crm: '171903' },
    },
  ],
  parceiros: [
    {
      ref: 'lab',
      nome: 'Laboratório Análises Clínicas Paulista Ltda',
      cnpj: cnpjFromBase('48271936'),
      cidade: 'São Paulo',
      uf: 'SP',
      telCom: '(11) 3061-2200',
      dominio: 'labpaulista.com.br',
      exames: ['hemograma', 'glicemia', 'gamagt', 'parasitologico', 'toxicologico'],
    },
    {
      ref: 'imagem',
      nome: 'Imagem Diagnósticos Radiológicos Ltda',
      cnpj: cnpjFromBase('59613084'),
      cidade: 'Campinas',
      uf: 'SP',
      telCom: '(19) 3251-7700',
      dominio: 'imagemdiagnosticos.com.br',
      exames: ['raiox', 'ecg', 'eeg'],
    },
  ],
};

/** The second tenant, so isolation can be seen: one company, one clinic. */
const outra: CatalogueTenant = {
  id: 'outra',
  nome: 'Saúde Ocupacional Outra Ltda',
  cnpj: cnpjFromBase('41239876'),
  telefone: '(81) 3224-5100',
  email: 'contato@saudeoutra.com.br',
  pacotes: [27],
  semente: 20_240_602,
  exames: exames.slice(0, 4),
  funcoes: funcoes.filter((funcao) => ['motorista', 'assistenteAdm'].includes(funcao.ref)),
  empresas: [
    {
      ref: 'rota',
      nome: 'Transportadora Rota Nordeste Ltda',
      nomeFantasia: 'Rota Nordeste',
      cnpj: cnpjFromBase('08347612'),
      cnae: '4930202',
      cep: '50030-230',
      end: 'Avenida Marquês de Olinda',
      num: '126',
      bairro: 'Recife',
      cidade: 'Recife',
      uf: 'PE',
      telCom: '(81) 3419-2200',
      dominio: 'rotanordeste.com.br',
      funcionarios: 4,
      fdts: [
        {
          ref: 'garagem',
          descricao: 'Garagem Central Recife',
          pcmso: 'PCMSO Garagem Recife',
          cidade: 'Recife',
          uf: 'PE',
          revisoes: 1,
          ghes: [
            {
              ref: 'motoristas',
              ghe: 'GHE-01',
              descricao: 'Motoristas',
              funcoes: ['motorista'],
              exames: [clinico(), { exame: 'acuidade', tipos: ['adm'], periodicidade: 12, validade: 180 }],
            },
            {
              ref: 'escritorio',
              ghe: 'GHE-02',
              descricao: 'Escritório',
              funcoes: ['assistenteAdm'],
              exames: [clinico(24)],
            },
          ],
        },
      ],
    },
  ],
  credenciadas: [
    {
      ref: 'recife',
      nome: 'Clínica do Trabalho Recife',
      cnpj: cnpjFromBase('36027154'),
      cep: '52011-000',
      end: 'Rua do Príncipe',
      num: '526',
      bairro: 'Boa Vista',
      cidade: 'Recife',
      uf: 'PE',
      telCom: '(81) 3231-8800',
      dominio: 'clinicatrabalhorecife.com.br',
      padrao: true,
      nivelPreco: 100,
      medico: { nome: 'Dr. Marcos Cavalcanti Lins', crm: '24419' },
    },
  ],
  parceiros: [],
};

export const catalogue: readonly CatalogueTenant[] = [demo, outra];

/** Names for generated people. */
export const primeirosNomes = {
  masculinos: [
    'João', 'José', 'Carlos', 'Paulo', 'Lucas', 'Marcos', 'Rafael', 'Pedro', 'Thiago', 'Bruno',
    'Gustavo', 'Felipe', 'André', 'Rodrigo', 'Eduardo', 'Leandro', 'Fernando', 'Diego', 'Mateus', 'Antônio',
  ],
  femininos: [
    'Maria', 'Ana', 'Juliana', 'Fernanda', 'Patrícia', 'Aline', 'Camila', 'Amanda', 'Letícia', 'Beatriz',
    'Larissa', 'Vanessa', 'Mariana', 'Gabriela', 'Luciana', 'Renata', 'Cristina', 'Débora', 'Priscila', 'Simone',
  ],
} as const;

export const sobrenomes = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
] as const;

/** The demo users' names, in the order of demo-users.json. */
export const nomesUsuarios = [
  'Helena Duarte Azevedo',
  'Ricardo Monteiro Prado',
  'Cláudia Regina Batista',
  'Sérgio Augusto Pires',
  'Tatiane Cardoso Melo',
  'Dr. Roberto Queiroz Lemos',
  'Dra. Sandra Figueiredo Reis',
  'Márcio Teixeira Campos',
  'Joana Cavalcanti Lins',
  'Severino Araújo Neto',
] as const;
