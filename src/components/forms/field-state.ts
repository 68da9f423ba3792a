// §5: form fields show a valid and an invalid state (Bootstrap is-valid / is-invalid, aria-invalid).

export type FieldStateProps = { isInvalid: boolean; isValid: boolean; 'aria-invalid'?: true };

/**
 * The state props of one field. Valid shows only once the form was checked, the field passed and
 * holds an answer (an untouched optional field is not "valid", it is just empty).
 */
export function fieldState(error: string | undefined, checked: boolean, hasValue = true): FieldStateProps {
  const invalid = Boolean(error);
  return { isInvalid: invalid, isValid: !invalid && checked && hasValue, ...(invalid ? { 'aria-invalid': true as const } : {}) };
}

/** The same state as Bootstrap classes, for a field in plain markup (`form-select`, `form-control`). */
export function fieldStateClass({ isInvalid, isValid }: FieldStateProps): string {
  return isInvalid ? 'is-invalid' : isValid ? 'is-valid' : '';
}
