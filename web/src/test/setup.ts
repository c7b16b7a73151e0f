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

/**
 * How long `findBy…` and `waitFor` wait: 5 s, not Testing Library's 1 s. A route's first render loads
 * its lazy module, transformed on first import; on two busy cores that took over a second (a CI-like
 * run failed on it). The wait ends as soon as the element is there, so a passing test is not slower.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
