/**
 * The leaf conditions of an EventBridge event pattern: what one element of a field's match array
 * (`"state": ["running", { "prefix": "run" }]`) says about one value of the event.
 */

export type Scalar = string | number | boolean | null;

export class InvalidEventPatternError extends Error {
  constructor(reason: string) {
    super(`Event pattern is not valid. Reason: ${reason}`);
    this.name = 'InvalidEventPatternError';
  }
}

/**
 * A compiled element of a match array. `values` are the leaf values of the field in the event
 * (an array in the event gives several; a missing field, an object or an empty array gives none).
 */
export type LeafCondition = (values: readonly Scalar[]) => boolean;

type ValueTest = (value: Scalar) => boolean;

const NUMERIC_LIMIT = 5e9;

export function compileLeafCondition(element: unknown, path: string): LeafCondition {
  if (element === null || ['string', 'number', 'boolean'].includes(typeof element)) {
    const expected = element as Scalar;
    return any((value) => value === expected);
  }
  if (Array.isArray(element)) throw invalid(path, 'a match array cannot contain an array');
  const entries = Object.entries(element as object);
  const [operator, operand] = entries[0] ?? [];
  if (entries.length !== 1 || operator === undefined) {
    throw invalid(path, 'an operator object must have exactly one key');
  }
  switch (operator) {
    case 'exists':
      if (typeof operand !== 'boolean') throw invalid(path, 'exists takes true or false');
      return operand ? (values) => values.length > 0 : (values) => values.length === 0;
    case 'anything-but': {
      const excluded = anythingBut(operand, path);
      // Only a field that is present can be "anything but": a missing field never matches.
      return (values) => values.some((value) => !excluded(value));
    }
    default:
      return any(compileValueTest(operator, operand, path));
  }
}

function any(test: ValueTest): LeafCondition {
  return (values) => values.some(test);
}

function compileValueTest(operator: string, operand: unknown, path: string): ValueTest {
  switch (operator) {
    case 'prefix':
      return affix(operand, path, 'prefix', (value, affix) => value.startsWith(affix));
    case 'suffix':
      return affix(operand, path, 'suffix', (value, affix) => value.endsWith(affix));
    case 'equals-ignore-case': {
      const expected = fold(stringOperand(operand, path, operator));
      return (value) => typeof value === 'string' && fold(value) === expected;
    }
    case 'wildcard': {
      const regex = wildcardRegex(stringOperand(operand, path, operator), path);
      return (value) => typeof value === 'string' && regex.test(value);
    }
    case 'numeric':
      return numeric(operand, path);
    case 'cidr':
      return cidr(operand, path);
    default:
      throw invalid(path, `unrecognized match type ${operator}`);
  }
}

function affix(
  operand: unknown,
  path: string,
  operator: string,
  test: (value: string, affix: string) => boolean,
): ValueTest {
  if (typeof operand === 'string') return (value) => typeof value === 'string' && test(value, operand);
  const ignoreCase = operand as Record<string, unknown> | null;
  if (
    ignoreCase &&
    typeof ignoreCase === 'object' &&
    Object.keys(ignoreCase).join() === 'equals-ignore-case'
  ) {
    const expected = fold(stringOperand(ignoreCase['equals-ignore-case'], path, operator));
    return (value) => typeof value === 'string' && test(fold(value), expected);
  }
  throw invalid(path, `${operator} takes a string or { "equals-ignore-case": string }`);
}

/** The values that an `anything-but` excludes. */
function anythingBut(operand: unknown, path: string): ValueTest {
  if (typeof operand === 'string' || typeof operand === 'number') {
    return (value) => value === operand;
  }
  if (Array.isArray(operand)) {
    const allStrings = operand.every((item) => typeof item === 'string');
    const allNumbers = operand.every((item) => typeof item === 'number');
    if (operand.length === 0 || !(allStrings || allNumbers)) {
      throw invalid(path, 'anything-but takes a non-empty list of only strings or only numbers');
    }
    const excluded = new Set<Scalar>(operand as Scalar[]);
    return (value) => excluded.has(value);
  }
  if (operand && typeof operand === 'object') {
    const entries = Object.entries(operand);
    const [operator, inner] = entries[0] ?? [];
    if (entries.length === 1 && operator !== undefined) {
      if (operator === 'prefix' || operator === 'suffix') {
        if (typeof inner !== 'string') throw invalid(path, `anything-but ${operator} takes a string`);
        return compileValueTest(operator, inner, path);
      }
      if (operator === 'equals-ignore-case' || operator === 'wildcard') {
        const list = Array.isArray(inner) ? inner : [inner];
        if (list.length === 0) throw invalid(path, `anything-but ${operator} takes a string or a list`);
        const tests = list.map((item) =>
          compileValueTest(operator, stringOperand(item, path, operator), path),
        );
        return (value) => tests.some((test) => test(value));
      }
    }
  }
  throw invalid(path, 'unsupported anything-but value');
}

function numeric(operand: unknown, path: string): ValueTest {
  if (!Array.isArray(operand) || operand.length === 0 || operand.length % 2 !== 0 || operand.length > 4) {
    throw invalid(path, 'numeric takes one or two [operator, number] pairs');
  }
  const tests: ValueTest[] = [];
  let lower: number | undefined;
  let upper: number | undefined;
  for (let i = 0; i < operand.length; i += 2) {
    const operator = operand[i];
    const bound = operand[i + 1];
    if (typeof bound !== 'number' || !Number.isFinite(bound) || Math.abs(bound) > NUMERIC_LIMIT) {
      throw invalid(path, `numeric bounds must be numbers between -${NUMERIC_LIMIT} and ${NUMERIC_LIMIT}`);
    }
    const compare = NUMERIC_OPERATORS[operator as string];
    if (!compare) throw invalid(path, `unrecognized numeric range operator ${String(operator)}`);
    if (operator === '=') {
      if (operand.length !== 2) throw invalid(path, 'numeric = cannot be combined with a range');
    } else if (operator === '>' || operator === '>=') {
      if (lower !== undefined) throw invalid(path, 'numeric has two lower bounds');
      lower = bound;
    } else {
      if (upper !== undefined) throw invalid(path, 'numeric has two upper bounds');
      upper = bound;
    }
    tests.push((value) => compare(value as number, bound));
  }
  if (lower !== undefined && upper !== undefined && lower >= upper) {
    throw invalid(path, 'numeric lower bound must be below the upper bound');
  }
  return (value) => typeof value === 'number' && tests.every((test) => test(value));
}

const NUMERIC_OPERATORS: Record<string, (value: number, bound: number) => boolean> = {
  '=': (value, bound) => value === bound,
  '<': (value, bound) => value < bound,
  '<=': (value, bound) => value <= bound,
  '>': (value, bound) => value > bound,
  '>=': (value, bound) => value >= bound,
};

function cidr(operand: unknown, path: string): ValueTest {
  const match = typeof operand === 'string' ? /^([^/]+)(?:\/(\d{1,2}))?$/.exec(operand) : null;
  const network = match ? ipv4(match[1] ?? '') : undefined;
  const bits = match?.[2] === undefined ? 32 : Number(match[2]);
  if (network === undefined || bits > 32) throw invalid(path, 'cidr takes an IPv4 block such as 10.0.0.0/24');
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  const base = (network & mask) >>> 0;
  return (value) => {
    const address = typeof value === 'string' ? ipv4(value) : undefined;
    return address !== undefined && (address & mask) >>> 0 === base;
  };
}

function ipv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return;
  return parts.reduce((acc, part) => acc * 256 + Number(part), 0);
}

/** `*` matches any run of characters; `\*` is a star and `\\` a backslash; `**` is refused. */
function wildcardRegex(pattern: string, path: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '\\') {
      const next = pattern[i + 1];
      if (next !== '*' && next !== '\\') throw invalid(path, `invalid escape in wildcard at position ${i}`);
      source += escapeRegex(next);
      i++;
    } else if (char === '*') {
      if (pattern[i + 1] === '*') throw invalid(path, `consecutive wildcard characters at position ${i}`);
      source += '.*';
    } else {
      source += escapeRegex(char);
    }
  }
  return new RegExp(`^${source}$`, 's');
}

function escapeRegex(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

function stringOperand(operand: unknown, path: string, operator: string): string {
  if (typeof operand !== 'string') throw invalid(path, `${operator} takes a string`);
  return operand;
}

function fold(text: string) {
  return text.toUpperCase().toLowerCase();
}

function invalid(path: string, reason: string) {
  return new InvalidEventPatternError(`${path || '(root)'}: ${reason}`);
}
