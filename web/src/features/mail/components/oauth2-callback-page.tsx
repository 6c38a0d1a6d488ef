import { Alert, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { mailMessages } from '@ocupacional/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { webPaths } from '../../../lib/paths';
import { sendOauth2Callback } from '../api/oauth2';
import { oauth2PopupName } from './oauth2-panel';

/** Spec 2 §4: the callback page goes back to the accounts 3 s after a success. */
const returnAfterMs = 3000;

type Outcome = { kind: 'waiting' } | { kind: 'ok'; popup: boolean } | { kind: 'error'; messages: string[] };

/** The messages of a failed callback: the field ones (code, state) first, else the API's. */
function callbackErrors(failure: unknown): string[] {
  if (!(failure instanceof ApiError)) return [mailMessages.erroProcessarCallback];
  const fields = [...(failure.fields.code ?? []), ...(failure.fields.state ?? [])];
  return fields.length ? fields : [failure.msg || mailMessages.erroProcessarCallback];
}

/**
 * Whether this page runs in the account modal's popup: named so, or opened by a page of this same origin (browsers
 * may clear a window's name after a cross-site navigation, here the provider's).
 */
function openedAsPopup(): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return false;
  if (window.name === oauth2PopupName) return true;
  try {
    return opener.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Web route oauth2/callback?code&state (spec 2 §2, §4): hands the provider's code and state to the API, shows
 * 'OAuth2 configurado com sucesso!' and goes back to /conta-email after 3 s, or shows the API's error. Opened as
 * the account modal's popup, it tells the opener (which re-checks the status) and closes itself instead.
 */
export function OAuth2CallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'waiting' });
  const sent = useRef(false);

  const timer = useRef<number | undefined>(undefined);

  // The pending redirect (or close) is dropped only when the page goes away.
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    // Once: the state is single use, and React's development double effect would spend it.
    if (sent.current) return;
    sent.current = true;
    const asPopup = openedAsPopup();
    sendOauth2Callback({ code: params.get('code'), state: params.get('state') }).then(
      () => {
        setOutcome({ kind: 'ok', popup: asPopup });
        if (asPopup) {
          (window.opener as Window).postMessage({ type: 'oauth2-callback', success: true }, window.location.origin);
          timer.current = window.setTimeout(() => window.close(), returnAfterMs);
        } else {
          timer.current = window.setTimeout(() => void navigate(`/${webPaths.contasEmailRetorno}`), returnAfterMs);
        }
      },
      (failure: unknown) => {
        setOutcome({ kind: 'error', messages: callbackErrors(failure) });
        if (asPopup) (window.opener as Window).postMessage({ type: 'oauth2-callback', success: false }, window.location.origin);
      },
    );
  }, [params, navigate]);

  return (
    <Flex direction="column" alignItems="center" gap="medium" padding="xl" data-testid="oauth2-callback-page">
      {outcome.kind === 'waiting' ? (
        <>
          <Loader size="large" ariaLabel="Processando" />
          <Text>Concluindo a autorização...</Text>
        </>
      ) : outcome.kind === 'ok' ? (
        <Alert variation="success" heading="Sucesso" data-testid="oauth2-callback-success">
          {mailMessages.oauth2Configurado} {outcome.popup ? 'Esta janela será fechada em instantes.' : 'Você será redirecionado em instantes.'}
        </Alert>
      ) : (
        <>
          <Alert variation="error" heading="Atenção" data-testid="oauth2-callback-error">
            {outcome.messages.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
          <Button as={Link} to={`/${webPaths.contasEmailRetorno}`}>
            Voltar às contas de email
          </Button>
        </>
      )}
    </Flex>
  );
}
