import { LazyNotFoundScreen } from './lazy-not-found-screen';

// Titled in the visitor's language, not with the site's landing title.
export { notFoundMetadata as generateMetadata } from '@/features/public-pages/not-found-metadata';

/** §8: unknown pages and pages failing validation: 404 'This page could not be found'. */
export default function NotFound() {
  return <LazyNotFoundScreen />;
}
