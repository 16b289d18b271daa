import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startApp } from './app/provider';
import { AppRoutes } from './app/router';
import { SiteLockGate } from './app/site-lock-gate';
import { FIRST_SCREEN_LIMIT_MS, releaseFirstScreen } from './lib/first-screen';
import './index.css';

// Site-lock check and session restore start before the first render.
startApp();
// The server's first screen gives way to the app when the page is shown, and in any case by this limit.
window.setTimeout(releaseFirstScreen, FIRST_SCREEN_LIMIT_MS);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// A transition: React renders the first screen in slices of a few milliseconds, so a phone's main thread
// stays free for taps and scrolling meanwhile (the server's first screen is already on show, decision 042).
startTransition(() =>
  root.render(
    <StrictMode>
      {/* No QueryClientProvider here: each lazy part that fetches brings the one client (decision 067). */}
      <SiteLockGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SiteLockGate>
    </StrictMode>,
  ),
);
