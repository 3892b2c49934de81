import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ar } from '../../shared/messages/ar';
import { Button, ButtonLink } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';

/** Render errors and failed lazy chunks (e.g. after a deploy) end up here instead of a blank page. */
export function RouteError({ error }: { error?: unknown }) {
  if (import.meta.env.DEV && error) console.error(error);
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

class Boundary extends Component<{ path: string; children: ReactNode }, { error: unknown; path: string | null }> {
  state = { error: null as unknown, path: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch() {
    this.setState((state) => ({ ...state, path: this.props.path }));
  }

  componentDidUpdate() {
    // Another page was asked for: it gets its chance to render.
    if (this.state.error && this.state.path !== null && this.state.path !== this.props.path) {
      this.setState({ error: null, path: null });
    }
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The pages' error boundary: the layout (header, footer) stays, the failed page shows RouteError. */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <Boundary path={pathname}>
      <Outlet />
    </Boundary>
  );
}
