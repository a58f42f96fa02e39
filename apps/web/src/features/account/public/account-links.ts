// The account area's links (docs/product/account.md#screens), for the top-bar dropdown and the
// slide-out menu.
export const ACCOUNT_MENU_LINKS = [
  { label: 'Rewards', href: '/account/rewards' },
  { label: 'Profile', href: '/account/profile' },
  { label: 'Cards', href: '/account/cards' },
  { label: 'Favorites', href: '/account/favorites' },
  { label: 'Orders', href: '/account/orders' },
] as const;
