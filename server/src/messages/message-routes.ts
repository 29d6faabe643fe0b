import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';

import {
  CONVERSATION_NOT_FOUND_REFUSAL,
  MESSAGE_FILE_FIELD,
  messageEndpoints,
  type SendMessageFields,
  SendMessageFieldsSchema,
} from '@portal/contracts';

import { recordBookingLiveEvent } from '../bookings/booking-live-event';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { fieldErrors, refuse } from '../http/errors';
import { refuseNul } from '../http/nul';
import { route } from '../http/route';
import { assignedOnly, principalOf, requireSupplier, requireUser } from '../plugins/auth';
import { type AcceptedFile, acceptFile, uploadStore } from '../uploads/accepted-files';
import type { FileStorage } from '../uploads/file-storage';
import { fileUrls } from '../uploads/file-urls';
import { readMultipart } from '../uploads/multipart-form';
import { messagePreview } from './customer-message';
import { messageRepository } from './message-repository';

/** The text fields and the one optional attachment of a POST /chatting body. */
async function readMessageForm(request: FastifyRequest): Promise<{ fields: SendMessageFields; file: AcceptedFile | null }> {
  const { refusals } = messageEndpoints.sendMessage;
  if (!request.isMultipart()) throw refuse(refusals.notMultipart);
  const raw: Record<string, unknown> = {};
  let file: AcceptedFile | null = null;
  await readMultipart(request, async (part) => {
    if (part.type === 'field') {
      refuseNul({ [part.fieldname]: part.value }, '');
      raw[part.fieldname] = part.value;
    } else if (part.fieldname !== MESSAGE_FILE_FIELD || file) throw refuse(refusals.oneFile, { field: MESSAGE_FILE_FIELD });
    else file = await acceptFile(part);
  });
  const parsed = v.safeParse(SendMessageFieldsSchema, raw);
  if (!parsed.success) throw refuse(refusals.fieldsInvalid, undefined, fieldErrors(parsed.issues));
  if (!parsed.output.message_text && !file) throw refuse(refusals.empty);
  return { fields: parsed.output, file };
}

export function messageRoutes(app: FastifyInstance, deps: { db: Database; storage: FileStorage; config: ServerConfig }) {
  const messages = messageRepository(deps.db);
  const saveFiles = uploadStore(deps);
  const urls = fileUrls(deps.config);
  /** Attachments are private: whoever may read the conversation gets signed links. */
  const withLink = <T extends { message_file: string | null }>(item: T): T => ({ ...item, message_file: urls.signed(item.message_file) });

  /** The supplier's booking as a conversation; another supplier's, or for a guide one not assigned to them, answers 404. */
  async function conversationOf(request: FastifyRequest, bookingId: string) {
    const conversation = await messages.conversation(requireSupplier(request), bookingId, assignedOnly(request, 'inbox.read'));
    if (!conversation) throw refuse(CONVERSATION_NOT_FOUND_REFUSAL);
    return conversation;
  }

  route(app, messageEndpoints.listChats, {
    handler: async ({ params, request }) => {
      requireUser(request, params.id);
      return (await messages.chats(requireSupplier(request), params.id, assignedOnly(request, 'inbox.read'))).map(withLink);
    },
  });

  route(app, messageEndpoints.listMessages, {
    handler: async ({ params, request }) => (await messages.messages((await conversationOf(request, params.id)).booking_id)).map(withLink),
  });

  // Reading a conversation is told to the business's open screens (the member's other tabs
  // among them), so its unread count drops there too; reading nothing new tells nobody.
  route(app, messageEndpoints.markMessagesRead, {
    handler: async ({ params, request }) => {
      const { booking_id } = await conversationOf(request, params.id);
      const { userId } = principalOf(request);
      const read = await deps.db.transaction(async (tx) => {
        const count = await messageRepository(tx).markRead(booking_id, userId);
        if (count > 0) await recordBookingLiveEvent(tx, 'message.read', booking_id, userId);
        return count;
      });
      return { read };
    },
  });

  route(app, messageEndpoints.sendMessage, {
    rateLimitMax: deps.config.MESSAGE_RATE_LIMIT,
    handler: async ({ request }) => {
      const { fields, file } = await readMessageForm(request);
      const { refusals } = messageEndpoints.sendMessage;
      if (fields.sender_id !== principalOf(request).userId) throw refuse(refusals.notYourself);
      const conversation = await conversationOf(request, fields.booking_id);
      if (!conversation.customer_id) throw refuse(refusals.noCustomer);
      if (fields.receiver_id !== conversation.customer_id) throw refuse(refusals.notTheCustomer);
      const [fileUrl] = file ? await saveFiles([file], { ownerId: fields.sender_id, private: true }) : [];
      // With its event, so a colleague's open inbox shows it (not in the bell: the customer's answer will be).
      const data = await deps.db.transaction(async (tx) => {
        const added = await messageRepository(tx).add({ ...fields, message_file: fileUrl ?? null });
        await recordBookingLiveEvent(tx, 'message.sent', added.booking_id, added.sender_id, messagePreview(added.message_text));
        return added;
      });
      return { message: 'Message sent', data: withLink(data) };
    },
  });
}
