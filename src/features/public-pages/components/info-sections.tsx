import { getTranslations } from 'next-intl/server';
import type { InfoPageKey } from '../info-pages';
import styles from './public-pages.module.scss';

/** Values the texts may use: site name, support contact, prices and limits of §9. */
export type InfoValues = Record<string, string | number>;

type Props = { pageKey: InfoPageKey; values: InfoValues; asQuestions: boolean };
type Section = { heading: string; body: string };

function Paragraphs({ text }: { text: string }) {
  return text.split(/\n+/).map((paragraph, i) => <p key={i}>{paragraph}</p>);
}

/**
 * The sections of a page, in key order (s01, s02 …). Headings and bodies are ICU messages, so they
 * can use the site's name, e-mail and prices; the FAQ opens its answers one at a time.
 */
export async function InfoSections({ pageKey, values, asQuestions }: Props) {
  const t = await getTranslations('InfoPages');
  const raw = t.raw(`${pageKey}.sections` as Parameters<typeof t.raw>[0]) as Record<string, Section>;
  const keys = Object.keys(raw).sort();
  // Keys are read from the catalogue itself, so the typed key union cannot follow them.
  const text = (k: string, part: keyof Section) => t(`${pageKey}.sections.${k}.${part}` as Parameters<typeof t>[0], values);
  if (asQuestions) {
    return (
      <div className={styles.faq}>
        {keys.map((k) => (
          <details key={k} className={styles.faqItem}>
            <summary>{text(k, 'heading')}</summary>
            <div className={styles.faqAnswer}>
              <Paragraphs text={text(k, 'body')} />
            </div>
          </details>
        ))}
      </div>
    );
  }
  return keys.map((k) => (
    <section key={k} className={styles.infoSection}>
      <h2 className="h5 fw-bold">{text(k, 'heading')}</h2>
      <Paragraphs text={text(k, 'body')} />
    </section>
  ));
}
