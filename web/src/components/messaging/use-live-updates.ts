import { useEffect, useRef, useState } from 'react';
import type { LiveEvent, LiveTicket } from '#shared/api/contracts/live.ts';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** Waits before reconnecting, then longer each time (a phone in a tunnel). */
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 15_000];
/** A frame every few minutes keeps the connection past API Gateway's 10-minute idle timeout. */
const PING_MS = 4 * 60 * 1000;

/** The WebSocket URL of a ticket: `/ws` on this origin, or the WebSocket API's own URL. */
export function liveSocketUrl(ticket: LiveTicket, base: string): string {
  const url = new URL(ticket.url, base);
  url.protocol = url.protocol === 'https:' || url.protocol === 'wss:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket.ticket);
  return url.toString();
}

/**
 * Keeps a live connection open while the page is shown: a single-use ticket over HTTP, then the
 * WebSocket; events go to `onEvent`. When the connection drops it says "reconnecting" and tries
 * again with a growing wait; once back, `onReconnect` lets the page read over HTTP what the push
 * could not bring meanwhile.
 */
export function useLiveUpdates(options: {
  ticket: () => Promise<LiveTicket>;
  onEvent: (event: LiveEvent) => void;
  onReconnect: () => void;
  /** False: no connection at all (a suspended artist may not open one, ADR 0070). */
  enabled?: boolean;
}): LiveStatus {
  const enabled = options.enabled ?? true;
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (typeof WebSocket === 'undefined' || !enabled) return;
    let stopped = false;
    let socket: WebSocket | undefined;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    let wasLive = false;

    const schedule = () => {
      if (stopped) return;
      setStatus('reconnecting');
      retry = setTimeout(open, BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]);
      attempt += 1;
    };
    async function open() {
      let ticket: LiveTicket;
      try {
        ticket = await latest.current.ticket();
      } catch {
        return schedule();
      }
      if (stopped) return;
      try {
        socket = new WebSocket(liveSocketUrl(ticket, window.location.href));
      } catch {
        return schedule();
      }
      socket.onopen = () => {
        attempt = 0;
        setStatus('live');
        if (wasLive) latest.current.onReconnect();
        wasLive = true;
        ping = setInterval(() => socket?.send('ping'), PING_MS);
      };
      socket.onmessage = (message) => {
        try {
          latest.current.onEvent(JSON.parse(String(message.data)) as LiveEvent);
        } catch {
          // Not an event of ours: nothing to do.
        }
      };
      socket.onclose = () => {
        clearInterval(ping);
        socket = undefined;
        schedule();
      };
    }
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close();
    };
  }, [enabled]);
  return status;
}
