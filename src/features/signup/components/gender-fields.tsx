'use client';
import { useTranslations } from 'next-intl';
import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import type { GENDERS } from '@/shared/constants';

type Gender = (typeof GENDERS)[number];

type Props = {
  gender: Gender;
  lookingFor: Gender;
  onGender: (value: Gender) => void;
  onLookingFor: (value: Gender) => void;
};

/** "I am a man/woman" and "looking for men/women" as two radio groups styled as buttons. */
export function GenderFields({ gender, lookingFor, onGender, onLookingFor }: Props) {
  const t = useTranslations('SignupForm');
  return (
    <div className="row g-2 mb-3">
      <fieldset className="col-12 col-sm-6">
        <legend className="form-label fs-6 mb-1">{t('iAm')}</legend>
        <ToggleButtonGroup type="radio" name="gender" value={gender} onChange={onGender} className="w-100">
          <ToggleButton id="signup-gender-male" value="male" variant="outline-primary">
            {t('man')}
          </ToggleButton>
          <ToggleButton id="signup-gender-female" value="female" variant="outline-primary">
            {t('woman')}
          </ToggleButton>
        </ToggleButtonGroup>
      </fieldset>
      <fieldset className="col-12 col-sm-6">
        <legend className="form-label fs-6 mb-1">{t('lookingFor')}</legend>
        <ToggleButtonGroup type="radio" name="looking_for_gender" value={lookingFor} onChange={onLookingFor} className="w-100">
          <ToggleButton id="signup-looking-male" value="male" variant="outline-primary">
            {t('men')}
          </ToggleButton>
          <ToggleButton id="signup-looking-female" value="female" variant="outline-primary">
            {t('women')}
          </ToggleButton>
        </ToggleButtonGroup>
      </fieldset>
    </div>
  );
}
