/**
 * Stands in for `jsonschema` inside the Lambda bundles (the `alias` of infra/lib/function-bundle.ts).
 * ElectroDB checks every entity's model against a JSON schema when the entity is built, twice
 * (beta, then v1): about 30 ms of each cold start for the table's entities. The models are static
 * code; the unit tier builds them with the real `jsonschema` (shared/db/table.test.ts), so a bad
 * model still fails before it ships. ADR 0038.
 *
 * ElectroDB also asks the validator whether a value is a model at all (a Service given entities):
 * that answer stays right here. A model is an object with `attributes` and `indexes`; an Entity
 * instance has neither.
 */
interface ValidationError {
  property: string;
  message: string;
  argument?: string;
}

export class Validator {
  declare customFormats: Record<string, unknown>;

  addSchema(): void {}

  validate(value: unknown): { errors: ValidationError[] } {
    const model = value as { attributes?: unknown; indexes?: unknown } | null;
    const shaped =
      typeof model === 'object' &&
      model !== null &&
      typeof model.attributes === 'object' &&
      typeof model.indexes === 'object';
    return { errors: shaped ? [] : [{ property: 'instance', message: 'is not a model' }] };
  }
}
Validator.prototype.customFormats = {};
