import { createApiHandler } from '../../platform';
import { getHealth } from './get-health';
import { getMyRegistration, saveMyRegistration } from './my-registration';
import { recoverPassword, resetPassword } from './password-reset';
import { currentSession, login, logout } from './sessions';
import { deleteUsuarios, getUsuario, listOperadores, listUsuariosDoPonto, resendPassword, saveUsuario } from './usuarios';
import { getCep, getCidades, getCnae, getConfig, getEnv, getEstados, getMenu, postTipoParent } from './shell';

/** The platform bounded context: health, sessions, the shell calls and the user's own registration. */
export const handler = createApiHandler('platform', {
  health: getHealth,
  login,
  logout,
  sessao: currentSession,
  recuperarSenha: recoverPassword,
  redefinirSenha: resetPassword,
  meuCadastro: getMyRegistration,
  meuCadastroSalvar: saveMyRegistration,
  config: getConfig,
  env: getEnv,
  menu: getMenu,
  estados: getEstados,
  cidades: getCidades,
  cep: getCep,
  cnae: getCnae,
  tipoParent: postTipoParent,
  usuarioLista: listOperadores,
  usuarioPontoLista: listUsuariosDoPonto,
  usuario: getUsuario,
  usuarioSalvar: saveUsuario,
  usuarioDeletar: deleteUsuarios,
  usuarioReenviarSenha: resendPassword,
});
