import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalConsent, SignConsentInput } from '#shared/api/contracts/consent.ts';
import { ageVerdict } from '#shared/domain/consent/age.ts';
import { answerProblems } from '#shared/domain/consent/answers.ts';
import type { ConsentLanguage } from '#shared/domain/consent/form-template.ts';
import type { Signature } from '#shared/domain/consent/signature.ts';
import {
  type ConsentDraft,
  ConsentFormFields,
  EMPTY_DRAFT,
} from '#web/src/components/consent/consent-form-fields.tsx';
import { type ImageRef, ImageUploadField } from '#web/src/components/image-upload/image-upload-field.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { SegmentedControl } from '#web/src/components/ui/segmented-control.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { idPhotoUploadEndpoints } from '#web/src/features/consent-signing/api/id-photo-upload-endpoints.ts';
import { signPortalConsent } from '#web/src/features/consent-signing/api/portal-consent.ts';
import { isApiError } from '#web/src/lib/api-error.ts';
import { SignatureField } from './signature-field.tsx';

type Forms = NonNullable<PortalConsent['forms']>;

/** The body the API takes, from the draft (answers keyed by question as the form lists them). */
function bodyOf(input: {
  language: ConsentLanguage;
  formVersion: number;
  draft: ConsentDraft;
  signature: Signature;
  guardian?: { name: string; signature: Signature } | undefined;
  idPhotoImageId?: string | undefined;
}): SignConsentInput {
  const { draft } = input;
  return {
    language: input.language,
    formVersion: input.formVersion,
    fullName: draft.fullName,
    dateOfBirth: draft.dateOfBirth,
    answers: Object.entries(draft.answers).map(([questionId, answer]) => ({ questionId, ...answer })),
    acknowledged: draft.acknowledged,
    photoUse: draft.photoUse ?? false,
    signature: input.signature,
    ...(input.guardian && { guardian: input.guardian }),
    ...(input.idPhotoImageId && { idPhotoImageId: input.idPhotoImageId }),
  };
}

/**
 * The form to fill in and sign, in the language the client picks (theirs first). The same rules as the
 * server are checked before sending (every answer, the age and the guardian), so the server's refusal
 * is only for what changed meanwhile; its field errors land beside their fields.
 */
export function ConsentSignForm({
  consent,
  forms,
  onSigned,
}: {
  consent: PortalConsent;
  forms: Forms;
  onSigned: (consent: PortalConsent) => void;
}) {
  const { t, i18n } = useTranslation();
  const initial = (['fr', 'en', 'es'] as const).find((code) => i18n.language?.startsWith(code)) ?? 'en';
  const [language, setLanguage] = useState<ConsentLanguage>(initial);
  const [draft, setDraft] = useState<ConsentDraft>(EMPTY_DRAFT);
  const [signature, setSignature] = useState<Signature | null>(null);
  const [guardianName, setGuardianName] = useState('');
  const [guardianSignature, setGuardianSignature] = useState<Signature | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [idPhoto, setIdPhoto] = useState<ImageRef[]>([]);
  const [idPhotoBusy, setIdPhotoBusy] = useState(false);
  const idPhotoEndpoints = useMemo(() => idPhotoUploadEndpoints(consent.bookingId), [consent.bookingId]);
  const form = forms[language];
  const today = new Date().toISOString().slice(0, 10);
  const verdict = draft.dateOfBirth ? ageVerdict(draft.dateOfBirth, today, consent.guardianAllowed) : 'adult';

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (draft.fullName.trim().length < 2) found.fullName = t('web.consentForm.problems.fullNameRequired');
    if (!draft.dateOfBirth || verdict === 'invalid')
      found.dateOfBirth = t('web.consentForm.problems.dateOfBirthInvalid');
    for (const problem of answerProblems(
      form,
      bodyOf({ language, formVersion: 0, draft, signature: { kind: 'typed', text: '' } }),
    ))
      found[problem.path] = t(`web.consentForm.problems.${problem.code}`);
    if (draft.photoUse === undefined) found.photoUse = t('web.consentForm.problems.answerRequired');
    if (!signature) found.signature = t('web.consentSigning.signature.empty');
    if (verdict === 'guardian') {
      if (guardianName.trim().length < 2) found.guardianName = t('web.consentForm.problems.fullNameRequired');
      if (!guardianSignature) found.guardianSignature = t('web.consentSigning.signature.empty');
    }
    if (idPhotoBusy) found.idPhotoImageId = t('web.consentSigning.idPhoto.wait');
    return found;
  };

  const submit = async () => {
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !signature || verdict === 'refused') {
      setFailure(t('web.consentSigning.check'));
      return;
    }
    setBusy(true);
    try {
      const guardian =
        verdict === 'guardian' && guardianSignature
          ? { name: guardianName, signature: guardianSignature }
          : undefined;
      onSigned(
        await signPortalConsent(
          consent.bookingId,
          bodyOf({
            language,
            formVersion: consent.formVersion ?? 0,
            draft,
            signature,
            guardian,
            idPhotoImageId: idPhoto[0]?.imageId,
          }),
        ),
      );
    } catch (error) {
      if (!isApiError(error)) return setFailure(t('web.errors.unknown'));
      setFailure(error.message);
      setErrors(
        Object.fromEntries(
          error.fields.map((field) => [
            field.path.replace(/^signature\..*/, 'signature').replace(/^guardian$/, 'guardianName'),
            field.message,
          ]),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SegmentedControl
        label={t('web.consentSigning.language')}
        value={language}
        onValueChange={setLanguage}
        segments={(['fr', 'en', 'es'] as const).map((code) => ({
          value: code,
          label: t(`web.consentSigning.languages.${code}`),
        }))}
      />
      <div lang={language} className="card stack">
        <h2>{form.title}</h2>
        <ConsentFormFields form={form} draft={draft} onChange={setDraft} errors={errors} />
      </div>
      {verdict === 'refused' && <Alert tone="error">{t('web.consentSigning.minorRefused')}</Alert>}
      {verdict === 'guardian' && (
        <section className="card stack" aria-labelledby="consent-guardian-title">
          <h2 id="consent-guardian-title">{t('web.consentSigning.guardian.title')}</h2>
          <p className="muted">{t('web.consentSigning.guardian.intro')}</p>
          <TextField
            label={t('web.consentSigning.guardian.name')}
            required
            value={guardianName}
            error={errors.guardianName}
            onChange={(event) => setGuardianName(event.target.value)}
          />
          <SignatureField
            title={t('web.consentSigning.guardian.signature')}
            onChange={setGuardianSignature}
            error={errors.guardianSignature}
          />
        </section>
      )}
      <section className="card stack consent-id-photo" aria-labelledby="consent-id-photo-title">
        <h2 id="consent-id-photo-title">{t('web.consentSigning.idPhoto.title')}</h2>
        <p className="muted">{t('web.consentSigning.idPhoto.intro')}</p>
        <ImageUploadField
          endpoints={idPhotoEndpoints}
          label={t('web.consentSigning.idPhoto.label')}
          value={idPhoto}
          onChange={setIdPhoto}
          onBusyChange={setIdPhotoBusy}
        />
        {errors.idPhotoImageId && (
          <p className="field__error" role="alert">
            {errors.idPhotoImageId}
          </p>
        )}
      </section>
      <section className="card stack">
        <SignatureField
          title={t('web.consentSigning.signature.title')}
          onChange={setSignature}
          error={errors.signature}
        />
      </section>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="consent-sign__actions">
        <Button
          type="submit"
          busy={busy}
          busyLabel={t('web.consentSigning.submitting')}
          disabled={verdict === 'refused'}
        >
          {t('web.consentSigning.submit')}
        </Button>
      </div>
    </form>
  );
}
