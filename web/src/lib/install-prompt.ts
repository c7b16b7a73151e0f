/**
 * The browser's own install prompt (`beforeinstallprompt`, Chromium's), caught as soon as the
 * artist's space opens so that Today's install step (ADR 0099) can show it later: the event comes
 * once per page and does not wait for the step's lazy code.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  prompt: InstallPromptEvent | null;
  installed: boolean;
}

let state: InstallState = { prompt: null, installed: false };
const listeners = new Set<() => void>();
let caught = false;

function set(next: InstallState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Listens for the prompt and the installation, once per page. */
export function catchInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  if (caught) return;
  caught = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ ...state, prompt: event as InstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => set({ prompt: null, installed: true }));
}

/** The current state (for `useSyncExternalStore`). */
export function installState(): InstallState {
  return state;
}

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's prompt; an accepted one marks the app installed. */
export async function promptInstall(): Promise<void> {
  const { prompt } = state;
  if (!prompt) return;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  // A prompt is good for one showing.
  set({ prompt: null, installed: outcome === 'accepted' });
}
