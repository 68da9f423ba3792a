import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, pickNamespaces, type ClientMessagesList } from '@/i18n/client-namespaces';
import { messagesFor } from '@/server/i18n/translate';
import { clientNamespaces, providedLists } from './client-namespaces-graph';

// A client component whose namespace its providers do not pass shows message keys instead of text.
// Each route file (layout, page, and the root's error and not-found pages, rendered inside the root
// layout) is followed to the `useTranslations` calls of its client code; the lists of the providers
// around it (the root's, its layouts', its own) must hold every namespace they use.

const APP = 'src/app';
const ROUTE_FILE = /^(page|layout|error|not-found)\.tsx$/;

const routeFiles = readdirSync(APP, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && ROUTE_FILE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .sort();

/** The layouts a route file renders inside: those of its own folder (for a page) and of every folder above. */
function layoutsAround(file: string): string[] {
  const layouts: string[] = [];
  for (let dir = path.dirname(file); dir.startsWith(APP); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    if (layout !== file && routeFiles.includes(layout)) layouts.push(layout);
  }
  return layouts;
}

/** Every list passed on the way down to a route file's client code, the root's first. */
function listsFor(file: string): ClientMessagesList[] {
  const lists = [...layoutsAround(file).reverse().flatMap(providedLists), ...providedLists(file)];
  return ['root', ...(lists as ClientMessagesList[])];
}

const passed = (lists: ClientMessagesList[]): string[] => lists.flatMap((list) => [...CLIENT_NAMESPACES[list]]);

describe('message namespaces in the browser', () => {
  it('are known lists wherever a route renders <ClientMessages>', () => {
    const unknown = routeFiles.flatMap((file) =>
      providedLists(file)
        .filter((list) => !(list in CLIENT_NAMESPACES))
        .map((list) => `${file}: ${list}`),
    );
    expect(unknown).toEqual([]);
  });

  it('reach every client component that translates, on every route', () => {
    const missing: Record<string, Record<string, string[]>> = {};
    for (const file of routeFiles) {
      const available = new Set(passed(listsFor(file)));
      for (const [namespace, users] of clientNamespaces(file)) {
        if (!available.has(namespace)) (missing[file] ??= {})[namespace] = users;
      }
    }
    expect(missing).toEqual({});
  });

  it('are passed once on the way down: no list repeats what a provider above it passes', () => {
    const twice = routeFiles.flatMap((file) => {
      const namespaces = passed(listsFor(file));
      return namespaces.filter((namespace, index) => namespaces.indexOf(namespace) !== index).map((namespace) => `${file}: ${namespace}`);
    });
    expect(twice).toEqual([]);
  });

  it('are all used: each list holds only namespaces the client code of its routes translates with', () => {
    const unused: Record<string, string[]> = {};
    for (const list of Object.keys(CLIENT_NAMESPACES) as ClientMessagesList[]) {
      const used = new Set(routeFiles.filter((file) => listsFor(file).includes(list)).flatMap((file) => [...clientNamespaces(file).keys()]));
      const idle = CLIENT_NAMESPACES[list].filter((namespace) => !used.has(namespace));
      if (idle.length) unused[list] = idle;
    }
    expect(unused).toEqual({});
  });

  it('start from the root list in the root layout', () => {
    expect(readFileSync(path.join(APP, 'layout.tsx'), 'utf8')).toContain("pickNamespaces(messages, 'root')");
  });

  it('carry the texts of the listed namespaces and nothing else', () => {
    const nl = messagesFor('nl');
    const picked = pickNamespaces(nl, 'members');
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES.members].sort());
    expect(picked.MembersPage).toEqual(nl.MembersPage);
  });
});
