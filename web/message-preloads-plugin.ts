import { basename } from 'node:path';
import type { Plugin } from 'vite';
import { messagePreloadHints } from '#shared/domain/message-preloads.ts';

/** The message catalogues each entry's first paint waits for (the form's words for the app's). */
const FIRST_CATALOGUES: Record<string, readonly string[]> = {
  'index.html': ['app', 'booking'],
  'artist-page.html': ['artist-page'],
};

const CATALOGUE_MODULE = /^\0virtual:inkslot-messages\/([a-z-]+)\/([a-z]{2})$/;

/**
 * Names, in each built entry page, the chunks of the messages its first paint waits for, one hint per
 * language (`messagePreloadHints`, ADR 0106): inert in the page as the bucket serves it; the pages
 * function (`GET /pages/{path+}`) turns the visitor's language's into `<link rel="modulepreload">`, so
 * those words download beside the entry instead of after it. Nothing in development.
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
        return html.replace('</head>', () => `${messagePreloadHints(chunks)}  </head>`);
      },
    },
  };
}
