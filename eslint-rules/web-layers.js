/**
 * `pb/web-layers`: the web app's folders as layers (ARCHITECTURE.md, "Browser"). `app/` (router,
 * screens, layout) is the top and only `main.tsx` reaches it; a feature is one screen's folder and
 * never imports another feature; `shared/` holds what several features use; `shell/` the signed-in
 * shell's state; `components/`, `api/` and `i18n/` are infrastructure that knows no feature.
 * Option: `{ root }`, the app's source folder from the repository root.
 */
import { dirname, relative, resolve } from 'node:path';

/** What each layer may import, besides itself and the contract. */
const ALLOWED = {
  main: ['app', 'shell', 'shared', 'features', 'components', 'api', 'i18n'],
  app: ['shell', 'shared', 'features', 'components', 'api', 'i18n'],
  features: ['shell', 'shared', 'components', 'api', 'i18n'],
  shared: ['shell', 'components', 'api', 'i18n'],
  shell: ['components', 'api', 'i18n'],
  components: ['shell', 'api', 'i18n'],
  api: ['shell', 'components', 'i18n'],
  i18n: ['api'],
};

const MESSAGES = {
  app: 'Only main.tsx and the router reach app/: what a screen needs of the shell lives in shell/.',
  features: "A feature never imports another feature: what several use lives in shared/.",
  other: 'This layer may not import that one (web layers: app → features → shared → shell, components, api, i18n).',
};

function layerOf(srcRoot, file) {
  const rel = relative(srcRoot, file).split('\\').join('/');
  if (rel.startsWith('..')) return null;
  const [first, second] = rel.split('/');
  if (!second) return { layer: first.replace(/\.(tsx?|jsx?)$/, '') === 'main' ? 'main' : 'root', part: null };
  return { layer: first, part: first === 'features' ? second : null };
}

export default {
  meta: { type: 'problem', docs: { description: "The web app's layers." }, schema: [{ type: 'object' }] },
  create(context) {
    const srcRoot = resolve(context.cwd, context.options[0]?.root ?? 'apps/web/src');
    const from = layerOf(srcRoot, context.filename);
    if (!from || !(from.layer in ALLOWED)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = layerOf(srcRoot, resolve(dirname(context.filename), spec));
      if (!to || to.layer === 'root') return;
      if (to.layer === from.layer) {
        if (from.layer === 'features' && to.part !== from.part) context.report({ node, message: MESSAGES.features });
        return;
      }
      if (!ALLOWED[from.layer].includes(to.layer)) context.report({ node, message: to.layer === 'app' ? MESSAGES.app : to.layer === 'features' ? MESSAGES.features : MESSAGES.other });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
