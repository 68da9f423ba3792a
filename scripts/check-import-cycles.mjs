#!/usr/bin/env node
// Lint: no import cycles among the project's own modules (STYLE.md habit 4, imports flow one way).
// One pass over the import graph (Tarjan's strongly connected components) instead of eslint-plugin-
// import's `no-cycle`, which walked the graph again from every file and took most of lint's time.
// Type-only imports are left out, as TypeScript erases them; dynamic `import()` counts.
// `node scripts/check-import-cycles.mjs` prints each cycle and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOTS = ['src', 'tests', 'scripts', 'bench'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
const ALIAS = { prefix: '@/', dir: 'src' };

/** Every source file under the roots, skipping generated and dependency folders. */
export function sourceFiles(roots = ROOTS) {
  return roots
    .filter((root) => existsSync(root))
    .flatMap((root) => readdirSync(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && EXTENSIONS.includes(path.extname(entry.name)) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false; // `import './side-effect'` runs the module
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

/** The module specifiers a file imports at run time: static imports, re-exports and `import()`. */
export function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !isTypeOnlyImport(node)) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteralLike(node.arguments[0] ?? {})) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function resolveFile(base) {
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  // `./x.js` written for ESM may stand for x.ts.
  if (/\.(m?js)$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'), base.replace(/\.m?js$/, '.tsx'));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The project file a specifier names, or null for a package. */
export function resolveImport(fromFile, specifier) {
  if (specifier.startsWith(ALIAS.prefix)) return resolveFile(path.join(ALIAS.dir, specifier.slice(ALIAS.prefix.length)));
  if (specifier.startsWith('.')) return resolveFile(path.join(path.dirname(fromFile), specifier));
  return null;
}

/** Strongly connected components of more than one file (or a file importing itself): the cycles. */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

export function importGraph(files) {
  return new Map(
    files.map((file) => {
      const targets = runtimeImports(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(file, specifier))
        .filter((target) => target !== null);
      return [file, [...new Set(targets)]];
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cycles = findCycles(importGraph(sourceFiles()));
  for (const cycle of cycles) console.error(`import cycle among:\n  ${cycle.join('\n  ')}`);
  if (cycles.length) {
    console.error(`${cycles.length} import cycle(s): break each by moving what both sides need into a module of its own.`);
    process.exitCode = 1;
  }
}
