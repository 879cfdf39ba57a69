import { type ReactNode, Suspense, useEffect, useRef } from 'react';

/**
 * How many parts on screen still wait for their code. `<html data-later>` is set from before the
 * app's first drawing (main.tsx) until that drawing has counted its parts and every one has come.
 */
let waiting = 0;
let counted = false;

function update() {
  if (!counted || waiting > 0) document.documentElement.dataset.later = 'waiting';
  else delete document.documentElement.dataset.later;
}

function count(change: number) {
  waiting += change;
  update();
}

/** Called by the app's root once its first drawing is committed: every part on it has been counted. */
export function useLaterPartsCounted() {
  useEffect(() => {
    counted = true;
    update();
  }, []);
}

function Arrived({ onArrive }: { onArrive: () => void }) {
  // a passive effect: it runs after the part's own effects (a carousel's timer) have run
  useEffect(() => onArrive(), [onArrive]);
  return null;
}

/**
 * A part whose code comes after the page is live (decision 0042): its own Suspense boundary, so a
 * drawn page keeps the part's markup until the code lands and hydrates it then. Browser tests wait
 * for `<html data-later>` to go.
 */
export function Later({ children }: { children: ReactNode }) {
  const state = useRef({ arrived: false, counted: false });
  useEffect(() => {
    const current = state.current;
    if (!current.arrived) {
      current.counted = true;
      count(1);
    }
    return () => {
      if (current.counted && !current.arrived) count(-1);
      current.counted = false;
    };
  }, []);
  const arrive = () => {
    const current = state.current;
    if (current.arrived) return;
    current.arrived = true;
    if (current.counted) count(-1);
  };
  return (
    <Suspense fallback={null}>
      {children}
      <Arrived onArrive={arrive} />
    </Suspense>
  );
}
