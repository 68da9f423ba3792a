// The settings feature's query keys, in one place.
export const getExportQueryKey = () => ['settings', 'export'] as const;
export const notificationsQueryKey = ['notifications'] as const;
