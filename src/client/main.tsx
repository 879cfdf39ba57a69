import './zodSetup';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppRouter } from './router';
import { createQueryClient, createQueryUtils, createTrpcClient } from './trpc';
import { rememberCampaign } from './campaign';

rememberCampaign();

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter({ queryClient, trpcUtils: createQueryUtils(queryClient, trpcClient) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} trpcClient={trpcClient} />
  </StrictMode>,
);
