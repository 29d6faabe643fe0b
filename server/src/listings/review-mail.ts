import type { CommandConfig } from '../config';
import type { Queryable } from '../db/database';
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

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function lines({ title, decision, wasEdit, reason, fieldLabel }: ReviewOutcome): { subject: string; body: string[] } {
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

/** The e-mail that tells a supplier the outcome of a review (spec section 1). */
export function reviewMail(to: { email: string; fullName: string }, outcome: ReviewOutcome, config: CommandConfig): MailMessage {
  const { subject, body } = lines(outcome);
  const link = `${config.PORTAL_URL.replace(/\/$/, '')}/listings`;
  const greeting = `Hello ${to.fullName},`;
  return {
    to: to.email,
    subject,
    text: `${greeting}\n\n${body.join('\n')}\n\nMy Listings: ${link}\n`,
    html: `<p>${escape(greeting)}</p>${body.map((line) => `<p>${escape(line)}</p>`).join('')}<p><a href="${escape(link)}">Open My Listings</a></p>`,
  };
}

/** The supplier's user, who receives the e-mail. */
export async function supplierContact(db: Queryable, supplierId: string): Promise<{ email: string; fullName: string } | null> {
  const [row] = await db.query<{ email: string; full_name: string }>(
    'SELECT u.email, u.full_name FROM suppliers s JOIN users u ON u.user_id = s.user_id WHERE s.supplier_id = $1',
    [supplierId],
  );
  return row ? { email: row.email, fullName: row.full_name } : null;
}
