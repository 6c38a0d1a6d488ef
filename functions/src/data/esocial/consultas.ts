import {
  createEsocialClient,
  downloadPorIdXml,
  downloadPorReciboXml,
  identificadoresEmpregadorXml,
  identificadoresTrabalhadorXml,
  signConsulta,
  type A1Certificate,
  type EsocialClient,
} from '../../esocial/index';
import { empregadorDaInscricao } from '../../esocial/inputs';
import { outerXml, path, scanXml } from '../../esocial/xml-scan';
import type { EmpresaItem } from '../entities/empresa';
import { esocialBaseUrl, esocialServerCa, tpAmbDoTenant } from './ambiente';
import { abrirCertificado, certificadoDaEmpresa } from './certificados';

/*
 * The queries to the web service (spec 2 §2 "Query modal", package 30): a protocol's processing, an event by its
 * receipt or Id (download), the identifiers of the employer's events of a layout in a period and of a worker's
 * events in a period. Each answers the web service's document for the XML viewer, plus what it read of it. They
 * run in the API request, with the company's certificate over mutual TLS.
 */

export class SemCertificadoError extends Error {
  constructor() {
    super('no valid certificate linked to the company');
    this.name = 'SemCertificadoError';
  }
}

async function comCliente<T>(tenant: string, empresa: Pick<EmpresaItem, 'id'>, fn: (client: EsocialClient, certificado: A1Certificate) => Promise<T>): Promise<T> {
  const item = await certificadoDaEmpresa(tenant, empresa.id);
  if (!item) throw new SemCertificadoError();
  const certificado = await abrirCertificado(item);
  const ca = await esocialServerCa();
  const baseUrl = esocialBaseUrl();
  const client = createEsocialClient({
    tpAmb: await tpAmbDoTenant(tenant),
    credentials: certificado,
    timeoutMs: 20_000,
    ...(ca ? { ca } : {}),
    ...(baseUrl ? { baseUrl } : {}),
  });
  try {
    return await fn(client, certificado);
  } finally {
    client.close();
  }
}

/** The employer as the company's inscription gives it (issue 13 item 4): CNPJ root, or CPF. */
const empregador = (empresa: Pick<EmpresaItem, 'cnpj'>) => empregadorDaInscricao(empresa.cnpj);

/** 'Situação do Protocolo': the lote's processing result. */
export async function consultarProtocolo(tenant: string, empresa: EmpresaItem, protocolo: string) {
  return comCliente(tenant, empresa, async (client) => {
    const { result, responseXml } = await client.consultarLoteEventos(protocolo);
    const documento = path(scanXml(responseXml), 'Body', 'ConsultarLoteEventosResponse', 'ConsultarLoteEventosResult', 'eSocial');
    return {
      cdResposta: result.cdResposta,
      descResposta: result.descResposta,
      eventos: result.eventos.map((e) => ({ id: e.id, cdResposta: e.cdResposta, descResposta: e.descResposta, recibo: e.nrRecibo, ocorrencias: e.ocorrencias })),
      xml: documento ? outerXml(responseXml, documento) : responseXml,
    };
  });
}

/** 'Informações do Recibo' and an event by Id: the event and its receipt documents. */
export async function baixarEventos(tenant: string, empresa: EmpresaItem, por: { recibo: string } | { id: string }) {
  return comCliente(tenant, empresa, async (client, certificado) => {
    const { result } =
      'recibo' in por
        ? await client.solicitarDownload('downloadPorRecibo', signConsulta(downloadPorReciboXml({ ideEmpregador: empregador(empresa), recibos: [por.recibo] }), certificado))
        : await client.solicitarDownload('downloadPorId', signConsulta(downloadPorIdXml({ ideEmpregador: empregador(empresa), ids: [por.id] }), certificado));
    return { cdResposta: result.cdResposta, descResposta: result.descResposta, arquivos: result.arquivos, xml: result.xml };
  });
}

/** 'Eventos do Empregador': the identifiers of a layout's events in a month (AAAA-MM) or year. */
export async function identificadoresDaEmpresa(tenant: string, empresa: EmpresaItem, tpEvt: string, perApur: string) {
  return comCliente(tenant, empresa, async (client, certificado) => {
    const { result } = await client.consultarIdentificadores(
      'identificadoresEmpregador',
      signConsulta(identificadoresEmpregadorXml({ ideEmpregador: empregador(empresa), tpEvt, perApur }), certificado),
    );
    return result;
  });
}

/** 'Eventos do Trabalhador': the identifiers of a worker's events between two days. */
export async function identificadoresDoFuncionario(tenant: string, empresa: EmpresaItem, cpfTrab: string, inicio: string, fim: string) {
  return comCliente(tenant, empresa, async (client, certificado) => {
    const { result } = await client.consultarIdentificadores(
      'identificadoresTrabalhador',
      signConsulta(
        identificadoresTrabalhadorXml({ ideEmpregador: empregador(empresa), cpfTrab, dtIni: `${inicio}T00:00:00`, dtFim: `${fim}T23:59:59` }),
        certificado,
      ),
    );
    return result;
  });
}
