import type { CompanyPageContent } from './company-page-content.ts';

export const JOBS: CompanyPageContent = {
  path: '/jobs',
  title: 'Job Listings',
  lead: 'We are hiring baristas and shift leads in all of our cities. No coffee experience needed: we train you, pay you while you learn, and give you a free drink every shift.',
  art: 'briefcase',
  sections: [
    {
      heading: 'Open roles',
      paragraphs: [
        'Barista (part time and full time): every café. Shifts from 5 AM to midnight, at least 15 hours a week.',
        'Shift lead: New York, Chicago, Austin, Phoenix, Denver and Seattle. One year of café or restaurant experience.',
        'Roastery associate: our Phoenix roastery, weekdays.',
      ],
    },
    {
      heading: 'What you get',
      paragraphs: [
        'Pay above each city’s minimum wage plus tips, health cover from 20 hours a week, paid time off, and a pound of coffee every week.',
      ],
    },
    {
      heading: 'How to apply',
      paragraphs: [
        'Stop by any café and ask for the shift lead, or write to jobs@brewline.example with the city you would like to work in. We answer every application within a week.',
      ],
    },
  ],
  action: { label: 'Find a café near you', href: '/locations' },
};
