import { useSyncExternalStore } from 'react';
import type { FeedbackMessage } from './feedback.ts';

/**
 * Toasts: the outcome of an action that leaves nothing on the page to put a notice next to (a link
 * copied, a preference saved, an item deleted). A title and a description, singular or plural as the
 * caller's message says (`successFeedback(t, item, action, { count })`). A small store with no
 * dependency, so any page may call `showToast` without loading the toast library until it does.
 */
export interface Toast extends FeedbackMessage {
  id: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; the same title and description twice in a row replace the first (no stack of copies). */
export function showToast(message: FeedbackMessage): number {
  const id = nextId++;
  const others = toasts.filter(
    (toast) => toast.title !== message.title || toast.description !== message.description,
  );
  publish([...others.slice(-2), { ...message, id }]);
  return id;
}

export function dismissToast(id: number) {
  publish(toasts.filter((toast) => toast.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
