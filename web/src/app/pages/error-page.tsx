import { Text } from '@aws-amplify/ui-react';
import { errorPageTitle } from '@ocupacional/shared';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { OopsMessage } from '../../ui/oops-message';
import { NotFoundPage } from './not-found-page';

/** The text of what went wrong, for the error page (spec 3 §2.3: "with error text"). */
function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.msg;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error boundary; loaded eagerly so it still works when a lazy route's chunk fails to load. */
export function ErrorPage() {
  const error = useRouteError();
  // The router answers an unmatched path with a 404 error response when no splat route catches it.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <OopsMessage title={errorPageTitle} testId="error-page">
      Recarregue a página e tente novamente. Se o problema continuar, entre em contato com o suporte.
      <Text as="span" display="block" marginTop="small" fontFamily="monospace" data-testid="error-text">
        {errorText(error)}
      </Text>
    </OopsMessage>
  );
}
