import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { pickNamespaces, type ClientMessagesList } from '@/i18n/client-namespaces';
import { MoreMessages } from './more-messages';

/** Hands the client components below the namespaces of `list` (src/i18n/client-namespaces.ts). */
export async function ClientMessages({ list, children }: { list: ClientMessagesList; children: ReactNode }) {
  return <MoreMessages messages={pickNamespaces(await getMessages(), list)}>{children}</MoreMessages>;
}
