import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { OopsMessage } from '../../ui/oops-message';
import { NotFoundPage } from './not-found-page';

/** The router's error boundary; loaded eagerly so it still works when a lazy route's chunk fails to load. */
export function ErrorPage() {
  const error = useRouteError();
  // The router answers an unmatched path with a 404 error response when no splat route catches it.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <OopsMessage title="Oops! Algo deu errado..." testId="error-page">
      Recarregue a página e tente novamente. Se o problema continuar, entre em contato com o suporte.
    </OopsMessage>
  );
}
