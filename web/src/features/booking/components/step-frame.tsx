import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/src/components/ui/button.tsx';

interface StepFrameProps {
  title: string;
  /** 1-based position of this step among `total`. */
  current: number;
  total: number;
  /** Moves the focus onto the heading once shown (every step but the form's first paint). */
  focusHeading: boolean;
  /** Called when the client goes on (Next, or Enter in a field). */
  onNext: () => void;
  onBack?: (() => void) | undefined;
  nextLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}

/**
 * One step of the booking form: its heading (focused when the step appears, so keyboard and screen
 * reader users start there), the progress, the fields, and the Back / Next bar kept at the bottom of
 * the screen on a phone. The step is a real form: Enter in a field, or on a chosen card, goes on.
 */
export function StepFrame({
  title,
  current,
  total,
  focusHeading,
  onNext,
  onBack,
  nextLabel,
  busy,
  busyLabel,
  children,
}: StepFrameProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!focusHeading) return;
    // After the page's own focus move on a new address (RouteFocus, one frame).
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => headingRef.current?.focus());
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [focusHeading]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onNext();
  };

  // Browsers differ on Enter in a radio or a check box: here it always goes on.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    if (target.type === 'radio' || target.type === 'checkbox') {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  };

  const percent = Math.round((current / total) * 100);
  return (
    <form
      className="booking-step"
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
    >
      <div className="booking-step__head">
        <p className="booking-step__progress">{t('web.booking.progress', { current, total })}</p>
        <div className="booking-step__bar" aria-hidden="true">
          <div className="booking-step__bar-fill" style={{ width: `${percent}%` }} />
        </div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="booking-step__title">
          {title}
        </h2>
      </div>
      <div className="booking-step__body stack">{children}</div>
      <div className="booking-step__nav">
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {t('web.booking.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          {nextLabel ?? t('web.booking.next')}
        </Button>
      </div>
    </form>
  );
}
