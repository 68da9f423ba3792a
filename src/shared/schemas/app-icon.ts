import './zod-config';
import { z } from 'zod';

/** The installable app's icon sizes: Android's 192 and 512, and Apple's touch icon (180). */
export const APP_ICON_SIZES = ['180', '192', '512'] as const;

/** GET /api/app-icon.php: `maskable` keeps the mark inside the safe zone for masks of any shape. */
export const appIconSchema = z.object({
  size: z.enum(APP_ICON_SIZES, { error: 'notFound' }),
  purpose: z.enum(['any', 'maskable'], { error: 'notFound' }).default('any'),
  // A version the page adds so a new logo or colour is fetched anew; any value serves the current icon.
  v: z.string().max(32).optional(),
});

export type AppIconInput = z.infer<typeof appIconSchema>;
