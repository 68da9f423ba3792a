import { readFileSync } from 'node:fs';
// @ts-expect-error: a plain ES module script without type declarations
import { resolveImport, runtimeImports } from '../../../scripts/check-import-cycles.mjs';

// Which message namespaces a route file's client code uses, and which lists its providers pass.
// A route file reaches modules through its imports (`import()` too: a lazy modal's texts must be there
// when it opens). From the first `'use client'` module on, everything it imports runs in the browser;
// the `useTranslations('Namespace…')` calls there need their namespace on the client. Server modules
// on the way translate on the server and need nothing.

type ModuleInfo = { client: boolean; imports: string[]; namespaces: string[]; lists: string[] };

const modules = new Map<string, ModuleInfo>();
const TRANSLATIONS = /useTranslations\(\s*['"]([A-Za-z]+)[.'"]/g;
const PROVIDED = /<ClientMessages\s+list="(\w+)"/g;
const USE_CLIENT = /^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/;

function info(file: string): ModuleInfo {
  let found = modules.get(file);
  if (!found) {
    const text = readFileSync(file, 'utf8');
    const imports = (runtimeImports(file, text) as string[]).map((specifier) => resolveImport(file, specifier) as string | null);
    found = {
      client: USE_CLIENT.test(text),
      imports: imports.filter((resolved): resolved is string => resolved !== null),
      namespaces: [...text.matchAll(TRANSLATIONS)].map((match) => match[1]),
      lists: [...text.matchAll(PROVIDED)].map((match) => match[1]),
    };
    modules.set(file, found);
  }
  return found;
}

/** Walks the modules `entry` imports; `onModule` learns whether each runs in the browser. */
function walk(entry: string, onModule: (file: string, module: ModuleInfo, client: boolean) => void): void {
  const seen = new Set<string>();
  const visit = (file: string, fromClient: boolean) => {
    const found = info(file);
    const client = fromClient || found.client;
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    onModule(file, found, client);
    for (const next of found.imports) visit(next, client);
  };
  visit(entry, false);
}

/** The namespaces the client code `entry` reaches translates with, each with the files that use it. */
export function clientNamespaces(entry: string): Map<string, string[]> {
  const used = new Map<string, string[]>();
  walk(entry, (file, found, client) => {
    if (client) for (const namespace of found.namespaces) used.set(namespace, [...(used.get(namespace) ?? []), file]);
  });
  return used;
}

/** The lists `entry` renders <ClientMessages list="…"> with, itself or through a server module it imports. */
export function providedLists(entry: string): string[] {
  const lists: string[] = [];
  walk(entry, (_file, found, client) => {
    if (!client) lists.push(...found.lists);
  });
  return lists;
}
