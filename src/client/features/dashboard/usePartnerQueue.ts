import { DASHBOARD_LIMITS, partnerQueue } from '../../../shared/dashboard';
import { trpc } from '../../trpc';

/** Pending partners first, then approved ones: two small filtered pages, merged. */
export function usePartnerQueue() {
  const limit = DASHBOARD_LIMITS.partners;
  const pending = trpc.partners.list.useQuery({ status: 'pending', limit });
  const approved = trpc.partners.list.useQuery({ status: 'approved', limit });
  return {
    isPending: pending.isPending || approved.isPending,
    error: pending.error ?? approved.error,
    items: pending.data && approved.data ? partnerQueue(pending.data.items, approved.data.items, limit) : [],
  };
}
