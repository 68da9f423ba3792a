'use client';
import { useTranslations } from 'next-intl';
import { Alert, Spinner } from 'react-bootstrap';
import { FictionalBadge } from '@/components/fictional-badge';
import type { ClaimDto } from '@/shared/types/staff';
import { useOperatorConversation } from '../../api/conversation';
import { useRelease } from '../../api/inbox';
import { ClaimStatus } from './claim-status';
import { OperatorMessages } from './operator-messages';
import { ReplyBox } from './reply-box';
import { ConversationSide } from './conversation-side';
import type { OpenClaim } from './inbox-page';
import styles from './inbox.module.scss';

/** How a conversation leaves the pane: answered, or given back to the queue. */
export type PaneOutcome = 'sent' | 'released';

type Props = {
  claim: OpenClaim;
  now: number | null;
  onRenewed: (claim: ClaimDto) => void;
  onReclaim: () => void;
  onClosed: (outcome: PaneOutcome) => void;
};

/** The claimed conversation: the chat and the reply box, with the member, persona, history and notes beside it. */
export function ConversationPane({ claim, now, onRenewed, onReclaim, onClosed }: Props) {
  const t = useTranslations('Staff');
  const conversation = useOperatorConversation(claim.conversation);
  const release = useRelease();
  if (conversation.isPending)
    return (
      <div className="text-center p-5">
        <Spinner aria-label={t('loading')} />
      </div>
    );
  if (conversation.isError)
    return (
      <Alert variant="warning" className="m-3">
        {conversation.error.message}
      </Alert>
    );
  const { member, profile, messages, canned_replies: canned } = conversation.data;
  const releaseIt = () => release.mutate(claim.conversation, { onSuccess: () => onClosed('released') });

  return (
    <div className={`d-flex flex-column ${styles.body}`}>
      <div className="d-flex flex-wrap align-items-center gap-2 px-3 py-2 bg-white border-bottom">
        <h2 className="h6 mb-0 me-auto d-flex align-items-center gap-2 flex-wrap">
          <span>{t('conversationTitle', { member: member.name, profile: profile.name })}</span>
          {profile.is_fictional && <FictionalBadge className="small" />}
        </h2>
        <ClaimStatus until={claim.until} now={now} releasing={release.isPending} onRelease={releaseIt} onReclaim={onReclaim} />
      </div>
      {release.isError && (
        <Alert variant="warning" className="m-2 mb-0 py-2">
          {release.error.message}
        </Alert>
      )}
      <div className={`row g-0 ${styles.body}`}>
        <div className={`col-12 col-md-7 border-end ${styles.chatColumn}`}>
          <OperatorMessages messages={messages} memberId={member.id} memberName={member.name} />
          <ReplyBox
            conversation={claim.conversation}
            profileName={profile.name}
            memberName={member.name}
            canned={canned}
            onRenewed={onRenewed}
            onSent={() => onClosed('sent')}
          />
        </div>
        <div className={`col-12 col-md-5 bg-white ${styles.side}`}>
          <ConversationSide data={conversation.data} />
        </div>
      </div>
    </div>
  );
}
