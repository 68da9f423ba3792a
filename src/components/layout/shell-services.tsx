import { ChunkReloadGuard } from './chunk-reload-guard';
import { ModalFocusTrap } from './modal-focus-trap';
import { ProgressBar } from './progress-bar';
import { TabTitle } from './tab-title';

/** The invisible parts every layout carries: progress bar, chunk-reload guard, tab title, modal focus trap. */
export function ShellServices() {
  return (
    <>
      <ProgressBar />
      <ChunkReloadGuard />
      <TabTitle />
      <ModalFocusTrap />
    </>
  );
}
