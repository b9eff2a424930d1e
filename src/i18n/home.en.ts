// Texts of the main page (§2 MainPage).
import type { HomeTexts } from './home.ka';

const texts: HomeTexts = {
  hero: {
    title: 'Find your new home',
    subtitle: 'Thousands of flats, houses and commercial properties in Tbilisi and across Georgia.',
    searchLabel: 'Search listings',
    deal: 'Deal type',
    kind: 'Property type',
    anyKind: 'Any',
    submit: 'Search',
  },
  banners: {
    label: 'Offers and news',
    carousel: 'carousel',
    slideRole: 'slide',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause the slideshow',
    play: 'Resume the slideshow',
    slide: (index: number, total: number, label: string) => `${index} of ${total}: ${label}`,
    goTo: (index: number) => `Slide ${index}`,
  },
  featured: {
    title: 'Featured listings',
    subtitle: 'VIP and new listings for sale',
    all: 'All listings',
    failed: 'Featured listings could not be loaded.',
    empty: 'There are no featured listings right now.',
  },
  entry: {
    title: 'What are you looking for?',
    buyTitle: 'Buy',
    buyText: 'New-build and resale flats, houses and commercial properties.',
    rentTitle: 'Rent',
    rentText: 'Long-term and short-term rentals in every district.',
    open: 'View listings',
  },
  sell: {
    title: 'Want to sell or rent out your flat?',
    text: 'Post a listing in minutes and reach thousands of buyers.',
  },
};

export default texts;
