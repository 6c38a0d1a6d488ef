import { contaEmailDefaults, mailServiceTypeItems } from '@ocupacional/shared';
import type { ContaEmail, ContaEmailForm, ContaEmailOauth2Status } from '@ocupacional/shared';

/**
 * The account modal's starting values: a new account gets the spec's defaults (spec 2 §9: tls, 50 messages per
 * package, 600 s between packages, port 0, wait 0, autenticacao 1); an edited one its record with the password
 * blank (a blank password on edit keeps the stored one).
 *
 * @example toContaEmailValues(null).n_msg_pct // 50
 */
export function toContaEmailValues(conta: ContaEmail | null): ContaEmailForm {
  if (!conta) {
    return {
      id: null,
      nome: '',
      email: '',
      usuario: '',
      tipo_auth: 'senha',
      servidor_smtp: '',
      porta: '',
      conexao_seg: contaEmailDefaults.conexao_seg,
      senha: '',
      autenticacao: contaEmailDefaults.autenticacao,
      tempo_espera: contaEmailDefaults.tempo_espera,
      n_msg_pct: contaEmailDefaults.n_msg_pct,
      t_esp_pct: contaEmailDefaults.t_esp_pct,
      tipo: [],
    };
  }
  return {
    id: conta.id,
    // Sent back with the save: the server refuses it (409) if someone saved the account since (issue 12 item 3).
    versao: conta.versao,
    nome: conta.nome,
    email: conta.email,
    usuario: conta.usuario,
    tipo_auth: conta.tipo_auth,
    servidor_smtp: conta.servidor_smtp ?? '',
    // Port 0 is the data default, not a port: the field shows empty so 'Porta é obrigatória…' makes sense.
    porta: conta.porta ? conta.porta : '',
    conexao_seg: conta.conexao_seg,
    senha: '',
    autenticacao: conta.autenticacao,
    tempo_espera: conta.tempo_espera,
    n_msg_pct: conta.n_msg_pct,
    t_esp_pct: conta.t_esp_pct,
    tipo: conta.tipo,
  };
}

export type Oauth2Tone = 'success' | 'error' | 'warning';

/**
 * How an OAuth2 status shows (spec 2 §4): connected, authorization error (tokens but not fully configured), or
 * pending; the text is the API's `mensagem` when it has one.
 *
 * @example oauth2StatusView({ situacao: 'pendente', mensagem: 'Autorização pendente', … }) // { label: 'Autorização pendente', tone: 'warning' }
 */
export function oauth2StatusView(status: Pick<ContaEmailOauth2Status, 'situacao' | 'mensagem' | 'erro'> | null | undefined): {
  label: string;
  tone: Oauth2Tone;
  detail: string | null;
} {
  if (!status) return { label: 'Autorização pendente', tone: 'warning', detail: null };
  switch (status.situacao) {
    case 'conectado':
      return { label: 'Conectado', tone: 'success', detail: status.erro };
    case 'erro':
      return { label: status.mensagem || 'Erro na autorização, Tente autorizar novamente', tone: 'error', detail: status.erro };
    default:
      return { label: status.mensagem || 'Autorização pendente', tone: 'warning', detail: null };
  }
}

/** The 500×600 authorization popup (spec 2 §4), centred over the current window. */
export function popupFeatures(screen: { left: number; top: number; width: number; height: number }, width = 500, height = 600): string {
  const left = Math.max(0, Math.round(screen.left + (screen.width - width) / 2));
  const top = Math.max(0, Math.round(screen.top + (screen.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** The modal's service options: the items of the mail service type lists 240, 32, 241 (spec 2 §7, §9). */
export const mailServicoOptions = mailServiceTypeItems.map((item) => ({ value: item.id, label: item.descricao }));

/**
 * The name of a mail service type for the list's 'Serviços' column; an id outside the lists shows as the number.
 *
 * @example mailServicoNome(242) // 'ASO'
 */
export function mailServicoNome(id: number): string {
  return mailServiceTypeItems.find((item) => item.id === id)?.descricao ?? String(id);
}
