import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import { isLocale } from '../shared/i18n/locales.ts';

type CataloguesModule = typeof import('./src/lib/message-catalogues.ts');

const PREFIX = 'virtual:inkslot-messages/';
const RESOLVED_PREFIX = `\0${PREFIX}`;
const CATALOGUES_MODULE = fileURLToPath(new URL('./src/lib/message-catalogues.ts', import.meta.url));

/**
 * `virtual:inkslot-messages/{catalogue}/{locale}`: one language's messages as a module of its own, so
 * the SPA downloads only the language it shows (i18next loads another one on a switch). Built from
 * `shared/i18n/messages/*.ts`, the single source, by `web/src/lib/message-catalogues.ts`; an edit of a
 * catalogue reloads the page in development.
 */
export function messageCatalogues(): Plugin {
  let loaded: Promise<{ module: CataloguesModule; dependencies: string[] }> | undefined;
  let production = false;
  const load = () => {
    loaded ??= runnerImport<CataloguesModule>(CATALOGUES_MODULE);
    return loaded;
  };
  return {
    name: 'inkslot-message-catalogues',
    configResolved(config) {
      production = config.command === 'build' && config.mode === 'production';
    },
    buildStart() {
      loaded = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const [name, locale, ...rest] = id.slice(RESOLVED_PREFIX.length).split('/');
      const { module, dependencies } = await load();
      if (rest.length > 0 || !module.CATALOGUE_NAMES.includes(name as never) || !isLocale(locale)) {
        throw new Error(`unknown message catalogue ${id.slice(1)}`);
      }
      for (const file of dependencies) this.addWatchFile(file);
      const catalogue = module.messageCatalogue(name as (typeof module.CATALOGUE_NAMES)[number], locale, {
        production,
      });
      return { code: `export default ${JSON.stringify(catalogue)};`, moduleType: 'js' };
    },
    async hotUpdate({ file, server }) {
      if (!loaded || this.environment.name !== 'client') return;
      const { dependencies } = await loaded;
      if (file !== CATALOGUES_MODULE && !dependencies.includes(file)) return;
      loaded = undefined;
      for (const module of this.environment.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(RESOLVED_PREFIX)) this.environment.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: 'full-reload' });
    },
  };
}
