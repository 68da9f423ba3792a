'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Spinner, Tab, Tabs } from 'react-bootstrap';
import type { DecisionDto } from '@/shared/types/moderation';
import { useModerationQueue } from '../../api/moderation-queue';
import { useStepUp } from '../../hooks/use-step-up';
import { StepUpDialog } from '../step-up/step-up-dialog';
import { ModerationItem } from './moderation-item';
import { PhotoReviewLink } from './photo-review-link';
import { PendingDecisions } from './pending-decisions';

/** /staff/moderation: the queue, most urgent first (the API's order), then the bans and appeals waiting for a second moderator. */
export function ModerationPage() {
  const t = useTranslations('Staff');
  const queue = useModerationQueue();
  const { askedForCode, prompt } = useStepUp();
  const [decided, setDecided] = useState<DecisionDto | null>(null);
  return (
    <div className="container-fluid py-3">
      <PhotoReviewLink />
      <h1 className="h4">{t('moderation.title')}</h1>
      <p className="text-body-secondary small">{t('moderation.intro')}</p>
      {decided && (
        <Alert variant="success" dismissible onClose={() => setDecided(null)}>
          {t(decided.state === 'pending_confirmation' ? 'decide.donePending' : 'decide.done', { reference: decided.reference })}
        </Alert>
      )}
      <Tabs defaultActiveKey="queue" id="moderation-tabs" className="mb-3" mountOnEnter>
        <Tab eventKey="queue" title={t('decide.queueTab')}>
          {queue.isPending && <Spinner size="sm" role="status" aria-label={t('loading')} />}
          {queue.isError && <Alert variant="danger">{t('moderation.error')}</Alert>}
          {queue.isSuccess && queue.data.items.length === 0 && <p>{t('moderation.empty')}</p>}
          {queue.isSuccess && queue.data.items.length > 0 && (
            <ol className="list-unstyled d-grid gap-3" aria-label={t('moderation.title')}>
              {queue.data.items.map((item) => (
                <li key={item.id}>
                  <ModerationItem item={item} askedForCode={askedForCode} onDecided={setDecided} />
                </li>
              ))}
            </ol>
          )}
        </Tab>
        <Tab eventKey="pending" title={t('decide.pendingTab')}>
          <PendingDecisions askedForCode={askedForCode} />
        </Tab>
      </Tabs>
      <StepUpDialog {...prompt} />
    </div>
  );
}
