import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import type { MessageView } from '#shared/api/contracts/messages.ts';
import { isApiError } from '#web/src/lib/api-error.ts';

export type Party = 'artist' | 'client';

/** A message on screen: stored (with its status), or still on its way from this app. */
export type ThreadMessage =
  | (MessageView & { state: 'stored' })
  | {
      state: 'sending' | 'failed';
      clientMessageId: string;
      sender: Party;
      text: string;
      /** The ready photos it carries (shown from their signed previews while it is on its way). */
      photos: PublicImage[];
      sentAt: string;
      /** Why it failed, in the reader's language (the API's message). */
      error?: string | undefined;
    };

interface UseThreadOptions {
  conversationId: string;
  me: Party;
  /** The conversation's stored messages, oldest first (undefined while loading). */
  messages: readonly MessageView[] | undefined;
  send: (body: { clientMessageId: string; text: string; imageIds: string[] }) => Promise<MessageView>;
  markSeen: (upTo: number) => Promise<unknown>;
  /** Reads the conversation again (after a send, for the other side's answers). */
  refresh: () => Promise<unknown>;
}

/**
 * A conversation as this app shows it: the stored messages, then the ones it is sending (shown at
 * once, with the id it generated: retrying a failed one sends the same id, so the server stores it
 * once). The other side's messages are marked seen once displayed (the page visible).
 */
export function useThread({ conversationId, me, messages, send, markSeen, refresh }: UseThreadOptions) {
  const [outgoing, setOutgoing] = useState<Extract<ThreadMessage, { state: 'sending' | 'failed' }>[]>([]);
  const seenAsked = useRef(0);

  // Another conversation: nothing of the previous one's sending state carries over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a new conversation only
  useEffect(() => {
    setOutgoing([]);
    seenAsked.current = 0;
  }, [conversationId]);

  const stored = useMemo(() => new Set((messages ?? []).map((m) => m.clientMessageId)), [messages]);
  const shown: ThreadMessage[] = useMemo(
    () => [
      ...(messages ?? []).map((message) => ({ ...message, state: 'stored' as const })),
      ...outgoing.filter((message) => !stored.has(message.clientMessageId)),
    ],
    [messages, outgoing, stored],
  );

  const deliver = useCallback(
    async (clientMessageId: string, text: string, photos: readonly PublicImage[]) => {
      try {
        await send({ clientMessageId, text, imageIds: photos.map((photo) => photo.imageId) });
        await refresh();
        setOutgoing((all) => all.filter((message) => message.clientMessageId !== clientMessageId));
      } catch (error) {
        const detail = isApiError(error) ? error.message : undefined;
        setOutgoing((all) =>
          all.map((message) =>
            message.clientMessageId === clientMessageId
              ? { ...message, state: 'failed' as const, error: detail }
              : message,
          ),
        );
      }
    },
    [send, refresh],
  );

  const write = useCallback(
    (text: string, photos: PublicImage[] = []) => {
      const clientMessageId = crypto.randomUUID();
      setOutgoing((all) => [
        ...all,
        { state: 'sending', clientMessageId, sender: me, text, photos, sentAt: new Date().toISOString() },
      ]);
      void deliver(clientMessageId, text, photos);
    },
    [deliver, me],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const message = outgoing.find((item) => item.clientMessageId === clientMessageId);
      if (!message) return;
      setOutgoing((all) =>
        all.map((item) =>
          item.clientMessageId === clientMessageId
            ? { ...item, state: 'sending' as const, error: undefined }
            : item,
        ),
      );
      void deliver(clientMessageId, message.text, message.photos);
    },
    [deliver, outgoing],
  );

  // The other side's last message, displayed and not yet seen: say so (once per number).
  useEffect(() => {
    const theirs = (messages ?? []).filter((message) => message.sender !== me);
    const last = theirs.at(-1);
    if (!last || last.status === 'seen' || last.seq <= seenAsked.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || last.seq <= seenAsked.current) return;
      seenAsked.current = last.seq;
      markSeen(last.seq).catch(() => {
        seenAsked.current = 0;
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [messages, me, markSeen]);

  return { messages: shown, write, retry };
}
