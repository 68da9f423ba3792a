import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaffLoginForm } from '@/features/staff/components/staff-login-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff');
  return { title: t('loginTitle') };
}

type Props = { searchParams: Promise<{ next?: string | string[] }> };

/** /staff/login: a staff member's login, with the authenticator app's code. */
export default async function Page({ searchParams }: Props) {
  const { next } = await searchParams;
  return <StaffLoginForm next={typeof next === 'string' ? next : null} />;
}
