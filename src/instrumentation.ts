// Next calls register() once per server process; background work runs only in the Node runtime.
export async function register(): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- set by Next itself, not configuration
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startBackgroundJobs } = await import('./server/jobs/start');
    startBackgroundJobs();
  }
}
