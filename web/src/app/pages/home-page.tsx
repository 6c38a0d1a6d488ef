import { Flex, Heading, Text, View } from '@aws-amplify/ui-react';
import { useParams } from 'react-router-dom';
import { HealthStatusCard } from '../../features/health/components/health-status-card';
import { useArea } from '../area-context';
import { areaLabel } from '../area';

/** The area's home: a placeholder until login and the main layout arrive. */
export function HomePage() {
  const area = useArea();
  const { tenant } = useParams();
  return (
    <View as="main" padding="xl" maxWidth="48rem" margin="0 auto">
      <Flex direction="column" gap="medium">
        <Heading level={1}>Ocupacional</Heading>
        <Text data-testid="area-label">{areaLabel(area)}</Text>
        {tenant ? (
          <Text>
            Cliente: <span data-testid="tenant">{tenant}</span>
          </Text>
        ) : null}
        <HealthStatusCard />
      </Flex>
    </View>
  );
}
