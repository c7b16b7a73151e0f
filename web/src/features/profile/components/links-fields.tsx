import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LINKS_MAX } from '#shared/domain/profile-rules.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { fieldErrorText } from '#web/src/lib/form-errors.ts';
import type { ProfileFormOutput, ProfileFormValues } from './profile-form-values.ts';

/**
 * The profile's links: a title and a full URL each (`https://…`), up to 10. A new row takes the focus;
 * each row has its own remove button, named after its position.
 */
export function LinksFields({
  form,
}: {
  form: UseFormReturn<ProfileFormValues, unknown, ProfileFormOutput>;
}) {
  const { t } = useTranslation();
  const tk = useTranslateKey();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'links' });
  const errors = form.formState.errors.links;
  return (
    <div className="stack">
      {fields.length === 0 && <p className="muted">{t('web.profileEditor.noLinks')}</p>}
      <ol className="plain-list stack">
        {fields.map((field, index) => (
          <li key={field.id} className="link-row">
            <TextField
              label={t('web.profileEditor.linkTitle', { index: index + 1 })}
              required
              error={fieldErrorText(tk, errors?.[index]?.title)}
              {...form.register(`links.${index}.title`)}
            />
            <TextField
              label={t('web.profileEditor.linkUrl', { index: index + 1 })}
              type="url"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="https://"
              required
              hint={t('web.profileEditor.linkUrlHint')}
              error={fieldErrorText(tk, errors?.[index]?.url)}
              {...form.register(`links.${index}.url`)}
            />
            <Button variant="link" onClick={() => remove(index)}>
              {t('web.profileEditor.removeLink', { index: index + 1 })}
            </Button>
          </li>
        ))}
      </ol>
      {errors?.root?.message || errors?.message ? (
        <p className="field__error" role="alert">
          {fieldErrorText(tk, errors.root ?? errors)}
        </p>
      ) : null}
      <p className="row">
        <Button
          variant="secondary"
          disabled={fields.length >= LINKS_MAX}
          onClick={() => append({ title: '', url: '' }, { shouldFocus: true })}
        >
          {t('web.profileEditor.addLink')}
        </Button>
        <span className="field__hint">{t('web.profileEditor.linksLimit', { max: LINKS_MAX })}</span>
      </p>
    </div>
  );
}
