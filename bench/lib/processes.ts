import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';

// Every child runs in its own process group, so stopping it also stops what it started (npx, next-server).
const running = new Set<ChildProcess>();

export type Spawned = { child: ChildProcess; exited: Promise<number | null> };

export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Spawned {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  running.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
    child.on('error', () => {
      running.delete(child);
      resolve(null);
    });
  });
  return { child, exited };
}

/** Runs a command to its end; throws with the log path when it fails. */
export async function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  const code = await startProcess(command, args, env, logFile).exited;
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}; see ${logFile}`);
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to the child's group, SIGKILL after `graceMs` if it is still there. */
export async function stopProcess({ child, exited }: Spawned, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  signalGroup(child, 'SIGKILL'); // grandchildren that ignored SIGTERM
}

/** Stops every process this run started and that is still running. */
export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...running].map((child) => stopProcess({ child, exited: new Promise((resolve) => child.once('exit', resolve)) })));
}

/** Last resort on exit: kill whatever is still running, synchronously. */
export function killAllNow(): void {
  for (const child of running) signalGroup(child, 'SIGKILL');
}
