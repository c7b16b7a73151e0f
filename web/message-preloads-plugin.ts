import { basename } from 'node:path';
import type { Plugin } from 'vite';
import { formModuleHint, messagePreloadHints } from '#shared/domain/message-preloads.ts';

/** The message catalogues each entry's first paint waits for (the form's words for the app's). */
const FIRST_CATALOGUES: Record<string, readonly string[]> = {
  'index.html': ['app', 'booking', 'depositPolicy'],
  'artist-page.html': ['artist-page'],
};

/** The booking form's lazy route modules (`router.tsx`) and its preloader, which its first step waits for. */
const FORM_MODULES = [
  'web/src/app/routes/public/layout.tsx',
  'web/src/app/routes/public/booking-form.tsx',
  'web/src/app/preload-booking-form.ts',
];

/** What is read of the build's output. */
type Bundle = Record<
  string,
  { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null } | { type: 'asset' }
>;

/** The form's route chunks and every chunk they import statically, less those of the entry's load. */
function formChunks(bundle: Bundle, entry: string | undefined): string[] {
  const imports = (file: string) => {
    const output = bundle[file];
    return output?.type === 'chunk' ? output.imports : [];
  };
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of imports(file)) visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const loaded = closure(entry ? [entry] : []);
  const roots = Object.values(bundle).flatMap((output) =>
    output.type === 'chunk' && FORM_MODULES.some((module) => output.facadeModuleId?.endsWith(module))
      ? [output.fileName]
      : [],
  );
  return [...closure(roots)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
}

const CATALOGUE_MODULE = /^\0virtual:inkslot-messages\/([A-Za-z-]+)\/([a-z]{2})$/;

/**
 * Names, in each built entry page, the chunks of the messages its first paint waits for, one hint per
 * language (`messagePreloadHints`, ADR 0106): inert in the page as the bucket serves it; the pages
 * function (`GET /pages/{path+}`) turns the visitor's language's into `<link rel="modulepreload">`, so
 * those words download beside the entry instead of after it. The app's page also names the booking
 * form's route chunks (`formModuleHint`), preloaded on the form's paths only. Nothing in development.
 */
export function messagePreloads(): Plugin {
  return {
    name: 'inkslot-message-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const wanted = FIRST_CATALOGUES[basename(context.filename)];
        if (!wanted || !context.bundle) return html;
        const chunks: Record<string, string[]> = {};
        for (const output of Object.values(context.bundle)) {
          const match = output.type === 'chunk' ? CATALOGUE_MODULE.exec(output.facadeModuleId ?? '') : null;
          const [, name = '', locale = ''] = match ?? [];
          if (!wanted.includes(name)) continue;
          chunks[locale] = [...(chunks[locale] ?? []), `/${output.fileName}`];
        }
        const form =
          basename(context.filename) === 'index.html'
            ? formModuleHint(formChunks(context.bundle, context.chunk?.fileName))
            : '';
        return html.replace('</head>', () => `${messagePreloadHints(chunks)}${form}  </head>`);
      },
    },
  };
}
