import { changePreferences, completePreferences } from './preferences';

describe('notification preferences', () => {
  it('reads a set stored before the saved search mail frequency from its on/off toggle', () => {
    expect(completePreferences({})).toMatchObject({ email_saved_searches: true, saved_search_mail: 'instant' });
    expect(completePreferences({ email_saved_searches: false })).toMatchObject({
      email_saved_searches: false,
      saved_search_mail: 'off',
    });
    expect(completePreferences({ email_saved_searches: true, saved_search_mail: 'daily' })).toMatchObject({
      saved_search_mail: 'daily',
    });
  });

  it('keeps the toggle and the frequency in agreement whichever is changed', () => {
    const daily = changePreferences(completePreferences({}), { saved_search_mail: 'daily' });
    expect(daily).toMatchObject({ email_saved_searches: true, saved_search_mail: 'daily' });
    expect(changePreferences(daily, { email_saved_searches: true })).toMatchObject({ saved_search_mail: 'daily' });
    const off = changePreferences(daily, { email_saved_searches: false });
    expect(off).toMatchObject({ email_saved_searches: false, saved_search_mail: 'off' });
    expect(changePreferences(off, { email_saved_searches: true })).toMatchObject({ saved_search_mail: 'instant' });
    expect(changePreferences(off, { email_saved_searches: false, saved_search_mail: 'daily' })).toMatchObject({
      email_saved_searches: true,
      saved_search_mail: 'daily',
    });
  });
});
