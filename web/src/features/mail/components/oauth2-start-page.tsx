import { Alert, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { mailMessages } from '@ocupacional/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { webPaths } from '../../../lib/paths';
import { getOauth2RedirectUrl } from '../api/oauth2';

/**
 * Web route conta-email/oauth2/iniciar?id=… (spec 2 §2): asks the API for the provider's address and goes there.
 * Without an id the API answers 'Salve a conta primeiro antes de conectar OAuth2'; an answer without the address
 * cancels the navigation (spec 2 §8: 'redirect_url não encontrada na resposta da API.', logged).
 */
export function OAuth2StartPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    getOauth2RedirectUrl(id).then(
      ({ redirect_url }) => {
        if (cancelled) return;
        if (!redirect_url) {
          console.error('redirect_url não encontrada na resposta da API.');
          setError(mailMessages.erroIniciarOauth2);
          return;
        }
        window.location.assign(redirect_url);
      },
      (failure: unknown) => {
        if (cancelled) return;
        console.error('Erro ao iniciar OAuth', failure);
        const message = failure instanceof ApiError ? (failure.fields.id?.[0] ?? failure.msg) : mailMessages.erroIniciarOauth2;
        setError(message || mailMessages.erroIniciarOauth2);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id]);

  return (
    <Flex direction="column" alignItems="center" gap="medium" padding="xl" data-testid="oauth2-start-page">
      {error ? (
        <>
          <Alert variation="error" heading="Atenção" data-testid="oauth2-start-error">
            {error}
          </Alert>
          <Button as={Link} to={`/${webPaths.contasEmail}`}>
            Voltar às contas de email
          </Button>
        </>
      ) : (
        <>
          <Loader size="large" ariaLabel="Redirecionando" />
          <Text>Redirecionando para a autorização do Google...</Text>
        </>
      )}
    </Flex>
  );
}
