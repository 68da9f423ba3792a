import Link from 'next/link';
import styles from './layout.module.scss';
import { paths } from '@/shared/paths';

type Props = { name: string; logoUrl?: string; href?: string; light?: boolean };

/** The site's logo: its own (brand console) or a heart mark, and the white-label site name. */
export function NavBrand({ name, logoUrl = '', href = paths.home, light = false }: Props) {
  return (
    <Link href={href} className={`navbar-brand me-auto me-md-4 ${styles.brand} ${light ? styles.brandLight : ''}`}>
      {logoUrl ? (
        // The name beside it is the link's text, so the logo itself is decoration; it is already sized.
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded logo, re-encoded at 128 px high
        <img src={logoUrl} alt="" className={styles.brandLogo} height={32} />
      ) : (
        <span className={styles.brandMark} aria-hidden>
          <i className="bi bi-heart-fill" />
        </span>
      )}
      <span className={styles.brandName}>{name}</span>
    </Link>
  );
}
