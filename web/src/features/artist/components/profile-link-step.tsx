import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { displayNameField, pseudoField } from '#shared/validation/fields.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { RequiredHint } from '#web/src/components/ui/required-hint.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { useStartOnboarding } from '#web/src/features/artist/api/start-onboarding.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { applyFieldErrors, fieldErrorText } from '#web/src/lib/form-errors.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { readReferrer } from '#web/src/lib/referrer.ts';
import { PseudoStatus } from './pseudo-status.tsx';

const schema = z.object({ pseudo: pseudoField, displayName: displayNameField });
type Values = z.input<typeof schema>;
const FIELDS = ['pseudo', 'displayName'] as const;

interface ProfileLinkStepProps {
  defaultPseudo?: string;
  onDone: (artist: MyArtist) => void;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** First onboarding step: the username (the public page's address) and the display name. */
export function ProfileLinkStep({ defaultPseudo = '', onDone }: ProfileLinkStepProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const { trigger: startOnboarding } = useStartOnboarding();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    // The username's format is checked as it is typed; the display name once it is left.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: { pseudo: defaultPseudo, displayName: '' },
  });
  const pseudo = watch('pseudo') ?? '';
  const normalized = pseudo.trim().toLowerCase();

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const timezone = browserTimeZone();
      const referrer = readReferrer();
      const artist = await startOnboarding({
        ...values,
        locale: currentLocale(i18n),
        ...(timezone && { timezone }),
        ...(referrer && { referrer }),
      });
      onDone(artist);
    } catch (error) {
      if (applyFieldErrors(error, setError, FIELDS)) return;
      setFailure(isApiError(error) ? error.message : t('web.errors.unknown'));
    }
  });

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <RequiredHint />
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label={t('web.account.onboarding.pseudo')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={t('web.account.onboarding.pseudoHint', {
          // As typed (never percent-encoded), a placeholder while empty.
          url: `${globalThis.location?.origin ?? ''}/${normalized || t('web.account.onboarding.pseudoPlaceholder')}`,
        })}
        error={fieldErrorText(tk, errors.pseudo)}
        {...register('pseudo', { onChange: () => void trigger('pseudo') })}
      />
      {/* One message at a time: the field's error, or else whether the name is free. */}
      {!errors.pseudo && <PseudoStatus value={pseudo} />}
      <TextField
        label={t('web.account.onboarding.displayName')}
        autoComplete="nickname"
        required
        hint={t('web.account.onboarding.displayNameHint')}
        error={fieldErrorText(tk, errors.displayName)}
        {...register('displayName')}
      />
      <Button type="submit" block busy={isSubmitting} busyLabel={t('web.common.saving')}>
        {t('web.account.onboarding.next')}
      </Button>
    </form>
  );
}
