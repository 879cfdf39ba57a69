import { type ReactNode, use } from 'react';
import { useApi } from './ApiContext';

/**
 * Gives what it wraps tRPC's hooks (`trpc.*`): their Provider once the tRPC client has loaded;
 * until then it suspends on the load. Where it wraps must not depend on whether the client has
 * loaded (that would remount what sits inside): see TrpcOutlet.
 */
export function TrpcBoundary({ children }: { children: ReactNode }) {
  const api = useApi();
  const { Provider } = api.binding ?? use(api.load());
  return <Provider>{children}</Provider>;
}
