import '@fontsource-variable/noto-sans-arabic';
import './styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAdminRouter } from './app/router';
import { SessionProvider } from './features/auth/session';
import { I18nProvider } from './i18n/I18nProvider';
import { ApiError } from './lib/api';
import { ToastProvider } from './ui/Toast';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused or missing thing stays refused: retry only what may be passing trouble.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
const router = createAdminRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
