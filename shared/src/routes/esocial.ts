import type { ApiRoute } from '../api-routes';
import { permissions } from '../codes';

/*
 * The eSocial module's API routes (spec 2 §7; docs/api/esocial.md), bounded context 'esocial'. Every screen of
 * the module lives in the web area (back office, no tenant in the path) and most in the empresa area too
 * (esocial/gerar-xml, gerar-xml-avulso, gerar-lote, certificado; spec 2 §2), so those routes come in pairs: the
 * tenant form `<id>` for company users and the web form `web.<id>`, served by one handler that scopes a company
 * user to its own company. The configuration is the back office's only; the download page is public.
 */

type Spec = Omit<ApiRoute, 'tenant' | 'fn' | 'auth' | 'areas'>;

/** A route of the web and empresa areas: `<id>` under /{tenant} for company users, `web.<id>` for the back office. */
function webAndEmpresa<const R extends Spec>(route: R) {
  return [
    { ...route, tenant: true, fn: 'esocial', auth: true, areas: ['empresa'] },
    { ...route, id: `web.${route.id}`, tenant: false, fn: 'esocial', auth: true, areas: ['web'] },
  ] as const as readonly [
    R & { readonly tenant: true; readonly fn: 'esocial'; readonly auth: true; readonly areas: readonly ['empresa'] },
    Omit<R, 'id'> & {
      readonly id: `web.${R['id']}`;
      readonly tenant: false;
      readonly fn: 'esocial';
      readonly auth: true;
      readonly areas: readonly ['web'];
    },
  ];
}

/** The back office's only. */
const webOnly = { tenant: false, fn: 'esocial', auth: true, areas: ['web'] } as const;

/** Package 30 gates processing a lote and the queries to the web service (spec 2 §6). */
const esocialPackage = 30;

/** A certificate file travels base64 in JSON: 64 kB of file plus the form. */
const certificateBodyBytes = 128 * 1024;

export const esocialRoutes = [
  // Certificates (spec 2 §7 "Certificates")
  ...webAndEmpresa({ id: 'esocialCertificados', method: 'GET', path: '/esocial/certificados' }),
  ...webAndEmpresa({
    id: 'esocialCertificadoSalvar',
    method: 'POST',
    path: '/esocial/certificados/salvar',
    maxBodyBytes: certificateBodyBytes,
  }),
  ...webAndEmpresa({ id: 'esocialCertificadosDeletar', method: 'POST', path: '/esocial/certificados/deletar', deletes: true }),
  ...webAndEmpresa({ id: 'esocialCertificadoVinculos', method: 'GET', path: '/esocial/certificados/{id}' }),
  ...webAndEmpresa({ id: 'esocialCertificadoVincular', method: 'POST', path: '/esocial/certificados/{id}/vincular' }),
  ...webAndEmpresa({
    id: 'esocialCertificadoVinculosDeletar',
    method: 'POST',
    path: '/esocial/certificados/{id}/deletar/vinculo',
    deletes: true,
  }),

  // Automatic sending (web route esocial/configuracao)
  { ...webOnly, id: 'esocialConfiguracao', method: 'GET', path: '/esocial/configuracao' },
  { ...webOnly, id: 'esocialConfiguracaoSalvar', method: 'POST', path: '/esocial/configuracao/editar' },
  // A company's environmental responsible (respReg of its automatic S-2240, issue 13)
  { ...webOnly, id: 'esocialResponsavelAmbiental', method: 'GET', path: '/esocial/configuracao/responsavel-ambiental/{id}' },
  { ...webOnly, id: 'esocialResponsavelAmbientalSalvar', method: 'POST', path: '/esocial/configuracao/responsavel-ambiental/salvar' },

  // Companies disabled for eSocial (spec 2 §2, permission 310): the daily check and 'Gerar XML' skip them
  { ...webOnly, id: 'esocialEmpresasDesativadas', method: 'GET', path: '/esocial/empresas-desativadas' },
  {
    ...webOnly,
    id: 'esocialEmpresaDesativar',
    method: 'POST',
    path: '/esocial/empresas-desativadas/salvar',
    permission: permissions.desativarEmpresa,
  },
  {
    ...webOnly,
    id: 'esocialEmpresasDesativadasDeletar',
    method: 'POST',
    path: '/esocial/empresas-desativadas/deletar',
    permission: permissions.desativarEmpresa,
    deletes: true,
  },

  // Work fronts of a company, for the events' pickers in the back office (the empresa area reads pcmso/fdt)
  { ...webOnly, id: 'esocialFdts', method: 'GET', path: '/esocial/fdt/{empresa}' },

  // Code tables 1, 9, 24, 27, 28
  ...webAndEmpresa({ id: 'esocialTabela', method: 'GET', path: '/esocial/tabelas/conteudo/{n}' }),

  // Events (spec 2 §7 "Events")
  ...webAndEmpresa({ id: 'esocialAvulsos', method: 'GET', path: '/esocial/avulso' }),
  ...webAndEmpresa({ id: 'esocialAvulsoSalvar', method: 'POST', path: '/esocial/avulso/editar' }),
  ...webAndEmpresa({ id: 'esocialAtualizarUid', method: 'POST', path: '/esocial/update-uid' }),
  ...webAndEmpresa({ id: 'esocialCatSalvar', method: 'POST', path: '/esocial/cat/editar' }),
  ...webAndEmpresa({ id: 'esocialEvento', method: 'GET', path: '/esocial/evento/{id}' }),
  ...webAndEmpresa({ id: 'esocialEventoXml', method: 'GET', path: '/esocial/evento/{id}/xml' }),

  // Lotes (spec 2 §7 "Batches")
  ...webAndEmpresa({ id: 'esocialLotes', method: 'GET', path: '/esocial/lotes' }),
  ...webAndEmpresa({ id: 'esocialLoteGerar', method: 'POST', path: '/esocial/lotes/gerar' }),
  ...webAndEmpresa({ id: 'esocialLotesDeletar', method: 'POST', path: '/esocial/lotes/deletar', deletes: true }),
  ...webAndEmpresa({ id: 'esocialLote', method: 'GET', path: '/esocial/lotes/{id}' }),
  ...webAndEmpresa({ id: 'esocialLoteArquivo', method: 'GET', path: '/esocial/lotes/{id}/arquivo' }),
  ...webAndEmpresa({ id: 'esocialLoteEmail', method: 'POST', path: '/esocial/lotes/{id}/email' }),
  ...webAndEmpresa({ id: 'esocialLoteDestinatarios', method: 'GET', path: '/esocial/lotes/{id}/email' }),
  ...webAndEmpresa({
    id: 'esocialLoteProcessos',
    method: 'GET',
    path: '/esocial/lotes/processar/{id}',
    package: esocialPackage,
  }),
  ...webAndEmpresa({
    id: 'esocialLoteEnviar',
    method: 'POST',
    path: '/esocial/lotes/processar/{id}/enviar-lote/{modo}',
    package: esocialPackage,
  }),
  ...webAndEmpresa({
    id: 'esocialLoteConsultarProcesso',
    method: 'GET',
    path: '/esocial/lotes/processar/{id}/{processo}/consultar-lote',
    package: esocialPackage,
  }),

  // Queries to the web service, XML in the answer (spec 2 §7 "Queries")
  ...webAndEmpresa({
    id: 'esocialConsultaProtocolo',
    method: 'POST',
    path: '/esocial/lotes/consultar/{empresa}/protocolo',
    package: esocialPackage,
  }),
  ...webAndEmpresa({
    id: 'esocialConsultaRecibo',
    method: 'POST',
    path: '/esocial/lotes/consultar/{empresa}/recibo',
    package: esocialPackage,
  }),
  ...webAndEmpresa({
    id: 'esocialConsultaEventoId',
    method: 'POST',
    path: '/esocial/lotes/consultar/{empresa}/evento-id',
    package: esocialPackage,
  }),
  ...webAndEmpresa({
    id: 'esocialConsultaEventosEmpresa',
    method: 'POST',
    path: '/esocial/lotes/consultar/{empresa}/evento-empresa',
    package: esocialPackage,
  }),
  ...webAndEmpresa({
    id: 'esocialConsultaEventosFuncionario',
    method: 'POST',
    path: '/esocial/lotes/consultar/{empresa}/{funcionario}/evento-funcionario',
    package: esocialPackage,
  }),

  // Events of a layout: after every literal /esocial/<name> route, because inside the function the middy router
  // tries parameterised paths in declaration order (tenant paths are all parameterised, by {tenant}).
  ...webAndEmpresa({ id: 'esocialEventos', method: 'GET', path: '/esocial/{layout}' }),
  ...webAndEmpresa({ id: 'esocialEventosDeletar', method: 'POST', path: '/esocial/{layout}/deletar', deletes: true }),
  ...webAndEmpresa({ id: 'esocialGerarXml', method: 'POST', path: '/esocial/{layout}/gerar-arquivo-xml' }),

  // The public download page of a lote's file (spec 2 §2), reached from the lote's e-mail
  { id: 'esocialArquivoPublico', method: 'GET', path: '/util/esocial/arquivo/{link}', tenant: false, fn: 'esocial', auth: false },
] as const satisfies readonly ApiRoute[];
