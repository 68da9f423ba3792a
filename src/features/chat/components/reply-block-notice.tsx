'use client';
import { Alert } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { ResendActivationButton } from '@/components/layout/banners/resend-activation-button';
import { useUser } from '@/lib/api/current-user';
import type { ReplyBlock } from '@/shared/types/social';

const TEXT: Record<NonNullable<ReplyBlock>, 'partnerNotConfirmed' | 'selfNotConfirmed' | 'blockedByMe' | 'blockedByOther'> = {
  partner_not_confirmed: 'partnerNotConfirmed',
  self_not_confirmed: 'selfNotConfirmed',
  blocked: 'blockedByMe',
  blocked_by_other: 'blockedByOther',
};

/** §4, §6: why the member cannot write here now, in place of the composer. */
export function ReplyBlockNotice({ reason, name }: { reason: NonNullable<ReplyBlock>; name: string }) {
  const t = useTranslations('ChatPage');
  const { data: user } = useUser();
  return (
    <Alert variant="light" className="m-2 small border" role="status">
      {t(TEXT[reason], { name })}
      {/* An unconfirmed member can ask for the link again right here. */}
      {reason === 'self_not_confirmed' && user && <ResendActivationButton email={user.email} />}
    </Alert>
  );
}
