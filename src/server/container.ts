import 'server-only';
import type { Db } from './db/client';
import type { Mailer } from './adapters/mail/mailer';
import type { PhotoStorage } from './adapters/storage/storage';
import { createCacheSet, type CacheSet } from './cache/caches';
import { createLocalInvalidator, type CacheInvalidator } from './cache/invalidation';

/**
 * The process-wide state a service may touch: created once per process by the server's boot (or by a
 * test) and reached by the API and by server-rendered pages alike. It lives on globalThis because
 * Next bundles src/server separately from the server entry: a module-level holder would exist twice.
 */
export type Container = {
  db: Db;
  mailer: Mailer;
  storage: PhotoStorage;
  publicUrl?: string;
  caches: CacheSet;
  /** Clears the named caches (all when none are named) here and on every other instance. */
  invalidateCaches: CacheInvalidator['invalidate'];
};

export type ContainerParts = Omit<Container, 'caches' | 'invalidateCaches'> & {
  caches?: CacheSet;
  invalidator?: (caches: CacheSet) => CacheInvalidator;
};

/** Fills in the in-memory defaults (caches, local invalidation) around the given adapters. */
export function createContainer(parts: ContainerParts): Container {
  const { invalidator, ...rest } = parts;
  const caches = parts.caches ?? createCacheSet();
  const invalidate = (invalidator ?? createLocalInvalidator)(caches);
  return { ...rest, caches, invalidateCaches: invalidate.invalidate };
}

const holder = globalThis as typeof globalThis & { __amoraContainer?: Container };

/** The container of this process; the server creates it before it accepts any request. */
export function getContainer(): Container {
  if (!holder.__amoraContainer) throw new Error('The server has not been booted: no container in this process');
  return holder.__amoraContainer;
}

export function setContainer(container: Container): void {
  holder.__amoraContainer = container;
}
