import type { ReactNode } from 'react';
import { Form } from 'react-router';

/** A field of a list's filter: a text box, or a choice whose first option is "any". */
export type ListFilterField = {
  id: string;
  name: string;
  label: string;
  value: string;
} & (
  | { kind: 'search' }
  | { kind: 'text'; inputMode?: 'numeric' }
  | { kind: 'select'; any: string; options: { value: string | number; label: string }[] }
);

/**
 * The filter above a studio list (members, subscribers, the audit log): a GET form, so it works
 * without scripts and its URL can be shared. With a heading, the heading names the form; without
 * one, the form is the page's search landmark.
 */
export function StudioListFilter({
  heading,
  fields,
  submit,
  children,
}: {
  heading?: { id: string; text: string };
  fields: ListFilterField[];
  submit: string;
  /** Beside the button: the export link, the link that clears the filter. */
  children?: ReactNode;
}) {
  return (
    <Form
      method="get"
      className="studio-form studio-audit__filter"
      role={heading ? undefined : 'search'}
      aria-labelledby={heading?.id}
    >
      {heading ? <h2 id={heading.id}>{heading.text}</h2> : null}
      <div className="studio-audit__filter-fields">
        {fields.map((field) => (
          <div key={field.name} className="studio-field">
            <label htmlFor={field.id}>{field.label}</label>
            {field.kind === 'select' ? (
              <select id={field.id} name={field.name} defaultValue={field.value}>
                <option value="">{field.any}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={field.id}
                name={field.name}
                type={field.kind}
                autoComplete={field.kind === 'search' ? 'off' : undefined}
                inputMode={field.kind === 'text' ? field.inputMode : undefined}
                defaultValue={field.value}
              />
            )}
          </div>
        ))}
      </div>
      <div className="studio-actions">
        <button type="submit" className="button">
          {submit}
        </button>
        {children}
      </div>
    </Form>
  );
}
