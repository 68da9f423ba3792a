/** The texts a site sets that have a value per language (index_title, description, fictional labels). */
export const SITE_TEXT_FIELDS = ['index_title', 'description', 'fictional_singular', 'fictional_plural', 'fictional_warning'] as const;
export type SiteTextField = (typeof SITE_TEXT_FIELDS)[number];
