import { useTranslations } from 'next-intl';

/** Keyboard users jump past the navigation to the page content (id="main"). */
export function SkipLink() {
  const t = useTranslations('AppLayout');
  return (
    <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 m-2 btn btn-light">
      {t('skipToContent')}
    </a>
  );
}
