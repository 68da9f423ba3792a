'use client';
import { useState } from 'react';
import Link from 'next/link';
import { Spinner, Toast, ToastContainer } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useOwnProfile } from '../api/get-own-profile';
import { PhotoManager } from './photo-manager';
import { ProfileForm } from './profile-form';
import { ProfileCompleteness } from './profile-completeness';
import { paths } from '@/shared/paths';

/** §2 /profile: the member's own photos and profile fields. */
export function ProfilePage() {
  const t = useTranslations('ProfilePage');
  const { data: profile } = useOwnProfile();
  const [notice, setNotice] = useState<string | null>(null);
  if (!profile) return <Spinner className="d-block mx-auto my-5" role="status" />;
  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 className="h3 fw-bold mb-0">{t('title')}</h1>
        <Link href={paths.members.profile(profile.id)} className="btn btn-sm btn-outline-dark">
          <i className="bi bi-eye me-1" aria-hidden />
          {t('viewPublic')}
        </Link>
      </div>
      <div className="row g-4">
        <div className="col-lg-4">
          <div className="sticky-lg-top" style={{ top: '1rem', zIndex: 1 }}>
            <PhotoManager profile={profile} onNotice={setNotice} />
          </div>
        </div>
        <div className="col-lg-8">
          <ProfileCompleteness profile={profile} />
          <ProfileForm profile={profile} onSaved={() => setNotice(t('saved'))} />
        </div>
      </div>
      <ToastContainer position="top-end" className="p-3 position-fixed" style={{ top: '4rem', zIndex: 1090 }}>
        <Toast show={notice !== null} onClose={() => setNotice(null)} delay={4000} autohide bg="success">
          <Toast.Header closeLabel={t('close')}>
            <i className="bi bi-check-circle-fill text-success me-2" aria-hidden />
            <strong className="me-auto">{t('savedTitle')}</strong>
          </Toast.Header>
          <Toast.Body className="text-white" role="status">
            {notice}
          </Toast.Body>
        </Toast>
      </ToastContainer>
    </div>
  );
}
