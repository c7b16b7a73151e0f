/**
 * Whether a DynamoDB write (through ElectroDB) failed its condition: the item was not as the write
 * required (already there, changed, used up), as opposed to any other failure.
 */
export function isConditionFailure(error: unknown): boolean {
  const { cause, message } = (error ?? {}) as { cause?: { name?: string }; message?: string };
  return /ConditionalCheckFailed/.test(`${cause?.name ?? ''} ${message ?? ''}`);
}
