import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { bootLiff } from './lib/liff';
import { forgetReturnUnless, sessionStore } from './lib/return-to';
import { listenForInstall, registerServiceWorker } from './stores/install';
import './ui/tokens.css';
import './ui/kit.css';
import './styles.css';

listenForInstall();
registerServiceWorker();

// liff.init (and, inside LINE, the automatic sign-in) before the router exists: LIFF reads the URL it
// was opened with (liff.state, login callback) and the router must not rewrite it first.
// The first render as a transition: React would render it in slices; Preact, which the app runs on
// (docs/decisions.md), renders at once, which its small size makes short.
void bootLiff().then(() => {
  // The page a full load lands on counts as a move (routes.tsx does the same for the router's moves), decided
  // here rather than after the sliced first render: leaving the sign-in detour is not undone by a quick tap.
  const store = sessionStore();
  if (store) forgetReturnUnless(store, window.location.pathname);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
