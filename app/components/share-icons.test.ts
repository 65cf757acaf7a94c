import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { BRAND_ICON_PATHS } from './share-icons.ts';

describe('share button icons', () => {
  it('are the real brand marks of simple-icons', () => {
    expect(BRAND_ICON_PATHS).toEqual({
      facebook: simpleIcons.siFacebook.path,
      x: simpleIcons.siX.path,
      whatsapp: simpleIcons.siWhatsapp.path,
      pinterest: simpleIcons.siPinterest.path,
      telegram: simpleIcons.siTelegram.path,
      line: simpleIcons.siLine.path,
      reddit: simpleIcons.siReddit.path,
      vk: simpleIcons.siVk.path,
      odnoklassniki: simpleIcons.siOdnoklassniki.path,
      weibo: simpleIcons.siSinaweibo.path,
      viber: simpleIcons.siViber.path,
    });
  });
});
