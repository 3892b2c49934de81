import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ar } from '../../shared/messages/ar';
import { Button, ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';

const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Render errors and failed lazy chunks (e.g. after a deploy) end up here instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        tone="error"
        title={ar.common.unexpectedError}
        action={
          <div className="flex gap-2">
            <Button onClick={() => window.location.reload()}>{ar.common.retry}</Button>
            <ButtonLink to="/" variant="outline">
              {ar.common.backHome}
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
