'use client';
import { lazyDialog } from '@/components/lazy-dialog';

// The gift catalogue's modal loads when a member first opens it.
export const GiftPickerModal = lazyDialog(() => import('./gift-picker-modal').then((module) => module.GiftPickerModal));
