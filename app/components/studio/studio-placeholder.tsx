import { useTranslation } from '../../lib/i18n.tsx';

/** A screen whose content comes later (a later part of the studio): its heading and a note. */
export function StudioPlaceholder({ heading }: { heading: string }) {
  const { t } = useTranslation();
  return (
    <section className="studio-page" aria-labelledby="studio-heading">
      <h1 id="studio-heading">{heading}</h1>
      <p>{t('studio_shell.coming_soon')}</p>
    </section>
  );
}
