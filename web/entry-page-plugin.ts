import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PAGE_FILE = fileURLToPath(new URL('./entry-page.html', import.meta.url));
const PLACEHOLDER = '<!-- inkslot:entry -->';

/**
 * An entry (`index.html`, `artist-page.html`: its `<script type="module">`, and the `<meta>` and
 * `<link>` tags of that entry alone) as its whole page: `entry-page.html` with the entry's script
 * where the placeholder is and its tags at the end of the head, every other byte as written.
 */
function entryPage(entry: string, page: string = readFileSync(PAGE_FILE, 'utf8')): string {
  const script = entry.match(/<script type="module" src="[^"]+"><\/script>/)?.[0];
  if (!script) throw new Error('an entry page needs its <script type="module" src="..."></script>');
  if (!page.includes(PLACEHOLDER)) throw new Error(`entry-page.html has no ${PLACEHOLDER}`);
  const head = (entry.match(/<(?:meta|link)\b[^>]*>/g) ?? []).map((tag) => `    ${tag}\n`).join('');
  return page.replace('  </head>', () => `${head}  </head>`).replace(PLACEHOLDER, () => script);
}

/**
 * The two entry pages, the app's `index.html` and the artist pages' `artist-page.html` (ADR 0023),
 * differ only by their script: each holds that script alone and `entry-page.html` holds the page
 * around it (head, root element, noscript). Runs before Vite reads the pages' tags, in development
 * and in both builds.
 */
export function entryPages(): Plugin {
  return {
    name: 'inkslot-entry-pages',
    transformIndexHtml: { order: 'pre', handler: (html) => entryPage(html) },
  };
}
