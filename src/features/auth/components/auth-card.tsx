import type { ReactNode } from 'react';
import styles from './auth.module.scss';

/** The narrow centred card the login, password and activation pages share. */
export function AuthCard({ title, icon, children }: { title: string; icon?: string; children: ReactNode }) {
  return (
    <div className={`container py-4 py-md-5 ${styles.card}`}>
      <div className="card shadow-sm border-0">
        <div className="card-body p-4">
          {icon && <i className={`bi bi-${icon} display-5 text-primary d-block mb-2`} aria-hidden />}
          <h1 className="h3 mb-3">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
