import type { ReactNode } from 'react';

/**
 * A part of a page named by its heading: a `<section>` whose accessible name is its `<h2>`
 * (aria-labelledby), so screen readers list it as a region, with the test id tests find it by.
 */
export function TitledSection({
  id,
  className,
  title,
  titleClassName,
  testId,
  children,
}: {
  /** The section's name; its heading's id is `${id}-heading`. */
  id: string;
  className: string;
  title: ReactNode;
  titleClassName?: string;
  testId: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className={className} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
