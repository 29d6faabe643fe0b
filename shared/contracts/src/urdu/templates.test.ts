import { messageIn, templateIn } from '../server-messages';
import { type Permission, permissionRefusal, PERMISSIONS } from '../team';
import { URDU_MESSAGES } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the server's templated messages in Urdu", () => {
  it('have the same named placeholders as their English', () => {
    const templates = Object.entries(URDU_MESSAGES).filter(([english]) => /\{\w+\}/.test(english));
    expect(templates.length).toBeGreaterThanOrEqual(20);
    for (const [english, urdu] of templates) expect([english, placeholders(urdu)]).toEqual([english, placeholders(english)]);
  });

  it('fill the English as given and isolate a text value in Urdu', () => {
    expect(templateIn('en', 'Listing not found: {id}', { id: 'abc' })).toBe('Listing not found: abc');
    expect(templateIn('ur', 'Listing not found: {id}', { id: 'abc' })).toBe('لسٹنگ نہیں ملی: \u2068abc\u2069');
    expect(templateIn('ur', 'Your files may take up {quota} MB in all, and these would pass it.', { quota: 50 })).toContain('کل 50 ایم بی');
  });

  it("say each permission's refusal (403) in Urdu", () => {
    for (const permission of Object.keys(PERMISSIONS) as Permission[])
      expect(messageIn('ur', permissionRefusal(permission))).not.toBe(permissionRefusal(permission));
    expect(messageIn('ur', permissionRefusal('team.manage'))).toBe('آپ کو ٹیم کا انتظام کرنے کی اجازت نہیں۔');
  });
});
