import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/features/public-pages/components/info-page';
import { infoPageKey, isInfoPage } from '@/features/public-pages/info-pages';
import { notFoundMetadata } from '@/features/public-pages/not-found-metadata';
import { ComplaintForm } from '@/features/complaints/components/complaint-form';
import { getPageSettings, getPageUser } from '@/server/request/page-data';
import { getPageContext } from '@/server/request/page-context';
import { getCompanyInfo } from '@/server/services/sites/get-company-info';
import { termsVersionDate } from '@/shared/terms-version';
import { DELETION_REGRET_DAYS, FREE_CONVERSATIONS, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from '@/shared/constants';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await params;
  if (!isInfoPage(page)) return notFoundMetadata();
  const t = await getTranslations('InfoPages');
  return { title: t(`${infoPageKey(page)}.title`) };
}

/** §2 static info pages: terms, privacy, cookies, ban, return-policy, faq, service, pricing, complaints. */
export default async function Page({ params }: Props) {
  const { page } = await params;
  // §8: a page failing validation gives 404.
  if (!isInfoPage(page)) notFound();
  const s = await getPageSettings();
  const values = {
    name: s.name,
    domain: s.domain,
    email: s.support_email,
    phone: s.support_phone,
    minAge: s.min_age,
    refundDays: s.refund_days,
    messageCredits: s.message_credits,
    giftCredits: s.gift_credits,
    photoCredits: s.photo_credits,
    freePhotos: PHOTO_LIMIT_FREE,
    premiumPhotos: PHOTO_LIMIT_PREMIUM,
    freeConversations: FREE_CONVERSATIONS,
    regretDays: DELETION_REGRET_DAYS,
  };
  const company = getCompanyInfo(await getPageContext());
  // /complaints also takes notices from anyone (DSA art. 16); a member is answered at their own address.
  const form = page === 'complaints' ? <ComplaintForm isMember={(await getPageUser()) !== null} /> : null;
  return (
    <ClientMessages list="infoPage">
      <InfoPage page={page} values={values} termsDate={termsVersionDate(company.added)}>
        {form}
      </InfoPage>
    </ClientMessages>
  );
}
