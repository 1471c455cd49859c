import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootLiff } from './lib/liff';
import { listenForInstall, registerServiceWorker } from './stores/install';
import './styles.css';

listenForInstall();
registerServiceWorker();

// liff.init (and, inside LINE, the automatic sign-in) before the router exists: LIFF reads the URL it
// was opened with (liff.state, login callback) and the router must not rewrite it first.
void bootLiff().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
