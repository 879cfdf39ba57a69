import { useEffect, useState } from 'react';

/** Public spec §9: a slide every 8 s; after a manual move, auto-advance rests for 10 s. */
export const CAROUSEL_INTERVAL_MS = 8000;
export const CAROUSEL_PAUSE_MS = 10_000;

/**
 * Slide index for `count` slides that wraps both ways. Auto-advance runs unless `autoAdvance` is
 * false (reduced motion); any manual move pauses it and restarts the 10 s rest.
 */
export function useCarousel(count: number, autoAdvance: boolean) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [manualMoves, setManualMoves] = useState(0);

  useEffect(() => {
    if (!playing || !autoAdvance || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, autoAdvance, count]);

  useEffect(() => {
    if (playing) return;
    const timer = setTimeout(() => setPlaying(true), CAROUSEL_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [playing, manualMoves]);

  function moveTo(target: number) {
    setIndex(((target % count) + count) % count);
    setPlaying(false);
    setManualMoves((n) => n + 1);
  }

  return {
    index: count ? index % count : 0,
    previous: () => moveTo(index - 1),
    next: () => moveTo(index + 1),
    goTo: moveTo,
  };
}
