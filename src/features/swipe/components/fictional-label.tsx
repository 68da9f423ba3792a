'use client';
import { useSettings } from '@/components/providers/settings-context';

/** §1: a fictional profile carries the site's fictional label and icon, on cards and tiles alike. */
export function FictionalLabel({ className = '' }: { className?: string }) {
  const { fictional_icon: icon, fictional_singular: label } = useSettings();
  const iconClass = icon.startsWith('bi-') ? icon : `bi-${icon}`;
  return (
    <span className={`badge text-bg-dark fw-semibold ${className}`}>
      <i className={`bi ${iconClass} me-1`} aria-hidden />
      {label}
    </span>
  );
}
