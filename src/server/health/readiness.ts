import 'server-only';

/** How long a dependency may take to answer a readiness probe before it counts as down. */
export const READY_TIMEOUT_MS = 2_000;

export type ReadinessCheck = { name: string; run: () => Promise<unknown> };
export type CheckResult = 'ok' | 'failed' | 'timeout';
export type Readiness = { ready: boolean; checks: Record<string, CheckResult> };

async function within(check: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs).unref();
  });
  const answered = check.run().then(
    (): CheckResult => 'ok',
    (): CheckResult => 'failed',
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve: every dependency answered within the timeout. Probes arriving
 * while a check runs share it, so a hanging database does not collect one waiting query per probe.
 * The result names each dependency's state only, never an error's text (it could quote a URL).
 */
export function createReadiness(checks: readonly ReadinessCheck[], timeoutMs = READY_TIMEOUT_MS): () => Promise<Readiness> {
  let running: Promise<Readiness> | null = null;
  const run = async (): Promise<Readiness> => {
    const results = await Promise.all(checks.map((check) => within(check, timeoutMs)));
    const named = Object.fromEntries(checks.map((check, i) => [check.name, results[i]]));
    return { ready: results.every((result) => result === 'ok'), checks: named };
  };
  return () => (running ??= run().finally(() => (running = null)));
}
