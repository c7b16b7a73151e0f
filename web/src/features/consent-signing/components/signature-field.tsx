import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { type Signature, toSignatureBox } from '#shared/domain/consent/signature.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import { SegmentedControl } from '#web/src/components/ui/segmented-control.tsx';
import { TextField } from '#web/src/components/ui/text-field.tsx';

interface SignatureFieldProps {
  title: string;
  onChange: (signature: Signature | null) => void;
  error?: string | undefined;
}

/** The pad: a canvas drawn with signature_pad, sized to its box at the screen's pixel ratio. */
function DrawnSignature({
  label,
  onChange,
}: {
  label: string;
  onChange: (signature: Signature | null) => void;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pad is made once per canvas
  useEffect(() => {
    const canvas = canvasRef.current;
    // No 2D canvas (a browser without it): the typed signature remains.
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    context.scale(ratio, ratio);
    const ink = getComputedStyle(canvas).color || '#111';
    const pad = new SignaturePad(canvas, { penColor: ink, minWidth: 1, maxWidth: 2.6 });
    padRef.current = pad;
    const ended = () => {
      const strokes = toSignatureBox(
        pad.toData().map((group) => group.points),
        { width: canvas.offsetWidth, height: canvas.offsetHeight },
      );
      onChange(strokes.length > 0 ? { kind: 'drawn', strokes } : null);
    };
    pad.addEventListener('endStroke', ended);
    return () => {
      pad.removeEventListener('endStroke', ended);
      pad.off();
    };
  }, []);
  return (
    <div className="signature-pad stack">
      <canvas ref={canvasRef} className="signature-pad__canvas" role="img" aria-label={label} />
      <div>
        <Button
          variant="ghost"
          onClick={() => {
            padRef.current?.clear();
            onChange(null);
          }}
        >
          {t('web.consentSigning.signature.clear')}
        </Button>
      </div>
    </div>
  );
}

/**
 * A signature drawn with the finger or the mouse (its points are sent, never an image) or a name typed
 * (the PDF writes it in a script-like font), as the client chooses.
 */
export function SignatureField({ title, onChange, error }: SignatureFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<'drawn' | 'typed'>('drawn');
  const [typed, setTyped] = useState('');
  const switchTo = (next: 'drawn' | 'typed') => {
    setMode(next);
    onChange(next === 'typed' && typed.trim() ? { kind: 'typed', text: typed } : null);
  };
  return (
    <fieldset className="consent-signature stack" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{title}</legend>
      <SegmentedControl
        label={t('web.consentSigning.signature.mode')}
        value={mode}
        onValueChange={switchTo}
        segments={[
          { value: 'drawn', label: t('web.consentSigning.signature.drawn') },
          { value: 'typed', label: t('web.consentSigning.signature.typed') },
        ]}
      />
      {mode === 'drawn' ? (
        <DrawnSignature label={t('web.consentSigning.signature.pad')} onChange={onChange} />
      ) : (
        <div className="stack">
          <TextField
            label={t('web.consentSigning.signature.typedLabel')}
            hint={t('web.consentSigning.signature.typedHint')}
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              onChange(event.target.value.trim() ? { kind: 'typed', text: event.target.value } : null);
            }}
          />
          {typed.trim() && (
            <p className="signature-typed" aria-hidden="true">
              {typed}
            </p>
          )}
        </div>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
