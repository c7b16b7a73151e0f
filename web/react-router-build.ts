import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PRODUCTION_DIR = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);

/** A top-level `var X = React.createContext(…)` (or `forwardRef`, `memo`): a call without side effects. */
const REACT_FACTORY_CALL = /^((?:var|let|const) \w+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
/** A top-level `X.displayName = "…";`: a name for React DevTools, which keeps X in every bundle. */
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

/**
 * React Router in `vite build`, two fixes of its package (ADR 0023):
 * - its package exports name only its development build (remix-run/react-router#14102): builds
 *   take its production build, the same code without the development warnings;
 * - its components and contexts are created at the top of one big module, with `displayName`s, so
 *   none could be tree-shaken (`<Form>`, `<NavLink>`, the framework's prefetching…): their factory
 *   calls are marked pure and the DevTools names dropped, so a bundle keeps only what it uses.
 * If a new version no longer matches, the figures of `npm run bench` grow; nothing breaks.
 */
export function reactRouterForProduction(): Plugin {
  const alias = [
    { find: /^react-router$/, replacement: `${PRODUCTION_DIR}index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${PRODUCTION_DIR}dom-export.mjs` },
  ];
  for (const { replacement } of alias) {
    if (!existsSync(replacement)) throw new Error(`${replacement} is missing: check React Router's build`);
  }
  return {
    name: 'inkslot-react-router-for-production',
    apply: 'build',
    config: () => ({ resolve: { alias } }),
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-/ },
      handler: (code) => ({
        code: code.replace(REACT_FACTORY_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''),
        map: null,
      }),
    },
  };
}
