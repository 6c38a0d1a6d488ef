import { Flex, Loader } from '@aws-amplify/ui-react';

/** Shown while a lazily loaded route arrives. */
export function PageLoader() {
  return (
    <Flex justifyContent="center" padding="xxl" data-testid="page-loader">
      <Loader size="large" ariaLabel="Carregando..." />
    </Flex>
  );
}
