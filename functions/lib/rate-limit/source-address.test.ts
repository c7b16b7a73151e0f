import { describe, expect, it } from 'vitest';
import type { HttpEvent } from '#functions/lib/http-handler.ts';
import { sourceAddress } from './source-address.ts';

const event = (headers: Record<string, string>, sourceIp = '130.176.1.1') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as HttpEvent;

describe('sourceAddress', () => {
  it("takes CloudFront's viewer address, not API Gateway's peer (CloudFront's edge)", () => {
    expect(sourceAddress(event({ 'cloudfront-viewer-address': '203.0.113.7:51234' }))).toBe('203.0.113.7');
  });

  it('never reads X-Forwarded-For, whose first entries the client writes', () => {
    expect(sourceAddress(event({ 'x-forwarded-for': '1.2.3.4, 130.176.1.1' }, '198.51.100.9'))).toBe(
      '198.51.100.9',
    );
  });

  it('counts IPv6 by its /64 and IPv4-mapped IPv6 as IPv4', () => {
    // CloudFront's own shape: unbracketed, the port after the last colon.
    const a = sourceAddress(event({ 'cloudfront-viewer-address': '2001:db8:1:2:aaaa::1:42838' }));
    const b = sourceAddress(event({ 'cloudfront-viewer-address': '[2001:db8:1:2:bbbb::9]:443' }));
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
    expect(sourceAddress(event({ 'cloudfront-viewer-address': '[::ffff:203.0.113.7]:1' }))).toBe(
      '203.0.113.7',
    );
  });

  it('answers one key for what is not an address', () => {
    expect(sourceAddress(event({ 'cloudfront-viewer-address': 'evil' }, 'also-evil'))).toBe('unknown');
  });

  it('trusts the viewer address only from CloudFront, which adds the origin secret; a caller straight at execute-api is keyed by its own address', () => {
    const secret = 'origin-secret-of-this-stage';
    const viewer = { 'cloudfront-viewer-address': '203.0.113.7:51234' };
    expect(sourceAddress(event({ ...viewer, 'x-origin-verify': secret }), secret)).toBe('203.0.113.7');
    expect(sourceAddress(event(viewer, '198.51.100.9'), secret)).toBe('198.51.100.9');
    expect(sourceAddress(event({ ...viewer, 'x-origin-verify': 'guessed' }, '198.51.100.9'), secret)).toBe(
      '198.51.100.9',
    );
    expect(sourceAddress(event({ ...viewer, 'x-origin-verify': `${secret}x` }, '198.51.100.9'), secret)).toBe(
      '198.51.100.9',
    );
  });
});
