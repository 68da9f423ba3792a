import styles from './member-tile.module.css';

/** Stands in for a missing photo: a soft tile with a silhouette, announced with its label. */
export function MemberPhotoPlaceholder({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div className={`${styles.placeholder} ${className}`} role="img" aria-label={label}>
      <i className="bi bi-person-fill" aria-hidden />
    </div>
  );
}
