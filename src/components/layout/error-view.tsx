import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './layout.module.scss';
import { paths } from '@/shared/paths';

type Props = {
  status: number;
  title: string;
  homeLabel: string;
  /** Extra actions before the home link, e.g. "Try again". */
  children?: ReactNode;
};

/** §8 error page body: the status code, the message and a way back home. */
export function ErrorView({ status, title, homeLabel, children }: Props) {
  return (
    <section className="container py-5 my-md-5 text-center" aria-labelledby="error-title">
      <i className={`bi bi-heartbreak ${styles.errorIcon}`} aria-hidden />
      <p className={styles.errorStatus} aria-hidden>
        {status}
      </p>
      <h1 id="error-title" className="h3 fw-bold mb-4">
        <span className="visually-hidden">{status} – </span>
        {title}
      </h1>
      <div className="d-flex justify-content-center gap-2 flex-wrap">
        {children}
        <Link href={paths.home} className={`btn btn-primary`}>
          {homeLabel}
        </Link>
      </div>
    </section>
  );
}
