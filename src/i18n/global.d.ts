import type nl from '../../messages/nl.json';
import type { Locale } from '@/shared/constants';

// Messages are typed from the reference locale: a missing key is a type error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof nl;
  }
}
