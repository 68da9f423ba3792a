import Link from 'next/link';
import styles from './layout.module.scss';
import { paths } from '@/shared/paths';

/** The site's logo: a heart mark and the white-label site name. */
export function NavBrand({ name, href = paths.home, light = false }: { name: string; href?: string; light?: boolean }) {
  return (
    <Link href={href} className={`navbar-brand me-auto me-md-4 ${styles.brand} ${light ? styles.brandLight : ''}`}>
      <span className={styles.brandMark} aria-hidden>
        <i className="bi bi-heart-fill" />
      </span>
      <span className={styles.brandName}>{name}</span>
    </Link>
  );
}
