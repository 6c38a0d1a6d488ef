import type { S2210Input, S2220Input, S2240Input, S3000Input, TpAmb } from './inputs';

/*
 * Fixed demo inputs: the demo employer EMPRESA DEMO LTDA (CNPJ 11.222.333/0001-81, the CNPJ of the test A1) and a
 * demo worker. Tests, the sample exporter (infra/local/esocial-sample.ts) and the benchmark use them until the
 * demo data layer can feed real records through the domain. Table codes (Tabelas 13, 14, 15, 17, 24, 27) are
 * illustrative values in the right format; the simulator does not check them against the tables.
 */

export const demoEmployer = { tpInsc: 1, nrInsc: '11.222.333/0001-81' } as const;

export const demoWorkers = [
  { cpfTrab: '111.444.777-35', matricula: 'DEMO-0001', nome: 'TRABALHADOR DEMO UM' },
  { cpfTrab: '123.456.789-09', matricula: 'DEMO-0002', nome: 'TRABALHADORA DEMO DOIS' },
  { cpfTrab: '390.533.447-05', matricula: 'DEMO-0003', nome: 'TRABALHADOR DEMO TRES' },
] as const;

const ideEvento = (tpAmb: TpAmb) => ({ indRetif: 1 as const, tpAmb, procEmi: 1 as const, verProc: 'Ocupacional-1.0' });

/** An admission ASO (ASO type 47 → tpExameOcup 0) with a clinical exam and an audiometry. */
export function demoS2220(worker = 0, tpAmb: TpAmb = 2): S2220Input {
  const { cpfTrab, matricula } = demoWorkers[worker % demoWorkers.length] ?? demoWorkers[0];
  return {
    layout: 'S-2220',
    ideEvento: ideEvento(tpAmb),
    ideEmpregador: demoEmployer,
    ideVinculo: { cpfTrab, matricula },
    exMedOcup: {
      tpExameOcup: 0,
      aso: {
        dtAso: '2026-05-04',
        resAso: 1,
        exame: [
          { dtExm: '2026-05-04', procRealizado: '0295', indResult: 1 },
          { dtExm: '2026-05-03', procRealizado: '0281', ordExame: 1, indResult: 1 },
        ],
        medico: { nmMed: 'DRA. MEDICA EXAMINADORA DEMO', nrCRM: '123456', ufCRM: 'SP' },
      },
      respMonit: { cpfResp: '987.654.321-00', nmResp: 'DR. COORDENADOR PCMSO DEMO', nrCRM: '654321', ufCRM: 'SP' },
    },
  };
}

/** Noise exposure measured by NHO 01 at the demo plant, with effective EPC and EPI. */
export function demoS2240(worker = 0, tpAmb: TpAmb = 2): S2240Input {
  const { cpfTrab, matricula } = demoWorkers[worker % demoWorkers.length] ?? demoWorkers[0];
  return {
    layout: 'S-2240',
    ideEvento: ideEvento(tpAmb),
    ideEmpregador: demoEmployer,
    ideVinculo: { cpfTrab, matricula },
    infoExpRisco: {
      dtIniCondicao: '2026-05-04',
      infoAmb: [{ localAmb: 1, dscSetor: 'PRODUÇÃO - ENVASE', tpInsc: 1, nrInsc: '11.222.333/0001-81' }],
      infoAtiv: { dscAtivDes: 'Operar máquina de envase, abastecer a linha e inspecionar embalagens & rótulos.' },
      agNoc: [
        {
          codAgNoc: '02.01.001',
          tpAval: 1,
          intConc: 86.5,
          unMed: 4,
          tecMedicao: 'NHO 01 FUNDACENTRO',
          epcEpi: {
            utilizEPC: 2,
            eficEpc: 'S',
            utilizEPI: 2,
            eficEpi: 'S',
            epi: [{ docAval: 'CA 12345' }],
            epiCompl: { medProtecao: 'S', condFuncto: 'S', usoInint: 'S', przValid: 'S', periodicTroca: 'S', higienizacao: 'S' },
          },
        },
      ],
      respReg: [{ cpfResp: '714.287.938-60', ideOC: 4, nrOC: '5063123456', ufOC: 'SP' }],
    },
  };
}

/** A typical accident (tpAcid 1) at the employer's own establishment, with medical leave. */
export function demoS2210(worker = 0, tpAmb: TpAmb = 2): S2210Input {
  const { cpfTrab, matricula } = demoWorkers[worker % demoWorkers.length] ?? demoWorkers[0];
  return {
    layout: 'S-2210',
    ideEvento: ideEvento(tpAmb),
    ideEmpregador: demoEmployer,
    ideVinculo: { cpfTrab, matricula },
    cat: {
      dtAcid: '2026-05-05',
      tpAcid: 1,
      hrAcid: '1030',
      hrsTrabAntesAcid: '0230',
      tpCat: 1,
      indCatObito: 'N',
      indComunPolicia: 'N',
      codSitGeradora: '200004300',
      iniciatCAT: 1,
      obsCAT: 'Corte na mão direita durante a troca da lâmina da máquina de envase.',
      ultDiaTrab: '2026-05-05',
      houveAfast: 'S',
      localAcidente: {
        tpLocal: 1,
        dscLocal: 'Setor de produção, linha de envase 2',
        tpLograd: 'R',
        dscLograd: 'RUA DAS INDÚSTRIAS',
        nrLograd: '100',
        bairro: 'DISTRITO INDUSTRIAL',
        cep: '01310-100',
        codMunic: '3550308',
        uf: 'SP',
        ideLocalAcid: { tpInsc: 1, nrInsc: '11.222.333/0001-81' },
      },
      parteAtingida: { codParteAting: '755030000', lateralidade: 2 },
      agenteCausador: { codAgntCausador: '302010300' },
      atestado: {
        dtAtendimento: '2026-05-05',
        hrAtendimento: '1130',
        indInternacao: 'N',
        durTrat: 5,
        indAfast: 'S',
        dscLesao: '702010000',
        codCID: 'S61.0',
        emitente: { nmEmit: 'DR. PLANTONISTA DEMO', ideOC: 1, nrOC: '112233', ufOC: 'SP' },
      },
    },
  };
}

/** Excludes an S-2220 of the first demo worker by its receipt. */
export function demoS3000(nrRecEvt = '1.2.0000000000000000001', tpAmb: TpAmb = 2): S3000Input {
  return {
    layout: 'S-3000',
    ideEvento: { tpAmb, procEmi: 1, verProc: 'Ocupacional-1.0' },
    ideEmpregador: demoEmployer,
    infoExclusao: { tpEvento: 'S-2220', nrRecEvt, ideTrabalhador: { cpfTrab: demoWorkers[0].cpfTrab } },
  };
}
