import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside it, Escape
 * closes it, and focus goes back to what opened it when it closes.
 */
export function StudioDialog({
  open,
  title,
  onClose,
  children,
  className = '',
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      // showModal focuses the first control (Close); a dialog may name the one to start on.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`studio-dialog ${className}`}
      aria-labelledby={headingId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <div className="studio-dialog__head">
            <h2 id={headingId}>{title}</h2>
            <button type="button" className="studio-dialog__close" onClick={onClose}>
              {t('studio_editor.dialog.close')}
            </button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
