import { flattenKeyValueData } from './picture-forms';

describe('flattenKeyValueData', () => {
  it("turns the older dashboard's key/value list into fields; plain fields win", () => {
    const body = {
      data: [
        { key: 'title', value: 'غيار زيت', type: 'text', uuid: '1' },
        { key: 'price', value: '1650', type: 'text', uuid: '2' },
        { value: 'no key' },
        null,
      ],
      price: '2000',
    };
    expect(flattenKeyValueData(body)).toEqual({ title: 'غيار زيت', price: '2000' });
  });

  it('leaves ordinary bodies as they are', () => {
    expect(flattenKeyValueData({ name: 'ورشة' })).toEqual({ name: 'ورشة' });
    expect(flattenKeyValueData(undefined)).toEqual({});
    expect(flattenKeyValueData({ data: 'text' })).toEqual({ data: 'text' });
  });
});
