import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, sectionOf, sectionsFor } from '../src/features/admin/admin-nav.ts';

describe('the admin console nav by role', () => {
  it('shows super admins every section, admins all but the platform ones, moderators the reviews only', () => {
    expect(sectionsFor('superAdmin')).toEqual(ADMIN_SECTIONS);
    expect(sectionsFor('admin')).toEqual(
      ADMIN_SECTIONS.filter((section) => section !== 'videos' && section !== 'unmatched'),
    );
    expect(sectionOf('unmatched', 'admin')).toBe('dashboard');
    expect(sectionOf('unmatched', 'superAdmin')).toBe('unmatched');
    expect(sectionOf('videos', 'admin')).toBe('dashboard');
    expect(sectionOf('videos', 'superAdmin')).toBe('videos');
    expect(sectionsFor('moderator')).toEqual(['reviews']);
    expect(sectionsFor(null)).toEqual([]);
  });

  it('opens the asked section only when the role may see it', () => {
    expect(sectionOf('audit', 'admin')).toBe('audit');
    expect(sectionOf('audit', 'moderator')).toBe('reviews');
    expect(sectionOf(null, 'admin')).toBe('dashboard');
    expect(sectionOf('users', null)).toBeNull();
  });
});
