import { escapeHtml } from '#shared/domain/link-preview.ts';
import type { ReceivedPush } from './start-push.ts';

/** The notification a payload describes (`{ title, body, url }`), or its raw text. */
function describe(message: ReceivedPush) {
  try {
    const { title, body, url } = JSON.parse(message.text) as Record<string, unknown>;
    if (typeof title === 'string') {
      return { title, body: typeof body === 'string' ? body : '', url: typeof url === 'string' ? url : '' };
    }
  } catch {
    // Not JSON: shown as it came.
  }
  return { title: message.text || '(no payload)', body: '', url: '' };
}

/** The push stand-in's root page: every notification received, newest first, as a phone would list them. */
export function renderPushPage(messages: readonly ReceivedPush[]): string {
  const items = [...messages]
    .reverse()
    .map((message) => {
      const { title, body, url } = describe(message);
      return `<li><strong>${escapeHtml(title)}</strong>${body ? `<p>${escapeHtml(body)}</p>` : ''}${
        url ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : ''
      }<small>${escapeHtml(message.receivedAt)} · subscription ${escapeHtml(message.subscriptionId)} · TTL ${
        message.ttl
      } · ${escapeHtml(message.urgency)}</small></li>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Local push service</title><style>
body{font:15px/1.4 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.25rem}
ul{list-style:none;padding:0;display:grid;gap:.75rem}
li{background:#fff;border-radius:.75rem;padding:.875rem 1rem;box-shadow:0 1px 2px #0001;display:grid;gap:.25rem}
p{margin:0}small{color:#52525b}a{color:#4338ca;overflow-wrap:anywhere}
@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}li{background:#27272a}small{color:#a1a1aa}a{color:#a5b4fc}}
</style></head><body><main><h1>Local push service</h1>
<p>Web Push messages sent to this machine's subscriptions, decrypted as the browser would show them.</p>
${items ? `<ul>${items}</ul>` : '<p><em>No notification yet.</em></p>'}</main></body></html>`;
}
