/** What Today's install step offers on this device (ADR 0099). */
export type InstallMode = 'installed' | 'prompt' | 'ios' | 'menu';

interface InstallFacts {
  /** Opened as the installed app (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  standalone: boolean;
  /** The browser's own prompt was caught (`beforeinstallprompt`). */
  hasPrompt: boolean;
  /** Installed from this page (`appinstalled`, or the prompt accepted). */
  installed: boolean;
  userAgent: string;
  /** iPadOS says it is a Mac: a Mac with touch points is an iPad. */
  maxTouchPoints: number;
}

const IOS = /iPhone|iPad|iPod/;

/**
 * Installed or opened as the app: nothing to do. The browser's prompt where it gives one; on iOS,
 * where none exists, Safari's Share then Add to Home Screen; elsewhere the browser's menu.
 */
export function installMode(facts: InstallFacts): InstallMode {
  if (facts.standalone || facts.installed) return 'installed';
  if (facts.hasPrompt) return 'prompt';
  const ios = IOS.test(facts.userAgent) || (/Macintosh/.test(facts.userAgent) && facts.maxTouchPoints > 1);
  return ios ? 'ios' : 'menu';
}
