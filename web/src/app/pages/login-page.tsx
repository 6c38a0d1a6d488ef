import { Card, Flex, Heading, Link as AmplifyLink, Loader, Text, View } from '@aws-amplify/ui-react';
import { restrictedAccessTitle } from '@ocupacional/shared';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../../features/auth/components/login-form';
import { useConfig } from '../../features/shell/api/get-config';
import { AreaFooter } from '../../features/shell/components/area-footer';
import { TestEnvironmentBanner } from '../../features/shell/components/test-environment-banner';
import { ApiError } from '../../lib/api-client';
import { Logo } from '../../ui/logo';
import { areaLabel } from '../../lib/area';
import { useArea } from '../../lib/area-context';
import { afterLoginUrl, urlFor } from '../routes/tables';
import { ClientNotFoundPage } from './client-not-found-page';

/** 'Acesso Restrito' (spec 1 §2): the client of the URL from GET config, then the login form. */
export function LoginPage() {
  const area = useArea();
  const { tenant } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const config = useConfig(tenant);

  // A tenant the API does not know: its message (spec 1 §8, "a missing client configuration").
  if (config.error instanceof ApiError && config.error.status === 404) {
    return <ClientNotFoundPage message={config.error.msg} />;
  }
  const clientName = config.data?.cliente?.nome;

  return (
    <div className="oc-page">
      <TestEnvironmentBanner tenant={tenant} />
      <View as="main" className="oc-page__main" padding="large">
        <Card variation="elevated" maxWidth="26rem" margin="2rem auto" padding="large" data-testid="login-page">
          <Flex direction="column" gap="medium">
            <Flex alignItems="center" gap="small">
              <Logo size={44} />
              <Flex direction="column" gap="0">
                <Text fontWeight="bold" data-testid="area-label">
                  {areaLabel(area)}
                </Text>
                {config.isPending ? (
                  <Loader size="small" ariaLabel="Carregando o cliente..." />
                ) : (
                  <Text fontSize="small" data-testid="client-name">
                    {clientName ?? ''}
                  </Text>
                )}
              </Flex>
            </Flex>
            <Heading level={3}>{restrictedAccessTitle}</Heading>
            <LoginForm
              pointType={area}
              tenant={tenant}
              onLoggedIn={() => navigate(afterLoginUrl(area, tenant, search.get('redirect')), { replace: true })}
            />
            <AmplifyLink as={Link} to={urlFor(area, `${area}.politica-de-privacidade`, { tenant })} fontSize="small">
              Política de Privacidade
            </AmplifyLink>
          </Flex>
        </Card>
      </View>
      <AreaFooter clientName={clientName} />
    </div>
  );
}
