import { useId, type ReactNode } from 'react';
import { Form } from 'react-router';

/** A field of a list's filter: a text box, or a choice whose first option is "any". */
export type ListFilterField = {
  /** The control's id; by default one made from the form's and the field's name. */
  id?: string;
  name: string;
  label: string;
  value: string;
} & (
  | { kind: 'search' }
  | { kind: 'text'; inputMode?: 'numeric' }
  | { kind: 'select'; any: string; options: { value: string | number; label: string }[] }
);

/**
 * The filter above every studio list (articles, breeds, products, members, subscribers, the audit
 * log): a GET form, so it works without scripts and its URL can be shared. With a heading, the
 * heading names the form; without one, the form is the page's search landmark, named by `label`.
 */
export function StudioListFilter({
  heading,
  label,
  fields,
  submit,
  children,
}: {
  heading?: { id: string; text: string };
  label?: string;
  fields: ListFilterField[];
  submit: string;
  /** Beside the button: the export link, the link that clears the filter. */
  children?: ReactNode;
}) {
  const formId = useId();
  const idOf = (field: ListFilterField) => field.id ?? `${formId}${field.name}`;
  return (
    <Form
      method="get"
      className="studio-form studio-list-filter"
      role={heading ? undefined : 'search'}
      aria-labelledby={heading?.id}
      aria-label={heading ? undefined : label}
    >
      {heading ? <h2 id={heading.id}>{heading.text}</h2> : null}
      <div className="studio-list-filter__fields">
        {fields.map((field) => (
          <div key={field.name} className="studio-field">
            <label htmlFor={idOf(field)}>{field.label}</label>
            {field.kind === 'select' ? (
              <select id={idOf(field)} name={field.name} defaultValue={field.value}>
                <option value="">{field.any}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={idOf(field)}
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
