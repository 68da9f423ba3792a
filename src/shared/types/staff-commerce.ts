/** A credit package as the brand console shows it (GET /api/staff/packages.php?site=). */
export type StaffPackageDto = {
  id: number;
  site_id: number;
  country: string;
  currency: string;
  credits: number;
  price_cents: number;
  is_intro: boolean;
  position: number;
  active: boolean;
};

/** A discount code of a site, with how many members hold or used it now. */
export type StaffDiscountCodeDto = {
  id: number;
  site_id: number | null;
  code: string;
  kind: string;
  percentage: number;
  minimum_cents: number;
  country: string | null;
  payment_methods: string[] | null;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  active: boolean;
  uses: number;
};

/** Who used a code: one member's hold or use (GET /api/staff/discount-codes.php?id=). */
export type StaffDiscountCodeUseDto = {
  member_id: number;
  email: string;
  order_id: number | null;
  order_status: string | null;
  created_at: string;
  released_at: string | null;
};
