'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from '@/components/dropdown-menu';
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
      <DropdownMenu
        id={`member-${id}-more`}
        toggle={<i className="bi bi-three-dots" aria-hidden />}
        toggleClassName={`btn btn-outline-dark ${styles.moreToggle}`}
        toggleLabel={t('menu')}
      >
        {children}
        <button type="button" className="dropdown-item" onClick={safety.openReport}>
          <i className="bi bi-flag me-2" aria-hidden />
          {t('report')}
        </button>
        <button type="button" className="dropdown-item text-danger" onClick={safety.openBlock}>
          <i className="bi bi-slash-circle me-2" aria-hidden />
          {t('block')}
        </button>
      </DropdownMenu>
      {safety.dialogs}
    </>
  );
}
