import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';
import { isLocale } from '#shared/i18n/locales.ts';

type CataloguesModule = typeof import('./src/lib/message-catalogues.ts');

const PREFIX = 'virtual:inkslot-messages/';
const RESOLVED_PREFIX = `\0${PREFIX}`;
/** `virtual:inkslot-message-sections/{section}`: one lazy section's loader. */
const SECTIONS = 'virtual:inkslot-message-sections/';
const RESOLVED_SECTIONS = `\0${SECTIONS}`;
const CATALOGUES_MODULE = fileURLToPath(new URL('./src/lib/message-catalogues.ts', import.meta.url));

/**
 * One lazy section's loader (`SectionLoader`: its probe and one chunk per language), a module of its
 * own: a page carries the loaders of the sections it waits for, not those of every section.
 */
function sectionModule(section: string, probe: string): string {
  const languages = ['fr', 'en', 'es'].map(
    (locale) => `${locale}: () => import(${JSON.stringify(`${PREFIX}${section}/${locale}`)})`,
  );
  return `export default { probe: ${JSON.stringify(probe)}, load: (locale) => ({ ${languages.join(', ')} })[locale]() };`;
}

/**
 * `virtual:inkslot-messages/{catalogue}/{locale}`: one language's messages as a module of its own, so
 * the SPA downloads only the language it shows (i18next loads another one on a switch). Built from
 * the SPA's `messages.ts` files (and `shared/i18n`'s validation and errors) by
 * `web/src/lib/message-catalogues.ts`; an edit of a catalogue reloads the page in development.
 * `virtual:inkslot-message-sections/{section}`: a lazy section's loader, derived from the same
 * files (ADR 0074).
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
      return id.startsWith(PREFIX) || id.startsWith(SECTIONS) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id.startsWith(RESOLVED_SECTIONS)) {
        const section = id.slice(RESOLVED_SECTIONS.length);
        const { module, dependencies } = await load();
        if (!module.LAZY_WEB_SECTIONS.includes(section))
          throw new Error(`no lazy message section web.${section}`);
        for (const file of dependencies) this.addWatchFile(file);
        return { code: sectionModule(section, module.sectionProbe(section)), moduleType: 'js' };
      }
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const [name, locale, ...rest] = id.slice(RESOLVED_PREFIX.length).split('/');
      const { module, dependencies } = await load();
      if (rest.length > 0 || !module.CATALOGUE_NAMES.includes(name ?? '') || !isLocale(locale)) {
        throw new Error(`unknown message catalogue ${id.slice(1)}`);
      }
      for (const file of dependencies) this.addWatchFile(file);
      const catalogue = module.messageCatalogue(name ?? '', locale, {
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
        if (module.id?.startsWith(RESOLVED_PREFIX) || module.id?.startsWith(RESOLVED_SECTIONS))
          this.environment.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: 'full-reload' });
    },
  };
}
