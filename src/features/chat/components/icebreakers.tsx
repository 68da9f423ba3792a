'use client';
import { useTranslations } from 'next-intl';
import styles from './chat.module.scss';

/** §2 the chat icebreaker: in an empty conversation, openers that fill the composer when chosen. */
export function Icebreakers({ lines, onChoose }: { lines: string[]; onChoose: (line: string) => void }) {
  const t = useTranslations('ChatPage');
  if (lines.length === 0) return null;
  return (
    <section className="px-3 pb-2" aria-labelledby="icebreakers-title">
      <h2 id="icebreakers-title" className="small fw-semibold text-body-secondary mb-2">
        <i className="bi bi-lightbulb me-1" aria-hidden />
        {t('icebreakers')}
      </h2>
      <div className="d-flex flex-wrap gap-2">
        {lines.map((line) => (
          <button key={line} type="button" className={`small ${styles.chip}`} onClick={() => onChoose(line)}>
            {line}
          </button>
        ))}
      </div>
    </section>
  );
}
