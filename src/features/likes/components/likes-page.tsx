'use client';
import Link from 'next/link';
import { Nav, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { badgeText } from '@/components/layout/badge-rules';
import { useLikes } from '@/lib/api/likes';
import { entriesOf, LIKES_TABS, type LikesTab } from '../likes-tabs';
import { LikeTile } from './like-tile';
import { LikesEmpty } from './likes-empty';
import { paths } from '@/shared/paths';

/** §2 /likes and /likes/{type}: tabs received, given and matches over a grid of members. */
export function LikesPage({ tab }: { tab: LikesTab }) {
  const t = useTranslations('LikesPage');
  const { data: likes } = useLikes();
  const entries = likes ? entriesOf(likes, tab) : [];
  const newCount = likes?.liked_by.filter((like) => like.like_new).length ?? 0;
  return (
    <div className="container py-4">
      <h1 className="h3 fw-bold mb-3">{t('title')}</h1>
      <Nav variant="tabs" className="mb-4 flex-nowrap overflow-x-auto" as="nav" aria-label={t('tabs')}>
        {LIKES_TABS.map((name) => (
          <Nav.Item key={name}>
            <Link
              href={paths.likes.tab(name)}
              className={`nav-link text-nowrap ${name === tab ? 'active fw-semibold' : 'text-body'}`}
              aria-current={name === tab ? 'page' : undefined}
            >
              {t(`tab.${name}`)}
              {name === 'received' && newCount > 0 && <span className="badge rounded-pill text-bg-primary ms-2">{badgeText(newCount)}</span>}
            </Link>
          </Nav.Item>
        ))}
      </Nav>
      {!likes ? (
        <Spinner className="d-block mx-auto my-5" role="status" />
      ) : entries.length === 0 ? (
        <LikesEmpty tab={tab} />
      ) : (
        <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0">
          {entries.map((like) => (
            <li key={like.id} className="col">
              <LikeTile like={like} tab={tab} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
