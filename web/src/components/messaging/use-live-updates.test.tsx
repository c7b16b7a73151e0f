import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveSocketUrl, useLiveUpdates } from './use-live-updates.ts';

class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.();
  }
}

describe('liveSocketUrl', () => {
  it('opens /ws on the page’s origin, or the WebSocket API’s own URL, with the ticket', () => {
    const ticket = { ticket: 'abc', url: '/ws', expiresInSeconds: 60 };
    expect(liveSocketUrl(ticket, 'http://localhost:3000/app/messages')).toBe(
      'ws://localhost:3000/ws?ticket=abc',
    );
    expect(liveSocketUrl(ticket, 'https://inkslot.app/portal/messages')).toBe(
      'wss://inkslot.app/ws?ticket=abc',
    );
    expect(
      liveSocketUrl(
        { ...ticket, url: 'wss://abc.execute-api.eu-west-3.amazonaws.com/live' },
        'https://inkslot.app/',
      ),
    ).toBe('wss://abc.execute-api.eu-west-3.amazonaws.com/live?ticket=abc');
  });
});

describe('useLiveUpdates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeSocket.opened = [];
  });

  it('forwards events, says when it reconnects, and asks for a fresh read once back', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    let count = 0;
    const ticket = vi.fn(async () => ({ ticket: `t${++count}`, url: '/ws', expiresInSeconds: 60 }));
    const onEvent = vi.fn();
    const onReconnect = vi.fn();
    const { result, unmount } = renderHook(() => useLiveUpdates({ ticket, onEvent, onReconnect }));
    expect(result.current).toBe('connecting');
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    expect(FakeSocket.opened[0]!.url).toMatch(/\/ws\?ticket=t1$/);
    act(() => FakeSocket.opened[0]!.onopen?.());
    expect(result.current).toBe('live');
    act(() =>
      FakeSocket.opened[0]!.onmessage?.({ data: '{"type":"message.sent","conversationId":"c1","seq":4}' }),
    );
    expect(onEvent).toHaveBeenCalledWith({ type: 'message.sent', conversationId: 'c1', seq: 4 });
    expect(onReconnect).not.toHaveBeenCalled();

    act(() => FakeSocket.opened[0]!.onclose?.());
    expect(result.current).toBe('reconnecting');
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(2), { timeout: 3_000 });
    expect(FakeSocket.opened[1]!.url).toMatch(/ticket=t2$/);
    act(() => FakeSocket.opened[1]!.onopen?.());
    expect(result.current).toBe('live');
    expect(onReconnect).toHaveBeenCalledTimes(1);
    unmount();
  });
});
