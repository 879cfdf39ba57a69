import { Outlet, type RegisteredRouter, type RouteIds, useChildMatches } from '@tanstack/react-router';
import { TrpcBoundary } from './TrpcBoundary';

/**
 * A route's Outlet, under a TrpcBoundary unless the matched child is `shellChild`, which reads
 * through `Api` alone. The choice follows the matched route only, never whether the tRPC client
 * has loaded: switching would remount everything below the Outlet.
 */
export function TrpcOutlet({ shellChild }: { shellChild: RouteIds<RegisteredRouter['routeTree']> }) {
  const child = useChildMatches({ select: (matches) => matches[0]?.routeId });
  if (child === shellChild) return <Outlet />;
  return (
    <TrpcBoundary>
      <Outlet />
    </TrpcBoundary>
  );
}
