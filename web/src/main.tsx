import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { areaFromHost } from './lib/area';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// One area per host name: empresa.localhost serves the company area, and so on (spec 1 §1).
const area = areaFromHost(window.location.hostname);

createRoot(root).render(
  <StrictMode>
    <AppProvider area={area}>
      <AppRouter area={area} />
    </AppProvider>
  </StrictMode>,
);
