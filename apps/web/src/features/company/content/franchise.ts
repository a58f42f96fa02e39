import type { CompanyPageContent } from './company-page-content.ts';

export const FRANCHISE: CompanyPageContent = {
  path: '/franchise',
  title: 'Franchise with Brewline',
  lead: 'Bring Brewline to your town. We look for owner-operators who know their neighborhood and want to run a café their customers come back to every morning.',
  art: 'handshake',
  sections: [
    {
      heading: 'What we provide',
      paragraphs: [
        'Our roasted coffee and bakery supply, the ordering app and the store board your baristas use, eight weeks of training for you and your first team, and a launch plan for your opening month.',
      ],
    },
    {
      heading: 'What we look for',
      paragraphs: [
        'Experience running a food or retail business, a site of 1,200 to 2,000 square feet (with a drive-thru lane if you can), and liquid capital of at least $250,000.',
      ],
    },
    {
      heading: 'Next steps',
      paragraphs: [
        'Write to franchise@brewline.example with your city and a few lines about yourself. Our development team answers within two weeks and invites promising candidates to a discovery day at our Phoenix roastery.',
      ],
    },
  ],
  action: { label: 'Visit a café first', href: '/locations' },
};
