import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ArtistConversation,
  ArtistConversationDetail,
  MessageView,
} from '#shared/api/contracts/messages.ts';
import { ApiError } from '#web/src/lib/api-error.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { MessagesPage } from './messages-page.tsx';

const artistApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('#web/src/lib/artist-api.ts', () => ({ artistApi }));

const LEA = '3b6f0c2a-91d4-4e7a-b2c8-5d1e9f0a7c33';
const BOB = '4c7a1d3b-a2e5-4f8b-83d9-6e2fa01b8d44';

const conversation = (id: string, overrides: Partial<ArtistConversation> = {}): ArtistConversation => ({
  conversationId: id,
  client: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com' },
  lastMessage: { preview: 'Can the rose be 12 cm?', photos: 0, at: '2026-11-26T09:00:00.000Z', by: 'artist' },
  unread: 0,
  state: { pending: true, upcoming: false, past: false },
  blocked: false,
  activityAt: '2026-11-26T09:00:00.000Z',
  ...overrides,
});

const message = (
  seq: number,
  sender: 'artist' | 'client',
  text: string,
  status: 'sent' | 'seen',
): MessageView => ({
  seq,
  clientMessageId: `00000000-0000-4000-8000-00000000000${seq}`,
  sender,
  text,
  sentAt: `2026-11-26T09:0${seq}:00.000Z`,
  status,
  photos: [],
});

function Page() {
  const { conversationId } = useParams();
  return <MessagesPage conversationId={conversationId} />;
}

function renderAt(path: string) {
  return renderRoutes([{ path: '/app/messages/:conversationId?', Component: Page }], path);
}

describe('the artist’s messages', () => {
  let detail: ArtistConversationDetail;
  let list: ArtistConversation[];

  beforeEach(() => {
    localStorage.clear();
    list = [
      conversation(LEA),
      conversation(BOB, {
        client: { firstName: 'Bob', lastName: 'Roy', email: 'bob@example.com' },
        lastMessage: { preview: 'See you Saturday', photos: 0, at: '2026-11-26T08:00:00.000Z', by: 'client' },
        unread: 2,
      }),
      conversation('5d8b2e4c-b3f6-4a9c-94ea-7f3ab12c9e55', {
        client: { firstName: 'Zoé', lastName: 'Petit', email: 'zoe@example.com' },
        lastMessage: { preview: '', photos: 2, at: '2026-11-26T07:00:00.000Z', by: 'client' },
      }),
    ];
    detail = {
      conversation: list[0]!,
      messages: [
        message(1, 'client', 'Hello! I love your swallow flash.', 'seen'),
        message(2, 'artist', 'Thanks! Can the rose be 12 cm?', 'seen'),
        message(3, 'client', 'Yes, perfect.', 'sent'),
      ],
      items: [
        {
          id: '11111111-1111-4111-8111-111111111111',
          kind: 'request',
          status: 'pending',
          projectType: 'custom',
          slot: {
            slotId: '2026-12-02T10:00/180',
            start: '2026-12-02T09:00:00.000Z',
            end: '2026-12-02T12:00:00.000Z',
            localDate: '2026-12-02',
            localStart: '10:00',
            durationMinutes: 180,
            timezone: 'Europe/Paris',
          },
        },
      ],
    };
    for (const fn of Object.values(artistApi)) fn.mockReset();
    artistApi.get.mockImplementation(async (path: string) => {
      if (path.startsWith('/me/conversations/')) return detail;
      return { conversations: list, unreadTotal: 2 };
    });
    artistApi.post.mockImplementation(async (path: string, body: { upTo?: number }) =>
      path.endsWith('/seen') ? { seenSeq: body.upTo } : undefined,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the conversations with the last message and the unread count, and opens one', async () => {
    renderAt('/app/messages');
    const conversations = await screen.findByRole('list', { name: 'Conversations' });
    const lea = within(conversations).getByRole('link', { name: /Léa Martin/ });
    expect(lea.textContent).toContain('You: Can the rose be 12 cm?');
    const bob = within(conversations).getByRole('link', { name: /Bob Roy/ });
    expect(bob.textContent).toContain('See you Saturday');
    expect(within(conversations).getByRole('link', { name: /Zoé/ }).textContent).toContain('📷 2 photos');
    expect(within(bob).getByText('2 unread messages')).toBeTruthy();
    expect(screen.getByText('Choose a conversation')).toBeTruthy();
    await userEvent.setup().click(lea);
    expect(await screen.findByText('Yes, perfect.')).toBeTruthy();
  });

  it('shows the thread with the seen state, and marks the client’s last message seen', async () => {
    renderAt(`/app/messages/${LEA}`);
    const thread = await screen.findByRole('list', { name: 'Messages with Léa Martin' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining([expect.stringContaining('Thanks! Can the rose be 12 cm?')]));
    expect(within(thread).getByText('Seen')).toBeTruthy();
    await waitFor(() =>
      expect(artistApi.post).toHaveBeenCalledWith(`/me/conversations/${LEA}/seen`, { upTo: 3 }),
    );
  });

  it('sends with Enter, shows it at once, and keeps a draft across a reload', async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    artistApi.post.mockImplementation(
      async (path: string, body: { clientMessageId: string; text: string }) => {
        if (path.endsWith('/seen')) return { seenSeq: 3 };
        sent(body);
        detail = {
          ...detail,
          messages: [
            ...detail.messages,
            { ...message(4, 'artist', body.text, 'sent'), clientMessageId: body.clientMessageId },
          ],
        };
        return detail.messages.at(-1);
      },
    );
    const view = renderAt(`/app/messages/${LEA}`);
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'See you on the 2nd!{Enter}');
    expect(await screen.findByText('See you on the 2nd!')).toBeTruthy();
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        text: 'See you on the 2nd!',
        imageIds: [],
      }),
    );
    expect((box as HTMLTextAreaElement).value).toBe('');
    await screen.findByText('Sent');

    await user.type(box, 'A half-written thought');
    view.unmount();
    renderAt(`/app/messages/${LEA}`);
    const again = await screen.findByRole('textbox', { name: 'Your message' });
    expect((again as HTMLTextAreaElement).value).toBe('A half-written thought');
  });

  it('sends photos: uploads them, then shows them in the thread, the details and the list', async () => {
    const PHOTO = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
    const photo = {
      imageId: PHOTO,
      width: 900,
      height: 600,
      placeholder: '#336699',
      variants: [
        { width: 320, url: `http://s3.test/private/a/${PHOTO}/320.webp?X-Amz-Signature=1` },
        { width: 900, url: `http://s3.test/private/a/${PHOTO}/900.webp?X-Amz-Signature=1` },
      ],
    };
    const posted: string[] = [];
    class Xhr {
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror = null;
      onabort = null;
      status = 0;
      open(_method: string, url: string) {
        posted.push(url);
      }
      send() {
        this.status = 204;
        setTimeout(() => this.onload?.(), 0);
      }
      abort() {}
    }
    vi.stubGlobal('XMLHttpRequest', Xhr);
    const sent = vi.fn();
    artistApi.get.mockImplementation(async (path: string) => {
      if (path.includes('/photos/')) return { imageId: PHOTO, status: 'ready', image: photo };
      if (path.startsWith('/me/conversations/')) return detail;
      return { conversations: list, unreadTotal: 2 };
    });
    artistApi.post.mockImplementation(
      async (path: string, body: { clientMessageId: string; text: string }) => {
        if (path.endsWith('/seen')) return { seenSeq: 3 };
        if (path.endsWith('/photos')) {
          return { imageId: PHOTO, upload: { url: 'http://s3.test/media', fields: { key: 'uploads/a/x' } } };
        }
        sent(path, body);
        detail = {
          ...detail,
          messages: [
            ...detail.messages,
            {
              ...message(4, 'artist', body.text, 'sent'),
              clientMessageId: body.clientMessageId,
              photos: [photo],
            },
          ],
        };
        return detail.messages.at(-1);
      },
    );
    const user = userEvent.setup({ applyAccept: false });
    renderAt(`/app/messages/${LEA}`);
    await screen.findByText('Yes, perfect.');
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    const picker = screen.getByLabelText('Choose images') as HTMLInputElement;
    await user.upload(picker, new File([new Uint8Array(2048)], 'rose.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(artistApi.post).toHaveBeenCalledWith(`/me/conversations/${LEA}/photos`, {
        contentType: 'image/jpeg',
        size: 2048,
      }),
    );
    expect(posted).toEqual(['http://s3.test/media']);
    const send = screen.getByRole('button', { name: 'Send' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await user.click(send);
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith(`/me/conversations/${LEA}/messages`, {
        clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        text: '',
        imageIds: [PHOTO],
      }),
    );
    const thread = screen.getByRole('list', { name: 'Messages with Léa Martin' });
    const opened = await within(thread).findByRole('link', { name: 'Photo 1 of 1, open full size' });
    expect(opened.getAttribute('href')).toBe(photo.variants[1]!.url);
    if (!screen.queryByText('Shared photos')) {
      await user.click(screen.getByRole('button', { name: 'Conversation details' }));
    }
    expect(await screen.findByText('Shared photos')).toBeTruthy();
    expect(screen.queryByText('No photo shared yet.')).toBeNull();
  });

  it('says when a message is refused, and retries it with the same id', async () => {
    const user = userEvent.setup();
    const ids: string[] = [];
    artistApi.post.mockImplementation(async (path: string, body: { clientMessageId: string }) => {
      if (path.endsWith('/seen')) return { seenSeq: 3 };
      ids.push(body.clientMessageId);
      throw new ApiError(429, 'too_many_messages', 'Too many messages sent in one minute');
    });
    renderAt(`/app/messages/${LEA}`);
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello?{Enter}');
    expect(await screen.findByText('Not sent')).toBeTruthy();
    expect(screen.getByText('Too many messages sent in one minute')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(ids).toHaveLength(2));
    expect(ids[1]).toBe(ids[0]);
  });

  it('blocks the client after asking, then offers to unblock instead of writing', async () => {
    const user = userEvent.setup();
    artistApi.put.mockImplementation(async () => {
      detail = { ...detail, conversation: { ...detail.conversation, blocked: true } };
      return { blocked: true };
    });
    renderAt(`/app/messages/${LEA}`);
    await screen.findByText('Yes, perfect.');
    if (!screen.queryByRole('button', { name: 'Block this client' })) {
      await user.click(screen.getByRole('button', { name: 'Conversation details' }));
    }
    const details = await screen.findByRole('button', { name: 'Block this client' });
    expect(screen.getByText('Requests and appointments')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Request.*Pending/ }).getAttribute('href')).toBe(
      '/app/requests/11111111-1111-4111-8111-111111111111',
    );
    await user.click(details);
    const dialog = screen.getByRole('dialog', { name: 'Block Léa Martin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(artistApi.put).toHaveBeenCalledWith(`/me/conversations/${LEA}/block`));
    expect(
      await screen.findByText(
        'You blocked this client: they can no longer write to you or send you a request.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('says what to do when there is no conversation, and when nothing matches', async () => {
    list = [];
    const user = userEvent.setup();
    renderAt('/app/messages');
    expect(await screen.findByRole('heading', { name: 'No conversation yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my requests' }).getAttribute('href')).toBe('/app/requests');
    await user.click(screen.getByRole('radio', { name: 'Upcoming' }));
    expect(await screen.findByText('No conversation matches')).toBeTruthy();
    await waitFor(() => expect(artistApi.get).toHaveBeenCalledWith('/me/conversations?filter=upcoming'));
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByRole('heading', { name: 'No conversation yet' })).toBeTruthy();
  });
});
