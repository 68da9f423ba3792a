'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Spinner } from 'react-bootstrap';
import { HttpError, isApiError } from '@/lib/http-client';
import type { PendingDecisionDto } from '@/shared/types/moderation';
import { useConfirmBan, usePendingDecisions } from '../../api/decisions';
import type { StepUpGuard } from '../team/step-up-guard';
import { AppealAnswerDialog } from './appeal-answer-dialog';
import { PendingAppeals } from './pending-appeals';
import { PendingBans } from './pending-bans';

/** The four-eyes work: bans to confirm (with a recent code) and appeals to answer, each by another moderator. */
export function PendingDecisions({ askedForCode }: { askedForCode: StepUpGuard }) {
  const t = useTranslations('Staff');
  const pending = usePendingDecisions();
  const confirm = useConfirmBan();
  const [answering, setAnswering] = useState<PendingDecisionDto | null>(null);
  const run = (ban: PendingDecisionDto) => confirm.mutate(ban.id, { onError: (error) => void askedForCode(error, () => run(ban)) });
  if (pending.isPending) return <Spinner size="sm" role="status" aria-label={t('loading')} />;
  if (pending.isError) return <Alert variant="danger">{t('moderation.error')}</Alert>;
  return (
    <>
      {confirm.error instanceof HttpError && !isApiError(confirm.error, 'code_required') && <Alert variant="danger">{confirm.error.message}</Alert>}
      <h2 className="h5">{t('decide.bansTab')}</h2>
      <p className="small text-body-secondary">{t('decide.bansIntro')}</p>
      <PendingBans bans={pending.data.bans} busyId={confirm.isPending ? (confirm.variables ?? null) : null} onConfirm={run} />
      <h2 className="h5 mt-4">{t('decide.appealsTab')}</h2>
      <p className="small text-body-secondary">{t('decide.appealsIntro')}</p>
      <PendingAppeals appeals={pending.data.appeals} onAnswer={setAnswering} />
      {answering && <AppealAnswerDialog appeal={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}
