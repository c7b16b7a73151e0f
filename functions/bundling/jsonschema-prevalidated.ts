/**
 * Stands in for `jsonschema` inside the Lambda bundles (the `alias` of infra/lib/function-bundle.ts).
 * ElectroDB checks every entity's model against a JSON schema when the entity is built, twice
 * (beta, then v1): about 30 ms of each cold start for the table's entities. The models are static
 * code; the unit tier builds them with the real `jsonschema` (shared/db/table.test.ts), so a bad
 * model still fails before it ships. ADR 0038.
 */
export class Validator {
  declare customFormats: Record<string, unknown>;

  addSchema(): void {}

  validate(): { errors: never[] } {
    return { errors: [] };
  }
}
Validator.prototype.customFormats = {};
