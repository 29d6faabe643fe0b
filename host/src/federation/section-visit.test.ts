import { refreshRemote } from './remote-registry';
import { sectionVisit } from './section-visit';

jest.mock('./remote-registry', () => ({ refreshRemote: jest.fn() }));

describe('sectionVisit', () => {
  it('reads the configuration again on entering another section, once per visit', async () => {
    jest.mocked(refreshRemote).mockResolvedValue(true);
    // The page's first section: the configuration was read at start.
    expect(sectionVisit('account')).toBeNull();
    expect(refreshRemote).not.toHaveBeenCalled();

    const visit = sectionVisit('support');
    expect(refreshRemote).toHaveBeenCalledWith('support');
    // Moving within the section (a ticket, then back to the list) answers with the same check.
    expect(sectionVisit('support')).toBe(visit);
    expect(await visit).toBe(true);

    await sectionVisit('account');
    await sectionVisit('support');
    expect(jest.mocked(refreshRemote).mock.calls.map(([remote]) => remote)).toEqual(['support', 'account', 'support']);
  });
});
