import { Card, Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** A titled block of a screen (a form's group of fields, a summary), on a card. */
export function Section({ title, children, actions, testId }: { title?: ReactNode; children: ReactNode; actions?: ReactNode; testId?: string }) {
  return (
    <Card variation="outlined" padding="medium" data-testid={testId}>
      <Flex direction="column" gap="small">
        {title || actions ? (
          <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
            {title ? <Heading level={5}>{title}</Heading> : <span />}
            {actions ? <Flex gap="small">{actions}</Flex> : null}
          </Flex>
        ) : null}
        {children}
      </Flex>
    </Card>
  );
}
