import { Flex, Heading, Text, View } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

export interface OopsMessageProps {
  title: string;
  children?: ReactNode;
  /** Lets browser tests tell the error pages apart. */
  testId: string;
}

/** The full-page message of the 'Oops!' pages (spec 1 §2, Other). */
export function OopsMessage({ title, children, testId }: OopsMessageProps) {
  return (
    <View as="main" padding="xxl" data-testid={testId}>
      <Flex direction="column" alignItems="center" gap="medium" textAlign="center">
        <Heading level={1}>{title}</Heading>
        {children ? <Text>{children}</Text> : null}
      </Flex>
    </View>
  );
}
