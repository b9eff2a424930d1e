import type { LayoutTexts } from './layout.ka';

const texts: LayoutTexts = {
  addListing: 'Post a listing',
  encyclopedia: 'Encyclopedia',
  news: 'News',
  mainMenu: 'Menu',
  profileMenu: 'Profile menu',
  myListings: 'My listings',
  wallet: 'Wallet',
  messages: 'Messages',
  savedListings: 'Saved listings',
  savedSearches: 'Saved searches',
  language: { header: 'Language', menu: 'Language, menu', footer: 'Language, page footer' },
  suggestion: {
    label: 'Language suggestion',
    text: 'This page is also available in English.',
    switch: 'Switch to English',
    dismiss: 'No, thanks',
  },
  unread: (count: number) => `${count} unread`,
  unreachable: 'Could not reach the server. You are still signed in — please try again.',
  offline: 'You are offline. The page will update as soon as the connection is back.',
  footer: {
    about: 'Flats to buy and rent in Tbilisi and across Georgia.',
    browse: 'Listings',
    buy: 'Buy a flat',
    rent: 'Rent a flat',
    market: 'Prices by district',
    reading: 'Reading',
    forUsers: 'For users',
    rights: (year: number) => `© ${year} Realt. All rights reserved.`,
  },
};

export default texts;
