import type { PolicyLine } from '#shared/domain/billing/deposit-policy.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import './policy-list.css';

/**
 * The artist's deposit policy in the sentences a client reads before committing (`policyLines`,
 * words `web.depositPolicy.*`, a lazy section the showing route loads): the booking form's summary
 * before sending, the portal's deposit step before paying.
 */
export function PolicyList({ lines }: { lines: readonly PolicyLine[] }) {
  const tk = useTranslateKey();
  return (
    <ul className="policy-list">
      {lines.map((line) => (
        <li key={line.key}>{tk(`web.depositPolicy.${line.key}`, { count: line.count })}</li>
      ))}
    </ul>
  );
}
