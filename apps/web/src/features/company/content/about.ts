import type { CompanyPageContent } from './company-page-content.ts';

export const ABOUT: CompanyPageContent = {
  path: '/about',
  title: 'About Brewline',
  lead: 'Brewline started in 2009 as one espresso cart on a Phoenix street corner. Today our cafés serve neighborhoods from Manhattan to Los Angeles, and every cup is still made to order.',
  art: 'hot-beverage',
  sections: [
    {
      heading: 'Coffee worth the walk',
      paragraphs: [
        'We buy our beans directly from growers in Colombia, Ethiopia and Guatemala, roast them in small batches every week and deliver them to each café within days of roasting.',
        'Every barista trains for forty hours before they pull a shot for a customer, so your Grande latte tastes the same in Seattle as it does in Miami.',
      ],
    },
    {
      heading: 'Order ahead, skip the line',
      paragraphs: [
        'Build your drink exactly as you like it, pay in the app and pick it up in store, at the drive-thru or in the parking lot: we bring it out to your car.',
        'Members earn a point for every drink they buy, and 12 points bring a free drink (Rewards, in the app).',
      ],
    },
    {
      heading: 'Good neighbors',
      paragraphs: [
        'Each café donates its unsold pastries to a local food bank every evening, and our cups and lids are compostable in every city that collects them.',
      ],
    },
  ],
  action: { label: 'See the menu', href: '/menu' },
};
