import { Flex, Grid, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** A read-only value under its small label; an empty value shows a dash. */
export function InfoField({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Flex direction="column" gap="0" data-testid={testId}>
      <Text fontSize="small" color="font.tertiary">
        {label}
      </Text>
      <Text as="div">{children || '—'}</Text>
    </Flex>
  );
}

/** The grid of a summary's fields: one column on phones, two on tablets, four on wide screens. */
export function InfoGrid({ children }: { children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: 'repeat(4, 1fr)' }} gap="small">
      {children}
    </Grid>
  );
}
