'use client';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { NICHE_SLUGS } from '@/shared/constants';

/** §9 niches 1–7, by their landing slug's name; a niche site shows the members it is for. */
export function NicheSelect({ id, value, onChange, invalid }: { id?: string; value: number; onChange: (niche: number) => void; invalid?: boolean }) {
  const t = useTranslations('Staff.sites.niches');
  return (
    <Form.Select id={id} value={value} isInvalid={invalid} onChange={(e) => onChange(Number(e.target.value))}>
      {NICHE_SLUGS.map((slug, index) => (
        <option key={slug} value={index + 1}>
          {t(slug)}
        </option>
      ))}
    </Form.Select>
  );
}
