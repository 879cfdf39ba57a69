import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { createAppRouter } from './router';
import { createQueryClient } from './queryClient';
import { Api } from './api/api';
import { hydrateServerState, SERVER_STATE_ID } from './serverState';
import { rememberCampaign } from './campaign';
import { takeOverDrawnPage } from './takingOver';

rememberCampaign();

const queryClient = createQueryClient();
// the tRPC client comes with the first call or the first screen that uses tRPC's hooks (the admin
// area's and the login's session check among them): a reader's page is taken over without it
const api = new Api(queryClient, () => import('./api/trpcBinding').then(({ bindTrpc }) => bindTrpc(queryClient)));
const router = createAppRouter({ queryClient, api });
const rootElement = document.getElementById('root')!;

/**
 * From here React listens on the page: a tap on drawn markup makes React hydrate it at once (no
 * part of it suspends, its lazy parts are preloaded). Browser tests wait for this mark before
 * they act on a page.
 */
const markLive = () => {
  document.documentElement.dataset.app = 'live';
};
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} api={api} />
  </StrictMode>
);

// a public page comes drawn, with its data: the app takes over that markup instead of redrawing it
const serverState = document.getElementById(SERVER_STATE_ID);
if (serverState?.textContent) {
  hydrateServerState(queryClient, serverState.textContent);
  // what TanStack's own hydration sets: the route tree then takes the shape it had on the server
  // (no Suspense wrapper around the root match)
  router.ssr = { manifest: undefined };
  // the route's code and its data are in hand before the first render, as they were on the server
  void takeOverDrawnPage(
    () => router.load(),
    () => {
      hydrateRoot(rootElement, app);
      markLive();
    },
  );
} else {
  createRoot(rootElement).render(app);
  markLive();
}
