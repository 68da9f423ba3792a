'use client';
import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { HttpError } from '@/lib/http-client';
import { useBlockMember } from '@/lib/api/block-member';
import { DropdownMenu } from '@/components/dropdown-menu';
import { BlockConfirmModal, ReportMemberModal } from './lazy-safety-dialogs';
import styles from './member-safety.module.css';

type Props = {
  id: number;
  name: string;
  /** Items above report and block (the chat's "view profile"), in Bootstrap's `dropdown-item` markup. */
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
      <DropdownMenu
        id={`member-${id}-more`}
        toggle={<i className="bi bi-three-dots" aria-hidden />}
        toggleClassName={`btn btn-outline-dark ${styles.moreToggle}`}
        toggleLabel={t('menu')}
      >
        {children}
        <button type="button" className="dropdown-item" onClick={() => setOpen('report')}>
          <i className="bi bi-flag me-2" aria-hidden />
          {t('report')}
        </button>
        <button
          type="button"
          className="dropdown-item text-danger"
          onClick={() => {
            block.reset();
            setOpen('block');
          }}
        >
          <i className="bi bi-slash-circle me-2" aria-hidden />
          {t('block')}
        </button>
      </DropdownMenu>
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
