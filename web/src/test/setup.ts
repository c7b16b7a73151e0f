/**
 * The web tier's set-up: happy-dom's `navigator.sendBeacon` posts through its own fetch and leaves a
 * refused connection unhandled. Component tests never reach a network: the beacon (the public
 * pages' analytics, ADR 0048) is accepted and dropped; `record-page-view.test.ts` checks what it sends.
 */
Object.defineProperty(globalThis.navigator, 'sendBeacon', {
  configurable: true,
  writable: true,
  value: () => true,
});
