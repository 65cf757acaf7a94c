import { useTranslation } from '../../lib/i18n.tsx';
import {
  formatNumber,
  rangeForm,
  type MeasureRange,
  type MeasureUnit,
} from '../../../core/breeds/format.ts';

/** "10–12 years", "up to 12 years", "10+ years" in the site's language. */
export function useRangeText() {
  const { t, i18n } = useTranslation();
  return (range: MeasureRange, unit: MeasureUnit | 'years') => {
    const r = rangeForm(range);
    const n = (value: number) => formatNumber(value, i18n.language);
    const u = t(`breeds.unit.${unit}`);
    switch (r.form) {
      case 'between':
        return t('breeds.range.between', { min: n(r.min), max: n(r.max), unit: u });
      case 'exact':
        return t('breeds.range.exact', { value: n(r.value), unit: u });
      case 'up_to':
        return t('breeds.range.up_to', { max: n(r.max), unit: u });
      case 'at_least':
        return t('breeds.range.at_least', { min: n(r.min), unit: u });
      case 'unknown':
        return t('breeds.range.unknown');
    }
  };
}
