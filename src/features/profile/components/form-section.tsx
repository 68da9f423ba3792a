import type { ReactNode } from 'react';
import styles from './profile.module.css';

/** A titled card holding one group of profile fields. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby={id}>
      <div className="card-body p-3 p-md-4">
        <h2 id={id} className={`h5 fw-bold mb-3 ${styles.sectionTitle}`}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
