import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SeawaveThemeProvider } from '@seawave/shared-ui';
import { StandaloneApp } from './standalone-app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <SeawaveThemeProvider>
    <BrowserRouter>
      <StandaloneApp />
    </BrowserRouter>
  </SeawaveThemeProvider>,
);
