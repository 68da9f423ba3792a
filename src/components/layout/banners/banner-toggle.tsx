'use client';
import { useTranslations } from 'next-intl';

type Props = {
  expanded: boolean;
  onToggle: () => void;
  /** The id of the part it shows and hides. */
  controls: string;
  className: string;
};

/** A banner's "more"/"less" chevron on phones, where the banner folds to one line until opened. */
export function BannerToggle({ expanded, onToggle, controls, className }: Props) {
  const t = useTranslations('Banners');
  return (
    <button
      type="button"
      className={`btn btn-link btn-sm d-md-none text-reset ${className}`}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={expanded ? t('showLess') : t('showMore')}
      onClick={onToggle}
    >
      <i className={expanded ? 'bi bi-chevron-up' : 'bi bi-chevron-down'} aria-hidden />
    </button>
  );
}
