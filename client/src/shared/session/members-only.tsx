import { lazy, Suspense, type ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { useHydrated } from '../ui/after-hydration';
import { selectIsSignedIn } from './session-slice';

/**
 * A part of a public page for signed-in users only (the header's bell, «حفظ البحث»): its code
 * loads on demand for a member, never for a visitor, and it mounts only once the page is live, so
 * the server's page (always a visitor's) hydrates without it (see AfterHydration).
 */
export function membersOnly<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Part = lazy(load);
  return function MembersOnly(props: P) {
    const signedIn = useSelector(selectIsSignedIn);
    return useHydrated() && signedIn ? (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    ) : null;
  };
}
