'use client';
import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { HttpError } from '@/lib/http-client';
import { useBlockMember } from '@/lib/api/block-member';
import { BlockConfirmModal, ReportMemberModal } from './lazy-safety-dialogs';

type Options = {
  id: number;
  name: string;
  /** After the block; by default the page is read again, as the server now answers with the "you blocked" view. */
  onBlocked?: () => void;
};

type MemberSafety = {
  openReport: () => void;
  openBlock: () => void;
  /** The last block's refusal, in the member's language, or null. */
  blockError: string | null;
  /** Whether one of the two dialogs is open (an error then shows in the dialog, not beside it). */
  dialogOpen: boolean;
  /** The block confirmation and report dialogs, to render once beside the buttons that open them. */
  dialogs: ReactNode;
};

/** Block after a confirmation, or report (§2 block, §6): the state and dialogs behind every place that offers both. */
export function useMemberSafety({ id, name, onBlocked }: Options): MemberSafety {
  const t = useTranslations('MemberSafety');
  const router = useRouter();
  const [open, setOpen] = useState<'block' | 'report' | null>(null);
  const block = useBlockMember();

  const openBlock = () => {
    block.reset();
    setOpen('block');
  };
  const confirmBlock = () =>
    block.mutate(id, {
      onSuccess: () => {
        setOpen(null);
        if (onBlocked) onBlocked();
        else router.refresh();
      },
    });
  const blockError = block.error ? (block.error instanceof HttpError ? block.error.message : t('failed')) : null;

  const dialogs = (
    <>
      <BlockConfirmModal
        name={name}
        show={open === 'block'}
        blocking={block.isPending}
        error={blockError}
        onCancel={() => setOpen(null)}
        onConfirm={confirmBlock}
      />
      <ReportMemberModal id={id} name={name} show={open === 'report'} onHide={() => setOpen(null)} onBlock={openBlock} />
    </>
  );
  return { openReport: () => setOpen('report'), openBlock, blockError, dialogOpen: open !== null, dialogs };
}
