import type { PortalLanguage } from '@portal/contracts';

import type { CommandConfig } from '../config';
import type { Queryable } from '../db/database';
import { escapeHtml as escape, isolated, mailHtml } from '../mail/mail-language';
import type { MailMessage } from '../mail/mailer';

export interface ReviewOutcome {
  title: string;
  decision: 'approved' | 'rejected';
  /** An edit of a live listing, rather than a new listing. */
  wasEdit: boolean;
  reason: string | null;
  /** How the field the reason is about reads ('Photos'), if the team named one. */
  fieldLabel: string | null;
}

interface Lines {
  subject: string;
  body: string[];
}

/** The review e-mail's words in English (the spec's, unchanged). */
function englishLines({ title, decision, wasEdit, reason, fieldLabel }: ReviewOutcome): Lines {
  if (decision === 'approved') {
    return wasEdit
      ? {
          subject: `Your changes to "${title}" are live`,
          body: [`The marketplace team approved your changes to "${title}". Customers now see the updated listing.`],
        }
      : {
          subject: `Your listing "${title}" is live`,
          body: [`The marketplace team approved "${title}". It is now live and customers can book it.`],
        };
  }
  const about = fieldLabel ? ` (about: ${fieldLabel})` : '';
  return {
    subject: wasEdit ? `Your changes to "${title}" were not approved` : `Your listing "${title}" was not approved`,
    body: [
      wasEdit
        ? `The marketplace team did not approve your changes to "${title}". Customers still see the live version.`
        : `The marketplace team did not approve "${title}".`,
      `Reason${about}: ${reason ?? 'none given'}`,
      'You can edit the listing and submit it again from My Listings.',
    ],
  };
}

/** A listing's main fields in Urdu (the wizard's words); another field keeps its English name, isolated. */
const FIELD_LABELS_UR: Readonly<Record<string, string>> = { Title: 'عنوان', Description: 'تفصیل', Price: 'قیمت', Photos: 'تصاویر' };

/** The same in Urdu: the listing's title, the field's name and the team's reason isolated (they may be English). */
function urduLines({ title, decision, wasEdit, reason, fieldLabel }: ReviewOutcome): Lines {
  const name = `"${isolated(title)}"`;
  if (decision === 'approved') {
    return wasEdit
      ? {
          subject: `${name} میں آپ کی تبدیلیاں لائیو ہو گئیں`,
          body: [`مارکیٹ پلیس ٹیم نے ${name} میں آپ کی تبدیلیاں منظور کر لیں۔ گاہک اب تازہ لسٹنگ دیکھتے ہیں۔`],
        }
      : {
          subject: `آپ کی لسٹنگ ${name} لائیو ہو گئی`,
          body: [`مارکیٹ پلیس ٹیم نے ${name} منظور کر لی۔ یہ اب لائیو ہے اور گاہک اسے بک کر سکتے ہیں۔`],
        };
  }
  const about = fieldLabel ? ` (${FIELD_LABELS_UR[fieldLabel] ?? isolated(fieldLabel)} کے بارے میں)` : '';
  return {
    subject: wasEdit ? `${name} میں آپ کی تبدیلیاں منظور نہیں ہوئیں` : `آپ کی لسٹنگ ${name} منظور نہیں ہوئی`,
    body: [
      wasEdit
        ? `مارکیٹ پلیس ٹیم نے ${name} میں آپ کی تبدیلیاں منظور نہیں کیں۔ گاہک اب بھی لائیو ورژن دیکھتے ہیں۔`
        : `مارکیٹ پلیس ٹیم نے ${name} منظور نہیں کی۔`,
      `وجہ${about}: ${reason ? isolated(reason) : 'کوئی وجہ نہیں بتائی گئی'}`,
      'آپ "میری لسٹنگز" سے لسٹنگ میں ترمیم کر کے اسے دوبارہ جائزے کے لیے بھیج سکتے ہیں۔',
    ],
  };
}

const WORDS: Record<
  PortalLanguage,
  { lines: (outcome: ReviewOutcome) => Lines; greeting: (name: string) => string; link: string; open: string }
> = {
  en: { lines: englishLines, greeting: (name) => `Hello ${name},`, link: 'My Listings', open: 'Open My Listings' },
  ur: { lines: urduLines, greeting: (name) => `السلام علیکم ${isolated(name)}،`, link: 'میری لسٹنگز', open: 'میری لسٹنگز کھولیں' },
};

/** The member an e-mail goes to, in the language they chose (users.language, issue 40). */
interface Contact {
  email: string;
  fullName: string;
  language: PortalLanguage;
}

/** The e-mail that tells a supplier the outcome of a review (spec section 1), in their language. */
export function reviewMail(to: Contact, outcome: ReviewOutcome, config: CommandConfig): MailMessage {
  const words = WORDS[to.language];
  const { subject, body } = words.lines(outcome);
  const link = `${config.PORTAL_URL.replace(/\/$/, '')}/listings`;
  const greeting = words.greeting(to.fullName);
  return {
    to: to.email,
    subject,
    text: `${greeting}\n\n${body.join('\n')}\n\n${words.link}: ${link}\n`,
    html: mailHtml(
      to.language,
      `<p>${escape(greeting)}</p>${body.map((line) => `<p>${escape(line)}</p>`).join('')}<p><a href="${escape(link)}">${escape(words.open)}</a></p>`,
    ),
  };
}

/** The supplier's user, who receives the e-mail. */
export async function supplierContact(db: Queryable, supplierId: string): Promise<Contact | null> {
  const [row] = await db.query<{ email: string; full_name: string; language: PortalLanguage }>(
    'SELECT u.email, u.full_name, u.language FROM suppliers s JOIN users u ON u.user_id = s.user_id WHERE s.supplier_id = $1',
    [supplierId],
  );
  return row ? { email: row.email, fullName: row.full_name, language: row.language } : null;
}
