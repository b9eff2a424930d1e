import { describe, expect, it } from 'vitest';
import { toFormErrors } from '../../../../../src/features/listing-form/api/save-listing';

describe('the server field errors on the form', () => {
  it('the two photo fields land on the one photo manager; the others keep their names', () => {
    expect(toFormErrors({ title: ['The title field is required.'], main_photo: ['Main photo required.'], flat_photos: ['At least two.'] })).toEqual({
      title: ['The title field is required.'],
      photos: ['Main photo required.', 'At least two.'],
    });
  });
});
