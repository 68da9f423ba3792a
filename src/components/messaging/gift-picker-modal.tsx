'use client';
import { useState, type ReactNode } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useGifts } from '@/lib/api/get-gifts';
import { GiftGrid } from './gift-grid';

type Props = {
  show: boolean;
  name: string;
  onHide: () => void;
  /** Called with the chosen gift's slug. */
  onSend: (slug: string) => void;
  sending?: boolean;
  /** Shown above the catalogue, e.g. why the last send was refused. */
  alert?: ReactNode;
  /** False where nobody pays for the gift (a site's own profile answering from the operator inbox). */
  showCost?: boolean;
};

/** The gift catalogue: pick one, see what it costs (gift_credits), send it. */
export function GiftPickerModal({ show, name, onHide, onSend, sending = false, alert, showCost = true }: Props) {
  const t = useTranslations('Messaging');
  const { gift_credits: cost } = useSettings();
  const gifts = useGifts(show);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Modal show={show} onHide={onHide} centered scrollable aria-labelledby="gift-picker-title">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title as="h2" id="gift-picker-title" className="h5">
          {t('giftTitle', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {alert}
        {gifts.isPending && (
          <div className="text-center py-4">
            <Spinner animation="border" variant="primary" role="status">
              <span className="visually-hidden">{t('loading')}</span>
            </Spinner>
          </div>
        )}
        {gifts.data && <GiftGrid gifts={gifts.data} chosen={chosen} onChoose={setChosen} />}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <span className="small text-body-secondary">{showCost && t('giftCost', { credits: cost })}</span>
        <Button variant="primary" className="fw-bold" disabled={!chosen || sending} onClick={() => chosen && onSend(chosen)}>
          {sending && <Spinner size="sm" animation="border" className="me-2" aria-hidden />}
          {t('sendGift')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
