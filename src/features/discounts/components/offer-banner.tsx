'use client';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useVisibleTimeBonus } from '../hooks/use-time-bonus-countdown';
import { useWelcomeDiscount } from '../api/get-welcome-discount';
import { inMembersArea } from '../members-area';

// Most members have no offer running: the banner's own code loads when there is one to show.
const OfferBannerView = dynamic(() => import('./offer-banner-view').then((module) => module.OfferBannerView));

/** §4 top banner of the members area: the time bonus while it runs, else the welcome discount. */
export function OfferBanner() {
  const inArea = inMembersArea(usePathname());
  const timeBonus = useVisibleTimeBonus();
  const welcome = useWelcomeDiscount();
  if (!inArea || (!timeBonus && !welcome)) return null;
  return <OfferBannerView timeBonus={timeBonus} welcome={welcome} />;
}
