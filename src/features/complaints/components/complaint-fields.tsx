'use client';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import type { FieldStateProps } from '@/components/forms/field-state';
import { NOTICE_GROUNDS, NOTICE_SUBJECTS } from '@/shared/moderation';
import { COMPLAINT_TEXT_MAX_LENGTH, COMPLAINT_WHERE_MAX_LENGTH } from '@/shared/schemas/complaint';
import { ComplaintChoice } from './complaint-choice';

export const EMPTY_COMPLAINT = { what: '', where: '', why: '', text: '', email: '' };
export type ComplaintValues = typeof EMPTY_COMPLAINT;
type Field = keyof ComplaintValues;

type Props = {
  values: ComplaintValues;
  onChange: (name: Field) => (value: string) => void;
  fields: Partial<Record<string, string>>;
  state: (name: Field, value: string) => FieldStateProps;
};

/** What, where, why and the explanation: the notice's own fields, the same for visitors and members. */
export function ComplaintFields({ values, onChange, fields, state }: Props) {
  const t = useTranslations('ComplaintsForm');
  const common = (name: Field) => ({ value: values[name], onChange: onChange(name), error: fields[name], state: state(name, values[name]) });
  return (
    <>
      <ComplaintChoice
        id="complaint-what"
        label={t('what')}
        prompt={t('choose')}
        options={NOTICE_SUBJECTS.map((value) => ({ value, label: t(`whats.${value}`) }))}
        {...common('what')}
      />
      <TextField
        id="complaint-where"
        label={t('where')}
        help={t('whereHelp')}
        maxLength={COMPLAINT_WHERE_MAX_LENGTH}
        required
        labelClassName="fw-semibold"
        {...common('where')}
      />
      <ComplaintChoice
        id="complaint-why"
        label={t('why')}
        prompt={t('choose')}
        options={NOTICE_GROUNDS.map((value) => ({ value, label: t(`whys.${value}`) }))}
        {...common('why')}
      />
      <TextField
        id="complaint-text"
        as="textarea"
        rows={5}
        label={t('text')}
        help={t('textHelp', { max: COMPLAINT_TEXT_MAX_LENGTH })}
        maxLength={COMPLAINT_TEXT_MAX_LENGTH}
        required
        labelClassName="fw-semibold"
        {...common('text')}
      />
    </>
  );
}
