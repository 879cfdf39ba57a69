import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// issue 13's baseline: a bare React 19 page, drawn in the browser, served like the app
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <h1>Your Trusted Source for Veteran News</h1>
    <p>A bare React page: the same server, React and nothing else. Its paint is what the home page is measured against.</p>
  </StrictMode>,
);
