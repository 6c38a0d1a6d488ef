import { Flex, Text } from '@aws-amplify/ui-react';
import { useParams } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { HealthStatusCard } from '../../features/health/components/health-status-card';

/** The web area's home: a greeting and the API's state, until the back-office dashboard arrives. */
export function HomePage() {
  const { tenant } = useParams();
  const session = useSession(tenant);
  return (
    <Flex direction="column" gap="medium" maxWidth="48rem" data-testid="home-page">
      <Text>Bem-vindo(a), {session.data?.usuario.nome}.</Text>
      <HealthStatusCard />
    </Flex>
  );
}
