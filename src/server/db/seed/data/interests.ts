// The 50 interests of §3. `icon` is a bootstrap-icons name (render as `bi bi-<icon>`); sexual interests
// are sensitive: special-category data under GDPR art. 9, shown only with consent.

type InterestSeed = { slug: string; icon: string; sensitive: boolean };

const plain = (slug: string, icon: string): InterestSeed => ({ slug, icon, sensitive: false });
const sexual = (slug: string, icon: string): InterestSeed => ({ slug, icon, sensitive: true });

export const INTEREST_SEED: InterestSeed[] = [
  plain('adventure', 'compass'),
  sexual('anal_sex', 'arrow-through-heart'),
  plain('animals', 'bug'),
  plain('art', 'palette'),
  plain('astrology', 'stars'),
  plain('bbq', 'fire'),
  plain('beach', 'umbrella'),
  plain('beer', 'cup-straw'),
  plain('biking', 'bicycle'),
  sexual('bondage', 'link-45deg'),
  plain('coffee', 'cup-hot'),
  plain('cooking', 'egg-fried'),
  plain('dancing', 'person-arms-up'),
  sexual('exchanging_pictures', 'images'),
  plain('fashion', 'handbag'),
  plain('foodie', 'fork-knife'),
  plain('gardening', 'flower1'),
  plain('gym', 'heart-pulse'),
  plain('hiking', 'signpost-split'),
  plain('hugging', 'person-hearts'),
  plain('kissing', 'emoji-kiss'),
  sexual('lingerie', 'suit-heart'),
  plain('massages', 'hand-index'),
  sexual('masturbating', 'person-heart'),
  plain('movies', 'film'),
  plain('music', 'music-note-beamed'),
  sexual('one_night_stand', 'moon-stars'),
  sexual('oral_sex', 'emoji-heart-eyes'),
  plain('outdoors', 'tree'),
  plain('party', 'balloon'),
  plain('photography', 'camera'),
  plain('politics', 'megaphone'),
  sexual('public_sex', 'eye'),
  plain('reading', 'book'),
  plain('relationship', 'hearts'),
  sexual('sadomasochism', 'lightning'),
  sexual('safe_sex', 'shield-check'),
  sexual('sex', 'heart-arrow'),
  sexual('sex_toys', 'magic'),
  plain('shopping', 'bag-heart'),
  plain('sports', 'trophy'),
  // bootstrap-icons has no fish or chopsticks; the egg stands for tamago nigiri.
  plain('sushi', 'egg'),
  plain('tattoos', 'brush'),
  plain('tea', 'cup'),
  plain('theater', 'mask'),
  sexual('threesome', 'people'),
  plain('travelling', 'airplane'),
  plain('vegetarian', 'leaf'),
  plain('video_games', 'controller'),
  // No wine glass in bootstrap-icons either.
  plain('wine', 'droplet-half'),
];
