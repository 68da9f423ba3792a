import type { BubbleContent } from './bubble-content';
import styles from '../chat.module.scss';
import { memberWritten } from '@/components/member-written';

/**
 * Text exactly as typed: React escapes it (never HTML) and line breaks stay. Addresses stay plain
 * text on purpose: a clickable link from a stranger is an easy lure.
 */
export function TextBubble({ content }: { content: BubbleContent }) {
  return (
    <div {...memberWritten} className={styles.bubble}>
      {content.text}
    </div>
  );
}
