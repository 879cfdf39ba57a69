/**
 * Spaces sends to at most `ratePerSecond` (per instance); null: no spacing. Each caller gets the
 * next free slot and waits for it, so concurrent sends share the rate.
 */
export function createPacer(ratePerSecond: number | null) {
  if (!ratePerSecond) return { wait: async () => {} };
  const gapMs = 1000 / ratePerSecond;
  let nextSlot = 0;
  return {
    async wait() {
      const now = Date.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + gapMs;
      if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
    },
  };
}
export type Pacer = ReturnType<typeof createPacer>;
