import { describe, expect, it } from 'vitest';
import { refusedAddress } from './address-policy.ts';
import { urlProblem } from './guarded-fetch.ts';

/** Every spelling of an address inside the machine or the cloud is refused (ADR 0065). */
const REFUSED: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['127.1', 'loopback'],
  ['2130706433', 'loopback'],
  ['0x7f000001', 'loopback'],
  ['0177.0.0.1', 'loopback'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::7f00:1', 'ipv4Compatible'],
  ['::127.0.0.1', 'loopback'],
  ['10.0.0.1', 'private'],
  ['172.16.5.4', 'private'],
  ['192.168.1.1', 'private'],
  ['::ffff:192.168.1.1', 'private'],
  ['169.254.169.254', 'linkLocal'],
  ['::ffff:169.254.169.254', 'linkLocal'],
  ['fe80::1', 'linkLocal'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['100.100.100.200', 'carrierGradeNat'],
  ['fd00::1', 'uniqueLocal'],
  ['fd00:ec2::254', 'uniqueLocal'],
  ['224.0.0.1', 'multicast'],
  ['ff02::1', 'multicast'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['::', 'unspecified'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.0.192', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['2001:db8::1', 'reserved'],
  ['64:ff9b::a00:1', 'rfc6052'],
  ['64:ff9b::7f00:1', 'rfc6052'],
  ['2002:7f00:1::', '6to4'],
  ['2001::1', 'teredo'],
  ['localhost', 'not an address'],
];

describe('refusedAddress', () => {
  it.each(REFUSED)('refuses %s (%s)', (address, range) => {
    expect(refusedAddress(address)).toBe(range);
  });

  it.each(['8.8.8.8', '1.1.1.1', '142.250.74.46', '2606:4700:4700::1111', '2a00:1450:4007:80e::200e'])(
    'lets the public address %s through',
    (address) => {
      expect(refusedAddress(address)).toBeUndefined();
    },
  );
});

describe('urlProblem (the spelling of an address)', () => {
  const none = new Set<string>();
  it.each([
    'https://127.1/a.ics',
    'https://2130706433/a.ics',
    'https://0x7f000001/a.ics',
    'https://0177.0.0.1/a.ics',
    'https://[::1]/a.ics',
    'https://[::ffff:127.0.0.1]/a.ics',
    'https://[::ffff:7f00:1]/a.ics',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fd00:ec2::254]/latest/meta-data/',
    'https://10.0.0.1/a.ics',
    'https://100.64.0.1/a.ics',
    'https://192.168.1.1/a.ics',
    'https://[fd00::1]/a.ics',
    'https://0.0.0.0/a.ics',
    'https://224.0.0.1/a.ics',
    'http://calendar.example.com/a.ics',
    'ftp://calendar.example.com/a.ics',
    'https://user:secret@calendar.example.com/a.ics',
  ])('refuses %s', (url) => {
    expect(urlProblem(new URL(url), none)).toBeDefined();
  });

  it('lets https to a name or a public address through, the name being checked when it resolves', () => {
    expect(
      urlProblem(new URL('https://calendar.google.com/calendar/ical/x/basic.ics'), none),
    ).toBeUndefined();
    expect(urlProblem(new URL('https://8.8.8.8/a.ics'), none)).toBeUndefined();
  });

  it('allows only the exact loopback origins the stage names, and nothing else of the machine', () => {
    const allowed = new Set(['http://127.0.0.1:8123', 'http://10.0.0.1:80', 'https://example.com']);
    expect(urlProblem(new URL('http://127.0.0.1:8123/a.ics'), allowed)).toBeUndefined();
    expect(urlProblem(new URL('http://127.1:8123/a.ics'), allowed)).toBeUndefined();
    expect(urlProblem(new URL('http://127.0.0.1:8124/a.ics'), allowed)).toBeDefined();
    expect(urlProblem(new URL('https://127.0.0.1:8123/a.ics'), allowed)).toBeDefined();
    // A non-loopback origin in the list grants nothing.
    expect(urlProblem(new URL('http://10.0.0.1/a.ics'), allowed)).toBeDefined();
  });
});
