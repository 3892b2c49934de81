import '@fontsource-variable/cairo';
import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLandingPage } from './app/router';
import { registerServiceWorkerWhenIdle } from './app/service-worker';
import { store } from './app/store';
import { prefetchLandingData } from './features/cars/cars-api';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// Its data first (a car, the listings), then its code: both are on their way together.
prefetchLandingData(window.location.pathname, window.location.search, store.dispatch);

// The page the address names is rendered with the first paint (its code was preloaded beside
// this script): see landingPage in app/router.tsx. If it cannot load, the page renders anyway and
// shows the loader or the route's error as for any page. The first render is a transition, so
// React renders the whole page in slices and a slow phone stays responsive meanwhile.
void loadLandingPage(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });

registerServiceWorkerWhenIdle();
