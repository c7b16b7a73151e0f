import type { Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';

/** Synthesized CloudFormation: untyped JSON, read by the assertions. */
// biome-ignore lint/suspicious/noExplicitAny: template JSON has no static type; tests read it field by field.
export type Json = any;

export interface Resource {
  Type: string;
  Properties: Record<string, Json>;
  [key: string]: unknown;
}

/** The resources of one type, by logical id. */
export function resources(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

/** The logical id of a construct's CloudFormation resource (its default child, or itself). */
export function logicalId(stack: Stack, construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as never;
  return stack.resolve(stack.getLogicalId(element)) as string;
}

/** `{ Ref: id }` / `{ 'Fn::GetAtt': [id, ...] }` to `id`. */
export function refOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const ref = (value as { Ref?: string }).Ref;
  if (ref) return ref;
  const getAtt = (value as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
  return getAtt?.[0];
}
