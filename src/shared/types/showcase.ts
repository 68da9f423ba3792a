/** A member as the landing pages and the share card show them to visitors (§2, §3). */
export type ShowcaseMemberDto = {
  id: number;
  name: string;
  age: number;
  region: string | null;
  /** Only when the member shows their city. */
  city: string | null;
  country: string | null;
  /** The public main photo's address. */
  photo: string;
  is_fictional: boolean;
  /** A few of the member's interests that visitors may see. */
  interests: Array<{ id: number; icon: string; name: string }>;
};
