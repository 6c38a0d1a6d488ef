import { Alert, Card, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { noResponseMessage } from '@ocupacional/shared';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { useHealth } from '../api/get-health';

/** Shows whether the API answers; data-status lets browser tests wait for the outcome. */
export function HealthStatusCard() {
  const health = useHealth();

  if (health.isPending) {
    return (
      <Card variation="outlined" data-testid="health-status" data-status="loading">
        <Flex alignItems="center" gap="small">
          <Loader />
          <Text>Verificando a API...</Text>
        </Flex>
      </Card>
    );
  }

  if (health.isError) {
    const message = health.error instanceof ApiError ? health.error.msg : noResponseMessage;
    return (
      <Card variation="outlined" data-testid="health-status" data-status="error">
        <Alert variation="error" heading="API indisponível">
          {message}
        </Alert>
      </Card>
    );
  }

  return (
    <Card variation="outlined" data-testid="health-status" data-status="ok">
      <Alert variation="success" heading="API disponível">
        <Text as="span" display="block">
          Ambiente: <span data-testid="health-stage">{health.data.stage}</span>
        </Text>
        <Text as="span" display="block">
          Horário do servidor: <span data-testid="health-time">{formatDateTime(health.data.time)}</span>
        </Text>
      </Alert>
    </Card>
  );
}
