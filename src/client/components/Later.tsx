import { Component, type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Marks its part as come (`<template data-later="in">`) once the part has hydrated and its own
 * effects have run; drawn on the server and in the first client drawing as "waiting". Browser
 * tests wait for no "waiting" mark to be left (tests/e2e/support/session.ts). A template is never
 * drawn, so it takes no place in a flex or grid layout.
 */
function Arrived() {
  const [arrived, setArrived] = useState(false);
  useEffect(() => setArrived(true), []);
  return <template data-later={arrived ? 'in' : 'waiting'} />;
}

/** A part whose code could not be fetched is left out; the page around it goes on. */
class WithoutIfMissing extends Component<{ children: ReactNode }, { missing: boolean }> {
  state = { missing: false };

  static getDerivedStateFromError() {
    return { missing: true };
  }

  componentDidCatch(error: unknown) {
    console.warn('[muster] a part of the page could not be loaded; the page goes on without it', error);
  }

  render() {
    return this.state.missing ? null : this.props.children;
  }
}

/**
 * A part whose code comes after the page is live (decision 0042): its own Suspense boundary, so a
 * drawn page keeps the part's markup until the code lands and hydrates it then.
 */
export function Later({ children }: { children: ReactNode }) {
  return (
    <WithoutIfMissing>
      <Suspense fallback={null}>
        {children}
        <Arrived />
      </Suspense>
    </WithoutIfMissing>
  );
}
