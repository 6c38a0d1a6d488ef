import { createApiHandler } from '../../platform';
import { arquivoPublico } from './arquivo-publico';
import { deletarCertificados, deletarVinculos, listarCertificados, listarVinculos, salvarCertificado, vincularEmpresa } from './certificados';
import { obterConfiguracao, obterResponsavelAmbiental, salvarConfiguracao, salvarResponsavelAmbiental } from './configuracao';
import { obterEsocialDaEmpresa, salvarEsocialDaEmpresa } from './empresa-configuracao';
import { deletarEmpresasDesativadas, desativarEmpresa, listarEmpresasDesativadas } from './empresas-desativadas';
import { consultaEventoId, consultaEventosEmpresa, consultaEventosFuncionario, consultaProtocolo, consultaRecibo } from './consultas';
import { atualizarUid, baixarXmlDoEvento, deletarEventos, detalharEvento, gerarXml, listarAvulsos, listarEventos, salvarAvulso, salvarCat } from './eventos';
import {
  baixarArquivoDoLote,
  consultarProcessoAgora,
  deletarLotes,
  detalharLote,
  enviarEmailDoLote,
  enviarLote,
  gerarLote,
  listarDestinatarios,
  listarLotes,
  listarProcessos,
} from './lotes';
import { listarFdts } from './fdts';
import { conteudoDaTabela } from './tabelas';

/** The eSocial bounded context (spec 2; shared/src/routes/esocial.ts, docs/api/esocial.md). */
export const handler = createApiHandler('esocial', {
  esocialCertificados: listarCertificados,
  esocialCertificadoSalvar: salvarCertificado,
  esocialCertificadosDeletar: deletarCertificados,
  esocialCertificadoVinculos: listarVinculos,
  esocialCertificadoVincular: vincularEmpresa,
  esocialCertificadoVinculosDeletar: deletarVinculos,
  esocialConfiguracao: obterConfiguracao,
  esocialConfiguracaoSalvar: salvarConfiguracao,
  empresaEsocial: obterEsocialDaEmpresa,
  empresaEsocialSalvar: salvarEsocialDaEmpresa,
  esocialResponsavelAmbiental: obterResponsavelAmbiental,
  esocialResponsavelAmbientalSalvar: salvarResponsavelAmbiental,
  esocialEmpresasDesativadas: listarEmpresasDesativadas,
  esocialEmpresaDesativar: desativarEmpresa,
  esocialEmpresasDesativadasDeletar: deletarEmpresasDesativadas,
  esocialFdts: listarFdts,
  esocialTabela: conteudoDaTabela,
  esocialAvulsos: listarAvulsos,
  esocialAvulsoSalvar: salvarAvulso,
  esocialAtualizarUid: atualizarUid,
  esocialCatSalvar: salvarCat,
  esocialEvento: detalharEvento,
  esocialEventoXml: baixarXmlDoEvento,
  esocialEventos: listarEventos,
  esocialEventosDeletar: deletarEventos,
  esocialGerarXml: gerarXml,
  esocialLotes: listarLotes,
  esocialLoteGerar: gerarLote,
  esocialLotesDeletar: deletarLotes,
  esocialLote: detalharLote,
  esocialLoteArquivo: baixarArquivoDoLote,
  esocialLoteEmail: enviarEmailDoLote,
  esocialLoteDestinatarios: listarDestinatarios,
  esocialLoteProcessos: listarProcessos,
  esocialLoteEnviar: enviarLote,
  esocialLoteConsultarProcesso: consultarProcessoAgora,
  esocialConsultaProtocolo: consultaProtocolo,
  esocialConsultaRecibo: consultaRecibo,
  esocialConsultaEventoId: consultaEventoId,
  esocialConsultaEventosEmpresa: consultaEventosEmpresa,
  esocialConsultaEventosFuncionario: consultaEventosFuncionario,
  esocialArquivoPublico: arquivoPublico,
});
