import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RoleGuard } from '@/features/staff/components/layout/role-guard';
import { PhotoReviewPage } from '@/features/staff/components/moderation/photo-review-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff');
  return { title: t('photoReview.title') };
}

/** /staff/moderation/photos: the photos awaiting review on sites with pre-moderation (moderators and admins). */
export default function Page() {
  return (
    <RoleGuard roles={['moderator']}>
      <PhotoReviewPage />
    </RoleGuard>
  );
}
