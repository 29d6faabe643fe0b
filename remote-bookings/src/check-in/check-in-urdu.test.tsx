import { paths } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { switchToPseudoLocale, untranslatedTexts } from '@portal/i18n/testing';
import { renderAtRoute } from '@portal/testing';

import { CheckInPage } from './check-in-page';

afterEach(() => applyLanguage('en'));

describe('Check in in another language', () => {
  it('leaves no text outside the layer (pseudo-locale)', async () => {
    await switchToPseudoLocale();
    renderAtRoute(paths.checkIn, { [paths.checkIn]: <CheckInPage /> });
    expect(untranslatedTexts(document.body)).toEqual([]);
  });
});
