import { getTranslations } from 'next-intl/server';
import { AppealForm } from './appeal-form';

/** /decisions/appeal?ref=&token=: the appeal from the statement's link, without logging in (a suspended member cannot). */
export async function AppealPage({ reference, token }: { reference: string; token: string }) {
  const t = await getTranslations('DecisionsPage');
  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{t('appealTitle', { reference })}</h1>
      <p className="text-body-secondary">{t('appealIntro')}</p>
      {reference && token ? <AppealForm reference={reference} token={token} /> : <p>{t('appealLinkBroken')}</p>}
    </div>
  );
}
