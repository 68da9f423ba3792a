import { ChunkReloadGuard } from './chunk-reload-guard';
import { ProgressBar } from './progress-bar';
import { TabTitle } from './tab-title';

/** The invisible parts every layout carries: progress bar, chunk-reload guard, tab title. */
export function ShellServices() {
  return (
    <>
      <ProgressBar />
      <ChunkReloadGuard />
      <TabTitle />
    </>
  );
}
