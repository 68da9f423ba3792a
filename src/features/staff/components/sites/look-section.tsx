'use client';
import { useTranslations } from 'next-intl';
import { Alert, Col, Form, Row, Spinner } from 'react-bootstrap';
import { brandColourOf } from '@/shared/brand-colour';
import type { StaffSiteDto } from '@/shared/types/staff-sites';
import { useUploadSiteLogo } from '../../api/sites';
import { SectionForm, SiteField } from './section-form';
import { useSiteSection } from './use-site-section';
import styles from './sites.module.scss';

const pick = (d: StaffSiteDto) => ({ primary_color: d.primary_color, logo_url: d.logo_url });

/** The site's top bar as members see it, in the chosen colour with the chosen logo. */
function LookPreview({ site }: { site: StaffSiteDto }) {
  const t = useTranslations('Staff.sites.look');
  const colour = brandColourOf(site.primary_color);
  return (
    <div className={`card card-body ${styles.preview}`} aria-label={t('preview')}>
      <h3 className="h6 text-body-secondary">{t('preview')}</h3>
      <div className={styles.navPreview}>
        {site.logo_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- the site's own uploaded logo
          <img src={site.logo_url} alt="" className={styles.logo} />
        ) : (
          <span className={styles.mark} style={{ background: colour }} aria-hidden>
            <i className="bi bi-heart-fill" />
          </span>
        )}
        <strong>{site.name}</strong>
      </div>
      <button type="button" className={`btn text-white mt-3 align-self-start ${styles.sampleButton}`} style={{ background: colour }} tabIndex={-1}>
        {t('sampleButton')}
      </button>
    </div>
  );
}

/** The logo (an upload, or an https address) and the brand colour the site's pages use instead of the built-in ones. */
export function LookSection({ site }: { site: StaffSiteDto }) {
  const t = useTranslations('Staff.sites.look');
  const section = useSiteSection(site, pick);
  const upload = useUploadSiteLogo(site.id);
  const { draft, set, errors } = section;
  const onFile = (file: File | undefined) => file && upload.mutate(file, { onSuccess: (saved) => set('logo_url', saved.logo_url) });
  return (
    <SectionForm section={section} label={t('title')}>
      <Row>
        <Col lg={7}>
          <SiteField section={section} name="primary_color" label={t('colour')} help={t('colourHelp')}>
            <div className="d-flex gap-2">
              <Form.Control
                type="color"
                id="site-primary_color-picker"
                className={styles.colourWell}
                aria-label={t('colourPicker')}
                value={brandColourOf(draft.primary_color)}
                onChange={(e) => set('primary_color', e.target.value)}
              />
              <Form.Control
                value={draft.primary_color}
                placeholder="#e102aa"
                {...errors.state('primary_color', draft.primary_color)}
                onChange={(e) => set('primary_color', e.target.value)}
              />
            </div>
          </SiteField>
          <Form.Group className="mb-3" controlId="site-logo-file">
            <Form.Label>{t('logoUpload')}</Form.Label>
            <Form.Control
              type="file"
              accept="image/png,image/jpeg,image/webp"
              disabled={upload.isPending}
              onChange={(e) => onFile((e.target as HTMLInputElement).files?.[0])}
            />
            {upload.isPending && <Spinner size="sm" className="mt-2" aria-label={t('uploading')} />}
          </Form.Group>
          {upload.error && <Alert variant="danger">{upload.error.message}</Alert>}
          <SiteField section={section} name="logo_url" label={t('logoUrl')} help={t('logoUrlHelp')}>
            <Form.Control value={draft.logo_url} {...errors.state('logo_url', draft.logo_url)} onChange={(e) => set('logo_url', e.target.value)} />
          </SiteField>
        </Col>
        <Col lg={5} className="mb-3">
          <LookPreview site={draft} />
        </Col>
      </Row>
    </SectionForm>
  );
}
