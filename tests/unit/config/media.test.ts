import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaUrl } from '../../../src/config/media';

// the API origin each test sets
const env = vi.hoisted(() => ({ apiUrl: '' }));
vi.mock('../../../src/config/env', () => ({
  get apiUrl() {
    return env.apiUrl;
  },
}));

afterEach(() => {
  env.apiUrl = '';
});

describe('mediaUrl', () => {
  it('puts a path on the API host onto the API origin when the app calls another origin', () => {
    env.apiUrl = 'https://api.realt.ge';
    expect(mediaUrl('/storage/announcements/7/main.jpg')).toBe('https://api.realt.ge/storage/announcements/7/main.jpg');
    expect(mediaUrl('/uploads/avatars/levan.png?v=2')).toBe('https://api.realt.ge/uploads/avatars/levan.png?v=2');
  });

  it('leaves a path on the app\'s own origin when there is no API origin (dev servers, desktop console)', () => {
    expect(mediaUrl('/storage/announcements/7/main.jpg')).toBe('/storage/announcements/7/main.jpg');
    expect(mediaUrl('/realt/demo/flat-1.svg')).toBe('/realt/demo/flat-1.svg');
  });

  it('keeps an absolute http(s) URL as it is', () => {
    env.apiUrl = 'https://api.realt.ge';
    expect(mediaUrl('https://cdn.realt.ge/photos/1.webp')).toBe('https://cdn.realt.ge/photos/1.webp');
    expect(mediaUrl('http://127.0.0.1:4010/storage/1.jpg')).toBe('http://127.0.0.1:4010/storage/1.jpg');
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/x.jpg'],
    ['a backslash the browser reads as a slash', '/\\evil.example/x.jpg'],
    ['a tab the browser drops', '/\t/evil.example/x.jpg'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['a file: URL', 'file:///etc/passwd'],
    ['a relative path', 'storage/1.jpg'],
    ['an empty value', ''],
  ])('refuses %s', (_, value) => {
    expect(mediaUrl(value)).toBe('');
    env.apiUrl = 'https://api.realt.ge';
    expect(mediaUrl(value)).toBe('');
  });
});
