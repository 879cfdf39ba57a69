/**
 * Whether the browser is taking over a page the server drew (main.tsx, from loading the route to
 * hydrating it). Meanwhile the parts whose code comes later are not waited for: they keep their
 * drawn markup and hydrate as they land (components/Later.tsx). Anywhere else (the server, a page
 * drawn in the browser, a navigation) a screen is drawn afresh and waits for them (pathReady.ts).
 */
let takingOver = false;

export function isTakingOverDrawnPage(): boolean {
  return takingOver;
}

/** Runs `load` (the route's code and data) as the start of taking a drawn page over; `hydrate` ends it. */
export async function takeOverDrawnPage(load: () => Promise<void>, hydrate: () => void): Promise<void> {
  takingOver = true;
  try {
    await load();
  } finally {
    takingOver = false;
  }
  hydrate();
}
