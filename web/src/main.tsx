import './lib/zod-without-eval.ts';
import './styles/global.css';
import { App } from './app/app.tsx';
import { appMessages } from './app/messages.ts';
import { preloadRouteModules } from './app/router.tsx';
import { startSpa } from './app/start.tsx';

void startSpa(appMessages, (i18n) => <App i18n={i18n} />);
// The page's code downloads while the configuration and messages do (asked first, just above).
void preloadRouteModules(window.location.pathname);
