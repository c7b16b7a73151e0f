import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { AppProvider } from './app/provider.tsx';
import { StartupError } from './app/startup-error.tsx';
import { installPreloadErrorReload } from './lib/asset-reload.ts';
import { initI18n } from './lib/i18n.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { applyTheme, readThemePreference, resolveTheme, systemPrefersDark } from './lib/theme.ts';

async function start() {
  applyTheme(resolveTheme(readThemePreference(), systemPrefersDark()));
  installPreloadErrorReload();
  const i18n = initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    await loadRuntimeConfig();
  } catch (error) {
    console.error(error);
    root.render(
      <AppProvider i18n={i18n}>
        <StartupError />
      </AppProvider>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}

void start();
