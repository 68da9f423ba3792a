'use client';
import type { ReactNode } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useMemberSafety } from './use-member-safety';
import styles from './member-safety.module.css';

type Props = {
  id: number;
  name: string;
  /** Items above report and block (the chat's "view profile"). */
  children?: ReactNode;
  /** After the block; by default the page is read again, as the server now answers with the "you blocked" view. */
  onBlocked?: () => void;
};

/** A member's "more" menu (§2 block, §6) on their profile and in the chat: block after a confirmation, or report. */
export function MemberSafetyMenu({ id, name, children, onBlocked }: Props) {
  const t = useTranslations('MemberSafety');
  const safety = useMemberSafety({ id, name, onBlocked });
  return (
    <>
      <Dropdown align="end">
        <Dropdown.Toggle variant="outline-dark" className={styles.moreToggle} aria-label={t('menu')} title={t('menu')} id={`member-${id}-more`}>
          <i className="bi bi-three-dots" aria-hidden />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {children}
          <Dropdown.Item as="button" onClick={safety.openReport}>
            <i className="bi bi-flag me-2" aria-hidden />
            {t('report')}
          </Dropdown.Item>
          <Dropdown.Item as="button" className="text-danger" onClick={safety.openBlock}>
            <i className="bi bi-slash-circle me-2" aria-hidden />
            {t('block')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      {safety.dialogs}
    </>
  );
}
