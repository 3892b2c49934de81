import path from 'node:path';

/**
 * `local/boundaries`: a file in one area (a client feature, a server context) may not import
 * another area's internals. Areas are the folders directly under `root`. With `internals`, only
 * those folders of another area are private (a context's commands, HTTP, projections, reactions);
 * without it, all of another area is. `open` areas (shared code) are public to all. `allow` lists
 * the imports that cross anyway, as "<from-area> -> <path under root>" prefixes.
 */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps features and contexts from importing each other's internals" },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          internals: { type: 'array', items: { type: 'string' } },
          open: { type: 'array', items: { type: 'string' } },
          allow: { type: 'array', items: { type: 'string' } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossing:
        "'{{from}}' may not import '{{target}}', an internal of '{{to}}': import what '{{to}}' exposes, or move the code to shared/.",
    },
  },
  create(context) {
    const { root, internals, open = [], allow = [] } = context.options[0];
    const rootDir = path.resolve(context.cwd, root);
    const area = (file) => {
      const rel = path.relative(rootDir, file);
      return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep);
    };
    const from = area(context.filename);
    if (!from || from.length < 2) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = area(path.resolve(path.dirname(context.filename), source));
      if (!to || to[0] === from[0] || open.includes(to[0])) return;
      if (internals && (to.length < 3 || !internals.includes(to[1]))) return;
      const target = to.join('/');
      if (allow.some((entry) => `${from[0]} -> ${target}`.startsWith(entry))) return;
      context.report({ node: node.source, messageId: 'crossing', data: { from: from[0], to: to[0], target } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
