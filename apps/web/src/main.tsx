import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { initI18n } from './app/i18n';
import { Providers } from './app/providers';
import { buildRoutes } from './app/routes';
import './styles.css';

const router = createBrowserRouter(buildRoutes());

await initI18n();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
