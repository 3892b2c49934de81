import './fonts.css';
import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { store } from './app/browser-store';
import { loadLandingPage } from './app/router';
import { serverAnswers } from './app/server-page';
import { registerServiceWorkerWhenIdle } from './app/service-worker';
import { prefetchLandingData, restoreLandingAnswers } from './features/cars/cars-api';
import { readStoredSession } from './shared/session/storage';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

/**
 * Resolves in a task of its own: the work before and after it are two tasks, so the browser can
 * paint and answer a press between them. On a slow phone each step of the start (the scripts'
 * evaluation with the store, the page's code, the hydration) is a long task of its own already;
 * run back to back, they would block the page for their sum.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// A page the server rendered (home, the listings, a car page on a first visit) comes with the
// answers it was rendered with; it is hydrated as a visitor's, never for an account (the server's
// markup is dropped for a signed-in visitor as the page is parsed: see server-page.ts).
const answers = readStoredSession() ? null : serverAnswers(root);
// Otherwise the browser renders the page itself: its data first (a car, the listings), then its
// code, both on their way together.
if (!answers) prefetchLandingData(window.location.pathname, window.location.search, store.dispatch);

// The page the address names is rendered (or hydrated) with its code loaded first (preloaded
// beside this script when the browser renders it): see landingPage in app/router.tsx. If it cannot
// load, the page renders anyway and shows the loader or the route's error as for any page. The
// answers go into the store, the page's code runs and the page hydrates each in a task of its
// own (nextTask). The first render or the hydration is a transition, so React does it in slices
// and a slow phone stays responsive meanwhile; a click meanwhile hydrates the page at once and
// reaches it.
const landingPage = loadLandingPage(window.location.pathname).catch(() => undefined);
void nextTask()
  .then(() => {
    if (answers) store.dispatch(restoreLandingAnswers(answers));
    return landingPage;
  })
  .then(nextTask)
  .then(() => {
    startTransition(() => {
      if (answers) {
        hydrateRoot(
          root,
          <StrictMode>
            <App store={store} serverState={store.getState()} />
          </StrictMode>,
        );
      } else {
        root.textContent = '';
        createRoot(root).render(
          <StrictMode>
            <App store={store} />
          </StrictMode>,
        );
      }
    });
  });

registerServiceWorkerWhenIdle();
