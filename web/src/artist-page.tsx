import './lib/zod-without-eval.ts';
import './styles/global.css';
import { ArtistPageApp } from './app/artist-page/artist-page-app.tsx';
import { artistPageMessages } from './app/artist-page/catalogue.ts';
import { startSpa } from './app/start.tsx';

/**
 * The entry of an artist's public pages (`artist-page.html`, served for `/{pseudo}`,
 * `/{pseudo}/flashs[/{id}]` and `/{pseudo}/done[/{id}]`): those pages only, in React Router's
 * declarative mode, with their own messages (ADR 0023). Every other page is the app's (`main.tsx`).
 */
void startSpa(artistPageMessages, (i18n) => <ArtistPageApp i18n={i18n} />);
