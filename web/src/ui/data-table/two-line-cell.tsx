import { Flex, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/**
 * A cell's value with a smaller, paler detail under it: the CPF under a worker's name, the CNPJ under a company's,
 * the ASO type under the function. No detail, no second line.
 */
export function TwoLineCell({ main, detail, strong }: { main: ReactNode; detail?: ReactNode; strong?: boolean }) {
  return (
    <Flex direction="column" gap="0">
      <Text as="span" fontWeight={strong ? 'bold' : undefined}>
        {main}
      </Text>
      {detail === undefined || detail === null || detail === '' ? null : (
        <Text as="span" fontSize="small" color="font.tertiary">
          {detail}
        </Text>
      )}
    </Flex>
  );
}
