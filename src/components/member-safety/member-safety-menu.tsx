'use client';
import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Dropdown } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { HttpError } from '@/lib/http-client';
import { useBlockMember } from '@/lib/api/block-member';
import { BlockConfirmModal } from './block-confirm-modal';
import { ReportMemberModal } from './report-member-modal';
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
  const router = useRouter();
  const [open, setOpen] = useState<'block' | 'report' | null>(null);
  const block = useBlockMember();

  const confirmBlock = () =>
    block.mutate(id, {
      onSuccess: () => {
        setOpen(null);
        if (onBlocked) onBlocked();
        else router.refresh();
      },
    });
  const blockError = block.error ? (block.error instanceof HttpError ? block.error.message : t('failed')) : null;

  return (
    <>
      <Dropdown align="end">
        <Dropdown.Toggle variant="outline-dark" className={styles.moreToggle} aria-label={t('menu')} title={t('menu')} id={`member-${id}-more`}>
          <i className="bi bi-three-dots" aria-hidden />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {children}
          <Dropdown.Item as="button" onClick={() => setOpen('report')}>
            <i className="bi bi-flag me-2" aria-hidden />
            {t('report')}
          </Dropdown.Item>
          <Dropdown.Item
            as="button"
            className="text-danger"
            onClick={() => {
              block.reset();
              setOpen('block');
            }}
          >
            <i className="bi bi-slash-circle me-2" aria-hidden />
            {t('block')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <BlockConfirmModal
        name={name}
        show={open === 'block'}
        blocking={block.isPending}
        error={blockError}
        onCancel={() => setOpen(null)}
        onConfirm={confirmBlock}
      />
      <ReportMemberModal id={id} name={name} show={open === 'report'} onHide={() => setOpen(null)} onBlock={() => setOpen('block')} />
    </>
  );
}
