import styles from './members.module.css';

/** Placeholder cards while results load; hidden from screen readers, the grid announces aria-busy. */
export function MemberGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="col">
          <div className="card h-100 border-0 shadow-sm overflow-hidden">
            <div className={`ratio ratio-1x1 ${styles.skeleton}`} />
            <div className="card-body px-2 py-2">
              <div className={`${styles.skeleton} mb-2`} style={{ height: '0.9rem', width: '70%' }} />
              <div className={styles.skeleton} style={{ height: '0.75rem', width: '45%' }} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
