import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EmailTemplateInput } from '#shared/api/contracts/email-templates.ts';
import type { Placeholder } from '#shared/domain/email-templates.ts';

type Field = keyof EmailTemplateInput;

/**
 * Placeholders inserted where the artist last wrote: `field(name)` registers the subject or the body
 * and remembers its element and that it was the last focused; `insert(placeholder)` puts `{name}` at
 * that field's cursor (replacing the selection) and puts the cursor after it.
 */
export function usePlaceholderInsertion(form: UseFormReturn<EmailTemplateInput>) {
  const elements = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const lastField = useRef<Field>('body');

  const field = (name: Field) => {
    const registered = form.register(name);
    return {
      ...registered,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        registered.ref(element);
        elements.current[name] = element;
      },
      onFocus: () => {
        lastField.current = name;
      },
    };
  };

  const insert = (placeholder: Placeholder) => {
    const name = lastField.current;
    const element = elements.current[name];
    const token = `{${placeholder}}`;
    const value = form.getValues(name) ?? '';
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    form.setValue(name, `${value.slice(0, start)}${token}${value.slice(end)}`, {
      shouldDirty: true,
      shouldValidate: Boolean(form.formState.errors[name]),
    });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return { field, insert };
}
