import type { useProfileForm } from '../hooks/use-profile-form';

/** What the form sections receive: values, errors and setters of useProfileForm. */
export type ProfileForm = ReturnType<typeof useProfileForm>;
