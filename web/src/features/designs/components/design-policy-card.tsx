import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignPolicySettings } from '#shared/api/contracts/designs.ts';
import { amountToCents, centsToAmount } from '#shared/domain/money.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { Card } from '#web/src/components/ui/card.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';
import { setMyDesignPolicy, useMyDesignPolicy } from '#web/src/features/designs/api/design-policy.ts';
import { isApiError } from '#web/src/lib/api-error.ts';

/**
 * The design policy in the booking settings (ADR 0090): revisions included (2 by default), the price
 * of an extra one (0: free; a price needs online payments, else it says how to set them up) and the
 * days a client has to answer (3 by default).
 */
export function DesignPolicyCard() {
  const { t } = useTranslation();
  const { data, mutate } = useMyDesignPolicy();
  return (
    <Card title={t('web.designs.policy.title')}>
      <p className="muted">{t('web.designs.policy.intro')}</p>
      {data ? (
        <DesignPolicyForm policy={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
      ) : (
        <p className="muted">{t('web.common.loading')}</p>
      )}
    </Card>
  );
}

/** The policy's fields, in order: revisions included, days to answer, an extra revision's price. */
const FIELDS = [
  { name: 'revisionsIncluded', min: 0, inputMode: 'numeric', hint: false },
  { name: 'answerDays', min: 1, inputMode: 'numeric', hint: true },
  { name: 'revisionPrice', min: 0, inputMode: 'decimal', hint: true },
] as const;
type Field = (typeof FIELDS)[number]['name'];

function DesignPolicyForm({
  policy,
  onSaved,
}: {
  policy: DesignPolicySettings;
  onSaved: (saved: DesignPolicySettings) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    revisionsIncluded: String(policy.revisionsIncluded),
    answerDays: String(policy.answerDays),
    revisionPrice: String(centsToAmount(policy.revisionPriceCents)),
  });
  const price = values.revisionPrice;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const priceCents = amountToCents(Number(price.replace(',', '.')) || 0);
  const needsPayments = priceCents > 0 && !policy.paymentsReady;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const saved = await setMyDesignPolicy({
        revisionsIncluded: Number(values.revisionsIncluded),
        revisionPriceCents: priceCents,
        answerDays: Number(values.answerDays),
      });
      onSaved(saved);
      setNotice({ tone: 'success', text: t('web.designs.policy.saved') });
    } catch (caught) {
      setNotice({
        tone: 'error',
        text: `${t('web.designs.policy.failed')}: ${isApiError(caught) ? caught.message : ''}`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {FIELDS.map(({ name, min, inputMode, hint }) => (
        <TextField
          key={name}
          label={t(`web.designs.policy.${name}`, { currency: policy.currency })}
          hint={hint ? t(`web.designs.policy.${name}Hint`) : undefined}
          name={name}
          type="number"
          inputMode={inputMode}
          min={min}
          step={inputMode === 'decimal' ? '0.01' : undefined}
          required
          value={values[name]}
          error={
            name === 'revisionPrice' && needsPayments ? t('web.designs.policy.needsPayments') : undefined
          }
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      ))}
      <p>
        <Button type="submit" busy={busy} busyLabel={t('web.designs.policy.saving')} disabled={needsPayments}>
          {t('web.designs.policy.save')}
        </Button>
      </p>
    </form>
  );
}
