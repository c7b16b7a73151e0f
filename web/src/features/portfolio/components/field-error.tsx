/** A field's error shown apart from its input (images): announced when it appears. */
export function FieldError({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" role="alert">
      {error}
    </p>
  );
}
