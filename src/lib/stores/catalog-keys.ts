/** Local-storage keys of the catalogue filters (spec section 9), removed on logout and expiry. Import-free. */
export const CATALOG_KEYS = [
  'awardsCatalog_selectedGroups',
  'awardsCatalog_selectedCategories',
  'awardsCatalog_searchValue',
  'awardsCatalog_showOnlyFreshAwards',
  'awardsCatalog_sortValue',
] as const;
