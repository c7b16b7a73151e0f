import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConversation, PortalConversationDetail } from '#shared/api/contracts/messages.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { PortalMessagesPage } from './portal-messages-page.tsx';

const portalApi = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('#web/src/lib/portal-api.ts', () => ({ portalApi }));

const ID = '3b6f0c2a-91d4-4e7a-b2c8-5d1e9f0a7c33';
const withMia: PortalConversation = {
  conversationId: ID,
  artist: { pseudo: 'mia', displayName: 'Mia Ink', residency: { city: 'Lyon', country: 'FR' } },
  lastMessage: { preview: 'Can the rose be 12 cm?', photos: 0, at: '2026-11-26T09:00:00.000Z', by: 'artist' },
  unread: 1,
  state: { pending: true, upcoming: false, past: false },
  blocked: false,
  activityAt: '2026-11-26T09:00:00.000Z',
};

function Page() {
  const { conversationId } = useParams();
  return <PortalMessagesPage conversationId={conversationId} />;
}

describe('the client’s messages', () => {
  let detail: PortalConversationDetail;
  beforeEach(() => {
    localStorage.clear();
    detail = {
      conversation: withMia,
      messages: [
        {
          seq: 1,
          clientMessageId: '00000000-0000-4000-8000-000000000001',
          sender: 'artist',
          text: 'Can the rose be 12 cm?',
          sentAt: '2026-11-26T09:00:00.000Z',
          status: 'sent',
          photos: [],
        },
      ],
      items: [],
    };
    for (const fn of Object.values(portalApi)) fn.mockReset();
    portalApi.get.mockImplementation(async (path: string) =>
      path.startsWith('/portal/conversations/') ? detail : { conversations: [withMia], unreadTotal: 1 },
    );
    portalApi.post.mockImplementation(async (path: string, body: { upTo?: number }) =>
      path.endsWith('/seen') ? { seenSeq: body.upTo } : { ...detail.messages[0], seq: 2, sender: 'client' },
    );
  });

  it('lists the artists the client talks to, in their language, and answers in the open conversation', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/portal/messages/:conversationId?', Component: Page }], '/portal/messages', {
      lng: 'fr',
    });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const mia = within(list).getByRole('link', { name: /Mia Ink/ });
    expect(within(mia).getByText('1 message non lu')).toBeTruthy();
    await user.click(mia);
    expect(await screen.findByRole('list', { name: 'Messages avec Mia Ink' })).toBeTruthy();
    await waitFor(() =>
      expect(portalApi.post).toHaveBeenCalledWith(`/portal/conversations/${ID}/seen`, { upTo: 1 }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Oui, parfait !{Enter}');
    await waitFor(() =>
      expect(portalApi.post).toHaveBeenCalledWith(`/portal/conversations/${ID}/messages`, {
        clientMessageId: expect.any(String),
        text: 'Oui, parfait !',
        imageIds: [],
      }),
    );
  });

  it('says the artist is blocked and offers to unblock instead of writing', async () => {
    detail = { ...detail, conversation: { ...withMia, blocked: true } };
    renderRoutes([{ path: '/portal/messages/:conversationId?', Component: Page }], `/portal/messages/${ID}`);
    expect(
      await screen.findByText('You blocked this artist: you no longer receive their messages.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Unblock' })[0]!);
    await waitFor(() => expect(portalApi.delete).toHaveBeenCalledWith(`/portal/conversations/${ID}/block`));
  });

  it('says the artist takes no messages here when they switched client messages off, without a composer', async () => {
    detail = { ...detail, messagesClosed: true };
    renderRoutes([{ path: '/portal/messages/:conversationId?', Component: Page }], `/portal/messages/${ID}`);
    expect(
      await screen.findByText(/does not take messages here: for a project, send a booking request/),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });
});
