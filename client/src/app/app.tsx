import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { store } from './store';

// Loaded after the first paint (see shared/ui/notify.ts).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function App() {
  return (
    <Provider store={store}>
      {/* Without transitions a link shows the page loader at once: kept in a transition, the
          page being left stays on screen while the next page's chunk loads, and what a visitor
          types into it meanwhile is lost when the next page arrives. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
      <Suspense fallback={null}>
        <Toaster
          dir="rtl"
          position="top-center"
          offset={{ top: 76 }}
          mobileOffset={{ top: 72 }}
          richColors
          closeButton
          toastOptions={{ className: 'font-sans' }}
        />
      </Suspense>
    </Provider>
  );
}
