import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider, startApp } from './app/provider';
import { AppRoutes } from './app/router';
import { SiteLockGate } from './app/site-lock-gate';
import './index.css';

// Site-lock check and session restore start before the first render.
startApp();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <SiteLockGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SiteLockGate>
    </AppProvider>
  </StrictMode>,
);
