import { Button, Flex } from '@aws-amplify/ui-react';
import type { FlexProps } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The buttons of a row's 'Ações' cell, side by side on one line. */
export function RowActions({ children, alignItems }: { children: ReactNode; alignItems?: FlexProps['alignItems'] }) {
  return (
    <Flex gap="xs" wrap="nowrap" alignItems={alignItems}>
      {children}
    </Flex>
  );
}

/**
 * A row's 'Abrir' button, a link to the row's screen; with `blockedReason` it is disabled and says why on hover.
 *
 * @example <OpenRowButton to={url} testId="edit-consulta" blockedReason={row.pode_editar ? undefined : 'Consulta excluída'} />
 */
export function OpenRowButton({ to, testId, blockedReason }: { to: string; testId: string; blockedReason?: string }) {
  if (blockedReason) {
    return (
      <Button size="small" isDisabled title={blockedReason}>
        Abrir
      </Button>
    );
  }
  return (
    <Button as={Link} size="small" to={to} data-testid={testId}>
      Abrir
    </Button>
  );
}
