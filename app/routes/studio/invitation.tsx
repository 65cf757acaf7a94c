import { useTranslation } from 'react-i18next';
import { StudioPlaceholder } from '../../components/studio/studio-placeholder.tsx';

export default function Screen() {
  const { t } = useTranslation();
  return <StudioPlaceholder heading={t('studio_shell.studio')} />;
}
