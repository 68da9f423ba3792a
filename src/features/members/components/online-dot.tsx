import styles from './members.module.css';

export function OnlineDot({ label }: { label: string }) {
  return <span className={styles.onlineDot} role="img" aria-label={label} title={label} />;
}
