import { describe, expect, it } from 'vitest';
import { consumerPattern, consumers } from '#events/consumers.ts';
import { compilePattern, InvalidEventPatternError, matchesPattern } from './pattern-matcher.ts';

/** The example event of the EventBridge documentation and event-ruler's README, plus a few fields. */
const event = {
  version: '0',
  id: 'ddddd4-aaaa-7777-4444-345dd43cc333',
  'detail-type': 'EC2 Instance State-change Notification',
  source: 'aws.ec2',
  account: '012345679012',
  time: '2017-10-02T16:24:49Z',
  region: 'us-east-1',
  resources: ['arn:aws:ec2:us-east-1:123456789012:instance/i-000000aaaaaa00000'],
  detail: {
    'c-count': 5,
    'd-count': 3,
    'x-limit': 301.8,
    'source-ip': '10.0.0.33',
    'instance-id': 'i-000000aaaaaa00000',
    state: 'running',
    FileName: 'photo.PNG',
    FilePath: '/usr/lib/node',
    eventVersion: '',
    responseElements: null,
    enabled: true,
    tags: ['blue', 'green'],
    nested: { inner: { value: 'deep' } },
    employees: [
      { firstName: 'John', lastName: 'Doe' },
      { firstName: 'Anna', lastName: 'Smith' },
      { firstName: 'Peter', lastName: 'Jones' },
    ],
    empty: [],
  },
};

type Case = [description: string, pattern: Record<string, unknown>, expected: boolean];

const cases: Case[] = [
  // Exact values
  ['exact string', { source: ['aws.ec2'] }, true],
  ['exact string, other value', { source: ['aws.s3'] }, false],
  ['exact is case-sensitive', { source: ['AWS.EC2'] }, false],
  ['array in the pattern is an OR', { detail: { state: ['initializing', 'running'] } }, true],
  ['several fields are an AND', { source: ['aws.ec2'], detail: { state: ['stopped'] } }, false],
  ['exact number', { detail: { 'c-count': [5] } }, true],
  ['number does not match its string', { detail: { 'c-count': ['5'] } }, false],
  ['string does not match a number', { detail: { 'instance-id': [5] } }, false],
  ['exact number in exponent notation', { detail: { 'x-limit': [3.018e2] } }, true],
  ['null matches null', { detail: { responseElements: [null] } }, true],
  ['empty string matches empty string', { detail: { eventVersion: [''] } }, true],
  ['null does not match an empty string', { detail: { eventVersion: [null] } }, false],
  ['empty string does not match null', { detail: { responseElements: [''] } }, false],
  ['null does not match a missing field', { detail: { missing: [null] } }, false],
  ['boolean', { detail: { enabled: [true] } }, true],
  ['event array: any element matches', { resources: [event.resources[0]] }, true],
  ['event array of strings', { detail: { tags: ['green', 'red'] } }, true],
  ['event array without the value', { detail: { tags: ['red'] } }, false],
  ['missing field', { detail: { missing: ['x'] } }, false],
  ['nested objects', { detail: { nested: { inner: { value: ['deep'] } } } }, true],
  ['value pattern on an object field does not match', { detail: { nested: ['deep'] } }, false],
  // Prefix and suffix
  ['prefix', { time: [{ prefix: '2017-10-02' }] }, true],
  ['prefix, no match', { time: [{ prefix: '2018' }] }, false],
  ['prefix does not apply to numbers', { detail: { 'c-count': [{ prefix: '5' }] } }, false],
  ['prefix ignoring case', { source: [{ prefix: { 'equals-ignore-case': 'AWS.' } }] }, true],
  ['suffix', { source: [{ suffix: 'ec2' }] }, true],
  ['suffix is case-sensitive', { detail: { FileName: [{ suffix: '.png' }] } }, false],
  ['suffix ignoring case', { detail: { FileName: [{ suffix: { 'equals-ignore-case': '.png' } }] } }, true],
  // Equals-ignore-case and wildcard
  ['equals-ignore-case', { source: [{ 'equals-ignore-case': 'AWS.EC2' }] }, true],
  ['equals-ignore-case, other value', { source: [{ 'equals-ignore-case': 'aws.s3' }] }, false],
  ['wildcard', { 'detail-type': [{ wildcard: 'EC2*State-change*' }] }, true],
  ['wildcard anchors both ends', { 'detail-type': [{ wildcard: 'State-change*' }] }, false],
  ['wildcard with a path', { detail: { FilePath: [{ wildcard: '*/lib/*' }] } }, true],
  // Anything-but
  ['anything-but string', { detail: { state: [{ 'anything-but': 'initializing' }] } }, true],
  ['anything-but the value itself', { detail: { state: [{ 'anything-but': 'running' }] } }, false],
  ['anything-but list', { detail: { state: [{ 'anything-but': ['stopped', 'running'] }] } }, false],
  ['anything-but number', { detail: { 'x-limit': [{ 'anything-but': 123 }] } }, true],
  ['anything-but number list', { detail: { 'c-count': [{ 'anything-but': [1, 5] }] } }, false],
  ['anything-but does not match a missing field', { detail: { missing: [{ 'anything-but': 'x' }] } }, false],
  ['anything-but prefix', { region: [{ 'anything-but': { prefix: 'us-' } }] }, false],
  ['anything-but prefix, other value', { region: [{ 'anything-but': { prefix: 'eu-' } }] }, true],
  ['anything-but suffix', { detail: { FileName: [{ 'anything-but': { suffix: '.PNG' } }] } }, false],
  [
    'anything-but equals-ignore-case',
    { detail: { state: [{ 'anything-but': { 'equals-ignore-case': ['RUNNING', 'x'] } }] } },
    false,
  ],
  ['anything-but wildcard', { detail: { FilePath: [{ 'anything-but': { wildcard: '*/lib/*' } }] } }, false],
  [
    'anything-but on an array: one other element is enough',
    { detail: { tags: [{ 'anything-but': 'blue' }] } },
    true,
  ],
  ['anything-but null value is present', { detail: { responseElements: [{ 'anything-but': 'x' }] } }, true],
  // Numeric
  ['numeric range', { detail: { 'c-count': [{ numeric: ['>', 0, '<=', 5] }] } }, true],
  ['numeric range, upper bound excluded', { detail: { 'c-count': [{ numeric: ['>', 0, '<', 5] }] } }, false],
  ['numeric =', { detail: { 'x-limit': [{ numeric: ['=', 3.018e2] }] } }, true],
  ['numeric >=', { detail: { 'd-count': [{ numeric: ['>=', 3] }] } }, true],
  ['numeric does not apply to strings', { detail: { 'source-ip': [{ numeric: ['>', 0] }] } }, false],
  ['numeric on a missing field', { detail: { missing: [{ numeric: ['>', 0] }] } }, false],
  // Exists
  ['exists true', { detail: { 'c-count': [{ exists: true }] } }, true],
  ['exists true on a missing field', { detail: { missing: [{ exists: true }] } }, false],
  ['exists false on a missing field', { detail: { missing: [{ exists: false }] } }, true],
  ['exists false on a present field', { detail: { 'c-count': [{ exists: false }] } }, false],
  ['exists true on a null field', { detail: { responseElements: [{ exists: true }] } }, true],
  ['exists false on an object (not a leaf)', { detail: { nested: [{ exists: false }] } }, true],
  ['exists true on an empty array', { detail: { empty: [{ exists: true }] } }, false],
  ['exists false under a missing object', { detail: { absent: { deeper: [{ exists: false }] } } }, true],
  // CIDR
  ['cidr', { detail: { 'source-ip': [{ cidr: '10.0.0.0/24' }] } }, true],
  ['cidr outside the block', { detail: { 'source-ip': [{ cidr: '10.0.1.0/24' }] } }, false],
  ['cidr /8', { detail: { 'source-ip': [{ cidr: '10.0.0.0/8' }] } }, true],
  ['cidr on a non-address', { detail: { 'instance-id': [{ cidr: '10.0.0.0/8' }] } }, false],
  // $or
  ['$or, second alternative', { $or: [{ source: ['aws.s3'] }, { region: ['us-east-1'] }] }, true],
  ['$or, no alternative', { $or: [{ source: ['aws.s3'] }, { region: ['eu-west-3'] }] }, false],
  [
    '$or beside another field (AND)',
    { source: ['aws.s3'], $or: [{ region: ['us-east-1'] }, { account: ['012345679012'] }] },
    false,
  ],
  [
    '$or nested in detail',
    { detail: { $or: [{ 'c-count': [{ numeric: ['>', 10] }] }, { 'd-count': [{ numeric: ['<', 10] }] }] } },
    true,
  ],
  // Arrays of objects
  ['array of objects: one element matches', { detail: { employees: { firstName: ['Anna'] } } }, true],
  [
    'array of objects: fields of one element',
    { detail: { employees: { firstName: ['Anna'], lastName: ['Smith'] } } },
    true,
  ],
  [
    'array of objects: fields from different elements do not match',
    { detail: { employees: { firstName: ['Anna'], lastName: ['Jones'] } } },
    false,
  ],
  // A mixed match array
  ['mixed operators in one array (OR)', { detail: { state: ['stopped', { prefix: 'run' }] } }, true],
];

describe('EventBridge pattern matcher', () => {
  it.each(cases)('%s', (_description, pattern, expected) => {
    expect(matchesPattern(pattern, event)).toBe(expected);
  });

  it('has a table large enough to mean something', () => {
    expect(cases.length).toBeGreaterThanOrEqual(35);
  });

  it('matches the domain events exactly as the consumer rules say', () => {
    for (const consumer of consumers) {
      const domainEvent = { ...event, source: 'inkslot', 'detail-type': consumer.detailTypes[0] };
      expect(matchesPattern(consumerPattern(consumer), domainEvent)).toBe(true);
      expect(matchesPattern(consumerPattern(consumer), { ...domainEvent, source: 'other' })).toBe(false);
    }
  });
});

describe('invalid patterns', () => {
  const invalid: [string, unknown][] = [
    ['not an object', ['aws.ec2']],
    ['a scalar value', { source: 'aws.ec2' }],
    ['an empty match array', { source: [] }],
    ['an unknown operator', { source: [{ contains: 'ec2' }] }],
    ['an operator with two keys', { source: [{ prefix: 'a', suffix: 'b' }] }],
    ['mixed anything-but list', { source: [{ 'anything-but': ['a', 1] }] }],
    ['anything-but null', { source: [{ 'anything-but': null }] }],
    ['numeric with a string bound', { detail: { n: [{ numeric: ['>', '1'] }] } }],
    ['numeric with two lower bounds', { detail: { n: [{ numeric: ['>', 1, '>=', 2] }] } }],
    ['numeric with bounds inverted', { detail: { n: [{ numeric: ['>', 5, '<', 1] }] } }],
    ['numeric out of range', { detail: { n: [{ numeric: ['>', 6e9] }] } }],
    ['exists with a string', { detail: { n: [{ exists: 'yes' }] } }],
    ['consecutive wildcards', { source: [{ wildcard: 'a**b' }] }],
    ['a bad escape in a wildcard', { source: [{ wildcard: 'a\\b' }] }],
    ['an IPv6 or broken cidr', { detail: { ip: [{ cidr: '10.0.0/33' }] } }],
    ['$or with one alternative', { $or: [{ source: ['a'] }] }],
  ];
  it.each(invalid)('refuses %s', (_description, pattern) => {
    expect(() => compilePattern(pattern)).toThrow(InvalidEventPatternError);
  });

  it('treats an escaped star as a star', () => {
    expect(matchesPattern({ v: [{ wildcard: 'a\\*b' }] }, { v: 'a*b' })).toBe(true);
    expect(matchesPattern({ v: [{ wildcard: 'a\\*b' }] }, { v: 'axb' })).toBe(false);
  });
});
