import './lib/zod-without-eval.ts';
import './styles/global.css';
import { App } from './app/app.tsx';
import { appMessages } from './app/messages.ts';
import { startSpa } from './app/start.tsx';

void startSpa(appMessages, (i18n) => <App i18n={i18n} />);
