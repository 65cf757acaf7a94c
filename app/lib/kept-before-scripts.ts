import { useEffect, useRef } from 'react';

/** A field of a form the visitor changed from what the server sent, as the form would post it. */
export interface ChangedField {
  name: string;
  value: string;
}

/**
 * The fields of `form` whose value differs from the server's HTML, in the form's order. Hydration
 * sets each controlled field's default (its `value` attribute, `defaultChecked`, an option's
 * `defaultSelected`) to what React renders and leaves the visitor's own value alone, so a
 * difference is what the visitor did before the scripts started.
 */
export function changedFields(form: HTMLFormElement): ChangedField[] {
  const changed: ChangedField[] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || element.disabled) continue;
      if (element.type === 'radio' || element.type === 'checkbox') {
        if (element.checked === element.defaultChecked) continue;
        if (element.type === 'radio' && !element.checked) continue;
        changed.push({ name: element.name, value: element.checked ? element.value : '' });
      } else if (element.type !== 'file' && element.value !== element.defaultValue) {
        changed.push({ name: element.name, value: element.value });
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.name && element.value !== element.defaultValue)
        changed.push({ name: element.name, value: element.value });
    } else if (element instanceof HTMLSelectElement) {
      if (!element.name || element.multiple) continue;
      const moved = Array.from(element.options).some(
        (option) => option.selected !== option.defaultSelected,
      );
      if (moved) changed.push({ name: element.name, value: element.value });
    }
  }
  return changed;
}

/**
 * Keeps what a visitor typed or chose in a form before the scripts started (decisions 018 and
 * 025): the scripts come after the first paint, and a controlled field's state still holds the
 * server's value, which its next render would put back (or send, when the form is submitted).
 * Once mounted, each field the visitor changed is handed to `take` as its name and value, in the
 * form's order (a family before its breed). Returns the ref for the `<form>`.
 */
export function useKeptBeforeScripts(take: (name: string, value: string) => void) {
  const form = useRef<HTMLFormElement>(null);
  const taker = useRef(take);
  useEffect(() => {
    taker.current = take;
  });
  useEffect(() => {
    if (!form.current) return;
    for (const field of changedFields(form.current)) taker.current(field.name, field.value);
  }, []);
  return form;
}
