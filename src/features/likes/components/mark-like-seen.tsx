'use client';
import { useEffect } from 'react';
import { useMarkLikeSeen } from '../api/mark-like-seen';

/** /likes/m/{id}: opening a liker's profile clears that member's new-like flag (§4). Renders nothing. */
export function MarkLikeSeen({ id }: { id: number }) {
  const { mutate } = useMarkLikeSeen();
  useEffect(() => mutate(id), [id, mutate]);
  return null;
}
