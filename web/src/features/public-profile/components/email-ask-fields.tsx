import { Button } from '#web/src/components/ui/button.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';

interface EmailAskFieldsProps {
  words: { email: string; submit: string; sending: string };
  email: string;
  error: string | undefined;
  busy: boolean;
  onEmail: (email: string) => void;
}

/** A visitor's email and its button, in the page's "tell me" forms (a travel's city, a book opening). */
export function EmailAskFields({ words, email, error, busy, onEmail }: EmailAskFieldsProps) {
  return (
    <>
      <TextField
        label={words.email}
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        autoFocus
        onChange={(event) => onEmail(event.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel={words.sending}>
        {words.submit}
      </Button>
    </>
  );
}
