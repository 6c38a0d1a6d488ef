import { Button, Flex } from '@aws-amplify/ui-react';
import type { FlexProps } from '@aws-amplify/ui-react';

/**
 * The buttons of a list's filter form: 'Limpar' (back to the defaults, applied at once) and 'Filtrar' (submits the
 * form).
 */
export function FilterActions({ onClear, justifyContent }: { onClear: () => void; justifyContent?: FlexProps['justifyContent'] }) {
  return (
    <Flex justifyContent={justifyContent} gap="small">
      <Button onClick={onClear}>Limpar</Button>
      <Button type="submit" variation="primary" data-testid="apply-filters">
        Filtrar
      </Button>
    </Flex>
  );
}
