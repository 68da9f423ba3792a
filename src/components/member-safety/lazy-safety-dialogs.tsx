'use client';
import { lazyDialog } from '@/components/lazy-dialog';

// Reporting and blocking are rare: their modals, the report form and its schema load when first opened.

export const ReportMemberModal = lazyDialog(() => import('./report-member-modal').then((module) => module.ReportMemberModal));

export const BlockConfirmModal = lazyDialog(() => import('./block-confirm-modal').then((module) => module.BlockConfirmModal));
