import { useTranslation } from '../../../lib/i18n.tsx';

/** One part of a word diff (core/studio/articles/word-diff.ts on the API's side). */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

/**
 * A word diff that does not rely on colour: removed words are struck through in <del>, added
 * ones underlined in <ins>, and each change is announced by hidden text ("removed:", "added:").
 */
export function WordDiffView({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation();
  return (
    <p className="studio-diff">
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index}>
            <span className="visually-hidden">{t('studio_editor.diff.added')} </span>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index}>
            <span className="visually-hidden">{t('studio_editor.diff.removed')} </span>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}
