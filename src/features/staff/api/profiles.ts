import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@/lib/http-client';
import type { UploadPhotoInput } from '@/lib/api/upload-photo';
import type { fictionalProfileCreateSchema, fictionalProfileUpdateSchema } from '@/shared/schemas/staff';
import type { PhotoDto } from '@/shared/types/api';
import type { FictionalProfileDetailDto, FictionalProfilesDto } from '@/shared/types/staff';
import { staffKeys } from '../query-keys';

const PROFILES_URL = '/api/staff/profiles.php';
const PHOTOS_URL = '/api/staff/profile-photos.php';

export type FictionalProfileCreate = z.input<typeof fictionalProfileCreateSchema>;
export type FictionalProfileUpdate = z.input<typeof fictionalProfileUpdateSchema>;

/** GET /api/staff/profiles.php: the sites' own profiles in scope and the sites a new one may be for. */
export const fictionalProfilesQuery = () => queryOptions({ queryKey: staffKeys.profiles, queryFn: () => http<FictionalProfilesDto>(PROFILES_URL) });

export const useFictionalProfiles = () => useQuery(fictionalProfilesQuery());

/** GET /api/staff/profiles.php?id=ID: every field of one profile, for the edit form. */
export function useFictionalProfile(id: number | null) {
  return useQuery({
    queryKey: staffKeys.profile(id ?? 0),
    queryFn: async () => (await http<{ profile: FictionalProfileDetailDto }>(PROFILES_URL, { query: { id } })).profile,
    enabled: id !== null,
  });
}

/** After any change the list and the profile's own entry are read again. */
function useRefreshProfiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fictionalProfilesQuery().queryKey });
}

/** POST /api/staff/profiles.php (admins). */
export function useCreateFictionalProfile() {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: (input: FictionalProfileCreate) => http<{ profile: { id: number } }>(PROFILES_URL, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** PUT /api/staff/profiles.php (admins). */
export function useUpdateFictionalProfile() {
  const refresh = useRefreshProfiles();
  return useMutation({ mutationFn: (input: FictionalProfileUpdate) => http<{ ok: true }>(PROFILES_URL, { method: 'PUT', body: input }), onSuccess: refresh });
}

/** POST /api/staff/profile-photos.php (admins): multipart, through the members' photo pipeline. */
export function useUploadFictionalPhoto(profileId: number) {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: async ({ file, isPrivate }: UploadPhotoInput) => {
      const form = new FormData();
      form.set('profile', String(profileId));
      form.set('photo', file);
      if (isPrivate) form.set('private', 'true');
      return (await http<{ photo: PhotoDto }>(PHOTOS_URL, { method: 'POST', body: form })).photo;
    },
    onSuccess: refresh,
  });
}
