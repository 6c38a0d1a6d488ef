import { Alert, Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { mailMessages } from '@ocupacional/shared';
import type { ContaEmailOauth2Status } from '@ocupacional/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Ref } from 'react';
import { webPaths } from '../../../lib/paths';
import { useConfirm } from '../../../ui/confirm-dialog';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { contasEmailKey } from '../api/get-contas-email';
import { acceptOauth2Terms, getOauth2AuthUrl, getOauth2StatusQueryOptions, revokeOauth2 } from '../api/oauth2';
import { oauth2StatusView, popupFeatures } from '../utils/conta-email-values';

/** The popup's window name: the callback page knows it was opened as the popup by it. */
export const oauth2PopupName = 'oc-oauth2-gmail';

/** The status re-checks of spec 2 §4: 500 ms after a save, 1 s after the authorization popup closes. */
const recheckAfterSaveMs = 500;
const recheckAfterPopupMs = 1000;

export interface Oauth2PanelHandle {
  /** The account was just saved: re-check its status in 500 ms. */
  saved(): void;
}

export interface Oauth2PanelProps {
  /** The saved account's id; without it the authorize button stays disabled. */
  contaId: string | null | undefined;
  /** The status the account came with (the list's row). */
  initial: ContaEmailOauth2Status | null | undefined;
  ref?: Ref<Oauth2PanelHandle>;
}

/**
 * The OAuth2 block of a Gmail account (spec 2 §4): its status (connected, authorization error, pending with the
 * API's text), the authorize button (enabled once the account is saved) that asks the consent terms and opens the
 * provider in a 500×600 popup, and the disconnect button.
 */
export function Oauth2Panel({ contaId, initial, ref }: Oauth2PanelProps) {
  const notify = useNotify();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [termsOpen, setTermsOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const timers = useRef<number[]>([]);
  const status = useQuery({
    ...getOauth2StatusQueryOptions(contaId ?? ''),
    enabled: Boolean(contaId),
    initialData: initial ?? undefined,
  });

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const recheck = (delay: number) => {
    timers.current.push(
      window.setTimeout(() => {
        void status.refetch();
        void queryClient.invalidateQueries({ queryKey: [contasEmailKey, 'lista'] });
      }, delay),
    );
  };

  useImperativeHandle(ref, () => ({ saved: () => recheck(recheckAfterSaveMs) }));

  // The callback page in the popup tells when it is done, before it closes itself.
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string } | null;
      if (data?.type === 'oauth2-callback') recheck(recheckAfterPopupMs);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  });

  async function connect() {
    if (!contaId) return;
    setTermsOpen(false);
    // Opened now, inside the click, so the browser does not block it; its address comes once the API answers.
    const popup = window.open(
      'about:blank',
      oauth2PopupName,
      popupFeatures({ left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight }),
    );
    setBusy(true);
    try {
      await acceptOauth2Terms(contaId);
      const { auth_url } = await getOauth2AuthUrl(contaId);
      if (!popup) {
        // A blocked popup: the start page takes this window to the provider instead.
        window.location.assign(`/${webPaths.oauth2Iniciar}?id=${encodeURIComponent(contaId)}`);
        return;
      }
      popup.location.href = auth_url;
      const watch = window.setInterval(() => {
        if (!popup.closed) return;
        window.clearInterval(watch);
        recheck(recheckAfterPopupMs);
      }, 250);
      timers.current.push(watch);
    } catch {
      // The HTTP client alerted the API's message ('Erro ao obter URL de autorização'…).
      popup?.close();
      notify({ message: mailMessages.erroIniciarOauth2, variation: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function disconnect() {
    if (!contaId) return;
    if (!(await confirm({ message: 'Deseja desconectar a conta Gmail? Os envios por esta conta deixarão de funcionar.', danger: true, confirmLabel: 'Desconectar' }))) return;
    setBusy(true);
    try {
      const { msg } = await revokeOauth2(contaId);
      notify({ message: msg || mailMessages.contaDesconectada, variation: 'success', title: 'Sucesso' });
      recheck(0);
    } catch {
      notify({ message: mailMessages.erroDesconectar, variation: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const view = oauth2StatusView(contaId ? status.data : null);
  const connected = status.data?.situacao === 'conectado';
  return (
    <Flex direction="column" gap="small" data-testid="oauth2-panel">
      <Flex alignItems="center" gap="small" wrap="wrap">
        <Text fontWeight="bold">Status OAuth2:</Text>
        <Badge variation={view.tone} data-testid="oauth2-status">
          {view.label}
        </Badge>
        {view.detail ? (
          <Text fontSize="small" color="font.error">
            {view.detail}
          </Text>
        ) : null}
      </Flex>
      {!contaId ? (
        <Alert variation="info" data-testid="oauth2-save-first">
          {mailMessages.salveAntesOauth2}
        </Alert>
      ) : null}
      <Flex gap="small" wrap="wrap">
        <Button
          variation="primary"
          isDisabled={!contaId || busy}
          onClick={() => setTermsOpen(true)}
          data-testid="oauth2-connect"
        >
          {connected ? 'Autorizar novamente' : 'Conectar com Google'}
        </Button>
        {status.data?.has_tokens ? (
          <Button colorTheme="error" isDisabled={busy} onClick={() => void disconnect()} data-testid="oauth2-revoke">
            Desconectar
          </Button>
        ) : null}
      </Flex>
      <Modal
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        title="Termos de Consentimento"
        width="min(40rem, 95%)"
        testId="oauth2-terms"
        footer={
          <>
            <Button onClick={() => setTermsOpen(false)}>Cancelar</Button>
            <Button variation="primary" onClick={() => void connect()} data-testid="oauth2-accept">
              Aceito os termos e desejo conectar
            </Button>
          </>
        }
      >
        <Flex direction="column" gap="small">
          <Text>
            Ao conectar esta conta, você autoriza o sistema a <strong>enviar emails em seu nome</strong> pela sua conta
            Google. Somente a permissão de envio (gmail.send) é solicitada: o sistema não lê, não apaga e não altera
            os emails da sua caixa.
          </Text>
          <Text>
            Os tokens de acesso são guardados criptografados e você pode desconectar a conta a qualquer momento pelo
            botão Desconectar, ou revogar o acesso nas configurações da sua conta Google.
          </Text>
          <Text>Uma janela do Google será aberta para você entrar e autorizar o acesso.</Text>
        </Flex>
      </Modal>
    </Flex>
  );
}
