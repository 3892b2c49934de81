/** pending until an admin approves; then the owner toggles active/inactive; rejected until edited. */
export const STORE_STATUSES = ['pending', 'active', 'inactive', 'rejected'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** The kinds of store the marketplace knows ('' when the owner does not say). */
export const STORE_CATEGORIES = ['showroom', 'parts', 'accessories', 'tyres', 'rental', 'other'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export const STORE_CATEGORY_ARABIC: Record<StoreCategory, string> = {
  showroom: 'معرض سيارات',
  parts: 'قطع غيار',
  accessories: 'إكسسوارات',
  tyres: 'إطارات وبطاريات',
  rental: 'تأجير سيارات',
  other: 'أخرى',
};

export const STORES_PER_PAGE = 9;
