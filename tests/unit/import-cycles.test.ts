import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { findCycles, importGraph } from '../../scripts/check-import-cycles.mjs';

let dir: string;

/** Writes the files into a fresh folder and returns the import cycles among them, as file names. */
function cyclesOf(files: Record<string, string>): string[][] {
  dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const cycles: string[][] = findCycles(importGraph(Object.keys(files).map((name) => path.join(dir, name))));
  return cycles.map((cycle) => cycle.map((file) => path.basename(file)));
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the import cycle check', () => {
  it('finds a cycle through three modules, and only those three', () => {
    const cycles = cyclesOf({
      'a.ts': "import { b } from './b';\nexport const a = b;",
      'b.ts': "export { c as b } from './c';",
      'c.ts': "export const c = () => import('./a');",
      'd.ts': "import { a } from './a';\nexport const d = a;",
    });
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('leaves out imports that only bring types, which TypeScript erases', () => {
    const cycles = cyclesOf({
      'a.ts': "import type { B } from './b';\nimport { type B as C } from './b';\nexport type A = B | C;\nexport const a = 1;",
      'b.ts': "import { a } from './a';\nexport type B = { a: typeof a };",
    });
    expect(cycles).toEqual([]);
  });
});
