// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { forgetSkeletonPhotos, showSkeletonPhotos } from '../../../src/app/skeleton-photos';

const root = document.documentElement;
afterEach(() => {
  document.body.replaceChildren();
  root.removeAttribute('style');
  root.removeAttribute('data-skeleton-photos');
});

const skeleton = () => (document.body.innerHTML = '<span class="skeleton__photo"></span>');

it('gives each photo to its card’s place as a CSS string, a backslash in its address escaped', () => {
  skeleton();
  // a query keeps a backslash as it is: unescaped, it would escape the string's next character
  showSkeletonPhotos([null, 'https://cdn.example.ge/a.jpg?v=\\"1']);
  expect(root.style.getPropertyValue('--skeleton-photo-1')).toBe('');
  expect(root.style.getPropertyValue('--skeleton-photo-2')).toBe('url("https://cdn.example.ge/a.jpg?v=\\\\%221")');
  expect(root.dataset.skeletonPhotos).toBe('');
});

it('shows nothing once the skeleton has gone (the app came first): a later skeleton is another screen’s', () => {
  showSkeletonPhotos(['/demo/flat-7.svg']);
  expect(root.getAttribute('style')).toBeNull();
  expect(root.dataset.skeletonPhotos).toBeUndefined();
});

it('shows nothing for a list without photos', () => {
  skeleton();
  showSkeletonPhotos([null, null]);
  expect(root.dataset.skeletonPhotos).toBeUndefined();
});

it('forgets them all, leaving the element’s other styles', () => {
  skeleton();
  root.style.setProperty('color-scheme', 'light');
  showSkeletonPhotos(['/demo/flat-7.svg', '/demo/flat-4.svg']);
  forgetSkeletonPhotos();
  expect(root.style.getPropertyValue('--skeleton-photo-1')).toBe('');
  expect(root.style.getPropertyValue('--skeleton-photo-2')).toBe('');
  expect(root.style.getPropertyValue('color-scheme')).toBe('light');
  expect(root.dataset.skeletonPhotos).toBeUndefined();
});
