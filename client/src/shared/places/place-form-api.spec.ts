import { describe, expect, it } from '@jest/globals';
import { placeFormRequest } from './place-form-api';

const STORES = { path: '/api/stores', pictureField: 'logo' };
const WORKSHOPS = { path: '/api/workshops', pictureField: 'image' };
const photo = new File(['x'], 'logo.png', { type: 'image/png' });

/** The parts of a multipart body, in order, files by name. */
const partsOf = (body: FormData) =>
  [...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]);

describe('a place form’s request', () => {
  it('creates with a POST to the collection, the picture as its own part', () => {
    const request = placeFormRequest(STORES, {
      fields: { name: 'متجر', status: undefined },
      picture: { file: photo, remove: false },
    });
    expect(request.url).toBe('/api/stores');
    expect(request.method).toBeUndefined();
    expect(partsOf(request.body)).toEqual([
      ['name', 'متجر'],
      ['logo', 'logo.png'],
    ]);
  });

  it('edits through the place’s own URL with _method PUT, and says when its picture goes', () => {
    const request = placeFormRequest(STORES, { id: 7, fields: { name: 'متجر' }, picture: { file: null, remove: true } });
    expect(request.url).toBe('/api/stores/7');
    expect(partsOf(request.body)).toEqual([
      ['name', 'متجر'],
      ['_method', 'PUT'],
      ['remove_logo', '1'],
    ]);
  });

  it('replaces a picture without removing it, and a new place never removes one', () => {
    const replaced = placeFormRequest(WORKSHOPS, { id: 3, fields: {}, picture: { file: photo, remove: true } });
    expect(partsOf(replaced.body)).toEqual([
      ['_method', 'PUT'],
      ['image', 'logo.png'],
    ]);
    const created = placeFormRequest(WORKSHOPS, { fields: {}, picture: { file: null, remove: true } });
    expect(partsOf(created.body)).toEqual([]);
  });

  it('repeats a list’s field, and still sends an empty list so the server clears it', () => {
    expect(
      partsOf(placeFormRequest(WORKSHOPS, { fields: { services: ['a', 'b'] }, picture: { file: null, remove: false } }).body),
    ).toEqual([
      ['services[]', 'a'],
      ['services[]', 'b'],
    ]);
    expect(
      partsOf(placeFormRequest(WORKSHOPS, { fields: { services: [] }, picture: { file: null, remove: false } }).body),
    ).toEqual([['services', '']]);
  });
});
