'use client';
import { useTranslations } from 'next-intl';
import { Alert, Spinner } from 'react-bootstrap';
import { useMemberDetail } from '../../api/member-detail';
import { useStepUp } from '../../hooks/use-step-up';
import { StepUpDialog } from '../step-up/step-up-dialog';
import { MemberAccount } from './member-account';
import { MemberLedger } from './member-ledger';
import { MemberOrders } from './member-orders';
import { CreditAdjustForm } from './credit-adjust-form';
import { MemberActionButton } from './member-action-button';
import { MemberViewButton } from './member-view-modal';

/** One member's account, credits and orders, with the support desk's actions (each with a reason). Opening it is audited. */
export function MemberDetailPane({ memberId }: { memberId: number }) {
  const t = useTranslations('Staff');
  const detail = useMemberDetail(memberId);
  const { askedForCode, prompt } = useStepUp();
  if (detail.isPending) return <Spinner size="sm" role="status" aria-label={t('loading')} />;
  if (detail.isError) return <Alert variant="danger">{detail.error.message}</Alert>;
  const member = detail.data;
  return (
    <section aria-labelledby="member-detail-title" className="card card-body">
      <h2 className="h5 text-break" id="member-detail-title">
        {member.account.email}
      </h2>
      <MemberAccount member={member} />
      <div className="d-flex flex-wrap gap-2 my-3">
        <MemberActionButton action="endSessions" member={member.account} />
        {member.account.status === 'not_confirmed' && <MemberActionButton action="resendActivation" member={member.account} />}
        <MemberActionButton
          key={member.direct_debit?.barred ? 'unbar' : 'bar'}
          action={member.direct_debit?.barred ? 'unbarDirectDebit' : 'barDirectDebit'}
          member={member.account}
        />
        <MemberViewButton member={member.account.id} email={member.account.email} />
      </div>
      <h3 className="h6 mt-2">{t('members.creditsHeading', { credits: member.credits.balance })}</h3>
      <CreditAdjustForm member={member.account} askedForCode={askedForCode} />
      <MemberLedger rows={member.credits.ledger} />
      <h3 className="h6 mt-3">{t('members.ordersHeading')}</h3>
      <MemberOrders memberId={member.account.id} orders={member.orders} askedForCode={askedForCode} />
      <StepUpDialog {...prompt} />
    </section>
  );
}
