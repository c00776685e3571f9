// @ts-check
// Lint rule `package-borders/entries`: a package is used only through the entries its package.json exports.
// A relative path into another workspace package, or an `@seawave/<package>/...` path it does not export, is
// an error. Folders outside the packages (config/, tooling/) may be read by relative path.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** @typedef {{ dir: string, name: string, entries: string[] | null }} WorkspacePackage */

/** @returns {WorkspacePackage[]} */
function workspacePackages() {
  /** @type {{ workspaces: string[] }} */
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.map((dir) => {
    /** @type {{ name: string, exports?: Record<string, unknown> }} */
    const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    return { dir, name: manifest.name, entries: manifest.exports ? Object.keys(manifest.exports) : null };
  });
}

const packages = workspacePackages();

/** @param {string} file */
const packageOf = (file) => {
  const relative = path.relative(root, file).split(path.sep);
  return packages.find((p) => p.dir === relative[0]) ?? null;
};

/** Calls whose first argument is a module path. */
const moduleCalls = new Set(['require', 'require.resolve', 'jest.mock', 'jest.doMock', 'jest.unmock', 'jest.requireActual', 'jest.requireMock', 'jest.createMockFromModule']);

/** @param {import('estree').Node} callee */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.property.type === 'Identifier') return `${callee.object.name}.${callee.property.name}`;
  return null;
}

/** @param {unknown} node */
function stringOf(node) {
  const literal = /** @type {{ type?: string, value?: unknown, quasis?: { value: { cooked: string } }[], expressions?: unknown[] } | null} */ (node);
  if (literal?.type === 'Literal' && typeof literal.value === 'string') return literal.value;
  if (literal?.type === 'TemplateLiteral' && literal.expressions?.length === 0) return literal.quasis?.[0]?.value.cooked ?? null;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const entries = {
  meta: {
    type: 'problem',
    docs: { description: 'Use another package only through the entries its package.json exports.' },
    schema: [],
    messages: {
      relative: '"{{specifier}}" reaches into {{name}} by a relative path: import it through an entry that {{dir}}/package.json exports.',
      internal: '"{{specifier}}" is not an entry of {{name}}: import one that {{dir}}/package.json exports, or declare it there.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = packageOf(file);

    /** @param {import('estree').Node} node @param {string} specifier */
    function check(node, specifier) {
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        const target = packageOf(path.resolve(path.dirname(file), specifier));
        if (target && target !== from) context.report({ node, messageId: 'relative', data: { specifier, name: target.name, dir: target.dir } });
        return;
      }
      const target = packages.find((p) => specifier === p.name || specifier.startsWith(`${p.name}/`));
      if (!target?.entries) return;
      const entry = `.${specifier.slice(target.name.length)}`;
      if (!target.entries.includes(entry)) context.report({ node, messageId: 'internal', data: { specifier, name: target.name, dir: target.dir } });
    }

    /** @param {{ source?: unknown } & import('estree').Node} node */
    const checkSource = (node) => {
      const specifier = stringOf(node.source);
      if (specifier !== null) check(node, specifier);
    };

    return {
      ImportDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ImportExpression: checkSource,
      CallExpression(node) {
        const name = calleeName(node.callee);
        const specifier = name && moduleCalls.has(name) ? stringOf(node.arguments[0]) : null;
        if (specifier !== null) check(node, specifier);
      },
      // TypeScript's `import('…').Type` and `import x = require('…')`.
      /** @param {import('estree').Node & { argument?: { literal?: unknown } }} node */
      TSImportType(node) {
        const specifier = stringOf(node.argument?.literal ?? node.argument);
        if (specifier !== null) check(node, specifier);
      },
      /** @param {import('estree').Node & { expression?: unknown }} node */
      TSExternalModuleReference(node) {
        const specifier = stringOf(node.expression);
        if (specifier !== null) check(node, specifier);
      },
    };
  },
};

module.exports = { rules: { entries } };
