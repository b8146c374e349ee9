import '@conf/ui/theme.css';
import './styles/site.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { api } from './api.ts';
import { readSiteConfig } from './config.ts';
import { readCurrentUser } from './currentUser.ts';
import { createRoutes } from './router.tsx';
import type { SiteDeps } from './site.tsx';

const deps: SiteDeps = { api, config: readSiteConfig(), user: readCurrentUser() };

// The pages are at the root paths (/, /2026/events/42); only the assets live under /vite/,
// so the router's basename is the root, not Vite's base.
const router = createBrowserRouter(createRoutes(deps), { basename: '/' });

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
createRoot(container).render(
  <StrictMode>
    <App deps={deps} router={router} />
  </StrictMode>,
);
