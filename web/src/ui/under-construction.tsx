import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';

/** The placeholder of a route whose screen comes in a later issue. */
export function UnderConstruction({ title }: { title?: string }) {
  return (
    <Card variation="outlined" data-testid="em-construcao">
      <Flex direction="column" alignItems="center" gap="small" padding="large" textAlign="center">
        <Heading level={3}>Em construção</Heading>
        <Text>{title ? `A tela "${title}" ainda está em construção.` : 'Esta tela ainda está em construção.'}</Text>
      </Flex>
    </Card>
  );
}
