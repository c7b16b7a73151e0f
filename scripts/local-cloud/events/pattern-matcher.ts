import { compileLeafCondition, InvalidEventPatternError, type Scalar } from './value-conditions.ts';

/**
 * EventBridge content filtering, as documented for event buses and implemented by AWS's event-ruler:
 * - every field of the pattern must match (AND); a field matches if any element of its array does (OR);
 * - `$or: [p1, p2, ...]` (2+ objects) matches if any sub-pattern matches, beside the other fields;
 * - a nested object matches the event's object at that path; when the event has an array of objects
 *   there, one element must match the whole nested pattern (event-ruler's array consistency);
 * - a leaf array in the event matches if any of its values matches; an object, an empty array or a
 *   missing field has no value: `exists: false` matches it, everything else (`anything-but` too) fails.
 */

export type EventPattern = Record<string, unknown>;
export type EventMatcher = (event: unknown) => boolean;
export { InvalidEventPatternError };

type NodeMatcher = (node: unknown) => boolean;

/** Validates `pattern` (throws InvalidEventPatternError like PutRule would) and returns its matcher. */
export function compilePattern(pattern: unknown): EventMatcher {
  if (!isObject(pattern)) throw new InvalidEventPatternError('the pattern must be a JSON object');
  return compileObject(pattern, '');
}

export function matchesPattern(pattern: unknown, event: unknown): boolean {
  return compilePattern(pattern)(event);
}

function compileObject(pattern: Record<string, unknown>, path: string): NodeMatcher {
  const keys = Object.keys(pattern);
  if (keys.length === 0) throw new InvalidEventPatternError(`${path || '(root)'}: empty object`);
  const clauses = keys.map((key) => compileField(key, pattern[key], path));
  const matchObject: NodeMatcher = (node) => clauses.every((clause) => clause(node));
  return (node) => {
    const elements = Array.isArray(node) ? node.flat(Number.POSITIVE_INFINITY) : [node];
    // An empty array has no element and is read as a missing object.
    return elements.length === 0 ? matchObject(undefined) : elements.some(matchObject);
  };
}

function compileField(key: string, value: unknown, path: string): NodeMatcher {
  const fieldPath = path ? `${path}.${key}` : key;
  if (key === '$or' && Array.isArray(value)) {
    if (value.length < 2 || !value.every(isObject)) {
      throw new InvalidEventPatternError(`${fieldPath}: $or takes an array of at least 2 objects`);
    }
    const alternatives = value.map((alternative) => compileObject(alternative, path));
    return (node) => alternatives.some((alternative) => alternative(node));
  }
  if (Array.isArray(value)) {
    if (value.length === 0) throw new InvalidEventPatternError(`${fieldPath}: empty match array`);
    const conditions = value.map((element) => compileLeafCondition(element, fieldPath));
    return (node) => {
      const values = leafValues(child(node, key));
      return conditions.some((condition) => condition(values));
    };
  }
  if (isObject(value)) {
    const nested = compileObject(value, fieldPath);
    return (node) => nested(child(node, key));
  }
  throw new InvalidEventPatternError(`${fieldPath}: match value must be an array or an object`);
}

function child(node: unknown, key: string): unknown {
  return isObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
}

function leafValues(value: unknown): Scalar[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flat(Number.POSITIVE_INFINITY).filter(isScalar);
  return isScalar(value) ? [value] : [];
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
