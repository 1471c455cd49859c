import { lazy, Suspense, useState } from 'react';
import { useInstall } from '../../stores/install';
import { installMode } from '../../lib/install';
import { DownloadIcon } from '../icons';
import { Button } from '../../ui/Button';

// The instructions load only when an iPhone user presses the button.
const IosInstallDialog = lazy(() => import('./IosInstallDialog'));

/** SPEC §4 install button: the browser's prompt, or on iOS the add-to-home-screen instructions. */
export function InstallButton() {
  const state = useInstall();
  const [iosOpen, setIosOpen] = useState(false);
  const mode = installMode(state);
  if (!mode) return null;
  return (
    <>
      <Button variant="outline" className="nav__install" onClick={() => (mode === 'prompt' ? void state.prompt() : setIosOpen(true))}>
        <DownloadIcon width={18} height={18} /> ติดตั้งแอป
      </Button>
      {iosOpen && (
        <Suspense fallback={null}>
          <IosInstallDialog onClose={() => setIosOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
