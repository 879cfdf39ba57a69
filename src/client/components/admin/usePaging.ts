import { useCallback, useMemo, useState } from 'react';

export type Paging = { limit: number; offset: number; next: () => void; previous: () => void; reset: () => void };

/** Offset paging of a server list; call reset when a filter or search changes. */
export function usePaging(limit = 25): Paging {
  const [offset, setOffset] = useState(0);
  const next = useCallback(() => setOffset((o) => o + limit), [limit]);
  const previous = useCallback(() => setOffset((o) => Math.max(0, o - limit)), [limit]);
  const reset = useCallback(() => setOffset(0), []);
  return useMemo(() => ({ limit, offset, next, previous, reset }), [limit, offset, next, previous, reset]);
}
