import { useTranslation } from '../../../lib/i18n.tsx';
import { StudioDialog } from './studio-dialog.tsx';

/**
 * "Are you sure?" before a move visitors see at once (publish, unpublish, restoring a live
 * article): the native modal dialog (focus kept inside, Escape cancels, focus back to the
 * button that opened it), saying what will happen, with the move and Cancel as buttons.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  danger = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StudioDialog open={open} title={title} onClose={onCancel} className="studio-dialog--confirm">
      <p data-testid="confirm-text">{text}</p>
      <div className="studio-buttons">
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button'}
          onClick={onConfirm}
          data-autofocus
        >
          {confirm}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('studio_editor.confirm.cancel')}
        </button>
      </div>
    </StudioDialog>
  );
}
