import './lib/zod-without-eval.ts';
import './styles/global.css';
import { App } from './app/app.tsx';
import { appMessages } from './app/catalogue.ts';
import { preloadRouteData } from './app/preload-route-data.ts';
import { preloadRouteModules } from './app/router.tsx';
import { startSpa } from './app/start.tsx';
import { currentLocale, initI18n } from './lib/i18n.ts';

void startSpa(appMessages, (i18n) => <App i18n={i18n} />);
// The page's code downloads while the configuration and messages do (asked first, just above), and
// the booking form's words and artist page with it.
void preloadRouteModules(window.location.pathname);
void preloadRouteData(window.location.pathname, currentLocale(initI18n(appMessages)));
