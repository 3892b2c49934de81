// The searchResults page's Arabic texts (part of the client catalogue; loaded with that page only).

export const searchResultsAr = {
  empty: 'لا توجد نتائج مطابقة',
} as const;
